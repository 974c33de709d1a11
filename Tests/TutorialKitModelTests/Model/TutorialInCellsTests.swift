import Testing
import TutorialKitLayout
import TutorialKitModel

/// A tutorial on a screen in points as a terminal shows it: its screens, sizes and widths in cells.
@Suite struct TutorialInCellsTests {
    static let phone = Screen(
        id: "phone", size: Size(width: 390, height: 844), unit: .points,
        elements: [Screen.Element(id: "search", frame: Rect(x: 16, y: 55, width: 300, height: 44))])

    @Test("widths, gaps and content sizes in points become columns and rows")
    func stepsInCells() {
        var tutorial = Tutorial(
            id: "phone", steps: [Step("search", target: .element("search"), text: "Search")],
            screen: Self.phone)
        tutorial.layout = LayoutEngine.Options.Overrides(maximumTextWidth: 280, gap: 12, padding: 16)
        tutorial.steps[0].contentSize = Size(width: 200, height: 100)
        let cells = tutorial.inCells(.standard)
        #expect(cells.screen?.unit == .cells && cells.screen?.size == Size(width: 49, height: 53))
        #expect(cells.layout == LayoutEngine.Options.Overrides(maximumTextWidth: 35, gap: 2, padding: 2))
        #expect(cells.steps[0].contentSize == Size(width: 25, height: 6))
        #expect(tutorial.inCells(.one) == tutorial)
    }

    @Test("a host's overrides at the ends of Int scale without overflowing")
    func extremeOverrides() {
        var tutorial = Tutorial(
            id: "phone", steps: [Step("search", target: .element("search"), text: "Search")],
            screen: Self.phone)
        tutorial.layout = LayoutEngine.Options.Overrides(
            maximumTextWidth: .max, gap: .min, padding: .max, spotlightPadding: .min)
        let cells = tutorial.inCells(Screen.CellScale(pointsPerColumn: 3, pointsPerRow: 6))
        #expect(cells.layout.maximumTextWidth == (InputLimits.maximumCoordinate + 1) / 3)
        #expect(cells.layout.gap == 0)
        #expect(cells.layout.spotlightPadding == 0)
    }
}
