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
    private(set) var entries: [Entry] = []

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
        var scanner = Scanner(
            bytes: bytes, index: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, bounds: bounds)
        scanner.skipWhitespace()
        guard scanner.index < bytes.count else {
            throw JSONSyntaxError(offset: scanner.index, message: "the file is empty; expected a JSON value")
        }
        // Pretty-printed JSON has a value every dozen bytes or so.
        scanner.entries.reserveCapacity(bytes.count / 12)
        try scanner.readValue()
        scanner.skipWhitespace()
        guard scanner.index == bytes.count else {
            throw JSONSyntaxError(
                offset: scanner.index,
                message: "unexpected \(scanner.describeCurrent()) after the end of the JSON value")
        }
        var tape = JSONTape(bytes: bytes)
        tape.entries = scanner.entries
        return tape
    }

    /// Reads the bytes into entries.
    private struct Scanner {
        let bytes: [UInt8]
        var index: Int
        var depth = 0
        var entries: [Entry] = []
        let bounds: Bounds

        init(bytes: [UInt8], index: Int, bounds: Bounds) {
            self.bytes = bytes
            self.index = index
            self.bounds = bounds
        }

        // MARK: - Values

        mutating func readValue() throws(JSONSyntaxError) {
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
            entries[container].end = entries.count
            entries[container].count = count
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
            while true {
                skipWhitespace()
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
            while true {
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    throw JSONSyntaxError(
                        offset: index, message: "trailing comma before ']'; remove the comma")
                }
                try readValue()
                count += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
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
        private mutating func readString() throws(JSONSyntaxError) {
            let open = index
            index += 1
            var escaped = false
            var beyondASCII = false
            // Runs of text between escapes are checked one by one, but a bad one is reported only
            // at the closing quote, after any bad escape or control character: the order a reader
            // that decodes the whole string first gives. (An escape decodes to whole characters,
            // so the runs are valid UTF-8 exactly when the decoded string is.)
            var invalidUTF8 = false
            while true {
                let run = plainRun(from: index)
                if run.beyondASCII {
                    beyondASCII = true
                    invalidUTF8 =
                        invalidUTF8
                        || !bytes.withUnsafeBufferPointer {
                            UnsafeBufferPointer(rebasing: $0[index..<run.end]).isValidUTF8
                        }
                }
                index = run.end
                guard index < bytes.count else {
                    throw JSONSyntaxError(offset: open, message: "unterminated string; add the closing '\"'")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    guard !invalidUTF8 else {
                        throw JSONSyntaxError(offset: open, message: "the string is not valid UTF-8")
                    }
                    // As written, escapes included: never fewer bytes than the text it stands for.
                    guard index - open - 1 <= bounds.stringBytes else {
                        throw JSONSyntaxError(
                            offset: open,
                            message:
                                "the string has \(index - open - 1) bytes, more than \(bounds.stringBytes)"
                                + "\(bounds.naming(bounds.names?.string)); shorten it")
                    }
                    entries.append(
                        Entry(kind: .string, flag: escaped || beyondASCII, offset: open, end: index, count: 0)
                    )
                    index += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    let start = index
                    let decoded = bytes.withUnsafeBufferPointer { text in
                        Result { () throws(JSONEscape.Problem) in try JSONEscape.decode(text, at: start) }
                    }
                    switch decoded {
                    case .success(let escape): index = escape.end
                    case .failure(let problem): throw JSONSyntaxError(offset: start, message: problem.message)
                    }
                    escaped = true
                    continue
                }
                let what = byte == 0x0A ? "a line break" : "a control character"
                throw JSONSyntaxError(
                    offset: index, message: "\(what) inside a string; write it as an escape such as \\n")
            }
        }

        /// Where the plain text from `start` ends — at a quote, a backslash, a control character or
        /// the end — and whether it has bytes beyond ASCII.
        private func plainRun(from start: Int) -> (end: Int, beyondASCII: Bool) {
            bytes.withUnsafeBufferPointer { buffer in
                var end = start
                var high: UInt8 = 0
                while end < buffer.count {
                    let byte = buffer[end]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    high |= byte
                    end += 1
                }
                return (end, high >= 0x80)
            }
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

        private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
            let start = index
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else {
                throw JSONSyntaxError(
                    offset: start,
                    message: "unexpected \(describeCurrent()); expected a value (strings need double quotes)")
            }
            index += expected.count
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        private func peek(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        /// The character at the current position, as an error message names it: `'x'`, or
        /// `character U+00A0` for one that does not print.
        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            let text = String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
            guard let scalar = text.unicodeScalars.first else { return "byte" }
            return JSONCharacterName.of(scalar)
        }
    }
}
