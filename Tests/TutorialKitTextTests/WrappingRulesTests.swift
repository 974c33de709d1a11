import Testing
import TutorialKitText

/// The rules of wrapping (``MeasuredText``), one by one.
@Suite struct WrappingRulesTests {
    func wrap(_ text: String, width: Int) -> [String] {
        MeasuredText(text).lines(width: width)
    }

    @Test func breaksAtSpacesGreedily() {
        #expect(
            wrap("Find stores that deliver to your address.", width: 36)
                == ["Find stores that deliver to your", "address."])
    }

    @Test func newlineForcesABreakAndKeepsEmptyLines() {
        #expect(wrap("one\n\ntwo", width: 20) == ["one", "", "two"])
    }

    @Test func runsOfSpacesCollapseAndLinesAreTrimmed() {
        #expect(wrap("  a   b  ", width: 10) == ["a b"])
    }

    @Test func noBreakSpaceJoinsWords() {
        #expect(wrap("pay 10\u{A0}USD now", width: 8) == ["pay", "10\u{A0}USD", "now"])
    }

    @Test func longWordBreaksAfterTheLastGraphemeThatFits() {
        #expect(
            wrap("a supercalifragilistic word", width: 8) == [
                "a", "supercal", "ifragili", "stic", "word",
            ])
    }

    @Test func cjkMayBreakBetweenWideCharacters() {
        #expect(wrap("日本語のテキスト", width: 6) == ["日本語", "のテキ", "スト"])
    }

    @Test func wideCharacterIsNeverSplit() {
        #expect(wrap("ab日本", width: 3) == ["ab", "日", "本"])
    }

    @Test func graphemeWiderThanTheWidthStandsAlone() {
        #expect(wrap("中x", width: 1) == ["中", "x"])
    }

    @Test func aTextEndingInAGraphemeWiderThanTheWidthHasNoEmptyLastLine() {
        #expect(wrap("中", width: 1) == ["中"])
        #expect(wrap("a 中", width: 1) == ["a", "中"])
        #expect(wrap("中\n\nb", width: 1) == ["中", "", "b"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(wrap("", width: 10).isEmpty)
    }

    @Test func cyrillicAndEmojiMeasureByCells() {
        let lines = wrap("Привет 👋 мир, как дела?", width: 10)
        #expect(lines == ["Привет 👋", "мир, как", "дела?"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test func naturalWidthIgnoresWrapping() {
        #expect(MeasuredText("ab  cd\n中文").naturalWidth == 5)
        #expect(MeasuredText("ab中").widestCluster == 2)
    }
}
