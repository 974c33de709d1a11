import LayoutInvariants
import Testing

@testable import TutorialKit

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

    @Test func agreesWithSwiftsCharactersOnRandomTexts() {
        var random = SeededGenerator(seed: 0x6772_6170)
        for round in 0..<3_000 {
            let text = RandomText.from(MeasuredTextTests.pieces, count: 0...24, using: &random)
            let found = Self.clusters(of: text)
            let expected = text.map { $0.utf8.count }
            #expect(found.map(\.bytes.count) == expected, "round \(round): \(text.debugDescription)")
            #expect(
                found.map(\.width) == text.map(DisplayWidth.of), "round \(round): \(text.debugDescription)")
            #expect(
                found.map(\.isSpace) == text.map { $0 == " " }, "round \(round): \(text.debugDescription)")
            #expect(
                found.map(\.isLineBreak) == text.map { $0 == "\n" || $0 == "\r\n" },
                "round \(round): \(text.debugDescription)")
            if found.map(\.bytes.count) != expected { return }
        }
    }

    /// Runs of plain ASCII, taken as `measure` takes them between clusters, still end on
    /// Swift's cluster boundaries and count a cell a byte.
    @Test func plainASCIIRunsKeepTheBoundaries() {
        var random = SeededGenerator(seed: 0x4153_4349)
        for round in 0..<3_000 {
            var text = RandomText.from(MeasuredTextTests.pieces, count: 0...24, using: &random)
            let expected = text.map { ($0.utf8.count, DisplayWidth.of($0)) }
            let found = text.withUTF8 { bytes in
                var scanner = ClusterScanner(bytes)
                var found: [(Int, Int)] = []
                while true {
                    found += scanner.nextPlainASCIIRun().map { _ in (1, 1) }
                    guard let cluster = scanner.next() else { return found }
                    found.append((cluster.bytes.count, cluster.width))
                }
            }
            let same = found.map(\.0) == expected.map(\.0) && found.map(\.1) == expected.map(\.1)
            #expect(same, "round \(round): \(text.debugDescription)")
            if !same { return }
        }
    }

    /// The fallback for systems without the standard library's grapheme breaker (older macOS and
    /// iOS) finds the same clusters; Linux never takes it, so it is tested on its own here.
    @Test func theFallbackFindsSwiftsCharactersToo() {
        var random = SeededGenerator(seed: 0xFA11)
        for round in 0..<1_000 {
            // Long texts too, past the fallback's first window of 64 bytes.
            var text = RandomText.from(MeasuredTextTests.pieces, count: 0...60, using: &random)
            let expected = text.map { ($0.utf8.count, DisplayWidth.of($0)) }
            let found = text.withUTF8 { bytes in
                var found: [(Int, Int)] = []
                var start = 0
                while start < bytes.count {
                    let cluster = ClusterScanner.clusterByCharacter(bytes, from: start)
                    found.append((cluster.end - start, cluster.width))
                    start = cluster.end
                }
                return found
            }
            let same = found.map(\.0) == expected.map(\.0) && found.map(\.1) == expected.map(\.1)
            #expect(same, "round \(round): \(text.debugDescription)")
            if !same { return }
        }
        let zalgo = "Z" + String(repeating: "\u{301}", count: 100) + "a"
        #expect(Self.fallbackClusters(of: zalgo) == zalgo.map { $0.utf8.count })
    }

    static func fallbackClusters(of text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var lengths: [Int] = []
            var start = 0
            while start < bytes.count {
                let end = ClusterScanner.clusterByCharacter(bytes, from: start).end
                lengths.append(end - start)
                start = end
            }
            return lengths
        }
    }

    @Test func anEmptyTextHasNoClusters() {
        #expect(Self.clusters(of: "").isEmpty)
    }

    @Test func aSpaceBeforeAnEmojiIsStillASpace() {
        #expect(Self.clusters(of: " 👋").map(\.isSpace) == [true, false])
        #expect(
            Self.clusters(of: " \u{301}").map(\.isSpace) == [false], "a space with a mark on it is no space")
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
            if text.count != 8 { return }
        }
        #expect(taken > 22_000)
    }

    @Test func fastPathCodePointsAreSingleClustersOfTheirWidth() {
        // Every code point the fast path takes alone must be a cluster of its own beside another,
        // as wide as DisplayWidth says; all of Unicode is asked, so a range added later is checked.
        var taken = 0
        for value in UInt32(0)...0x10FFFF where ClusterScanner.fastWidth(value) != ClusterScanner.notFast {
            guard let scalar = Unicode.Scalar(value) else { continue }
            taken += 1
            let pair = String(scalar) + "a" + String(scalar)
            let width = ClusterScanner.fastWidth(value)
            let expected = max(0, DisplayWidth.scalarWidth(value))
            #expect(pair.count == 3 && width == expected, "U+\(String(value, radix: 16)): \(width)")
            if pair.count != 3 || width != expected { return }
        }
        #expect(taken > 20_000, "the fast path covers ASCII, Latin, Cyrillic and common CJK")
    }
}
