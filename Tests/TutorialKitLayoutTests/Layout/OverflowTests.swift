import Testing
import TutorialKitLayout

@Suite struct OverflowTests {
    let boundary = Rect(x: 0, y: 1, width: 60, height: 22)

    @Test func positivePastTheEdgeNegativeInside() {
        let overflow = Overflow(of: Rect(x: -2, y: 5, width: 10, height: 20), in: boundary)
        #expect([overflow.top, overflow.left, overflow.bottom, overflow.right] == [-4, 2, 2, -52])
        #expect(overflow.total == 4)
        #expect(overflow[.left] == 2)
    }

    @Test func fitsChecksBothEndsOfTheMainAxisOnly() {
        let wide = Overflow(of: Rect(x: -5, y: 2, width: 80, height: 3), in: boundary)
        #expect(wide.fitsMainAxis(of: .top))
        #expect(wide.fitsMainAxis(of: .bottom))
        #expect(!wide.fitsMainAxis(of: .left))
        #expect(!wide.fitsMainAxis(of: .right))
    }

    @Test func flushCountsAsFitting() {
        #expect(Overflow(of: boundary, in: boundary).fitsMainAxis(of: .bottom))
        #expect(Overflow(of: boundary, in: boundary).total == 0)
    }

    @Test func directionOfOverflow() {
        #expect(Overflow(of: Rect(x: 55, y: 20, width: 10, height: 5), in: boundary).isTowardsBottomOrRight)
        #expect(!Overflow(of: Rect(x: -1, y: 20, width: 10, height: 5), in: boundary).isTowardsBottomOrRight)
    }
}
