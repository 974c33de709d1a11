import Testing

@testable import TutorialKitLayout
@testable import TutorialKitText

@Suite struct NarrowingTests {
    let longText = "Your orders live here: tap one to see where it is and what is in it."

    @Test func sideBoxIsNarrowedToTheRoomBesideTheTarget() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 60, height: 24), target: Rect(x: 0, y: 5, width: 30, height: 3),
            text: longText,
            placement: .right)
        let layout = LayoutEngine.layout(request)
        #expect(layout.placement == Placement.Anchored(.right))
        #expect(layout.box.minX == 31)
        #expect(layout.box.maxX == 60)
        #expect(layout.content.contentWidth == 25)
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= 25 })
    }

    @Test func narrowingStopsAtTheMinimumWidthAndTheBoxFlips() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 60, height: 24), target: Rect(x: 0, y: 5, width: 46, height: 3),
            text: longText,
            placement: .right)
        let layout = LayoutEngine.layout(request)
        #expect(layout.placement?.side != .right)
        let measured = MeasuredStep(request)
        let size = Measure.size(of: request, measured, contentWidth: 36)
        #expect(Narrowing.size(of: request, measured, from: size, toFit: 13) == nil)
    }

    @Test func narrowingNeverGoesBelowTheFooter() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 60, height: 24), target: nil, text: longText,
            footer: StepLayout.Footer(progress: "1 of 9", buttons: ["Back", "Next"]))
        #expect(Narrowing.minimumWidth(for: request) == 6 + 2 + 8 + 2 + 8)
    }

    @Test func verticalSidesAreNotNarrowed() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 60, height: 24), target: Rect(x: 0, y: 0, width: 60, height: 20),
            text: longText,
            placement: .bottom)
        let measured = MeasuredStep(request)
        let size = Measure.size(of: request, measured, contentWidth: 36)
        let candidate = Flip.candidate(
            at: Placement.Anchored(.bottom), for: request, measured, size: size,
            target: Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(candidate.content == size)
    }
}
