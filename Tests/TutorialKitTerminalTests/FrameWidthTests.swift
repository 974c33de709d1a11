import LayoutInvariants
import Testing
import TutorialKit
import TutorialKitTerminal

/// Every line of every frame is exactly the screen's width in display cells, with and without
/// colour codes, in Unicode and ASCII.
@Suite struct FrameWidthTests {
    static let modes: [FrameRenderer.Options] = [
        .init(glyphs: .unicode, usesColor: false), .init(glyphs: .unicode, usesColor: true),
        .init(glyphs: .ascii, usesColor: false), .init(glyphs: .ascii, usesColor: true),
    ]
    /// The screens' own sizes and a larger one (a smaller one would cut targets off the screen).
    static let sizes: [Size?] = [nil, Size(width: 100, height: 30)]

    @Test(arguments: TerminalFixtures.exampleFiles)
    func everyExampleFrameHasTheScreensWidth(file: String) throws {
        for size in Self.sizes {
            let (tutorial, screenSize) = try TerminalFixtures.asPreviewed(file, size: size)
            for presentation in try TutorialPreview.presentations(of: tutorial, screenSize: screenSize) {
                for options in Self.modes {
                    let lines = FrameRenderer(options: options).render(presentation)
                    #expect(lines.count == presentation.screen.size.height)
                    for line in lines {
                        let width = DisplayWidth.of(TerminalFixtures.stripped(line))
                        #expect(
                            width == presentation.screen.size.width,
                            "\(file) \(presentation.step.id): \(line)")
                    }
                }
            }
        }
    }

    static let words = [
        "deliver", "stores", "Привет", "доставка", "магазины", "検索", "店舗を探す", "配達", "👋", "🛒", "👨‍👩‍👧", "🇷🇺",
        "❤️", "👍🏽", "e\u{301}", "supercalifragilisticexpialidocious",
    ]

    @Test func randomTextsKeepTheWidth() throws {
        var random = SeededGenerator(seed: 20_261_122)
        for round in 0..<300 {
            let size = Size(
                width: Int.random(in: 20...120, using: &random),
                height: Int.random(in: 8...40, using: &random))
            let text = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                Self.words.randomElement(using: &random) ?? ""
            }
            .joined(separator: " ")
            let label = (0..<3).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(
                separator: " ")
            let width = Int.random(in: 1...30, using: &random)
            let frame = Rect(
                x: Int.random(in: (1 - width)..<size.width, using: &random),
                y: Int.random(in: 0..<size.height, using: &random),
                width: width, height: Int.random(in: 1...4, using: &random))
            let screen = Screen(
                id: "random", size: size, elements: [Screen.Element(id: "a", frame: frame, label: label)])
            let tutorial = Tutorial("random", screen: screen) {
                Step("a", target: .element("a"), title: "\(label)", text: "\(text)")
                Step("b", text: "\(text)")
            }
            for presentation in try TutorialPreview.presentations(of: tutorial) {
                for options in Self.modes {
                    for line in FrameRenderer(options: options).render(presentation) {
                        let width = DisplayWidth.of(TerminalFixtures.stripped(line))
                        #expect(width == size.width, "round \(round): \(line)")
                        if width != size.width { return }
                    }
                }
            }
        }
    }
}
