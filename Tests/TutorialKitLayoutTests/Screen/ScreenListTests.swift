import ScreenFixtures
import Testing
import TutorialKitLayout

@Suite struct ScreenListTests {
    var table: Screen.List {
        Fixtures.home.lists[0]
    }

    @Test func contentRunsSectionBySectionWithHeaders() {
        #expect(table.contentHeight == 1 + 40 + 10)
        #expect(table.contentY(of: Screen.RowIndex(section: 0, row: 0)) == 1)
        #expect(table.contentY(of: Screen.RowIndex(section: 1, row: 0)) == 41)
        #expect(table.maximumContentOffset == 51 - 14)
    }

    @Test func rowFrameFollowsTheContentOffset() {
        var list = table
        list.contentOffset = 5
        #expect(list.frame(of: Screen.RowIndex(row: 3)) == Rect(x: 0, y: 8 + 7 - 5, width: 60, height: 2))
    }

    @Test func missingRowsHaveNoFrameAndDoNotScroll() {
        #expect(table.frame(of: Screen.RowIndex(section: 7, row: 0)) == nil)
        #expect(table.contentY(of: Screen.RowIndex(section: 0, row: 20)) == nil)
        #expect(table.contentOffset(revealing: Screen.RowIndex(section: 9, row: 1)) == table.contentOffset)
    }

    @Test func rowLabelsFillInTheirPlaceholders() {
        #expect(table.label(ofCellElement: "title", at: Screen.RowIndex(section: 1, row: 4)) == "Order #4")
        #expect(table.label(ofCellElement: "missing", at: Screen.RowIndex(row: 4)) == nil)
    }

    @Test func containsOnlyExistingRows() {
        #expect(table.contains(Screen.RowIndex(section: 1, row: 4)))
        #expect(!table.contains(Screen.RowIndex(section: 1, row: 5)))
        #expect(!table.contains(Screen.RowIndex(section: 2, row: 0)))
        #expect(!table.contains(Screen.RowIndex(section: 0, row: -1)))
    }
}
