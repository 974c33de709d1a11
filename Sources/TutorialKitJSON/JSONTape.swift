import TutorialKitText

/// A JSON document (RFC 8259) read into one flat array: every value an entry, in document order,
/// with where it starts in the bytes. Walking it allocates nothing, skipping a value is one jump,
/// and a string is made only when asked for — a tutorial file holds tens of thousands of values.
///
/// Strict: no comments, no trailing commas, no leading zeros, no raw control characters in strings,
/// valid UTF-8 only. Nesting deeper than ``JSONReader/maximumDepth`` is an error rather than a
/// stack overflow.
package struct JSONTape: Sendable {
    /// What a value is.
    typealias Kind = JSONKind

    /// One value, in 16 bytes: a file's offsets fit in 32 bits (``read(_:)`` refuses larger files),
    /// and a tape of a big file is read through many times.
    struct Entry: Sendable {
        package var kind: Kind
        /// A boolean's value; for a string, whether it has escapes or bytes beyond ASCII, so making
        /// it is more than copying its bytes.
        var flag: Bool
        private var storedOffset: UInt32
        private var storedEnd: UInt32
        private var storedCount: UInt32

        init(kind: Kind, flag: Bool, offset: Int, end: Int, count: Int) {
            self.kind = kind
            self.flag = flag
            storedOffset = UInt32(truncatingIfNeeded: offset)
            storedEnd = UInt32(truncatingIfNeeded: end)
            storedCount = UInt32(truncatingIfNeeded: count)
        }

        /// Where the value starts: its first byte, or a string's opening quote.
        package var offset: Int { Int(storedOffset) }
        /// For a number or string, where its text ends (a string's closing quote); for an array or
        /// object, the index of the entry after its last descendant.
        var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
        }
        /// For an array, its elements; for an object, its members (each a key entry, then a value).
        package var count: Int {
            get { Int(storedCount) }
            set { storedCount = UInt32(truncatingIfNeeded: newValue) }
        }
    }

    /// The largest file a tape reads: its offsets are 32 bits.
    static let maximumSize = Int(UInt32.max)

    /// The document's bytes.
    let bytes: [UInt8]
    /// Every value in document order; the first is the document's.
    let entries: Entries

    /// How large a document, its strings and its nesting may be.
    package struct Bounds: Sendable {
        package var fileBytes: Int
        package var stringBytes: Int
        package var depth: Int
        /// The limit each bound comes from, for messages, when a host can change it.
        var names: (file: String, string: String, depth: String)?

        /// Bounds, named in messages by `names` when given (a seen-state file's are not).
        package init(
            fileBytes: Int, stringBytes: Int, depth: Int,
            names: (file: String, string: String, depth: String)? = nil
        ) {
            self.fileBytes = fileBytes
            self.stringBytes = stringBytes
            self.depth = depth
            self.names = names
        }

        /// The bounds of `InputLimits.standard`, the library's input limits, which the layers above
        /// turn into bounds (this layer sits below them).
        package static let standard = Bounds(
            fileBytes: 8 * 1024 * 1024, stringBytes: 10_000, depth: 256,
            names: ("InputLimits.fileBytes", "InputLimits.stringBytes", "InputLimits.nestingDepth"))

        /// ` (NAME)` after a message about a bound, when the bound has a name.
        func naming(_ name: String?) -> String { name.map { " (\($0))" } ?? "" }
    }

    /// Reads a whole document within `bounds`.
    package static func read(_ bytes: [UInt8], bounds: Bounds) throws(JSONSyntaxError) -> JSONTape {
        guard bytes.count <= min(maximumSize, bounds.fileBytes) else {
            throw JSONSyntaxError(
                offset: 0,
                message: "the file has \(bytes.count) bytes, more than \(bounds.fileBytes)"
                    + "\(bounds.naming(bounds.names?.file)); split it into smaller files")
        }
        // UTF-16 and UTF-32 are told at once, not as an unexpected '�' at the first character.
        if let encoding = UTF16OrUTF32File(bytes) {
            throw JSONSyntaxError(offset: 0, message: encoding.message)
        }
        // A UTF-8 byte order mark is allowed and skipped.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The scanner reads the bytes, and its table, in place for the whole read.
        let entries = try bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            try Scanner.plainASCII.withUnsafeBufferPointer { plainASCII throws(JSONSyntaxError) in
                var scanner = Scanner(bytes: bytes, plainASCII: plainASCII, index: start, bounds: bounds)
                try scanner.readDocument()
                return scanner.finish()
            }
        }
        return JSONTape(bytes: bytes, entries: entries)
    }

    /// A tape's entries, in the memory they were read into: a copy into an array would touch as
    /// many fresh pages again, and a large file's tape is megabytes.
    final class Entries: RandomAccessCollection, @unchecked Sendable {
        // Written only while the scanner reads; from then on read alone, so sharing is safe.
        let base: UnsafeMutablePointer<Entry>
        let count: Int

        fileprivate init(base: UnsafeMutablePointer<Entry>, count: Int) {
            self.base = base
            self.count = count
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(index: Int) -> Entry {
            precondition(index >= 0 && index < count, "an entry beyond the tape")
            return base[index]
        }
    }

    /// Entries as they are read, in a buffer of their own: appending to an array checks that it
    /// is not shared and has room each time, and a tape appends once a value. The buffer goes with
    /// its scanner, whether the read ends or throws.
    private struct EntryBuffer: ~Copyable {
        private var base: UnsafeMutablePointer<Entry>
        private var capacity: Int
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
        }

        mutating func append(_ entry: Entry) {
            if count == capacity { grow() }
            (base + count).initialize(to: entry)
            count += 1
        }

        /// Fills in a container's end and count once its last descendant is in.
        mutating func close(_ container: Int, count elements: Int) {
            precondition(container < count, "closing a container that was never opened")
            base[container].end = count
            base[container].count = elements
        }

        /// The entries, handed to the tape that keeps them: the buffer no longer frees them.
        consuming func finish() -> Entries {
            let entries = Entries(base: base, count: count)
            discard self
            return entries
        }

        private mutating func grow() {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
    }

    /// Reads the bytes into entries.
    ///
    /// Every read of `bytes` comes after a check of its index against `bytes.count`: the buffer's
    /// own subscript checks nothing in an optimized build.
    private struct Scanner: ~Copyable {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        var depth = 0
        var entries: EntryBuffer
        let bounds: Bounds
        /// ``plainASCII``, 256 entries: any byte indexes it.
        let isPlainASCII: UnsafeBufferPointer<Bool>

        init(
            bytes: UnsafeBufferPointer<UInt8>, plainASCII: UnsafeBufferPointer<Bool>, index: Int,
            bounds: Bounds
        ) {
            self.bytes = bytes
            isPlainASCII = plainASCII
            self.index = index
            self.bounds = bounds
            // Pretty-printed JSON has a value every dozen bytes or so.
            entries = EntryBuffer(capacity: bytes.count / 12)
        }

        /// The entries read, for the tape.
        consuming func finish() -> Entries { entries.finish() }

        /// The document: one value, with only whitespace around it.
        mutating func readDocument() throws(JSONSyntaxError) {
            skipWhitespace()
            guard index < bytes.count else {
                // Said at the start: an editor holds an empty file as a line break or more.
                throw JSONSyntaxError(offset: 0, message: "the file is empty; expected a JSON value")
            }
            try readValue()
            skipWhitespace()
            guard index == bytes.count else {
                throw JSONSyntaxError(
                    offset: index, message: "unexpected \(describeCurrent()) after the end of the JSON value")
            }
        }

        // MARK: - Values

        /// A value, which starts at `index`: the caller has skipped the whitespace before it.
        private mutating func readValue() throws(JSONSyntaxError) {
            let start = index
            guard index < bytes.count else {
                throw JSONSyntaxError(offset: index, message: "unexpected end of file; expected a value")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"): try readObject()
            case UInt8(ascii: "["): try readArray()
            case UInt8(ascii: "\""): try readString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try readNumber()
                entries.append(Entry(kind: .number, flag: false, offset: start, end: index, count: 0))
            case UInt8(ascii: "t"):
                try expectWord("true")
                entries.append(Entry(kind: .bool, flag: true, offset: start, end: index, count: 0))
            case UInt8(ascii: "f"):
                try expectWord("false")
                entries.append(Entry(kind: .bool, flag: false, offset: start, end: index, count: 0))
            case UInt8(ascii: "n"):
                try expectWord("null")
                entries.append(Entry(kind: .null, flag: false, offset: start, end: index, count: 0))
            default:
                throw JSONSyntaxError(
                    offset: index, message: "unexpected \(describeCurrent()); expected a value")
            }
        }

        /// Opens a container's entry; ``close(_:count:)`` fills in its end.
        private mutating func open(_ kind: Kind) -> Int {
            entries.append(Entry(kind: kind, flag: false, offset: index, end: 0, count: 0))
            return entries.count - 1
        }

        private mutating func close(_ container: Int, count: Int) {
            entries.close(container, count: count)
            depth -= 1
        }

        private mutating func readObject() throws(JSONSyntaxError) {
            try enterContainer()
            let container = open(.object)
            index += 1
            var count = 0
            skipWhitespace()
            if peek(UInt8(ascii: "}")) {
                index += 1
                return close(container, count: count)
            }
            // Each member starts after the whitespace that follows the '{' or the ','.
            while true {
                guard peek(UInt8(ascii: "\"")) else {
                    let trailing = peek(UInt8(ascii: "}")) && count > 0
                    throw JSONSyntaxError(
                        offset: index,
                        message: trailing
                            ? "trailing comma before '}'; remove the comma"
                            : "unexpected \(describeCurrent()); expected a key in double quotes")
                }
                try readString()
                skipWhitespace()
                guard peek(UInt8(ascii: ":")) else {
                    throw JSONSyntaxError(
                        offset: index, message: "unexpected \(describeCurrent()); expected ':' after the key")
                }
                index += 1
                skipWhitespace()
                try readValue()
                count += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    skipWhitespace()
                    continue
                }
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    return close(container, count: count)
                }
                throw JSONSyntaxError(
                    offset: index, message: "unexpected \(describeCurrent()); expected ',' or '}'")
            }
        }

        private mutating func readArray() throws(JSONSyntaxError) {
            try enterContainer()
            let container = open(.array)
            index += 1
            var count = 0
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                index += 1
                return close(container, count: count)
            }
            // Each element starts after the whitespace that follows the '[' or the ','.
            while true {
                if peek(UInt8(ascii: "]")) {
                    throw JSONSyntaxError(
                        offset: index, message: "trailing comma before ']'; remove the comma")
                }
                try readValue()
                count += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    skipWhitespace()
                    continue
                }
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    return close(container, count: count)
                }
                throw JSONSyntaxError(
                    offset: index, message: "unexpected \(describeCurrent()); expected ',' or ']'")
            }
        }

        private mutating func enterContainer() throws(JSONSyntaxError) {
            depth += 1
            if depth > bounds.depth {
                throw JSONSyntaxError(
                    offset: index,
                    message: "arrays and objects nest deeper than \(bounds.depth) levels"
                        + bounds.naming(bounds.names?.depth))
            }
        }

        // MARK: - Strings

        /// A string: its escapes and UTF-8 are checked here, its text made only when asked for.
        ///
        /// A bad UTF-8 sequence is reported only at the closing quote, after any bad escape or
        /// control character: the order a reader that decodes the whole string first gives. (An
        /// escape decodes to whole characters, and no byte of a sequence after its first is a quote,
        /// a backslash or a control character, so the sequences checked here are the decoded
        /// string's.)
        private mutating func readString() throws(JSONSyntaxError) {
            let open = index
            var end = open + 1
            // Whether there are escapes or bytes beyond ASCII: the entry's flag.
            var needsDecoding = false
            var invalidUTF8 = false
            while true {
                end = plainASCIIRun(from: end)
                // The rest of the run, one test a byte until something else.
                while end < bytes.count, isPlainASCII[Int(bytes[end])] { end += 1 }
                guard end < bytes.count else {
                    throw JSONSyntaxError(offset: open, message: "unterminated string; add the closing '\"'")
                }
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { break }
                if byte >= 0x80 {
                    needsDecoding = true
                    // A word beyond ASCII is read whole here, not a character a turn.
                    repeat {
                        if let next = sequenceEnd(at: end) {
                            end = next
                        } else {
                            invalidUTF8 = true
                            end += 1
                        }
                    } while end < bytes.count && bytes[end] >= 0x80
                } else if byte == UInt8(ascii: "\\") {
                    needsDecoding = true
                    do {
                        end = try JSONEscape.decode(bytes, at: end).end
                    } catch {
                        throw JSONSyntaxError(offset: end, message: error.message)
                    }
                } else {
                    let what = byte == 0x0A ? "a line break" : "a control character"
                    throw JSONSyntaxError(
                        offset: end, message: "\(what) inside a string; write it as an escape such as \\n")
                }
            }
            guard !invalidUTF8 else {
                throw JSONSyntaxError(offset: open, message: "the string is not valid UTF-8")
            }
            // As written, escapes included: never fewer bytes than the text it stands for.
            guard end - open - 1 <= bounds.stringBytes else {
                throw JSONSyntaxError(
                    offset: open,
                    message: "the string has \(end - open - 1) bytes, more than \(bounds.stringBytes)"
                        + "\(bounds.naming(bounds.names?.string)); shorten it")
            }
            entries.append(Entry(kind: .string, flag: needsDecoding, offset: open, end: end, count: 0))
            index = end + 1
        }

        /// Where a run of plain ASCII from `start` ends, found eight bytes a test (as far as eight
        /// bytes remain): most of a document's bytes are in strings, a text tens of them. (The
        /// text layer's `ByteWord` makes the same tests, but is not inlined a module away.)
        @inline(__always)
        private func plainASCIIRun(from start: Int) -> Int {
            guard let base = bytes.baseAddress else { return start }
            var end = start
            while end &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
                let marked =
                    word & Self.highBits | Self.controls(word) | Self.zeros(word ^ Self.quotes)
                    | Self.zeros(word ^ Self.backslashes)
                // The lowest byte marked is the first that is not plain: only a byte after one truly
                // marked can be marked wrongly.
                guard marked == 0 else { return end &+ marked.trailingZeroBitCount / 8 }
                end &+= 8
            }
            return end
        }

        private static var highBits: UInt64 { 0x8080_8080_8080_8080 }
        private static var quotes: UInt64 { 0x2222_2222_2222_2222 }
        private static var backslashes: UInt64 { 0x5C5C_5C5C_5C5C_5C5C }

        /// The high bit of each zero byte of `word` (and perhaps of bytes after one).
        @inline(__always)
        private static func zeros(_ word: UInt64) -> UInt64 {
            (word &- 0x0101_0101_0101_0101) & ~word & highBits
        }

        /// The high bit of each byte of `word` below 0x20 (and perhaps of bytes after one).
        @inline(__always)
        private static func controls(_ word: UInt64) -> UInt64 {
            (word &- 0x2020_2020_2020_2020) & ~word & highBits
        }

        /// Whether a byte in a string is text, ASCII: not the closing quote, a backslash, a control
        /// character or the start of a longer UTF-8 sequence. A table, one load a byte instead of
        /// four comparisons; each scanner holds a pointer to it (a static is looked up at each use).
        static let plainASCII: [Bool] = (0...255).map { byte in
            byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        }

        /// Where the UTF-8 sequence at `start`, a byte beyond ASCII, ends, when it is well-formed.
        @inline(__always)
        private func sequenceEnd(at start: Int) -> Int? {
            // Most text beyond ASCII is two- and three-byte sequences whose second byte may be any
            // continuation byte; the others go by the full table.
            let lead = bytes[start]
            if lead >= 0xC2, lead <= 0xDF, start + 1 < bytes.count, Self.isContinuation(bytes[start + 1]) {
                return start + 2
            }
            if lead >= 0xE1, lead <= 0xEF, lead != 0xED, start + 2 < bytes.count,
                Self.isContinuation(bytes[start + 1]), Self.isContinuation(bytes[start + 2])
            {
                return start + 3
            }
            return bytes.utf8SequenceLength(at: start).map { start + $0 }
        }

        private static func isContinuation(_ byte: UInt8) -> Bool {
            byte & 0xC0 == 0x80
        }

        // MARK: - Numbers and words

        private mutating func readNumber() throws(JSONSyntaxError) {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw JSONSyntaxError(offset: start, message: "a '-' must be followed by digits")
            }
            if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, Self.isDigit(bytes[index + 1]) {
                throw JSONSyntaxError(
                    offset: start, message: "numbers may not start with 0; remove the leading zero")
            }
            skipDigits()
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard index < bytes.count, Self.isDigit(bytes[index]) else {
                    throw JSONSyntaxError(
                        offset: start, message: "a '.' in a number must be followed by digits")
                }
                skipDigits()
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard index < bytes.count, Self.isDigit(bytes[index]) else {
                    throw JSONSyntaxError(offset: start, message: "an exponent in a number must have digits")
                }
                skipDigits()
            }
        }

        private mutating func skipDigits() {
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// The word `word` (ASCII) at `index`, or an error.
        private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard index + expected.count <= bytes.count,
                bytes[index..<index + expected.count].elementsEqual(expected)
            else {
                throw JSONSyntaxError(
                    offset: index,
                    message: "unexpected \(describeCurrent()); expected a value (strings need double quotes)")
            }
            index += expected.count
        }

        private mutating func skipWhitespace() {
            var end = index
            while true {
                // Spaces in a loop of their own: an indent is a run of them.
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                guard end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D || bytes[end] == 0x09
                else { break }
                end += 1
            }
            index = end
        }

        private func peek(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        /// The character at the current position, as an error message names it: `'x'`, or
        /// `character U+00A0` for one that does not print.
        private func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            let text = String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "byte" }
            return JSONCharacterName.of(scalar)
        }
    }
}
