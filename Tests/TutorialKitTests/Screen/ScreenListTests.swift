import Testing
import TutorialKit

@Suite struct ScreenListTests {
    var table: ScreenList {
        Fixtures.home.lists[0]
    }

    @Test func contentRunsSectionBySectionWithHeaders() {
        #expect(table.contentHeight == 1 + 40 + 10)
        #expect(table.contentY(of: RowIndex(section: 0, row: 0)) == 1)
        #expect(table.contentY(of: RowIndex(section: 1, row: 0)) == 41)
        #expect(table.maximumContentOffset == 51 - 14)
    }

    @Test func rowFrameFollowsTheContentOffset() {
        var list = table
        list.contentOffset = 5
        #expect(list.frame(of: RowIndex(row: 3)) == Rect(x: 0, y: 8 + 7 - 5, width: 60, height: 2))
    }

    @Test func missingRowsHaveNoFrameAndDoNotScroll() {
        #expect(table.frame(of: RowIndex(section: 7, row: 0)) == nil)
        #expect(table.contentY(of: RowIndex(section: 0, row: 20)) == nil)
        #expect(table.contentOffset(revealing: RowIndex(section: 9, row: 1)) == table.contentOffset)
    }

    @Test func rowLabelsFillInTheirPlaceholders() {
        #expect(table.label(ofCellElement: "title", at: RowIndex(section: 1, row: 4)) == "Order #4")
        #expect(table.label(ofCellElement: "missing", at: RowIndex(row: 4)) == nil)
    }

    @Test func containsOnlyExistingRows() {
        #expect(table.contains(RowIndex(section: 1, row: 4)))
        #expect(!table.contains(RowIndex(section: 1, row: 5)))
        #expect(!table.contains(RowIndex(section: 2, row: 0)))
        #expect(!table.contains(RowIndex(section: 0, row: -1)))
    }
}
