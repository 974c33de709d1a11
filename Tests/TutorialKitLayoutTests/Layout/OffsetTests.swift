import Testing
import TutorialKitLayout

@Suite struct OffsetTests {
    let target = Rect(x: 20, y: 8, width: 10, height: 7)
    let size = Size(width: 12, height: 3)

    @Test(arguments: [
        ("top", 19, 4), ("top-start", 20, 4), ("top-end", 18, 4),
        ("bottom", 19, 16), ("bottom-start", 20, 16), ("bottom-end", 18, 16),
        ("left", 7, 10), ("left-start", 7, 8), ("left-end", 7, 12),
        ("right", 31, 10), ("right-start", 31, 8), ("right-end", 31, 12),
    ])
    func boxSitsOutsideTheTargetAlignedOnTheCrossAxis(name: String, x: Int, y: Int) throws {
        let placement = try #require(Placement.Anchored(name))
        #expect(
            Offset.box(of: size, at: placement, around: target, gap: 1)
                == Rect(x: x, y: y, width: 12, height: 3))
    }

    @Test func centringRoundsTowardsTheLeadingEdgeOnBothSidesOfZero() {
        let odd = Offset.box(
            of: Size(width: 4, height: 1), at: Placement.Anchored(.bottom),
            around: Rect(x: 0, y: 0, width: 1, height: 1), gap: 1)
        #expect(odd.x == -2)
        let even = Offset.box(
            of: Size(width: 1, height: 1), at: Placement.Anchored(.bottom),
            around: Rect(x: 0, y: 0, width: 4, height: 1), gap: 1)
        #expect(even.x == 1)
    }

    @Test func gapSeparatesBoxAndTarget() {
        let box = Offset.box(of: size, at: Placement.Anchored(.bottom), around: target, gap: 3)
        #expect(box.minY == target.maxY + 3)
    }

    @Test(arguments: [(Placement.Side.top, 7), (.bottom, 8), (.left, 19), (.right, 29)])
    func roomOnEachSide(side: Placement.Side, room: Int) {
        #expect(
            Offset.room(on: side, around: target, in: Rect(x: 0, y: 0, width: 60, height: 24), gap: 1) == room
        )
    }
}
