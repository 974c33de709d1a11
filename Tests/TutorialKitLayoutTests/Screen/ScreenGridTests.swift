import Testing
import TutorialKitLayout

/// Grids and carousels: where items lie, how far a target scrolls them, what is drawn.
@Suite struct ScreenGridTests {
    /// A 60×12 grid of 14×4 items, one apart: four columns fit.
    static let photos = Screen.Grid(
        id: "photos", frame: Rect(x: 0, y: 4, width: 60, height: 12), itemSize: Size(width: 14, height: 4),
        sections: [
            Screen.Grid.Section(items: 6, headerHeight: 1, title: "Today"), Screen.Grid.Section(items: 40),
        ],
        cell: [Screen.CellElement(id: "title", frame: Rect(x: 1, y: 1, width: 12, height: 1))],
        itemLabels: ["title": "IMG {section}-{item}"])

    static let carousel = Screen.Grid(
        id: "albums", frame: Rect(x: 0, y: 0, width: 40, height: 4), itemSize: Size(width: 12, height: 4),
        columnSpacing: 2, axis: .horizontal, sections: [Screen.Grid.Section(items: 9)])

    @Test func adaptiveColumnsAreAsManyAsFitAndFixedOnesAreKept() {
        #expect(Self.photos.columnCount == 4)
        var fixed = Self.photos
        fixed.columns = .fixed(3)
        #expect(fixed.columnCount == 3)
        fixed.columns = .fixed(0)
        #expect(fixed.columnCount == 1, "at least one column")
        var narrow = Self.photos
        narrow.frame.size.width = 5
        #expect(narrow.columnCount == 1, "an item wider than the frame still takes a column")
        #expect(Self.carousel.columnCount == 1)
    }

    @Test func itemsLieInRowsUnderTheirSectionsHeader() throws {
        let grid = Self.photos
        // Today: header row 4, items from row 5; 6 items in 2 rows of 4, one apart.
        #expect(
            grid.frame(of: Screen.ItemIndex(section: 0, item: 0)) == Rect(x: 0, y: 5, width: 14, height: 4))
        #expect(
            grid.frame(of: Screen.ItemIndex(section: 0, item: 5)) == Rect(x: 15, y: 10, width: 14, height: 4))
        // Earlier starts one row after Today's last row: 5 + 4 + 1 + 4 + 1.
        #expect(
            grid.frame(of: Screen.ItemIndex(section: 1, item: 0)) == Rect(x: 0, y: 15, width: 14, height: 4))
        #expect(grid.frame(of: Screen.ItemIndex(section: 1, item: 40)) == nil)
        #expect(grid.contentLength == 1 + 2 * 4 + 1 + 1 + 10 * 4 + 9)
        #expect(grid.label(ofCellElement: "title", at: Screen.ItemIndex(section: 1, item: 7)) == "IMG 1-7")
    }

    @Test func aTargetScrollsTheLeastThatShowsTheItem() throws {
        var screen = Screen(id: "gallery", size: Size(width: 60, height: 20), grids: [Self.photos])
        let visible = try #require(try GridItemTarget(grid: "photos", item: 1).resolve(in: &screen))
        #expect(screen.grids[0].contentOffset == 0, "already shown: no scroll")
        #expect(visible == Rect(x: 15, y: 5, width: 14, height: 4))
        let far = try #require(
            try GridItemTarget(grid: "photos", section: 1, item: 22, element: "title").resolve(in: &screen))
        // Row 5 of Earlier ends at content row 11 + 5 × 5 + 4 = 40; the frame is 12 rows tall.
        #expect(screen.grids[0].contentOffset == 40 - 12)
        #expect(far == Rect(x: 31, y: 4 + 12 - 4 + 1, width: 12, height: 1))
        // Back up: the item's top meets the frame's top.
        _ = try GridItemTarget(grid: "photos", section: 0, item: 4).resolve(in: &screen)
        #expect(screen.grids[0].contentOffset == 6)
    }

    @Test func aCarouselScrollsSideways() throws {
        var screen = Screen(id: "albums", size: Size(width: 40, height: 10), grids: [Self.carousel])
        #expect(Self.carousel.frame(of: Screen.ItemIndex(item: 2)) == Rect(x: 28, y: 0, width: 12, height: 4))
        let target = try #require(try GridItemTarget(grid: "albums", item: 6).resolve(in: &screen))
        // Item 6 spans content columns 84..<96; the frame shows 40.
        #expect(screen.grids[0].contentOffset == 96 - 40)
        #expect(target == Rect(x: 28, y: 0, width: 12, height: 4))
        #expect(Self.carousel.maximumContentOffset == 9 * 12 + 8 * 2 - 40)
    }

    @Test func missingPartsAreNamedWithWhatExists() {
        var screen = Screen(id: "gallery", size: Size(width: 60, height: 20), grids: [Self.photos])
        #expect(throws: TargetResolutionError.missingGrid("photo", screen: "gallery", available: ["photos"]))
        {
            try GridItemTarget(grid: "photo", item: 0).resolve(in: &screen)
        }
        #expect(
            throws: TargetResolutionError.missingItem(
                Screen.ItemIndex(section: 0, item: 6), grid: "photos", screen: "gallery", itemCount: 6)
        ) {
            try GridItemTarget(grid: "photos", item: 6).resolve(in: &screen)
        }
        #expect(
            TargetResolutionError.missingGridCellElement(
                "titel", grid: "photos", screen: "gallery", available: ["title"]
            )
            .description
                == #"no cell element "titel" in grid "photos" on screen "gallery"; did you mean "title"?; cell elements: "title""#
        )
    }

    @Test func aHostsExtremeValuesNeitherTrapNorOverflow() {
        let grid = Screen.Grid(
            id: "huge", frame: Rect(x: 0, y: 0, width: 10, height: 10),
            itemSize: Size(width: Int.max, height: Int.max),
            columnSpacing: Int.max, rowSpacing: Int.min, columns: .fixed(Int.max),
            sections: [Screen.Grid.Section(items: Int.max, headerHeight: Int.max)], contentOffset: Int.min)
        #expect(grid.columnCount == Int.max)
        #expect(grid.contentLength > 0)
        #expect(grid.contentOffset(revealing: Screen.ItemIndex(item: Int.max - 1)) >= 0)
        #expect(grid.parts(intersecting: grid.frame).count <= 1)
    }

    @Test func theDSLAndJSONSpellTheSameTarget() throws {
        let target: GridItemTarget = .gridItem(grid: "photos", section: 1, item: 3, element: "title")
        #expect(target == GridItemTarget(grid: "photos", section: 1, item: 3, element: "title"))
        #expect(target.description == "the title label of item 3 of section 1 in photos")
    }
}
