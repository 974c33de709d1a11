import LayoutInvariants
import Testing

@testable import TutorialKit
@testable import TutorialKitSchema
@testable import TutorialKitText

/// The scanner finds exactly Swift's grapheme clusters, with ``DisplayWidth``'s widths.
@Suite struct ClusterScannerTests {
    static func clusters(of text: String) -> [ClusterScanner.Cluster] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = ClusterScanner(bytes)
            var found: [ClusterScanner.Cluster] = []
            while let cluster = scanner.next() { found.append(cluster) }
            return found
        }
    }

    /// A cluster as the tests compare them: its length in UTF-8 and its width in cells.
    struct Piece: Equatable {
        var bytes: Int
        var width: Int
    }

    /// Swift's own clusters of `text`, with DisplayWidth's widths: what every walk must give.
    static func swiftsPieces(of text: String) -> [Piece] {
        text.map { Piece(bytes: $0.utf8.count, width: DisplayWidth.of($0)) }
    }

    /// The walk `DisplayWidth.of` makes: runs of one-cell code points standing alone (one cell
    /// each), and the general path between them.
    static func piecesAsWidthMeasures(of text: String) -> [Piece] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = ClusterScanner(bytes)
            var found: [Piece] = []
            while true {
                let run = scanner.nextNarrowRun()
                let scalars = String(decoding: UnsafeBufferPointer(rebasing: bytes[run.bytes]), as: UTF8.self)
                    .unicodeScalars
                if scalars.count != run.cells {
                    Issue.record("\(run.cells) cells for \(scalars.count) code points")
                }
                found += scalars.map { Piece(bytes: UTF8.width($0), width: 1) }
                guard let cluster = scanner.next() else { return found }
                found.append(Piece(bytes: cluster.bytes.count, width: cluster.width))
            }
        }
    }

    /// The walk on systems without the standard library's grapheme breaker.
    static func fallbackPieces(of text: String) -> [Piece] {
        var text = text
        return text.withUTF8 { bytes in
            var found: [Piece] = []
            var start = 0
            while start < bytes.count {
                let cluster = ClusterScanner.clusterByCharacter(bytes, from: start)
                found.append(Piece(bytes: cluster.end - start, width: cluster.width))
                start = cluster.end
            }
            return found
        }
    }

    @Test func agreesWithSwiftsCharactersOnRandomTexts() {
        var random = SeededGenerator(seed: 0x6772_6170)
        for round in 0..<3_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...24, using: &random)
            let found = Self.clusters(of: text)
            let pieces = found.map { Piece(bytes: $0.bytes.count, width: $0.width) }
            #expect(pieces == Self.swiftsPieces(of: text), "round \(round): \(text.debugDescription)")
            #expect(
                found.map(\.isSpace) == text.map { $0 == " " }, "round \(round): \(text.debugDescription)")
            #expect(
                found.map(\.isLineBreak) == text.map { $0 == "\n" || $0 == "\r\n" },
                "round \(round): \(text.debugDescription)")
            if pieces != Self.swiftsPieces(of: text) { return }
        }
    }

    /// The other ways of walking a text.
    enum Walk: CaseIterable, CustomTestStringConvertible {
        /// `DisplayWidth.of`'s: runs of one-cell code points, between clusters.
        case asWidthMeasures
        /// The fallback for systems without the standard library's grapheme breaker (older macOS
        /// and iOS); Linux never takes it, so it is tested on its own here.
        case fallback

        var testDescription: String { "\(self)" }

        func pieces(of text: String) -> [Piece] {
            switch self {
            case .asWidthMeasures: ClusterScannerTests.piecesAsWidthMeasures(of: text)
            case .fallback: ClusterScannerTests.fallbackPieces(of: text)
            }
        }
    }

    /// Every walk ends on Swift's cluster boundaries with DisplayWidth's widths, on texts long
    /// enough to pass the fallback's first window of 64 bytes, and on a cluster of 100 marks.
    @Test(arguments: Walk.allCases)
    func everyWalkFindsSwiftsCharacters(walk: Walk) {
        var random = SeededGenerator(seed: 0x4153_4349)
        for round in 0..<2_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...60, using: &random)
            let same = walk.pieces(of: text) == Self.swiftsPieces(of: text)
            #expect(same, "round \(round): \(text.debugDescription)")
            if !same { return }
        }
        let zalgo = "Z" + String(repeating: "\u{301}", count: 100) + "a"
        #expect(walk.pieces(of: zalgo) == Self.swiftsPieces(of: zalgo))
    }

    @Test func anEmptyTextHasNoClusters() {
        #expect(Self.clusters(of: "").isEmpty)
    }

    @Test func aSpaceBeforeAnEmojiIsStillASpace() {
        #expect(Self.clusters(of: " 👋").map(\.isSpace) == [true, false])
        #expect(
            Self.clusters(of: " \u{301}").map(\.isSpace) == [false], "a space with a mark on it is no space")
    }

    @Test func whatCannotJoinEndsTheClusterOfACodePointStandingAlone() {
        // After a code point that stands alone, ASCII (controls and `\r\n` too) and regional
        // indicators start a cluster of their own; marks, joiners and spacing marks join it, and
        // a prepended mark starts one. Every walk must agree with Swift on each.
        let following = [
            "\r\n", "\r", "\n", "\t", "\u{7F}", " ", "a", "🇷🇺", "🇷", "\u{600}", "\u{301}", "\u{200D}",
            "\u{903}", "\u{FE0F}", "\u{1F3FD}",
        ]
        var values = Array(stride(from: UInt32(0x20), through: 0x1F9FF, by: 97)).filter(
            ClusterScanner.standsAlone)
        values += [0x20, 0x41, 0xE9, 0x416, 0x65E5, 0x3042, 0x1F44B, 0x2764]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for next in following {
                let text = String(scalar) + next + String(scalar) + "x"
                let expected = Self.swiftsPieces(of: text)
                let found = Self.clusters(of: text).map { Piece(bytes: $0.bytes.count, width: $0.width) }
                #expect(found == expected, "U+\(String(value, radix: 16)) then \(next.debugDescription)")
                #expect(
                    Self.piecesAsWidthMeasures(of: text) == expected,
                    "U+\(String(value, radix: 16)) then \(next.debugDescription), as width measures")
                // Wrapped to one cell, a text with no space has a line per cluster: the
                // boundaries `MeasuredText` found; its widths must agree too.
                let measured = MeasuredText(text)
                #expect(
                    measured.lines(width: 1) == ReferenceTextWrapper.wrap(text, width: 1)
                        && measured.naturalWidth == ReferenceTextWrapper.naturalWidth(of: text)
                        && measured.widestCluster == ReferenceTextWrapper.widestCluster(in: text),
                    "U+\(String(value, radix: 16)) then \(next.debugDescription), as measured")
                if found != expected { return }
            }
        }
    }

    @Test func codePointsThatStandAloneNeverJoinEachOther() {
        // Beside itself, a letter, a wide character and a pictograph, each such code point stays
        // a cluster of its own; all of Unicode is asked.
        var taken = 0
        for value in UInt32(0)...0x10FFFF where ClusterScanner.standsAlone(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            taken += 1
            let alone = String(scalar)
            let text = alone + alone + "a" + alone + "日" + alone + "👋" + alone
            #expect(text.count == 8, "U+\(String(value, radix: 16))")
            #expect(Self.clusters(of: text).map(\.bytes.count) == text.map { $0.utf8.count })
            // The measuring's own walks (words of one width, a code point alone) agree, as a
            // word and after a space.
            let words = alone + alone + " " + alone + " " + text
            let measured = MeasuredText(words)
            #expect(
                measured.naturalWidth == ReferenceTextWrapper.naturalWidth(of: words)
                    && measured.lines(width: 2) == ReferenceTextWrapper.wrap(words, width: 2),
                "U+\(String(value, radix: 16)), measured")
            if text.count != 8 { return }
        }
        #expect(taken > 22_000)
    }

    @Test func aJoinerLinksExactlyThePictographsSwiftLinks() {
        // Asked of the standard library as the table is made; checked here through `Character`,
        // on both sides of the joiner.
        var linked = 0
        for range in CodePointTable.pictographRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let after = ("\u{1F468}\u{200D}" + String(scalar)).count == 1
                let before = (String(scalar) + "\u{200D}\u{1F468}").count == 1
                let marked = CodePointTable.linksAfterJoiner(CodePointTable.entry(value))
                #expect(marked == after && after == before, "U+\(String(value, radix: 16))")
                if marked != after { return }
                if marked { linked += 1 }
            }
        }
        #expect(linked > 1_000 && !CodePointTable.linksAfterJoiner(CodePointTable.entry(0x1F56B)))
    }

    @Test func theCodePointTableAgreesWithTheRangeTables() {
        // Every code point the table holds: its width as the range tables give it, whether it
        // stands alone as the ranges say (so a range added later is checked) and whether VS16
        // widens it.
        var mismatches = 0
        for value in UInt32(0)..<CodePointTable.limit {
            let entry = CodePointTable.entry(value)
            let alone = CodePointTable.standAloneRanges.contains { $0.contains(value) }
            if CodePointTable.width(entry) != DisplayWidth.searchedWidth(value)
                || CodePointTable.standsAlone(entry) != alone
                || CodePointTable.widensWithVS16(value)
                    != DisplayWidth.contains(DisplayWidthTables.emojiVariationWidens, value)
            {
                mismatches += 1
                Issue.record("U+\(String(value, radix: 16)): \(CodePointTable.width(entry))")
                if mismatches > 3 { return }
            }
        }
        #expect(ClusterScanner.standsAlone(0x1F44B) && !ClusterScanner.standsAlone(0x1F3FB))
        #expect(CodePointTable.widensWithVS16(0x2764) && !CodePointTable.widensWithVS16(0x2765))
        #expect(DisplayWidth.scalarWidth(0x2_0000) == 2 && DisplayWidth.scalarWidth(0xE0001) == 0)
    }
}

extension ClusterScanner {
    /// Whether two such code points in a row are always two clusters, by ``CodePointTable``.
    static func standsAlone(_ value: UInt32) -> Bool {
        CodePointTable.standsAlone(CodePointTable.entry(value))
    }
}
