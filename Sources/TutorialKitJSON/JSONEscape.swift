/// One backslash escape of a JSON string (RFC 8259, section 7): checked when a tape is read, and
/// decoded when a string with escapes is made. The one place that knows the escapes.
enum JSONEscape {
    /// Why an escape is not one; the caller knows where it is.
    struct Problem: Error {
        package let message: String
    }

    /// The code point the escape at `start` (its backslash) stands for, and where the text after
    /// it starts.
    ///
    /// - Throws: ``Problem`` when it is cut short, unknown, or a surrogate without its other half.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at start: Int) throws(Problem) -> (
        scalar: Unicode.Scalar, end: Int
    ) {
        guard start + 1 < text.count else {
            throw Problem(message: "unterminated string; add the closing '\"'")
        }
        let code = text[start + 1]
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            return (Unicode.Scalar(code), start + 2)
        case UInt8(ascii: "b"): return ("\u{08}", start + 2)
        case UInt8(ascii: "f"): return ("\u{0C}", start + 2)
        case UInt8(ascii: "n"): return ("\n", start + 2)
        case UInt8(ascii: "r"): return ("\r", start + 2)
        case UInt8(ascii: "t"): return ("\t", start + 2)
        case UInt8(ascii: "u"): break
        default:
            throw Problem(
                message:
                    "unknown escape \(unknown(text, at: start + 1)); use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"
            )
        }
        var value = try hexQuad(text, at: start + 2)
        var end = start + 6
        if (0xD800..<0xDC00).contains(value) {
            let lowHalf = "a high surrogate \\u escape without its low half"
            guard end + 1 < text.count, text[end] == UInt8(ascii: "\\"), text[end + 1] == UInt8(ascii: "u")
            else {
                throw Problem(message: lowHalf)
            }
            let low = try hexQuad(text, at: end + 2)
            guard (0xDC00..<0xE000).contains(low) else { throw Problem(message: lowHalf) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            end += 6
        } else if (0xDC00..<0xE000).contains(value) {
            throw Problem(message: "a low surrogate \\u escape without its high half")
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw Problem(message: "\\u escape is not a Unicode scalar")
        }
        return (scalar, end)
    }

    /// The backslash and what follows it at `index`, as a message shows them: the whole
    /// character, not its first byte (`'\é'`, never `'\Ã'`), and by its code point when it does
    /// not print, so a tab or an escape character never reaches a terminal as it is.
    private static func unknown(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        guard let scalar = JSONCharacterName.scalar(at: index, in: text) else {
            let byte = String(text[index], radix: 16, uppercase: true)
            return "'\\' before byte 0x\(byte.count < 2 ? "0" + byte : byte), which is not UTF-8"
        }
        if scalar == "'" { return "\"\\'\"" }
        return JSONCharacterName.prints(scalar)
            ? "'\\\(scalar)'" : "'\\' before character \(JSONCharacterName.codePoint(scalar))"
    }

    /// The value of the four hexadecimal digits at `start`.
    private static func hexQuad(_ text: UnsafeBufferPointer<UInt8>, at start: Int) throws(Problem) -> UInt32 {
        var value: UInt32 = 0
        for index in start..<start + 4 {
            guard index < text.count, let digit = hexValue(text[index]) else {
                throw Problem(message: "\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
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
}
