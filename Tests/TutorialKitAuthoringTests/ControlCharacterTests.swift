import Testing
import TutorialKitAuthoring
import TutorialKitLayout

/// Control characters in a step's text are errors wherever they sit and whatever their encoding;
/// ordinary text in any script is not.
@Suite struct ControlCharacterTests {
    static func messages(text: String) -> [String] {
        // JSON must escape control characters; everything else goes in as it is.
        let escaped = text.unicodeScalars.map { scalar -> String in
            if scalar == "\"" || scalar == "\\" { return "\\" + String(scalar) }
            guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return String(scalar) }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
        let step = #"{"id": "a", "text": "\#(escaped)"}"#
        let json = #"{"id": "t", "version": 1, "screen": "s.json", "steps": [\#(step)]}"#
        let loaded = TutorialFile.decode(Array(json.utf8), file: "t.json") { _ in
            LoadedFile(model: Screen(id: "s", size: Size(width: 40, height: 20)), diagnostics: [])
        }
        return loaded.diagnostics.map { $0.message }
    }

    @Test(arguments: [
        ("tab\there", "U+0009 at character 4"), ("del\u{7F}", "U+007F at character 4"),
        ("next line\u{85}", "U+0085 at character 10"), ("Привет\u{9F}", "U+009F at character 7"),
        ("cr\rlf", "U+000D at character 3"), ("crlf\r\nend", "U+000D at character 5"),
    ])
    func controlCharacterIsNamedWithItsPlace(text: String, expected: String) {
        let messages = Self.messages(text: text)
        #expect(messages.contains { $0.contains("control character \(expected)") }, "\(messages)")
    }

    @Test(arguments: ["Привет, мир", "日本語のテキスト", "café\nnext line", "👨‍👩‍👧 ¡olé! ©®", "\u{A0}no-break"])
    func ordinaryTextIsFine(text: String) {
        #expect(Self.messages(text: text) == [])
    }
}
