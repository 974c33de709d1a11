import Testing

@testable import TutorialKitLanguageServer

/// An open document's text, changed as the editor says, its positions counted as the client does.
@Suite struct TextDocumentTests {
    static func document(_ text: String) -> TextDocument {
        TextDocument(uri: "file:///a.tutorial.json", path: "/a.tutorial.json", text: text, version: 1)
    }

    @Test func changesCountUTF16OrUTF8AsTheClientSays() {
        // "👋" is two UTF-16 units and four UTF-8 bytes; "é" one and two.
        var utf16 = Self.document("a👋é\nbc")
        utf16.change(
            TextDocument.Position(line: 0, character: 3)...TextDocument.Position(line: 0, character: 4),
            to: "E",
            version: 2, encoding: .utf16)
        #expect(utf16.text == "a👋E\nbc")
        #expect(utf16.version == 2)
        var utf8 = Self.document("a👋é\nbc")
        utf8.change(
            TextDocument.Position(line: 0, character: 5)...TextDocument.Position(line: 0, character: 7),
            to: "E",
            version: 2, encoding: .utf8)
        #expect(utf8.text == "a👋E\nbc")
    }

    @Test func aRangePastItsLineOrTheTextIsClamped() {
        var document = Self.document("ab\ncd")
        document.change(
            TextDocument.Position(line: 0, character: 99)...TextDocument.Position(line: 0, character: 99),
            to: "!",
            version: 2, encoding: .utf16)
        #expect(document.text == "ab!\ncd")
        document.change(
            TextDocument.Position(line: 7, character: 0)...TextDocument.Position(line: 9, character: 0),
            to: "?",
            version: 3, encoding: .utf16)
        #expect(document.text == "ab!\ncd?")
        // Inside a surrogate pair: before the character.
        var emoji = Self.document("👋")
        emoji.change(
            TextDocument.Position(line: 0, character: 1)...TextDocument.Position(line: 0, character: 1),
            to: "x",
            version: 2, encoding: .utf16)
        #expect(emoji.text == "x👋")
    }

    @Test func anEditInsideAClusterKeepsTheOtherCodePoints() {
        // An accent typed after "e": the change lands between the base and nothing else.
        var document = Self.document("e\u{301}x")
        document.change(
            TextDocument.Position(line: 0, character: 2)...TextDocument.Position(line: 0, character: 3),
            to: "y",
            version: 2, encoding: .utf16)
        #expect(document.text == "e\u{301}y")
    }

    @Test func diagnosticsColumnsBecomeTheClientsPositions() {
        let document = Self.document("  \"👋\": x\n\"é\": y")
        // Column 7 in code points: after `  "👋": `.
        #expect(
            document.position(line: 1, column: 6, encoding: .utf16)
                == TextDocument.Position(line: 0, character: 6))
        #expect(
            document.position(line: 1, column: 7, encoding: .utf16)
                == TextDocument.Position(line: 0, character: 7))
        #expect(
            document.position(line: 1, column: 7, encoding: .utf8)
                == TextDocument.Position(line: 0, character: 9))
        #expect(
            document.position(line: 2, column: 5, encoding: .utf8)
                == TextDocument.Position(line: 1, character: 5))
    }
}
