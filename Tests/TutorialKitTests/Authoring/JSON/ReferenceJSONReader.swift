// The JSON layer itself: the fuzz targets share this file from another package, where the
// re-export through TutorialKit does not reach `package` declarations.
@testable import TutorialKitJSON
@testable import TutorialKitText

// The JSON reader as it was before it read into a tape: a tree built directly while scanning. The
// tests check that the reader gives the same tree, or the same error at the same offset, for every
// input they try.

struct ReferenceJSONReader {
    /// How deep arrays and objects may nest.
    static let maximumDepth = JSONReader.maximumDepth

    private let bytes: [UInt8]
    private var index: Int
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed and skipped.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses a whole document.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem, with its byte offset.
    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        // Not UTF-8 at all: the check before reading, which the tape shares.
        if let encoding = UTF16OrUTF32File(bytes) {
            throw JSONSyntaxError(offset: 0, message: encoding.message)
        }
        var reader = ReferenceJSONReader(bytes: bytes)
        reader.skipWhitespace()
        guard reader.index < bytes.count else {
            throw JSONSyntaxError(offset: 0, message: "the file is empty; expected a JSON value")
        }
        let node = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == bytes.count else {
            throw JSONSyntaxError(
                offset: reader.index,
                message: "unexpected \(reader.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    /// Parses a whole document from a string.
    static func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try read(Array(text.utf8))
    }

    // MARK: - Values

    private mutating func readValue() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, message: "unexpected end of file; expected a value")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try readObject(), offset: start)
        case UInt8(ascii: "["): return JSONNode(try readArray(), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try readString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try readNumber()), offset: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, offset: start)
        default:
            throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                let trailing = peek(UInt8(ascii: "}")) && !members.isEmpty
                throw JSONSyntaxError(
                    offset: index,
                    message: trailing
                        ? "trailing comma before '}'; remove the comma"
                        : "unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyOffset = index
            let key = try readString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw JSONSyntaxError(
                    offset: index, message: "unexpected \(describeCurrent()); expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: try readValue()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(members)
            }
            throw JSONSyntaxError(
                offset: index, message: "unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                throw JSONSyntaxError(offset: index, message: "trailing comma before ']'; remove the comma")
            }
            elements.append(try readValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(elements)
            }
            throw JSONSyntaxError(
                offset: index, message: "unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(
                offset: index,
                message:
                    "arrays and objects nest deeper than \(Self.maximumDepth) levels (InputLimits.nestingDepth)"
            )
        }
    }

    // MARK: - Strings

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        var scalars: [UInt8] = []
        var runStart = index
        // Most strings are plain ASCII without escapes: they go straight from the bytes into a
        // String, with no buffer in between and no UTF-8 validation.
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                let run = runStart..<index - 1
                if scalars.isEmpty {
                    let string = bytes.withUnsafeBufferPointer {
                        let slice = UnsafeBufferPointer(rebasing: $0[run])
                        return isASCII
                            ? String(decoding: slice, as: UTF8.self)
                            : String(validatingUTF8: slice)
                    }
                    guard let string else {
                        throw JSONSyntaxError(offset: open, message: "the string is not valid UTF-8")
                    }
                    return string
                }
                scalars.append(contentsOf: bytes[run])
                guard let string = String(validatingUTF8: scalars) else {
                    throw JSONSyntaxError(offset: open, message: "the string is not valid UTF-8")
                }
                return string
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[runStart..<index])
                try readEscape(into: &scalars)
                runStart = index
                continue
            }
            if byte < 0x20 {
                let what = byte == 0x0A ? "a line break" : "a control character"
                throw JSONSyntaxError(
                    offset: index, message: "\(what) inside a string; write it as an escape such as \\n")
            }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw JSONSyntaxError(offset: open, message: "unterminated string; add the closing '\"'")
    }

    private mutating func readEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: escapeStart, message: "unterminated string; add the closing '\"'")
        }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(code)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHexQuad(escapeStart: escapeStart)
            if (0xD800..<0xDC00).contains(value) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw JSONSyntaxError(
                        offset: escapeStart, message: "a high surrogate \\u escape without its low half")
                }
                index += 2
                let low = try readHexQuad(escapeStart: escapeStart)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw JSONSyntaxError(
                        offset: escapeStart, message: "a high surrogate \\u escape without its low half")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw JSONSyntaxError(
                    offset: escapeStart, message: "a low surrogate \\u escape without its high half")
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw JSONSyntaxError(offset: escapeStart, message: "\\u escape is not a Unicode scalar")
            }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw JSONSyntaxError(
                offset: escapeStart,
                message:
                    "unknown escape \(describeEscaped(at: escapeStart + 1)); use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"
            )
        }
    }

    private mutating func readHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw JSONSyntaxError(
                    offset: escapeStart, message: "\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Numbers and words

    private mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
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
                throw JSONSyntaxError(offset: start, message: "a '.' in a number must be followed by digits")
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
        return JSONNumber(String(decoding: bytes[start..<index], as: UTF8.self))
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

    private mutating func skipWhitespace() {
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

    /// The backslash and the whole character after it, as an unknown escape's message shows them.
    private func describeEscaped(at index: Int) -> String {
        var rest = bytes[index...].makeIterator()
        var utf8 = UTF8()
        guard case .scalarValue(let scalar) = utf8.decode(&rest) else {
            let byte = String(bytes[index], radix: 16, uppercase: true)
            return "'\\' before byte 0x\(byte.count == 1 ? "0" + byte : byte), which is not UTF-8"
        }
        if scalar == "'" { return "\"\\'\"" }
        let printable =
            scalar.properties.isAlphabetic || scalar.properties.generalCategory.isPrintableSymbol
            || (scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F)
        return printable ? "'\\\(scalar)'" : "'\\' before character \(Self.codePoint(scalar))"
    }

    /// `U+XXXX`, padded to four digits.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        var digits = String(scalar.value, radix: 16, uppercase: true)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    /// The character at the current position, as an error message names it: `'x'`, or `U+00A0` for
    /// one that does not print.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let text = String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "byte" }
        if scalar == "'" { return "\"'\"" }
        let printable =
            scalar.properties.isAlphabetic || scalar.properties.generalCategory.isPrintableSymbol
            || (scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F)
        return printable ? "'\(scalar)'" : "character \(Self.codePoint(scalar))"
    }
}

extension Unicode.GeneralCategory {
    /// Punctuation and symbols: printable characters an error message can quote.
    fileprivate var isPrintableSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
