import Testing

@testable import TutorialKitText

@Suite struct TerminalSafeTextTests {
    /// The byte-level control check says what the character-level one says, for every code point
    /// up to U+00FF alone and after other text (C1 controls are two bytes in UTF-8), at every
    /// place in and across the eight-byte words it skips (a C1 control can straddle two).
    @Test func controlCharactersAreFoundFromTheBytes() {
        for value in UInt32(0)...0xFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let padded = (0..<18).map { String(repeating: "x", count: $0) + String(scalar) + "yyyyyyyyy" }
            for text in [String(scalar), "ab" + String(scalar) + "é", "日" + String(scalar)] + padded {
                // NUL too: no text may hold one, though wcwidth gives it no width.
                let expected = text.contains { $0 != "\n" && ($0 == "\0" || DisplayWidth.isControl($0)) }
                #expect(
                    TerminalSafeText.containsControl(exceptLineFeedIn: text) == expected,
                    "U+\(String(value, radix: 16)) in \(text.debugDescription)")
            }
        }
        #expect(!TerminalSafeText.containsControl(exceptLineFeedIn: "line\nbreak"))
        #expect(TerminalSafeText.containsControl(exceptLineFeedIn: "crlf\r\n"))
    }
}
