import TestSupport
import Testing
import TutorialKit

/// The sign-up example's Chinese and Japanese texts, laid out at every width from 20 to 80 cells:
/// no line starts with closing punctuation or ends with opening punctuation, the rules of line
/// starts and ends (kinsoku) any reader of those languages expects. The lists are the common
/// characters of JIS X 4051 and GB/T 15834, written out here rather than read from the classes
/// the wrapping itself uses.
@Suite struct EastAsianLineBreakTests {
    static let neverStartsALine = Set("、。，．・：；？！）］｝」』】〕〉》”’ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ…,.!?)]}")
    static let neverEndsALine = Set("（［｛「『【〔〈《“‘([{")

    /// Every text of the sign-up tour in `locale`: titles, texts, buttons and the experiment's.
    static func texts(in locale: String) throws -> [String] {
        let path = TestPaths.tutorials.appendingPathComponent("grocery-signup/grocery-signup.tutorial.json")
        let tutorial = try #require(TutorialFile.load(path: path.path).model).tutorial
        var texts: [LocalizedText] = []
        for step in tutorial.steps {
            texts += [step.text] + (step.title.map { [$0] } ?? []) + step.buttons.map(\.title)
        }
        for variant in tutorial.experiment?.variants ?? [] { texts += variant.texts.values }
        return texts.map { $0.resolved(for: locale, defaultLocale: tutorial.defaultLocale) }
    }

    @Test(arguments: ["zh-Hans", "ja"])
    func linesKeepTheRulesOfTheirStartsAndEnds(locale: String) throws {
        let texts = try Self.texts(in: locale)
        #expect(texts.count == 13)
        // The texts are the locale's own, not the English they fall back to.
        #expect(texts.allSatisfy { $0.unicodeScalars.contains { $0.value >= 0x3000 } })
        var wrappedLines = 0
        for text in texts {
            for width in 20...80 {
                let request = LayoutEngine.Request(
                    screenSize: Size(width: width + 10, height: 40), target: nil, text: text,
                    options: LayoutEngine.Options(maximumTextWidth: width))
                let lines = LayoutEngine.layout(request).content.allTextLines
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
                wrappedLines += lines.count > 1 ? 1 : 0
                for line in lines {
                    if let first = line.first {
                        #expect(!Self.neverStartsALine.contains(first), "width \(width): \(lines)")
                    }
                    if let last = line.last {
                        #expect(!Self.neverEndsALine.contains(last), "width \(width): \(lines)")
                    }
                }
            }
        }
        // The narrow widths wrap the long texts, so the rules are tested, not passed by default.
        #expect(wrappedLines > 100)
    }
}
