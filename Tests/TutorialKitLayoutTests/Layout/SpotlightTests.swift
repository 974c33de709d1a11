import Testing
import TutorialKitLayout

@Suite struct SpotlightTests {
    let screen = Rect(x: 0, y: 0, width: 60, height: 24)

    @Test func spotlightGrowsTheTargetByOneCell() {
        #expect(
            Spotlight.rect(around: Rect(x: 2, y: 4, width: 40, height: 3), in: screen)
                == Rect(x: 1, y: 3, width: 42, height: 5))
    }

    @Test func spotlightIsClippedToTheScreen() {
        #expect(
            Spotlight.rect(around: Rect(x: 0, y: 0, width: 10, height: 2), in: screen)
                == Rect(x: 0, y: 0, width: 11, height: 3))
    }

    @Test func spotlightOfATargetOffScreenIsNil() {
        #expect(Spotlight.rect(around: Rect(x: 70, y: 0, width: 10, height: 2), in: screen) == nil)
    }
}
