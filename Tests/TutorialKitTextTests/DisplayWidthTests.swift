import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("Ж", 1), ("中", 2), ("ｶ", 1), ("Ａ", 2), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇷🇺", 2),
        ("❤️", 2), ("❤", 1), ("e\u{301}", 1), ("\u{200B}", 0), ("\u{1160}", 0), ("ᄀ", 2), ("é", 1),
    ])
    func clusterWidth(text: String, width: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(DisplayWidth.of(character) == width)
    }

    @Test func stringWidthSumsClusters() {
        #expect(DisplayWidth.of("Hello, мир! 世界 👋") == 19)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func stringWidthIsTheSumOfItsCharactersOnRandomTexts() {
        // Texts that start with plain ASCII are counted a byte a cell up to the last plain byte,
        // which a mark after it may join: "e" + U+0301 is one cell, not two, as "д" + U+0301 is.
        var random = SeededGenerator(seed: 0x7769_6474_68)
        for round in 0..<3_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...24, using: &random)
            let expected = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == expected, "round \(round): \(text.debugDescription)")
            if DisplayWidth.of(text) != expected { return }
        }
        #expect(DisplayWidth.of("Next e\u{301}") == 6)
        #expect(DisplayWidth.of("Next ›") == 6 && DisplayWidth.of("да\u{301} 日本\u{301}") == 7)
        #expect(DisplayWidth.of("Skip") == 4)
    }

    @Test func aClusterIsNeverWiderThanTwo() throws {
        let manyMarks = try #require("क\u{93F}\u{93E}\u{93F}".first)
        #expect(DisplayWidth.of(manyMarks) <= DisplayWidth.maximumClusterWidth)
    }

    @Test func controlCharactersAreRecognised() {
        #expect(DisplayWidth.isControl("\t"))
        #expect(DisplayWidth.isControl("\u{7F}"))
        #expect(!DisplayWidth.isControl("a"))
        #expect(DisplayWidth.of("\t") == 0)
    }

    @Test func tablesArePinnedToOneUnicodeVersion() {
        #expect(DisplayWidth.unicodeVersion == "17.0.0")
    }
}
