import SeededRandom
import Testing

@testable import TutorialKitText

/// Where lines may break (UAX #14; its conformance file runs in `Scripts/unicode-conformance.sh`):
/// the offsets wrapping reads agree with the opportunities of the scalars, and the places users
/// see are right.
@Suite struct LineBreaksTests {
    /// The byte offsets the rules give `text`, read the general way.
    static func generalOffsets(_ text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        let before = LineBreaks(scalars).before
        var offsets: [Int] = []
        var offset = 0
        for index in scalars.indices {
            if index > 0, before[index] != .prohibited, scalars[index - 1] != "\n" { offsets.append(offset) }
            offset += UTF8.width(scalars[index])
        }
        return offsets
    }

    @Test func byteOffsetsAreTheOpportunitiesOfTheScalars() {
        let alphabet = Array(
            "aZ09 \t\n\r\u{B}\u{C}!?\"'$+\\%([{)]},.:;-/|#&*@_<=>~`^\u{A0}\u{200B}\u{301}\u{200D}"
                + "é東京「」。ッ£€١א\u{1F1EF}\u{1F1F5}👍🏽\u{1F02C}（）")
        var random = SeededGenerator(seed: 0x4C42_5249)
        for round in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &random)
            let text = String(
                (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            let offsets = LineBreaks.byteOffsets(in: text)
            #expect(offsets == Self.generalOffsets(text), "round \(round): \(text.debugDescription)")
            if offsets != Self.generalOffsets(text) { return }
        }
    }

    /// The places a line may break, as the text between them.
    static func pieces(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let cuts = [0] + LineBreaks.byteOffsets(in: text) + [bytes.count]
        return zip(cuts, cuts.dropFirst()).map { String(decoding: bytes[$0..<$1], as: UTF8.self) }
    }

    @Test func urlsBreakAfterSlashesAndHyphensAndNumbersStayWhole() {
        #expect(
            Self.pieces("example.com/help-center/faq. Self-service") == [
                "example.com/", "help-", "center/", "faq. ", "Self-", "service",
            ])
        #expect(Self.pieces("Only $19.99 (12.5%) today") == ["Only ", "$19.99 ", "(12.5%) ", "today"])
    }

    @Test func eastAsianPunctuationKeepsToItsNeighbours() {
        // No break before "。" or "」", none after "「"; between other ideographs, anywhere.
        #expect(Self.pieces("「東京」の公園を探す。") == ["「東", "京」", "の", "公", "園", "を", "探", "す。"])
        // A small kana ("ッ") is not a line's first character either.
        #expect(Self.pieces("ここをタップ") == ["こ", "こ", "を", "タッ", "プ"])
    }

    @Test func wrappedTextBreaksWhereTheRulesAllow() {
        #expect(
            MeasuredText("example.com/help-center/faq. Self-service").lines(width: 16) == [
                "example.com/", "help-center/faq.", "Self-service",
            ])
        #expect(
            MeasuredText("Only $19.99 (12.5%) today").lines(width: 8) == [
                "Only", "$19.99", "(12.5%)", "today",
            ])
        #expect(
            MeasuredText("Wait (just a moment) please!").lines(width: 12) == [
                "Wait (just a", "moment)", "please!",
            ])
        // "。" and "」" never start a line; "「" never ends one (at any width that holds "「東",
        // the widest run the rules keep together; narrower, a run is cut between clusters).
        let text = "「東京」の公園を探す。近くの公園が見つかります。"
        for width in 4...30 {
            let lines = MeasuredText(text).lines(width: width)
            #expect(lines.joined() == text, "width \(width)")
            for line in lines {
                #expect(!line.hasPrefix("。") && !line.hasPrefix("」"), "width \(width): \(lines)")
                #expect(!line.hasSuffix("「"), "width \(width): \(lines)")
            }
        }
    }
}
