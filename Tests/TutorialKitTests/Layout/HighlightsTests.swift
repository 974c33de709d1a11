import Testing
import TutorialFixtures
import TutorialKit

/// Steps that spotlight further targets: found without scrolling, kept clear of by the box.
@Suite struct HighlightsTests {
    @Test func aStepSpotlightsItsHighlightsAndTheBoxKeepsClearOfThem() throws {
        let screen = Screen(
            id: "two", size: Size(width: 60, height: 20),
            elements: [
                Screen.Element(id: "total", frame: Rect(x: 25, y: 8, width: 10, height: 3)),
                Screen.Element(id: "pay", frame: Rect(x: 15, y: 12, width: 30, height: 3)),
            ])
        let tutorial = Tutorial("highlights", screen: screen) {
            Step(
                "total", target: .element("total"), text: "Your total, and how to pay it", placement: .bottom
            )
            .highlighting(.element("pay"))
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let presentation = try #require(session.presentation)
        let pay = Rect(x: 15, y: 12, width: 30, height: 3)
        #expect(presentation.highlights == [pay])
        #expect(presentation.layout.highlights == [pay.outsetBy(dx: 1, dy: 1)])
        // Below the total is where the step asks for, but the pay button is there: above instead.
        #expect(presentation.layout.placement?.side == .top)
        #expect(!presentation.layout.box.intersects(pay))
        #expect(presentation.layout.arrow != nil)
    }

    @Test func theLayoutTriesEveryPlacementBeforeCoveringAHighlight() {
        let screen = Size(width: 60, height: 24)
        let target = Rect(x: 25, y: 10, width: 10, height: 3)
        // Highlights above, below and left of the target: only the right stays clear.
        let highlights = [
            Rect(x: 0, y: 0, width: 60, height: 9), Rect(x: 0, y: 14, width: 60, height: 10),
            Rect(x: 0, y: 9, width: 20, height: 5),
        ]
        let request = LayoutEngine.Request(
            screenSize: screen, target: target, text: "Short", placement: .top, highlights: highlights)
        let layout = LayoutEngine.layout(request)
        #expect(layout.placement?.side == .right)
        #expect(!highlights.contains(where: layout.box.intersects))
        #expect(layout.highlights.count == 3)
        // Nowhere clear: the box goes where it would without highlights.
        let everywhere = LayoutEngine.Request(
            screenSize: screen, target: target, text: "Short", placement: .top,
            highlights: [Rect(x: 0, y: 0, width: 60, height: 24)])
        #expect(
            LayoutEngine.layout(everywhere).box
                == LayoutEngine.layout(
                    LayoutEngine.Request(screenSize: screen, target: target, text: "Short", placement: .top)
                ).box)
    }

    @Test func aHighlightOutOfViewIsLeftOutAndScrollsNothing() throws {
        let tutorial = Tutorial("out of view", screen: Fixtures.home) {
            Step("row", target: .listRow(list: "table", row: 0), text: "The first order")
                .highlighting(.listRow(list: "table", row: 19), .element("cart"))
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let presentation = try #require(session.presentation)
        #expect(presentation.highlights == [Fixtures.home.element(withID: "cart")?.frame])
        #expect(presentation.screen.lists[0].contentOffset == 0)
    }

    @Test func aMissingHighlightIsAnError() throws {
        let tutorial = Tutorial("missing", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search").highlighting(.element("crat"))
        }
        let session = try TutorialSession(tutorial: tutorial)
        #expect(throws: TargetResolutionError.self) { try session.start() }
    }
}
