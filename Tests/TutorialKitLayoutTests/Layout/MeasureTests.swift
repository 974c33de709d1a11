import Testing
import TutorialKitLayout

@Suite struct MeasureTests {
    @Test func contentWidthIsTheMaximumTextWidthOnAWideScreen() {
        let request = LayoutEngine.Request(screenSize: Size(width: 80, height: 24), target: nil, text: "Hi")
        #expect(Measure.preferredContentWidth(for: request) == 36)
    }

    @Test func contentWidthShrinksToTheBoundaryLessChrome() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 30, height: 24), safeArea: EdgeInsets(left: 2, right: 2), target: nil,
            text: "Hi")
        #expect(Measure.preferredContentWidth(for: request) == 22)
    }

    @Test func footerSetsTheMinimumWidth() {
        let footer = StepLayout.Footer(progress: "2 of 3", buttons: ["Back", "Next ›"])
        #expect(footer.width(in: .cells) == 6 + 2 + 8 + 2 + 10)
        let request = LayoutEngine.Request(
            screenSize: Size(width: 20, height: 24), target: nil, text: "Hi", footer: footer)
        #expect(Measure.minimumContentWidth(for: request) == 28)
        #expect(Measure.preferredContentWidth(for: request) == 28)
    }

    @Test func aLongTitleWidensTheBoxUpToTheBoundary() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 80, height: 24), target: nil, title: String(repeating: "T", count: 50),
            text: "Hi")
        #expect(Measure.preferredContentWidth(for: request) == 50)
        var narrow = request
        narrow.screenSize.width = 30
        #expect(Measure.preferredContentWidth(for: narrow) == 26)
        #expect(measuredContent(of: narrow, contentWidth: 26).titleLines.count == 2)
    }

    @Test func boxSizeIsContentPlusBorderAndPadding() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 80, height: 24), target: nil, title: "Search",
            text: "Find stores that deliver to your address.",
            footer: StepLayout.Footer(progress: "2 of 3", buttons: ["Next"]))
        let content = measuredContent(of: request, contentWidth: 36)
        #expect(content.titleLines == ["Search"])
        #expect(content.textLines == ["Find stores that deliver to your", "address."])
        #expect(content.size == Size(width: 40, height: 6))
    }

    @Test func boxWithoutTitleOrFooterIsBordersAndText() {
        let content = measuredContent(of: smallRequest(target: nil), contentWidth: 8)
        #expect(content.size == Size(width: 12, height: 3))
    }
}
