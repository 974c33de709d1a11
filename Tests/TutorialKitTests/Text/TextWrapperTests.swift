import Testing
import TutorialKit

@Suite struct TextWrapperTests {
    @Test func breaksAtSpacesGreedily() {
        #expect(
            TextWrapper.wrap("Find stores that deliver to your address.", width: 36)
                == ["Find stores that deliver to your", "address."])
    }

    @Test func newlineForcesABreakAndKeepsEmptyLines() {
        #expect(TextWrapper.wrap("one\n\ntwo", width: 20) == ["one", "", "two"])
    }

    @Test func runsOfSpacesCollapseAndLinesAreTrimmed() {
        #expect(TextWrapper.wrap("  a   b  ", width: 10) == ["a b"])
    }

    @Test func noBreakSpaceJoinsWords() {
        #expect(TextWrapper.wrap("pay 10\u{A0}USD now", width: 8) == ["pay", "10\u{A0}USD", "now"])
    }

    @Test func longWordBreaksAfterTheLastGraphemeThatFits() {
        #expect(
            TextWrapper.wrap("a supercalifragilistic word", width: 8) == [
                "a", "supercal", "ifragili", "stic", "word",
            ])
    }

    @Test func cjkMayBreakBetweenWideCharacters() {
        #expect(TextWrapper.wrap("日本語のテキスト", width: 6) == ["日本語", "のテキ", "スト"])
    }

    @Test func wideCharacterIsNeverSplit() {
        #expect(TextWrapper.wrap("ab日本", width: 3) == ["ab", "日", "本"])
    }

    @Test func graphemeWiderThanTheWidthStandsAlone() {
        #expect(TextWrapper.wrap("中x", width: 1) == ["中", "x"])
    }

    @Test func aTextEndingInAGraphemeWiderThanTheWidthHasNoEmptyLastLine() {
        #expect(TextWrapper.wrap("中", width: 1) == ["中"])
        #expect(TextWrapper.wrap("a 中", width: 1) == ["a", "中"])
        #expect(TextWrapper.wrap("中\n\nb", width: 1) == ["中", "", "b"])
    }

    @Test func emptyTextHasNoLines() {
        #expect(TextWrapper.wrap("", width: 10).isEmpty)
    }

    @Test func cyrillicAndEmojiMeasureByCells() {
        let lines = TextWrapper.wrap("Привет 👋 мир, как дела?", width: 10)
        #expect(lines == ["Привет 👋", "мир, как", "дела?"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test func naturalWidthIgnoresWrapping() {
        #expect(TextWrapper.naturalWidth(of: "ab  cd\n中文") == 5)
        #expect(TextWrapper.widestCluster(in: "ab中") == 2)
    }
}
