import Testing
import TutorialKitLayout

@Suite struct PlacementTests {
    @Test func thereAreTwelveAnchoredPlacementsAndAuto() {
        #expect(Placement.Anchored.allCases.count == 12)
        #expect(Set(Placement.Anchored.allCases).count == 12)
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
        #expect(Placement.Anchored(.top, .start).flipped == Placement.Anchored(.bottom, .start))
        #expect(Placement.Anchored(.left, .end).flipped == Placement.Anchored(.right, .end))
    }
}
