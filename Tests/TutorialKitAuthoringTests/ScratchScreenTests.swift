import ScreenFixtures
import Testing
import TutorialKitLayout

@testable import TutorialKitAuthoring

/// The checks resolve every target against one scratch screen: each must resolve as it would on
/// the screen as its file has it, whatever the targets before it scrolled.
@Suite struct ScratchScreenTests {
    /// A host's kind that scrolls every list and moves every element as it resolves.
    struct Shaker: Target {
        func resolve(in screen: inout Screen) throws -> Rect? {
            for index in screen.lists.indices { screen.lists[index].contentOffset = 7 }
            for index in screen.elements.indices { screen.elements[index].frame.x += 3 }
            return Rect(x: 0, y: 0, width: 1, height: 1)
        }
        var description: String { "a shaker" }
    }

    func fresh(_ target: any Target) throws -> Rect? {
        var screen = Fixtures.home
        return try TargetResolution.resolve(target, in: &screen)
    }

    @Test func eachTargetResolvesAsOnTheScreenInItsFile() throws {
        let targets: [any Target] = [
            ListRowTarget(list: "table", row: 19, element: "detail"), ListRowTarget(list: "table", row: 0),
            Shaker(), ElementTarget("search"), ListRowTarget(list: "table", section: 1, row: 4),
            ListRowTarget(list: "table", row: 2, element: "title"),
        ]
        var scratch = ScratchScreen(Fixtures.home)
        for target in targets {
            #expect(try scratch.resolve(target) == fresh(target), "\(target)")
        }
    }

    @Test func aMissingPartIsTheSameErrorAndLeavesTheScreenAsItWas() throws {
        var scratch = ScratchScreen(Fixtures.home)
        #expect(throws: TargetResolutionError.self) {
            try scratch.resolve(ListRowTarget(list: "table", row: 99))
        }
        let row = ListRowTarget(list: "table", row: 12)
        #expect(try scratch.resolve(row) == fresh(row))
    }
}
