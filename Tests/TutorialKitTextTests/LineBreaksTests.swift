import SeededRandom
import Testing

@testable import TutorialKitText

/// Where lines may break (UAX #14; its conformance file runs in `Scripts/unicode-conformance.sh`):
/// the fast reading of ASCII text agrees with the rules read for any text, and the places users
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

    @Test func asciiTextIsReadAsTheRulesReadAnyText() {
        let alphabet = Array("aZ09 \t\n\r\u{B}\u{C}!?\"'$+\\%([{)]},.:;-/|#&*@_<=>~`^")
        var random = SeededGenerator(seed: 0x4C42_5249)
        for round in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &random)
            let text = String(
                (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            var bytes = text
            let fast = bytes.withUTF8 { LineBreaks.asciiByteOffsets($0) }
            #expect(fast == Self.generalOffsets(text), "round \(round): \(text.debugDescription)")
            if fast != Self.generalOffsets(text) { return }
        }
        // Not plain ASCII: the general reading.
        var other = "abc\u{1}d"
        #expect(other.withUTF8 { LineBreaks.asciiByteOffsets($0) } == nil)
        other = "été"
        #expect(other.withUTF8 { LineBreaks.asciiByteOffsets($0) } == nil)
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
}
