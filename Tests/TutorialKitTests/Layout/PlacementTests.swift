import Testing
import TutorialKit

@Suite struct PlacementTests {
    @Test func thereAreTwelveAnchoredPlacementsAndAuto() {
        #expect(AnchoredPlacement.allCases.count == 12)
        #expect(Set(AnchoredPlacement.allCases).count == 12)
        #expect(Placement.allCases.count == 13)
    }

    @Test(arguments: Placement.allCases)
    func namesRoundTrip(placement: Placement) {
        #expect(Placement(placement.description) == placement)
    }

    @Test(arguments: ["", "middle", "top-center", "bottom-", "left-start-end", "Top"])
    func unknownNamesAreRejected(name: String) {
        #expect(Placement(name) == nil)
    }

    @Test func flippedKeepsTheAlignment() {
        #expect(AnchoredPlacement(.top, .start).flipped == AnchoredPlacement(.bottom, .start))
        #expect(AnchoredPlacement(.left, .end).flipped == AnchoredPlacement(.right, .end))
    }
}
