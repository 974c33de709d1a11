import Foundation
import Testing

@testable import TutorialKitText

/// Lines of mixed direction in the order they are seen, checked against python-bidi (the
/// unicode-bidi crate) on a corpus that `Scripts/bidi-corpus.py` wrote.
@Suite struct BidiTextTests {
    struct Case: Decodable {
        var base: String
        var text: String
        var shown: String
    }

    static let corpus: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/bidi-corpus.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    @Test func agreesWithPythonBidiOnTheCorpus() {
        #expect(Self.corpus.count > 3_000)
        var disagreements = 0
        for item in Self.corpus {
            let scalars = Array(item.text.unicodeScalars)
            var shown = String.UnicodeScalarView()
            for index in BidiText.visualIndices(of: scalars, rightToLeft: item.base == "R") {
                shown.append(scalars[index])
            }
            guard String(shown) != item.shown else { continue }
            disagreements += 1
            Issue.record(
                "base \(item.base): \(item.text.debugDescription) → \(String(shown).debugDescription), not \(item.shown.debugDescription)"
            )
            if disagreements >= 10 { return }
        }
    }

    struct WrappedCase: Decodable {
        var base: String
        var text: String
        var lines: [[Int]]
        var shown: [String]
    }

    static let wrappedCorpus: [WrappedCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/bidi-wrapped-corpus.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([WrappedCase].self, from: data)) ?? []
    }()

    /// Paragraphs with isolates, embeddings and overrides, wrapped at several widths: each line as
    /// `Scripts/bidi-wrapped-corpus.py` shows it from python-bidi's levels over the whole paragraph.
    @Test func wrappedLinesAgreeWithPythonBidiOverTheWholeParagraph() {
        #expect(Self.wrappedCorpus.count > 1_500)
        var disagreements = 0
        for item in Self.wrappedCorpus {
            let lines = item.lines.compactMap {
                $0.count == 2 ? [(bytes: $0[0]..<$0[1], afterSpace: false)] : nil
            }
            let shown = BidiText.visualLines(
                of: item.text, lines: lines, direction: item.base == "R" ? .rightToLeft : .leftToRight)
            guard shown != item.shown else { continue }
            disagreements += 1
            Issue.record("base \(item.base): \(item.text.debugDescription) → \(shown), not \(item.shown)")
            if disagreements >= 10 { return }
        }
    }

    /// Wrapping ends a paragraph at `\n` only: another paragraph separator (U+2029, NEL) stays
    /// inside the line, at the paragraph's level, and the line is read whole.
    @Test func aParagraphSeparatorInsideALineStaysInIt() {
        for (text, direction) in [
            ("Hi\u{2029}there", BidiParagraph.Direction.rightToLeft), ("abc\u{2029}שלום", .leftToRight),
            ("שלום\u{85}abc", .auto),
        ] {
            let lines = MeasuredText(text).visualLines(width: 40, direction: direction)
            #expect(lines.count == 1, "\(text.debugDescription)")
            #expect(lines.first?.unicodeScalars.count == text.unicodeScalars.count)
        }
        #expect(
            MeasuredText("abc\u{2029}שלום").visualLines(width: 40, direction: .leftToRight) == [
                "abc\u{2029}םולש"
            ])
    }

    @Test func aClusterMovesWholeAndBracketsShowTheirMirrorImage() {
        // Hebrew with points: each letter keeps its marks after it; the brackets face the text.
        #expect(BidiText.visualOrder(of: "(בְּ)", rightToLeft: true) == "(בְּ)")
        #expect(BidiText.visualOrder(of: "שלום (abc) 123", rightToLeft: true) == "123 (abc) םולש")
        #expect(BidiText.visualOrder(of: "[ التالي › ]", rightToLeft: true) == "[ ‹ يلاتلا ]")
    }

    /// Rule L1 puts a segment separator at the paragraph level, so text either side of a tab
    /// reads in the paragraph's order. (python-bidi leaves the tab where N1 resolved it; the
    /// corpus has no tab.)
    @Test func aTabSeparatesSegmentsInTheParagraphsOrder() {
        #expect(BidiText.visualOrder(of: "abc\tdef", rightToLeft: true) == "def\tabc")
        #expect(BidiText.visualOrder(of: "אב\tגד", rightToLeft: false) == "בא\tדג")
    }

    @Test func aLeftToRightLineWithoutRightToLeftTextIsAsWritten() {
        for line in ["Next ›", "Привет (1)", "日本 12%", ""] {
            #expect(BidiText.visualOrder(of: line, rightToLeft: false) == line)
        }
        #expect(BidiText.visualOrder(of: "Step 2 of 5", rightToLeft: true) == "Step 2 of 5")
    }

    @Test func everyCodePointHasTheClassTheUnicodeDatabaseGivesIt() {
        // A few of each class the table holds, as DerivedBidiClass.txt names them: an unassigned
        // code point takes its block's default (R in Hebrew's), a noncharacter is BN.
        let expected: [(UInt32, BidiClass)] = [
            (0x41, .L), (0x5D0, .R), (0x627, .AL), (0x30, .EN), (0x2B, .ES), (0x24, .ET), (0x660, .AN),
            (0x2C, .CS), (0x5B4, .NSM), (0x200B, .BN), (0x2029, .B), (0x9, .S), (0x20, .WS), (0x28, .ON),
            (0x202A, .LRE), (0x202D, .LRO), (0x202B, .RLE), (0x202E, .RLO), (0x202C, .PDF), (0x2066, .LRI),
            (0x2067, .RLI), (0x2068, .FSI), (0x2069, .PDI), (0x10FFFF, .BN), (0x590, .R), (0x10FFFD, .L),
        ]
        for (value, bidiClass) in expected {
            let scalar = Unicode.Scalar(value) ?? "?"
            #expect(BidiClass.of(scalar) == bidiClass, "U+\(String(value, radix: 16))")
        }
    }
}
