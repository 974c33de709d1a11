import Testing

@testable import TutorialKitText

/// Text as long as a file's string may be, built to make the bidirectional and line breaking
/// algorithms walk back or nest: each is read, and reads sensibly, however it is made.
@Suite struct HostileTextTests {
    static let cases: [(name: String, text: String)] = [
        (
            "nested isolates",
            String(repeating: "\u{2067}א", count: 2_500) + String(repeating: "\u{2069}", count: 2_500)
        ),
        ("brackets", String(repeating: "(א) ", count: 2_500)),
        ("deep brackets", String(repeating: "(", count: 4_900) + "א" + String(repeating: ")", count: 4_900)),
        ("embeddings", String(repeating: "\u{202B}a\u{202C}", count: 3_000)),
        ("a number", String(repeating: "1/", count: 4_900)),
        ("marks", "a" + String(repeating: "\u{301}", count: 4_900)),
        ("spaces after a zero-width space", "\u{200B}" + String(repeating: " ", count: 9_000) + "x"),
        ("flags", String(repeating: "🇷", count: 2_400)),
    ]

    @Test(arguments: cases.map(\.name))
    func readsInOnePassAndSensibly(name: String) throws {
        let text = try #require(Self.cases.first { $0.name == name }).text
        let scalars = Array(text.unicodeScalars)
        let paragraph = BidiParagraph(scalars, direction: .auto)
        #expect(paragraph.levels.count == scalars.count)
        #expect(paragraph.levels.allSatisfy { $0 <= BidiParagraph.maximumDepth + 1 })
        let order = paragraph.visualOrder(of: 0..<scalars.count)
        #expect(order.sorted() == Array(scalars.indices), "every character once")
        let breaks = LineBreaks(scalars).before
        #expect(breaks.count == scalars.count + 1 && breaks.last == .mandatory)
        // Wrapped and reordered, the text keeps its characters but the formatting ones.
        let lines = BidiText.visualLines(
            of: text, lines: [[(bytes: 0..<text.utf8.count, afterSpace: false)]], direction: .rightToLeft)
        #expect(lines.count == 1)
    }
}
