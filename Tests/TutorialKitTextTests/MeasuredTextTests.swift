import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitText

/// The fast wrapper agrees with the reference one — line for line, width for width — on random
/// texts built from the clusters that trip wrappers up.
@Suite struct MeasuredTextTests {
    static let pieces = [
        "a", "Z", "7", ".", " ", " ", "  ", "\n", "\r\n", "\u{A0}", "é", "e\u{301}", " \u{301}", "\u{301}",
        "д", "Привет", "α", "日", "本語", "の", "ｶ", "、", "\u{3099}", "が", "한", "\u{1100}\u{1161}",
        "👋", "👍🏽", "👨‍👩‍👧", "🇷🇺", "🇷", "❤️", "\u{200D}", "\u{FE0F}", "\u{AD}", "क्ष", "ि", "supercalifragilistic",
        "\u{1F600}", "x\u{20E3}", "\t", "\u{85}", "©", "\u{1F3FB}", "🏳️‍🌈", "❤️‍🔥", "\u{2776}", "👩🏽‍💻", "🇷🇺🇷",
        "\u{1F468}\u{200D}\u{FE0F}\u{1F469}",
        // A pictograph the standard library does not count as one a `ZWJ` links (no emoji form).
        "\u{1F56B}\u{200D}\u{1F468}", "\u{1F468}\u{200D}\u{1F56B}",
        // A prefix that joins what follows it, a space included; DEL, which ends a word.
        "\u{600}", "\u{7F}", "x\u{7F}y",
        // Narrow code points three bytes long, which share a word with two-byte ones; a narrow
        // four-byte pictograph and a wide code point past the table.
        "–", "…", "\u{1F321}", "\u{2000B}",
        // What the line-breaking rules read around: brackets and quotes, hyphens and slashes,
        // signs of numbers, East Asian punctuation, a line separator.
        "(", ")", "[", "]", "!", "-", "/", "$", "%", "“", "”", "「", "」", "。", "）", "（", "ッ", "\u{2028}",
        "1", "2.5",
    ]

    @Test func agreesWithTheReferenceOnRandomTexts() {
        var random = SeededGenerator(seed: 0x77_7261_70)
        for round in 0..<3_000 {
            let text = RandomText.from(Self.pieces, count: 0...24, using: &random)
            let measured = MeasuredText(text)
            #expect(
                measured.widestCluster == ReferenceTextWrapper.widestCluster(in: text),
                "round \(round): \(text.debugDescription)")
            #expect(
                measured.naturalWidth == ReferenceTextWrapper.naturalWidth(of: text),
                "round \(round): \(text.debugDescription)")
            for width in [1, 2, 3, 5, 8, 13, 40] {
                let lines = measured.lines(width: width)
                #expect(
                    lines == ReferenceTextWrapper.wrap(text, width: width),
                    "round \(round) width \(width): \(text.debugDescription)")
                #expect(
                    measured.lineCount(width: width) == lines.count,
                    "round \(round) width \(width): \(text.debugDescription)")
                if lines != ReferenceTextWrapper.wrap(text, width: width) { return }
            }
        }
    }

    @Test func wideRunsBreakBetweenAnyTwoCharactersAtEveryWidth() {
        // Runs of wide characters are kept as one chunk and split by arithmetic: with narrow text
        // glued to either end, after a space, an emoji, a line break or a control character, at every
        // width.
        let texts = [
            "ab日本語のテキストcd 漢字", "日本語のテキスト", "x 店舗を探す👋配達を確認\n注文履歴", "日日日日日日日日日日日日a",
            "a日b日日c日日日d", "👋日本語👍🏽のテキスト",
            // A control character or DEL stays in the chunk of the character before it: no line
            // may break there, though they are two clusters.
            "日本語のテキスト\u{7F}x", "店舗を探す\t配達", "ab日本語\u{7F}",
            // Words that change script, taken a run of one width at a time.
            "iPhoneで確認できます", "3件の注文があります", "確認👨‍👩‍👧日本語\u{301}です", "a\u{301}日本語",
        ]
        for text in texts {
            let measured = MeasuredText(text)
            for width in 1...16 {
                let lines = measured.lines(width: width)
                #expect(lines == ReferenceTextWrapper.wrap(text, width: width), "\(text) at \(width)")
                #expect(measured.lineCount(width: width) == lines.count, "\(text) at \(width)")
            }
        }
    }

    @Test func chunksEndWhereALineMayBreak() {
        // Between ideographs, after a hyphen or a slash; never before "。" or after "「".
        func chunks(_ text: String) -> [String] {
            let bytes = Array(text.utf8)
            return MeasuredText(text).chunks.map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
        }
        // A run of ideographs with a break before each is one chunk, split by arithmetic.
        #expect(chunks("iPhoneで確認") == ["iPhone", "で", "確認"])
        #expect(chunks("「東京」です。") == ["「東", "京」", "で", "す。"])
        #expect(chunks("example.com/help-center") == ["example.com/", "help-", "center"])
        #expect(chunks("costs $19.99 now") == ["costs", "$19.99", "now"])
    }

    @Test func wrapsOnceMeasuredToManyWidths() {
        let measured = MeasuredText("Tap here to search stores that deliver")
        #expect(measured.lines(width: 12) == ["Tap here to", "search", "stores that", "deliver"])
        #expect(measured.lines(width: 40) == ["Tap here to search stores that deliver"])
        #expect(measured.naturalWidth == 38)
        #expect(measured.widestCluster == 1)
    }
}
