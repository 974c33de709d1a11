import ScreenFixtures
import Testing
import TutorialKitLayout
import TutorialKitModel

@Suite struct BuiltInTargetTests {
    @Test func rectTargetResolvesToItself() throws {
        var screen = Fixtures.home
        #expect(
            try RectTarget(Rect(x: 1, y: 2, width: 3, height: 4)).resolve(in: &screen)
                == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(screen == Fixtures.home)
    }

    @Test func elementTargetResolvesToTheElementsFrame() throws {
        var screen = Fixtures.home
        #expect(try ElementTarget("search").resolve(in: &screen) == Rect(x: 2, y: 4, width: 40, height: 3))
    }

    @Test func elementTargetCanNameAWholeList() throws {
        var screen = Fixtures.home
        #expect(try ElementTarget("table").resolve(in: &screen) == Rect(x: 0, y: 8, width: 60, height: 14))
    }

    @Test func noTargetResolvesToNothing() throws {
        var screen = Fixtures.home
        #expect(try NoTarget().resolve(in: &screen) == nil)
    }

    @Test func rowAlreadyVisibleDoesNotScroll() throws {
        var screen = Fixtures.home
        let frame = try ListRowTarget(list: "table", row: 2).resolve(in: &screen)
        #expect(frame == Rect(x: 0, y: 8 + 5, width: 60, height: 2))
        #expect(screen.lists[0].contentOffset == 0)
    }

    @Test func rowBelowTheFrameScrollsDownJustEnough() throws {
        var screen = Fixtures.home
        let frame = try ListRowTarget(list: "table", row: 10).resolve(in: &screen)
        // Row 10 spans content 21..<23; the 14-row frame must end at 23.
        #expect(screen.lists[0].contentOffset == 9)
        #expect(frame == Rect(x: 0, y: 20, width: 60, height: 2))
    }

    @Test func rowAboveTheFrameScrollsUpJustEnough() throws {
        var screen = Fixtures.home
        screen.lists[0].contentOffset = 30
        let frame = try ListRowTarget(list: "table", row: 5).resolve(in: &screen)
        #expect(screen.lists[0].contentOffset == 11)
        #expect(frame == Rect(x: 0, y: 8, width: 60, height: 2))
    }

    @Test func scrollingIsClampedToTheContent() throws {
        var screen = Fixtures.home
        _ = try ListRowTarget(list: "table", section: 1, row: 4).resolve(in: &screen)
        #expect(screen.lists[0].contentOffset == screen.lists[0].maximumContentOffset)
    }

    @Test func cellSubElementIsOffsetIntoTheScrolledRow() throws {
        var screen = Fixtures.home
        let frame = try ListRowTarget(list: "table", row: 10, element: "detail").resolve(in: &screen)
        #expect(frame == Rect(x: 1, y: 21, width: 30, height: 1))
    }

    @Test func rowInALaterSectionCountsHeadersAndEarlierRows() throws {
        var screen = Fixtures.home
        screen.lists[0].contentOffset = 35
        let frame = try ListRowTarget(list: "table", section: 1, row: 0, element: "title").resolve(
            in: &screen)
        #expect(frame == Rect(x: 1, y: 8 + 41 - 35, width: 30, height: 1))
        #expect(screen.lists[0].contentOffset == 35)
    }

    @Test func rowTallerThanTheListIsAlignedWithItsTopAndClipped() throws {
        var screen = Fixtures.home
        screen.lists[0].rowHeight = 20
        let frame = try ListRowTarget(list: "table", row: 1).resolve(in: &screen)
        #expect(screen.lists[0].contentOffset == 21)
        #expect(frame == Rect(x: 0, y: 8, width: 60, height: 14))
    }

    @Test func descriptionsReadAsNounPhrases() {
        #expect(
            ListRowTarget(list: "table", row: 10, element: "detail").description
                == "the detail label of row 10 in table")
        #expect(ListRowTarget(list: "table", section: 1, row: 2).description == "row 2 of section 1 in table")
        #expect(ElementTarget("search").description == "the element \"search\"")
    }

    @Test func builtInsAreReachableAsStaticMembers() {
        let step = Step("s", target: .listRow(list: "table", row: 10, element: "detail"), text: "t")
        #expect(step.target.isEqual(to: ListRowTarget(list: "table", row: 10, element: "detail")))
        #expect(!step.target.isEqual(to: ElementTarget("table")))
    }
}
