import Testing
import TutorialFixtures
import TutorialKit
import TutorialKitTerminal

/// Layout options a tutorial and its steps set for themselves, over the host's.
@Suite struct LayoutOverridesTests {
    @Test func aStepsOptionsGoOverItsTutorialsWhichGoOverTheHosts() throws {
        let tutorial = Tutorial("options", screen: Fixtures.home) {
            Step("plain", target: .element("search"), text: "Search for a store near you, by name or street")
            Step("roomy", target: .element("search"), text: "Search for a store near you, by name or street")
                .layout(padding: 3, spotlightPadding: 0)
        }
        .layout(maximumTextWidth: 20, gap: 2)
        let session = try TutorialSession(
            tutorial: tutorial, layoutOptions: LayoutEngine.Options(maximumTextWidth: 40, padding: 2))
        try session.start()
        let plain = try #require(session.presentation?.layout)
        #expect(plain.content.contentWidth == 20, "the tutorial's width over the host's 40")
        #expect(plain.content.padding == 2, "the host's padding, which the tutorial leaves")
        #expect(plain.box.width == 20 + 2 * 3)
        #expect(plain.spotlightPadding == 1)
        try session.next()
        let roomy = try #require(session.presentation?.layout)
        #expect(roomy.content.padding == 3 && roomy.box.width == roomy.content.contentWidth + 2 * 4)
        #expect(roomy.spotlight == Fixtures.home.element(withID: "search")?.frame, "no spotlight padding")
        let gap = roomy.box.minY - 7
        #expect(roomy.placement?.side == .bottom && gap == 2)
    }

    @Test func overridesAreClampedAsTheOptionsAre() {
        let options = LayoutEngine.Options.standard.applying(
            .init(maximumTextWidth: Int.max, gap: Int.min, padding: 1_000, spotlightPadding: -4))
        #expect(options.padding == LayoutEngine.Options.largestPadding)
        #expect(options.spotlightPadding == 0)
        #expect(options.maximumTextWidth == InputLimits.maximumCoordinate)
        #expect(LayoutEngine.Options.Overrides.none.isEmpty)
    }

    @Test func theRendererWritesTheTextInsideThePaddingAndNoBorderWithoutSpotlightPadding() throws {
        let tutorial = Tutorial("options", screen: Fixtures.home) {
            Step("roomy", target: .element("search"), text: "Search").layout(padding: 3, spotlightPadding: 0)
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let presentation = try #require(session.presentation)
        let box = presentation.layout.box
        let lines = FrameRenderer().render(presentation)
        #expect(lines[box.minY + 1].dropFirst(box.minX).hasPrefix("│   Search"))
        #expect(!lines.joined().contains("╔"), "no spotlight border")
    }
}
