import Testing
import TutorialKit
import TutorialKitTerminal

@Suite struct FrameRendererTests {
    let tutorial = Tutorial("search", screen: TerminalFixtures.searchScreen) {
        Step("welcome", text: "Hello")
        Step(
            "search", target: .element("search"), title: "Search",
            text: "Find stores that deliver to your address."
        )
        .placement(.bottomStart)
        Step("cart", target: .element("cart"), text: "Your cart")
    }

    func presentation(_ index: Int) throws -> StepPresentation {
        try TutorialPreview.presentation(ofStepAt: index, of: tutorial)
    }

    @Test func captionNamesProgressStepAndPlacement() throws {
        #expect(FrameRenderer.caption(for: try presentation(1)) == "Step 2 of 3 · search · bottom-start")
        #expect(FrameRenderer.caption(for: try presentation(0)) == "Step 1 of 3 · welcome · centred")
    }

    /// "1 of 1" says nothing: a one-step tutorial's box and caption leave the progress out, and
    /// the box keeps its buttons.
    @Test func aOneStepTutorialShowsNoProgress() throws {
        let single = Tutorial("single", screen: TerminalFixtures.searchScreen) {
            Step("only", target: .element("search"), text: "Search here")
        }
        let only = try TutorialPreview.presentation(ofStepAt: 0, of: single)
        #expect(!only.progress.isShown)
        #expect(only.layout.footer.progress == nil)
        let frame = FrameRenderer().render(only).joined(separator: "\n")
        #expect(!frame.contains("1 of 1"), "\(frame)")
        #expect(frame.contains("[ Done ]"))
        #expect(FrameRenderer.caption(for: only) == "only · bottom")
        // Two steps still count.
        let first = try presentation(0)
        #expect(first.progress.isShown)
        #expect(FrameRenderer().render(first).joined().contains("1 of 3"))
    }

    @Test func frameMatchesTheRenderingNote() throws {
        let lines = FrameRenderer().render(try presentation(1))
        #expect(
            lines == [
                "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
                "░┌─────────────┐░░░░░░░░░░░░░░░░░░░░░░░┌──────┐░",
                "░│ Groser      │░░░░░░░░░░░░░░░░░░░░░░░│ Cart │░",
                "░└─────────────┘░░░░░░░░░░░░░░░░░░░░░░░└──────┘░",
                "░╔══════════════════════════════╗░░░░░░░░░░░░░░░",
                "░║┌────────────────────────────┐║░░░░░░░░░░░░░░░",
                "░║│ Search stores              │║░░░░░░░░░░░░░░░",
                "░║└────────────────────────────┘║░░░░░░░░░░░░░░░",
                "░╚══════════════▲═══════════════╝░░░░░░░░░░░░░░░",
                "░░╭──────────────────────────────────────╮░░░░░░",
                "░░│ Search                               │░░░░░░",
                "░░│ Find stores that deliver to your     │░░░░░░",
                "░░│ address.                             │░░░░░░",
                "░░│ 2 of 3          [ Back ]  [ Next › ] │░░░░░░",
                "░░╰──────────────────────────────────────╯░░░░░░",
            ])
    }

    @Test func asciiUsesPlainCharacters() throws {
        let lines = FrameRenderer(options: .init(glyphs: .ascii)).render(try presentation(1))
        #expect(lines[4] == ".#==============================#...............")
        #expect(lines[8] == ".#==============^===============#...............")
        #expect(lines[13] == "..| 2 of 3          [ Back ]  [ Next > ] |......")
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func colourDimsOutsideTheSpotlightInsteadOfShading() throws {
        let canvas = FrameRenderer(options: .init(usesColor: true)).canvas(for: try presentation(1))
        #expect(canvas[Point(x: 0, y: 0)]?.character == " ")
        #expect(canvas[Point(x: 0, y: 0)]?.style.isDim == true)
        #expect(canvas[Point(x: 5, y: 6)]?.style.isDim == false, "inside the spotlight stays bright")
        #expect(canvas[Point(x: 4, y: 10)]?.style.isBold == true, "the title is bold")
        let next = FrameRenderer(options: .init(usesColor: true)).render(try presentation(1))[13]
        #expect(next.contains("\u{1B}[7m[ Next › ]"), "the default button is highlighted")
    }

    @Test func stepWithoutTargetShadesTheWholeScreenAndCentresTheBox() throws {
        let lines = FrameRenderer().render(try presentation(0))
        #expect(lines[0] == String(repeating: "░", count: 48))
        #expect(!lines.joined().contains("╔"))
        #expect(lines.contains { $0.contains("│ Hello") })
    }

    @Test func listsDrawTheirVisibleRowsAsScrolled() throws {
        let demo = try TerminalFixtures.load("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        let lines = FrameRenderer().render(try TutorialPreview.presentation(ofStepAt: 2, of: demo))
        #expect(lines.contains { $0.contains("Detail of row 10") })
        #expect(!lines.contains { $0.contains("Row 0 ") })
    }

    @Test func sectionHeadersAreDrawn() throws {
        let parks = try TerminalFixtures.load("park-finder/park-finder.tutorial.json")
        let nearby = try #require(parks.index(ofStep: "nearby"))
        let lines = FrameRenderer().render(try TutorialPreview.presentation(ofStepAt: nearby, of: parks))
        #expect(lines[16] == "─ Nearby parks " + String(repeating: "─", count: 72 - 15))
    }

    @Test func longLabelsAreCutWithAnEllipsis() throws {
        var screen = TerminalFixtures.searchScreen
        screen.elements[1].label = "Shopping cart"
        let tutorial = Tutorial("cut", screen: screen) { Step("s", target: .element("search"), text: "x") }
        let lines = FrameRenderer().render(try TutorialPreview.presentation(ofStepAt: 0, of: tutorial))
        #expect(lines[2].contains("│ Sho… │"))
    }

    @Test func arrowIsDrawnOverTheSpotlightBorder() throws {
        let lines = FrameRenderer().render(try presentation(2))
        let arrowRow = try #require(lines.first { $0.contains("▲") || $0.contains("▼") || $0.contains("◀") })
        #expect(arrowRow.contains("═") || arrowRow.contains("║"))
    }
}
