import ParkFinderCore
import Testing
import TutorialKit
import TutorialKitTerminal

/// What tutorials see is what the app drew: the screens come from the same layout as the drawing.
@Suite struct ParkFinderScreensTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 44, height: 20)])
    func elementsAreWhereTheAppDrawsThem(size: Size) throws {
        let layout = ParkFinderLayout(size: size)
        let state = ParkFinderState()
        let screen = ParkFinderScreens.list(state, layout)
        let lines = ParkFinderView.draw(state, layout).lines(colored: false)
        let search = try #require(screen.element(withID: "search")?.frame)
        #expect(lines[search.y].dropFirst(search.x).hasPrefix("┌"))
        let locate = try #require(screen.element(withID: "locate")?.frame)
        #expect(lines[locate.y + 1].contains("Locate me"))
        let list = try #require(screen.lists.first)
        #expect(list.sections[0].rows == ParkData.count)
        // The first row's name is on the list's first line.
        #expect(lines[list.frame.y].contains(ParkData.parks[0].name))
    }

    @Test func thePhotosAreWhereTheAppDrawsThemAndScrollSideways() throws {
        let layout = ParkFinderLayout(size: Size(width: 80, height: 24))
        var state = ParkFinderState()
        _ = state.handle(.enter, listRows: layout.listRows)
        _ = state.handle(.right, listRows: layout.listRows)
        #expect(state.photoOffset == 18, "one photo along")
        var screen = ParkFinderScreens.details(state, layout)
        #expect(screen.grids.first?.contentOffset == 18)
        let lines = ParkFinderView.draw(state, layout).lines(colored: false)
        let frame = try #require(
            try TargetResolution.resolve(GridItemTarget(grid: "photos", item: 2), in: &screen))
        #expect(lines[frame.y + 1].dropFirst(frame.x).hasPrefix("│ Photo 2"))
        #expect(!lines[frame.y + 1].contains("Photo 0"), "scrolled out of sight")
    }

    @Test func theListScreenHasTheRealScrollAndTheTargetResolves() throws {
        let layout = ParkFinderLayout(size: Size(width: 80, height: 24))
        var state = ParkFinderState()
        for _ in 0..<30 { _ = state.handle(.down, listRows: layout.listRows) }
        var screen = ParkFinderScreens.list(state, layout)
        #expect(screen.lists[0].contentOffset == state.firstRow * ParkFinderLayout.rowHeight)
        let frame = try TargetResolution.resolve(
            ListRowTarget(list: "parks", row: state.selected, element: "name"), in: &screen)
        let lines = ParkFinderView.draw(state, layout).lines(colored: false)
        let drawn = try #require(frame)
        #expect(lines[drawn.y].contains(state.parks[state.matches[state.selected]].name))
    }

    @Test func thePromptsChoicesAreElementsWhileItAsks() {
        let layout = ParkFinderLayout(size: Size(width: 80, height: 24))
        var state = ParkFinderState()
        #expect(ParkFinderScreens.list(state, layout).element(withID: "denied") == nil)
        _ = state.handle(.character("l"), listRows: layout.listRows)
        let screen = ParkFinderScreens.list(state, layout)
        let lines = ParkFinderView.draw(state, layout).lines(colored: false)
        for choice in LocationPermission.choices {
            let frame = screen.element(withID: choice.rawValue)?.frame
            #expect(frame.map { lines[$0.y].contains(choice.choiceTitle) } == true, "\(choice)")
        }
    }
}
