import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitText

/// Measuring and wrapping keep to Swift's grapheme clusters (`Character`s) with ``DisplayWidth``'s
/// widths, and the width of every code point is the one the range tables give.
@Suite struct ClusterBoundaryTests {
    /// The widths of Swift's own clusters of `text`: what every walk must add up.
    static func swiftsWidths(of text: String) -> [Int] {
        text.map { DisplayWidth.of($0) }
    }

    /// What is wrong with the chunks ``MeasuredText`` splits `text` into, if anything: each must
    /// start and end on one of Swift's cluster boundaries, be as wide as its clusters, hold no
    /// line break and neither start nor end with a space (a space where no line may break stays
    /// inside one); together they must hold the rest of the text, and a paragraph break must stand
    /// for each line break.
    static func chunkProblems(of text: String) -> [String] {
        let boundaries = Set(
            text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count])
        let bytes = Array(text.utf8)
        let chunks = MeasuredText(text).chunks
        var problems: [String] = []
        var words = ""
        for chunk in chunks where chunk.kind != .paragraphBreak {
            guard boundaries.contains(chunk.bytes.lowerBound), boundaries.contains(chunk.bytes.upperBound)
            else {
                problems.append("chunk \(chunk.bytes) is not on cluster boundaries")
                continue
            }
            // It starts on a cluster boundary, so its own clusters are the text's.
            let clusters = String(decoding: bytes[chunk.bytes], as: UTF8.self)
            if clusters.reduce(0, { $0 + DisplayWidth.of($1) }) != chunk.width {
                problems.append("chunk \(clusters.debugDescription) is \(chunk.width) wide")
            }
            if clusters.contains(where: isLineBreak) || clusters.first == " " || clusters.last == " " {
                problems.append(
                    "chunk \(clusters.debugDescription) holds a line break or is edged with a space")
            }
            words += clusters
        }
        if words.filter({ $0 != " " }) != text.filter({ $0 != " " && !isLineBreak($0) }) {
            problems.append("the chunks hold \(words.debugDescription)")
        }
        if chunks.count(where: { $0.kind == .paragraphBreak }) != text.count(where: isLineBreak) {
            problems.append("the paragraph breaks are not the line breaks")
        }
        return problems
    }

    static func isLineBreak(_ character: Character) -> Bool {
        ReferenceTextWrapper.isLineBreak(character)
    }

    @Test func chunksFollowSwiftsCharactersOnRandomTexts() {
        var random = SeededGenerator(seed: 0x6772_6170)
        for round in 0..<3_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...24, using: &random)
            let problems = Self.chunkProblems(of: text)
            #expect(problems.isEmpty, "round \(round): \(text.debugDescription): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    /// The ways a text is walked.
    enum Walk: CaseIterable, CustomTestStringConvertible {
        /// `DisplayWidth.of` on a whole text: plain ASCII a byte a cell, else its `Character`s.
        case widthOfText
        /// `MeasuredText` splitting a text into chunks.
        case chunks

        var testDescription: String { "\(self)" }

        func agreesWithSwift(on text: String) -> Bool {
            switch self {
            case .widthOfText:
                DisplayWidth.of(text) == ClusterBoundaryTests.swiftsWidths(of: text).reduce(0, +)
            case .chunks: ClusterBoundaryTests.chunkProblems(of: text).isEmpty
            }
        }
    }

    /// Every walk keeps to Swift's cluster boundaries with DisplayWidth's widths, on longer texts
    /// and on a cluster of 100 marks.
    @Test(arguments: Walk.allCases)
    func everyWalkFindsSwiftsCharacters(walk: Walk) {
        var random = SeededGenerator(seed: 0x4153_4349)
        for round in 0..<2_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...60, using: &random)
            let same = walk.agreesWithSwift(on: text)
            #expect(same, "round \(round): \(text.debugDescription)")
            if !same { return }
        }
        let zalgo = "Z" + String(repeating: "\u{301}", count: 100) + "a"
        #expect(walk.agreesWithSwift(on: zalgo))
    }

    @Test func anEmptyTextHasNoChunks() {
        #expect(MeasuredText("").chunks.isEmpty)
    }

    @Test func aSpaceBeforeAnEmojiIsStillASpace() {
        #expect(MeasuredText(" 👋").chunks.map(\.bytes) == [1..<5])
        #expect(
            MeasuredText(" \u{301}").chunks.map(\.bytes) == [0..<3], "a space with a mark on it is no space")
    }

    @Test func whatCannotJoinEndsTheClusterBeforeIt() {
        // After a code point, ASCII (controls and `\r\n` too) and regional indicators start a
        // cluster of their own; marks, joiners and spacing marks join it, and a prepended mark
        // starts one. Every walk must agree with Swift on each.
        let following = [
            "\r\n", "\r", "\n", "\t", "\u{7F}", " ", "a", "🇷🇺", "🇷", "\u{600}", "\u{301}", "\u{200D}",
            "\u{903}", "\u{FE0F}", "\u{1F3FD}",
        ]
        var values = Array(stride(from: UInt32(0x20), through: 0x1F9FF, by: 97))
        values += [0x20, 0x41, 0xE9, 0x416, 0x65E5, 0x3042, 0x1F44B, 0x2764]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for next in following {
                let text = String(scalar) + next + String(scalar) + "x"
                for walk in Walk.allCases {
                    #expect(
                        walk.agreesWithSwift(on: text),
                        "U+\(String(value, radix: 16)) then \(next.debugDescription), \(walk)")
                }
                // Wrapped to one cell, a text with no space has a line per cluster: the
                // boundaries `MeasuredText` found; its widths must agree too.
                let measured = MeasuredText(text)
                let same =
                    measured.lines(width: 1) == ReferenceTextWrapper.wrap(text, width: 1)
                    && measured.naturalWidth == ReferenceTextWrapper.naturalWidth(of: text)
                    && measured.widestCluster == ReferenceTextWrapper.widestCluster(in: text)
                #expect(same, "U+\(String(value, radix: 16)) then \(next.debugDescription), as measured")
                if !same { return }
            }
        }
    }

    /// The code points that join neither the one before them nor the one after when that one is
    /// also here (Unicode's grapheme break property "Other", and the line feed): Latin, Cyrillic,
    /// Greek, general punctuation, kana, CJK ideographs and the pictograph blocks.
    static let standAloneRanges: [ClosedRange<UInt32>] = [
        0x0A...0x0A, 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027,
        0x2030...0x205E, 0x2600...0x27BF,
        0x3000...0x3029, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60,
        0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    @Test func codePointsThatStandAloneNeverJoinEachOther() {
        // Beside itself, a letter, a wide character and a pictograph, each such code point stays
        // a cluster of its own, and the measuring agrees with the reference on it, as a word and
        // after a space.
        var taken = 0
        for range in Self.standAloneRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                taken += 1
                let alone = String(scalar)
                let text = alone + alone + "a" + alone + "日" + alone + "👋" + alone
                #expect(text.count == 8, "U+\(String(value, radix: 16))")
                let words = alone + alone + " " + alone + " " + text
                let measured = MeasuredText(words)
                let same =
                    measured.naturalWidth == ReferenceTextWrapper.naturalWidth(of: words)
                    && measured.lines(width: 2) == ReferenceTextWrapper.wrap(words, width: 2)
                    && Self.chunkProblems(of: words).isEmpty
                #expect(same, "U+\(String(value, radix: 16)), measured")
                if text.count != 8 || !same { return }
            }
        }
        #expect(taken > 22_000)
    }

    /// The pictograph blocks, whose code points a `ZWJ` may link into one emoji (Unicode's GB11).
    static let pictographRanges: [ClosedRange<UInt32>] = [
        0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    @Test func aJoinerLinksExactlyThePictographsSwiftLinks() {
        // Not every code point of the pictograph blocks links after a `ZWJ` in Swift; on both
        // sides of the joiner, the measuring takes the clusters Swift makes.
        var linked = 0
        for range in Self.pictographRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let after = "\u{1F468}\u{200D}" + String(scalar)
                let before = String(scalar) + "\u{200D}\u{1F468}"
                #expect(after.count == before.count, "U+\(String(value, radix: 16))")
                let same = [after, before].allSatisfy { text in
                    Walk.allCases.allSatisfy { $0.agreesWithSwift(on: text) }
                        && MeasuredText(text).lines(width: 2) == ReferenceTextWrapper.wrap(text, width: 2)
                }
                #expect(same, "U+\(String(value, radix: 16))")
                if !same { return }
                if after.count == 1 { linked += 1 }
            }
        }
        #expect(linked > 1_000 && ("\u{1F468}\u{200D}\u{1F56B}").count == 2)
    }

    @Test func everyCodePointHasTheRangeTablesWidth() {
        // The tables filled into one width a code point, the later overriding the earlier, as
        // wcwidth decides: the ranges that do not take one cell, then the controls and printable
        // ASCII. The ranges must be sorted and apart for the binary search.
        let ranges = DisplayWidthTables.notOneCell
        #expect(ranges.count == 2 * DisplayWidthTables.notOneCellWidths.count)
        let sortedAndApart = stride(from: 0, to: ranges.count, by: 2).allSatisfy { pair in
            ranges[pair] <= ranges[pair + 1]
                && (pair + 2 == ranges.count || ranges[pair + 1] < ranges[pair + 2])
        }
        #expect(sortedAndApart)
        var expected = [Int](repeating: 1, count: 0x11_0000)
        func fill(_ table: [UInt32], with width: (Int) -> Int) {
            for pair in stride(from: 0, to: table.count, by: 2) {
                for value in table[pair]...table[pair + 1] { expected[Int(value)] = width(pair / 2) }
            }
        }
        fill(ranges) { Int(DisplayWidthTables.notOneCellWidths[$0]) }
        fill([0x01, 0x1F, 0x7F, 0x9F]) { _ in -1 }
        fill([0x20, 0x7E]) { _ in 1 }
        var mismatches = 0
        for value in UInt32(0)...0x10_FFFF where DisplayWidth.scalarWidth(value) != expected[Int(value)] {
            mismatches += 1
            Issue.record("U+\(String(value, radix: 16)): \(DisplayWidth.scalarWidth(value))")
            if mismatches > 3 { return }
        }
        #expect(DisplayWidth.scalarWidth(0x2_0000) == 2 && DisplayWidth.scalarWidth(0xE0001) == 0)
        // VS16 widens a code point with an emoji form, and only such a one.
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2 && DisplayWidth.of("\u{2765}\u{FE0F}") == 1)
    }
}
