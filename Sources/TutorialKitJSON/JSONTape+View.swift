import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONTape {
    /// Calls `body` with a view of the document's value, read in place: the view and every view
    /// reached from it are valid only while `body` runs.
    package func withRoot<Result>(_ body: (View) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            // A tape is read from a document, which has at least one value and so one byte.
            guard let bytes = bytes.baseAddress, entries.count > 0 else {
                preconditionFailure("a tape holds at least one value")
            }
            let places = Places(entries: entries.base, count: entries.count)
            return withExtendedLifetime((entries, places)) {
                var shared = Shared(entries: entries.base, bytes: bytes, places: .passUnretained(places))
                return withUnsafePointer(to: &shared) { body(View(shared: $0, index: 0)) }
            }
        }
    }

    /// Where each value of a tape sits — its container, and its place there — found in one pass at
    /// the first path asked for: a path is then a walk up its containers, not a search along every
    /// value before it (a file can have a hundred thousand steps, each with an error). A long
    /// tutorial is checked on several threads at once, so the first path may be asked for on
    /// any of them: the pass runs once, under a lock.
    fileprivate final class Places: @unchecked Sendable {
        // @unchecked: `found` is written once, under `lock`, and read only under it.
        private let entries: UnsafePointer<Entry>
        private let count: Int
        private let lock = Lock()
        private var found: Table?

        /// Each entry's container and its place there.
        struct Table {
            /// Each entry's container, -1 for the document's value.
            fileprivate var containers: [Int32]
            /// For an element, its index; for a member's key or value, the key's entry.
            fileprivate var places: [Int32]

            /// The container of the entry at `index` and its place there, or `nil` for the
            /// document's.
            func place(of index: Int) -> (container: Int, place: Int)? {
                let container = Int(containers[index])
                return container < 0 ? nil : (container, Int(places[index]))
            }
        }

        init(entries: UnsafePointer<Entry>, count: Int) {
            self.entries = entries
            self.count = count
        }

        /// The table, found at the first call.
        var table: Table {
            lock.withLock {
                if let found { return found }
                let table = find()
                found = table
                return table
            }
        }

        private func find() -> Table {
            var table = Table(
                containers: Array(repeating: -1, count: count), places: Array(repeating: 0, count: count))
            func next(after index: Int) -> Int {
                entries[index].kind == .array || entries[index].kind == .object
                    ? entries[index].end : index + 1
            }
            for container in 0..<count
            where entries[container].kind == .array || entries[container].kind == .object {
                let isObject = entries[container].kind == .object
                var child = container + 1
                for position in 0..<entries[container].count {
                    table.containers[child] = Int32(truncatingIfNeeded: container)
                    if isObject {
                        // A key and its value both name the member by the key's entry.
                        table.places[child] = Int32(truncatingIfNeeded: child)
                        table.containers[child + 1] = Int32(truncatingIfNeeded: container)
                        table.places[child + 1] = Int32(truncatingIfNeeded: child)
                        child = next(after: child + 1)
                    } else {
                        table.places[child] = Int32(truncatingIfNeeded: position)
                        child = next(after: child)
                    }
                }
            }
            return table
        }
    }

    /// What every view of a tape shares, held by ``JSONTape/withRoot(_:)`` for as long as its views
    /// are valid: each view points at it, and is two words, not four (a loader keeps arrays of
    /// them, a long tutorial's megabytes).
    fileprivate struct Shared {
        let entries: UnsafePointer<Entry>
        let bytes: UnsafePointer<UInt8>
        /// The tape's places, kept alive by ``JSONTape/withRoot(_:)``.
        let places: Unmanaged<Places>
    }

    /// One value of a tape, read in place: two words, and walking from it allocates nothing.
    package struct View: JSONView {
        fileprivate let shared: UnsafePointer<Shared>
        /// The value's entry.
        let index: Int

        fileprivate var entries: UnsafePointer<Entry> { shared.pointee.entries }
        fileprivate var bytes: UnsafePointer<UInt8> { shared.pointee.bytes }
        fileprivate var places: Unmanaged<Places> { shared.pointee.places }

        private var entry: Entry { entries[index] }

        private func view(at index: Int) -> View {
            View(shared: shared, index: index)
        }

        /// The entry after the value at `index` and everything inside it.
        private func next(after index: Int) -> Int {
            let entry = entries[index]
            return entry.kind == .array || entry.kind == .object ? entry.end : index + 1
        }

        package var offset: Int { entry.offset }
        package var kind: JSONKind { entry.kind }
        package var count: Int { entry.kind == .array || entry.kind == .object ? entry.count : 0 }
        package var bool: Bool? { entry.kind == .bool ? entry.flag : nil }

        package var string: String? {
            entry.kind == .string ? Self.string(entries[index], bytes) : nil
        }

        package func isString(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
            entry.kind == .string && Self.matches(entries[index], bytes, utf8: name)
        }

        package var isEmptyString: Bool { entry.kind == .string && entry.end == entry.offset + 1 }

        package func isString(_ text: String) -> Bool {
            entry.kind == .string && Self.matches(entries[index], bytes, text)
        }

        package var numberText: String? {
            let entry = entry
            guard entry.kind == .number else { return nil }
            return String(
                decoding: UnsafeBufferPointer(start: bytes + entry.offset, count: entry.end - entry.offset),
                as: UTF8.self)
        }

        package var integer: Int? {
            let entry = entry
            guard entry.kind == .number else { return nil }
            var position = entry.offset
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            // Up to 18 digits always fit; longer ones go the slow way, which knows Int's bounds.
            guard entry.end - position <= 18 else { return numberText.flatMap { Int($0) } }
            var value = 0
            while position < entry.end {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }  // a fraction or an exponent
                value = value * 10 + Int(digit)
                position += 1
            }
            return negative ? -value : value
        }

        package func forEachElement(_ body: (Int, View) -> Void) {
            let entry = entry
            guard entry.kind == .array else { return }
            var child = index + 1
            for position in 0..<entry.count {
                body(position, view(at: child))
                child = next(after: child)
            }
        }

        package func forEachMember(_ body: (Key, View) -> Void) {
            let entry = entry
            guard entry.kind == .object else { return }
            var key = index + 1
            for _ in 0..<entry.count {
                body(Key(entry: entries[key], bytes: bytes), view(at: key + 1))
                key = next(after: key + 1)
            }
        }

        package func firstMember(where predicate: (Key, View) -> Bool) -> View? {
            let entry = entry
            guard entry.kind == .object else { return nil }
            var key = index + 1
            for _ in 0..<entry.count {
                let value = view(at: key + 1)
                if predicate(Key(entry: entries[key], bytes: bytes), value) { return value }
                key = next(after: key + 1)
            }
            return nil
        }

        package func collectMembers(
            named names: UnsafeBufferPointer<PackedName>, into values: UnsafeMutableBufferPointer<View?>
        ) -> UInt64 {
            let entry = entry
            guard entry.kind == .object else { return 0 }
            var met: UInt64 = 0
            var key = index + 1
            for _ in 0..<entry.count {
                let keyEntry = entries[key]
                let found: Int?
                if !keyEntry.flag {
                    // Plain ASCII: equal bytes or another name.
                    let length = keyEntry.end - keyEntry.offset - 1
                    let packed = PackedName(
                        UnsafeBufferPointer(start: bytes + keyEntry.offset + 1, count: length))
                    found = packed.flatMap { packed in names.indices.first { names[$0] == packed } }
                } else {
                    // Escapes, or bytes past ASCII that may still equal a name as strings.
                    let string = Self.string(keyEntry, bytes)
                    found = names.indices.first { names[$0].string == string }
                }
                if let found, found < 64, met & 1 << found == 0 {
                    met |= 1 << found
                    values[found] = view(at: key + 1)
                }
                key = next(after: key + 1)
            }
            return met
        }

        /// Walks up from this value to the document's, naming each container's member or element.
        package var path: JSONPath {
            var steps: [(container: Int, place: Int)] = []
            var current = index
            let table = places.takeUnretainedValue().table
            while let step = table.place(of: current) {
                steps.append(step)
                current = step.container
            }
            return steps.reversed().reduce(JSONPath.root) { path, step in
                entries[step.container].kind == .array
                    ? path.appending(step.place) : path.appending(Self.string(entries[step.place], bytes))
            }
        }

        /// The key of a member.
        package struct Key: JSONKeyView {
            fileprivate let entry: Entry
            fileprivate let bytes: UnsafePointer<UInt8>

            package var offset: Int { entry.offset }
            package var string: String { View.string(entry, bytes) }
            package func isEqual(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
                View.matches(entry, bytes, utf8: name)
            }

            /// The lookups by name (`node["target"]`) compare every key they pass: most differ
            /// in length, which is checked before anything else.
            package func isEqual(to name: StaticString) -> Bool {
                guard !entry.flag, name.isASCII else { return string == name.description }
                let length = entry.end - entry.offset - 1
                guard name.utf8CodeUnitCount == length else { return false }
                return name.withUTF8Buffer { name in
                    name.baseAddress.map { memcmp(bytes + entry.offset + 1, $0, length) == 0 } ?? true
                }
            }

            package var plainASCII: UnsafeBufferPointer<UInt8>? {
                entry.flag
                    ? nil
                    : UnsafeBufferPointer(
                        start: bytes + entry.offset + 1, count: entry.end - entry.offset - 1)
            }

            package var packedName: PackedName? {
                entry.flag
                    ? nil
                    : PackedName(
                        UnsafeBufferPointer(
                            start: bytes + entry.offset + 1, count: entry.end - entry.offset - 1))
            }

            package func isEqual(toKey other: Key) -> Bool {
                let length = entry.end - entry.offset
                if !entry.flag, !other.entry.flag {
                    return length == other.entry.end - other.entry.offset
                        && memcmp(bytes + entry.offset, bytes + other.entry.offset, length) == 0
                }
                return string == other.string
            }
        }

        /// The text of a string entry, its escapes decoded.
        fileprivate static func string(_ entry: Entry, _ bytes: UnsafePointer<UInt8>) -> String {
            let text = UnsafeBufferPointer(
                start: bytes + entry.offset + 1, count: entry.end - entry.offset - 1)
            // The flag is also set by bytes beyond ASCII, which need no decoding of their own.
            guard entry.flag, text.contains(UInt8(ascii: "\\")) else {
                return String(decoding: text, as: UTF8.self)
            }
            return unescaped(text)
        }

        /// A string's text with its escapes decoded; they were checked when the tape was read.
        private static func unescaped(_ text: UnsafeBufferPointer<UInt8>) -> String {
            var decoded: [UInt8] = []
            decoded.reserveCapacity(text.count)
            var index = 0
            while index < text.count {
                var end = index
                while end < text.count, text[end] != UInt8(ascii: "\\") { end += 1 }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
                guard end < text.count, let escape = try? JSONEscape.decode(text, at: end) else { break }
                UTF8.encode(escape.scalar) { decoded.append($0) }
                index = escape.end
            }
            return String(decoding: decoded, as: UTF8.self)
        }

        /// Whether a string entry's text is the ASCII `name`, by `String`'s `==`: byte by byte
        /// when the entry is plain ASCII (no other bytes can equal it), else as strings.
        fileprivate static func matches(
            _ entry: Entry, _ bytes: UnsafePointer<UInt8>, utf8 name: UnsafeBufferPointer<UInt8>
        ) -> Bool {
            guard !entry.flag else { return string(entry, bytes) == String(decoding: name, as: UTF8.self) }
            let length = entry.end - entry.offset - 1
            guard name.count == length else { return false }
            return name.baseAddress.map { memcmp(bytes + entry.offset + 1, $0, length) == 0 } ?? true
        }

        /// Whether a string entry's text equals `text`, by `String`'s `==`: byte by byte when the
        /// entry is plain ASCII, else by `==`, which is canonical ("K" equals the Kelvin sign).
        fileprivate static func matches(_ entry: Entry, _ bytes: UnsafePointer<UInt8>, _ text: String) -> Bool
        {
            guard !entry.flag else { return string(entry, bytes) == text }
            // The same bytes are the same string.
            let length = entry.end - entry.offset - 1
            let textLength = text.utf8.count
            if textLength == length {
                return text.utf8.withContiguousStorageIfAvailable { matches(entry, bytes, utf8: $0) }
                    ?? text.utf8.elementsEqual(
                        UnsafeBufferPointer(start: bytes + entry.offset + 1, count: length))
            }
            // Text equal to plain ASCII in other bytes holds a character that decomposes into ASCII
            // (such as the Kelvin sign), which takes more bytes than the ASCII it stands for.
            return textLength > length && text.utf8.contains { $0 >= 0x80 } && string(entry, bytes) == text
        }
    }
}
