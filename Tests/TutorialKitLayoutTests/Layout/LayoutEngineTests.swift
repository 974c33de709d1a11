import Testing
import TutorialKitLayout

@Suite struct LayoutEngineTests {
    let target = Rect(x: 20, y: 8, width: 10, height: 7)

    @Test(arguments: [
        (
            "top", Rect(x: 19, y: 4, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 7), direction: .down)
        ),
        (
            "top-start", Rect(x: 20, y: 4, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 7), direction: .down)
        ),
        (
            "top-end", Rect(x: 18, y: 4, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 7), direction: .down)
        ),
        (
            "bottom", Rect(x: 19, y: 16, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 15), direction: .up)
        ),
        (
            "bottom-start", Rect(x: 20, y: 16, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 15), direction: .up)
        ),
        (
            "bottom-end", Rect(x: 18, y: 16, width: 12, height: 3),
            Arrow(position: Point(x: 24, y: 15), direction: .up)
        ),
        (
            "left", Rect(x: 7, y: 10, width: 12, height: 3),
            Arrow(position: Point(x: 19, y: 11), direction: .right)
        ),
        (
            "left-start", Rect(x: 7, y: 8, width: 12, height: 3),
            Arrow(position: Point(x: 19, y: 9), direction: .right)
        ),
        (
            "left-end", Rect(x: 7, y: 12, width: 12, height: 3),
            Arrow(position: Point(x: 19, y: 13), direction: .right)
        ),
        (
            "right", Rect(x: 31, y: 10, width: 12, height: 3),
            Arrow(position: Point(x: 30, y: 11), direction: .left)
        ),
        (
            "right-start", Rect(x: 31, y: 8, width: 12, height: 3),
            Arrow(position: Point(x: 30, y: 9), direction: .left)
        ),
        (
            "right-end", Rect(x: 31, y: 12, width: 12, height: 3),
            Arrow(position: Point(x: 30, y: 13), direction: .left)
        ),
    ])
    func eachPlacementWithRoomIsKept(name: String, box: Rect, arrow: Arrow) throws {
        let placement = try #require(Placement(name))
        let layout = LayoutEngine.layout(smallRequest(target: target, placement: placement))
        #expect(layout.placement?.description == name)
        #expect(layout.box == box)
        #expect(layout.arrow == arrow)
        #expect(layout.spotlight == Rect(x: 19, y: 7, width: 12, height: 9))
        #expect(layout.fallback == nil)
        #expect(layout.lines == ["Tap here"])
    }

    @Test func autoPicksTheRoomiestSide() {
        let layout = LayoutEngine.layout(smallRequest(target: Rect(x: 2, y: 18, width: 10, height: 3)))
        #expect(layout.placement == Placement.Anchored(.top))
        #expect(layout.box == Rect(x: 1, y: 14, width: 12, height: 3))
        #expect(layout.arrow == Arrow(position: Point(x: 6, y: 17), direction: .down))
    }

    @Test func flipsAndShiftsNearACorner() {
        let layout = LayoutEngine.layout(
            smallRequest(target: Rect(x: 55, y: 1, width: 4, height: 2), placement: .top))
        #expect(layout.placement == Placement.Anchored(.bottom))
        #expect(layout.box == Rect(x: 48, y: 4, width: 12, height: 3))
        #expect(layout.arrow == Arrow(position: Point(x: 56, y: 3), direction: .up))
    }

    @Test func safeAreaKeepsTheBoxOutOfSystemBars() {
        let request = smallRequest(
            target: Rect(x: 20, y: 2, width: 10, height: 2), placement: .top,
            safeArea: EdgeInsets(top: 1, bottom: 1))
        let layout = LayoutEngine.layout(request)
        #expect(layout.placement == Placement.Anchored(.bottom))
        #expect(layout.box.minY == 5)
    }

    @Test func nothingFitsCentresTheBoxOverTheTargetWithoutArrow() {
        let whole = Rect(x: 0, y: 0, width: 60, height: 24)
        let layout = LayoutEngine.layout(smallRequest(target: whole, placement: .left))
        #expect(layout.fallback == .nothingFits)
        #expect(layout.box == Rect(x: 24, y: 10, width: 12, height: 3))
        #expect(layout.arrow == nil)
        #expect(layout.spotlight == whole)
        #expect(layout.placement != nil)
    }

    @Test func noTargetCentresWithoutArrowOrSpotlight() {
        let layout = LayoutEngine.layout(smallRequest(target: nil, screen: Size(width: 61, height: 24)))
        #expect(layout.fallback == .noTarget)
        #expect(layout.box == Rect(x: 24, y: 10, width: 12, height: 3))
        #expect(layout.arrow == nil)
        #expect(layout.spotlight == nil)
        #expect(layout.placement == nil)
    }

    @Test func boxTallerThanTheScreenIsCutAndKeepsItsFooter() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 20, height: 8), target: nil,
            text: String(repeating: "A rather long text that needs many lines. ", count: 3),
            footer: StepLayout.Footer(progress: "1 of 2", buttons: ["Next"]))
        let layout = LayoutEngine.layout(request)
        // 8 rows: the borders, the footer and five of the text's lines, the fifth marked as cut.
        #expect(layout.box == Rect(x: 0, y: 0, width: 20, height: 8))
        #expect(layout.content.isCut)
        #expect(layout.content.allTextLines.count > 5)
        #expect(
            layout.content.textLines == [
                "A rather long", "text that needs", "many lines. A", "rather long text", "that needs many…",
            ])
        // Scrolled to the end, the first line shown says there is more above, the last none below.
        let end = layout.content.scrollingText(by: 100)
        #expect(end.textLines.first?.first == "…")
        #expect(end.textLines.last == layout.content.allTextLines.last)
        #expect(end.size == layout.content.size)
        #expect(end.scrollingText(by: -100).textLines == layout.content.textLines)
    }

    @Test func sameRequestSameLayout() {
        let request = smallRequest(target: target, placement: .rightEnd)
        #expect(LayoutEngine.layout(request) == LayoutEngine.layout(request))
    }
}
