/// Text from outside — a file, an argument, a seen-state store — made safe to show in a terminal.
///
/// A terminal acts on control characters: ESC starts sequences that move the cursor, reset the
/// screen or write the clipboard (OSC 52), BEL rings, U+009B is a one-character CSI. Every C0
/// control, DEL and every C1 control is therefore shown as an escape (`\e`, `\u{9B}`, `\0`, `\t`,
/// `\n`), never passed through; all other text is left as it is. The command line prints
/// everything through ``escaped(_:keepingLineBreaks:)``; in the library, the descriptions meant to
/// be printed — a ``Diagnostic``, a ``TargetResolutionError``, a ``SeenStateStoreError`` — are
/// escaped already. A host that prints other strings from a file (an id, a step's text) passes them
/// through it too.
package enum TerminalSafeText {
    /// `text` with every control character shown as an escape.
    ///
    /// - Parameters:
    ///   - text: Text from outside.
    ///   - keepingLineBreaks: Whether `\n` stays a line break, for text of several lines the
    ///     program itself put together; a single line (a name, a diagnostic) escapes it too.
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard needsEscape(text, keepingLineBreaks: keepingLineBreaks) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar.value) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n" where keepingLineBreaks: result.append("\n")
            case "\n": result.append("\\n")
            case "\t": result.append("\\t")
            case "\r": result.append("\\r")
            case "\u{1B}": result.append("\\e")
            case "\0": result.append("\\0")
            default: result.append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}")
            }
        }
        return result
    }

    /// Whether `text` holds a control character ``escaped(_:keepingLineBreaks:)`` would change,
    /// found from its UTF-8 (C1 controls are the bytes C2 80 to C2 9F).
    package static func needsEscape(_ text: String, keepingLineBreaks: Bool = false) -> Bool {
        // The check step texts get at validation, eight bytes at a time: a command's output can
        // be a hundred megabytes.
        containsControl(exceptLineFeedIn: text)
            || (!keepingLineBreaks && text.utf8.contains(UInt8(ascii: "\n")))
    }

    /// Whether `text` holds NUL or a control character other than `\n` (C0, DEL or C1) — found
    /// from the UTF-8 without walking characters, as a text rarely has one.
    package static func containsControl(exceptLineFeedIn text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            var index = 0
            func isControlByte(_ byte: UInt8) -> Bool {
                defer { previous = byte }
                if byte < 0x80 { return byte != UInt8(ascii: "\n") && isControl(UInt32(byte)) }
                // U+0080 to U+009F are C2 80 to C2 9F: the second byte is the code point.
                return previous == 0xC2 && isControl(UInt32(byte))
            }
            // Eight bytes at a time past words with no byte below 0x20, no DEL and no C2 (which
            // leads the C1 controls).
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = ByteWord(base, at: index)
                    if previous != 0xC2,
                        word.bytes(below: 0x20) | word.bytes(equalTo: 0x7F) | word.bytes(equalTo: 0xC2) == 0
                    {
                        previous = UInt8(truncatingIfNeeded: word.value >> 56)
                        index += 8
                        continue
                    }
                    for offset in 0..<8 where isControlByte(bytes[index + offset]) { return true }
                    index += 8
                }
            }
            while index < bytes.count {
                if isControlByte(bytes[index]) { return true }
                index += 1
            }
            return false
        }
    }

    /// C0, DEL or C1.
    package static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}
