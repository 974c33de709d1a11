import Testing
import TutorialKit

/// A session of an app that draws in points: its steps are laid out in the app's units, and their
/// geometry is what the app draws.
@Suite struct SessionInPointsTests {
    /// Every character 8 points, a space 4: a stand-in for an app's font.
    struct EightPointFont: TextMeasurer {
        func advance(of run: Substring) -> Int { run.reduce(0) { $0 + ($1 == " " ? 4 : 8) } }
    }

    static let metrics = LayoutEngine.Metrics(
        measurer: EightPointFont(),
        chrome: StepLayout.BoxChrome(
            lineHeight: 20, border: 1, verticalPadding: 10, footerHeight: 30, footerSpacing: 6,
            buttonPadding: 10, buttonSpacing: 8, arrowLength: 8, arrowWidth: 14, cornerRadius: 8))

    static let phone = Screen(
        id: "parks", size: Size(width: 390, height: 844),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        elements: [Screen.Element(id: "search", frame: Rect(x: 16, y: 100, width: 358, height: 44))])

    @Test("a session lays its steps out in the host's units")
    func aSessionLaysOutInTheHostsUnits() throws {
        let tutorial = Tutorial("parks", screen: Self.phone) {
            Step("search", target: .element("search"), text: "Search parks by name or by town.")
                .placement(.bottom)
        }
        let options = LayoutEngine.Options(
            maximumTextWidth: 240, gap: 12, margin: 8, minimumNarrowedTextWidth: 120, padding: 14,
            spotlightPadding: 6)
        let session = try TutorialSession(
            tutorial: tutorial, layoutOptions: options, layoutMetrics: Self.metrics)
        try session.start()
        let layout = try #require(session.presentation?.layout)
        let geometry = layout.geometry(in: session.layoutMetrics)
        #expect(geometry.box.rect.minY == 144 + 12)
        // 26 characters of 8 points and 6 spaces of 4: one line of 232 points fits in 240.
        #expect(geometry.textLines.map(\.text) == ["Search parks by name or by town."])
        #expect(geometry.textLines.first?.frame.width == 8 * 26 + 4 * 6)
        #expect(geometry.textLines.first?.frame.height == 20)
        #expect(geometry.buttons.map(\.title.text) == ["Done"])
        #expect(geometry.buttons.first?.frame.height == 30)
        #expect(geometry.arrow?.tip.y == 144 + 4)
    }
}
