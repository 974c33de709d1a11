import Testing
import TutorialKit
import TutorialKitTerminal

/// A step in Hebrew is the mirror image of its English twin: the box on the other side, its lines
/// aligned right in the order they are seen, the progress on the right and the buttons from the
/// left, the first rightmost.
@Suite struct RightToLeftFrameTests {
    let tutorial: Tutorial = {
        var tutorial = Tutorial("search", screen: TerminalFixtures.searchScreen) {
            Step("welcome", text: LocalizedText(["en": "Hello", "he": "שלום"]))
            Step(
                "search", target: .element("search"), title: LocalizedText(["en": "Search", "he": "חיפוש"]),
                text: LocalizedText(["en": "Find stores (24 h).", "he": "מצאו חנויות (24 שעות)."])
            )
            .placement(.bottomStart)
            Step("cart", target: .element("cart"), text: LocalizedText(["en": "Your cart", "he": "העגלה"]))
        }
        tutorial.defaultLocale = "en"
        return tutorial
    }()

    func presentation(_ index: Int, locale: String) throws -> StepPresentation {
        try TutorialPreview.presentation(ofStepAt: index, of: tutorial, locale: locale)
    }

    @Test func theHebrewStepIsMirrored() throws {
        let english = try presentation(1, locale: "en")
        let hebrew = try presentation(1, locale: "he")
        #expect(!english.layout.isRightToLeft && hebrew.layout.isRightToLeft)
        // The arrow still points up at the target from the box below it.
        #expect(hebrew.layout.arrow?.direction == .up)
        let lines = FrameRenderer().render(hebrew)
        let box = hebrew.layout.box
        let row = { (y: Int) -> String in
            String(Array(lines[y])[box.minX..<box.maxX])
        }
        #expect(row(box.minY + 1).hasSuffix(" שופיח │"), "the title at the right, as seen")
        #expect(row(box.minY + 2).hasSuffix(" .(תועש 24) תויונח ואצמ │"), "numbers and brackets as seen")
        #expect(row(box.maxY - 2).hasPrefix("│ [ אבה ]  [ הרזח ]"), "Next leftmost, Back right of it")
        #expect(row(box.maxY - 2).hasSuffix(" 3 ךותמ 2 │"), "the progress at the right")
    }

    @Test func aClickOnAMirroredButtonPressesIt() throws {
        let hebrew = try presentation(1, locale: "he")
        let frames = FrameRenderer().buttonFrames(for: hebrew)
        #expect(frames.count == 2)
        #expect(frames[0].minX > frames[1].maxX, "Back, the first button, is right of Next")
    }

    /// The button rects a click is tested against (the layout's geometry, in cells) are where the
    /// terminal draws each `[ Title ]`.
    @Test func eachButtonIsDrawnInItsRect() throws {
        for locale in ["en", "he"] {
            for index in tutorial.steps.indices {
                let step = try presentation(index, locale: locale)
                let lines = FrameRenderer().render(step).map { Array($0) }
                let frames = FrameRenderer().buttonFrames(for: step)
                #expect(frames.count == step.layout.footer.buttons.count)
                for frame in frames {
                    let drawn = String(lines[frame.minY][frame.minX..<frame.maxX])
                    #expect(
                        drawn.hasPrefix("[ ") && drawn.hasSuffix(" ]"), "step \(index) in \(locale): \(drawn)"
                    )
                }
            }
        }
    }
}
