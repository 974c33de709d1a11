import Testing
import TutorialKitLayout

@Suite struct ArrowPlacementTests {
    let screen = Rect(x: 0, y: 0, width: 60, height: 24)
    let target = Rect(x: 20, y: 8, width: 10, height: 7)

    @Test(arguments: [
        (
            Placement.Side.bottom, Rect(x: 19, y: 16, width: 12, height: 3), Point(x: 24, y: 15),
            Arrow.Direction.up
        ),
        (.top, Rect(x: 19, y: 4, width: 12, height: 3), Point(x: 24, y: 7), .down),
        (.right, Rect(x: 31, y: 10, width: 12, height: 3), Point(x: 30, y: 11), .left),
        (.left, Rect(x: 7, y: 10, width: 12, height: 3), Point(x: 19, y: 11), .right),
    ])
    func arrowSitsInTheGapPointingAtTheTarget(
        side: Placement.Side, box: Rect, position: Point, direction: Arrow.Direction
    ) {
        #expect(
            ArrowPlacement.arrow(forBox: box, on: side, target: target, screen: screen)
                == Arrow(position: position, direction: direction))
    }

    @Test func arrowIsKeptOffTheBoxCorners() {
        // The box's edge without corners spans 29...38; the target's last column is 29.
        let box = Rect(x: 28, y: 16, width: 12, height: 3)
        #expect(
            ArrowPlacement.arrow(forBox: box, on: .bottom, target: target, screen: screen)?.position
                == Point(x: 29, y: 15))
        let pastTheCorner = Rect(x: 29, y: 16, width: 12, height: 3)
        #expect(
            ArrowPlacement.arrow(forBox: pastTheCorner, on: .bottom, target: target, screen: screen) == nil)
        let narrowTarget = Rect(x: 40, y: 8, width: 1, height: 1)
        #expect(ArrowPlacement.arrow(forBox: box, on: .bottom, target: narrowTarget, screen: screen) == nil)
    }

    @Test func arrowAimsAtTheVisiblePartOfTheTarget() {
        let partlyOff = Rect(x: -10, y: 8, width: 20, height: 2)
        let box = Rect(x: 0, y: 11, width: 12, height: 3)
        #expect(
            ArrowPlacement.arrow(forBox: box, on: .bottom, target: partlyOff, screen: screen)?.position.x == 4
        )
    }

    @Test func noArrowWhenTheBoxTouchesTheTarget() {
        let box = Rect(x: 19, y: 15, width: 12, height: 3)
        #expect(ArrowPlacement.arrow(forBox: box, on: .bottom, target: target, screen: screen) == nil)
    }
}
