import Testing
import TutorialKitLayout

@Suite struct ShiftTests {
    let boundary = Rect(x: 0, y: 1, width: 60, height: 22)

    @Test func boxSlidesBackInsideTheBoundary() {
        let box = Rect(x: 51, y: 8, width: 12, height: 3)
        #expect(
            Shift.apply(
                to: box, on: .bottom, target: Rect(x: 55, y: 5, width: 4, height: 2), boundary: boundary
            ).x == 48)
    }

    @Test func sideBoxesSlideVertically() {
        let box = Rect(x: 10, y: 20, width: 12, height: 5)
        #expect(
            Shift.apply(
                to: box, on: .right, target: Rect(x: 2, y: 20, width: 7, height: 2), boundary: boundary
            ).y == 18)
    }

    @Test func boxInsideIsLeftAlone() {
        let box = Rect(x: 10, y: 8, width: 12, height: 3)
        #expect(
            Shift.apply(
                to: box, on: .top, target: Rect(x: 12, y: 12, width: 4, height: 2), boundary: boundary) == box
        )
    }

    @Test func shiftKeepsOneCellInCommonWithTheTarget() {
        // The box wants to sit at x 20; the target ends at 5, so the box may not start past 4.
        let box = Rect(x: 20, y: 8, width: 12, height: 3)
        #expect(
            Shift.apply(
                to: box, on: .bottom, target: Rect(x: 2, y: 5, width: 3, height: 2), boundary: boundary
            ).x == 4)
    }

    @Test func boundaryWinsOverTheTargetLimit() {
        let safe = Rect(x: 10, y: 0, width: 50, height: 24)
        let box = Rect(x: -4, y: 8, width: 12, height: 3)
        #expect(
            Shift.apply(to: box, on: .bottom, target: Rect(x: 0, y: 5, width: 4, height: 2), boundary: safe).x
                == 10)
    }

    @Test func largerThanTheBoundaryKeepsTheLeadingEdge() {
        let box = Rect(x: -10, y: 8, width: 80, height: 3)
        #expect(
            Shift.apply(
                to: box, on: .bottom, target: Rect(x: 30, y: 5, width: 4, height: 2), boundary: boundary
            ).x == 0)
    }
}
