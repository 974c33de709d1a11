import Testing
import TutorialKitLayout

/// A screen in points as a terminal shows it: scaled into cells, each frame covering the cells
/// its points touch; and a screen as large as a desktop, laid out in points.
@Suite struct ScreenInCellsTests {
    static let phone = Screen(
        id: "phone", size: Size(width: 390, height: 844), unit: .points,
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        elements: [Screen.Element(id: "search", frame: Rect(x: 16, y: 55, width: 300, height: 44))],
        lists: [
            Screen.List(
                id: "parks", frame: Rect(x: 0, y: 467, width: 390, height: 294), rowHeight: 64,
                sections: [Screen.Section(rows: 24, headerHeight: 36)], contentOffset: 100_000,
                cell: [Screen.CellElement(id: "name", frame: Rect(x: 16, y: 10, width: 260, height: 22))])
        ])

    @Test("a phone in points is shown at 8×16 points a cell, or coarser to fit a terminal")
    func cellScales() {
        #expect(Self.phone.cellScale() == .standard)
        #expect(Self.phone.cellScale().description == "1 cell = 8×16 points")
        // 24 rows hold 844 points at 36 a row: 18 points a column.
        #expect(
            Self.phone.cellScale(fitting: Size(width: 80, height: 24))
                == Screen.CellScale(pointsPerColumn: 18, pointsPerRow: 36))
        var cells = Self.phone
        cells.unit = .cells
        #expect(cells.cellScale(fitting: Size(width: 10, height: 10)) == .one)
        #expect(cells.inCells(.standard) == cells)
    }

    @Test("in cells, frames cover the cells their points touch, and lists stay scrollable within")
    func inCells() throws {
        let screen = Self.phone.inCells(.standard)
        #expect(screen.unit == .cells)
        #expect(screen.size == Size(width: 49, height: 53))
        #expect(screen.safeArea == EdgeInsets(top: 3, left: 0, bottom: 3, right: 0))
        // 16…316 across, 55…99 down: columns 2..<40, rows 3..<7.
        #expect(screen.elements[0].frame == Rect(x: 2, y: 3, width: 38, height: 4))
        let list = try #require(screen.lists.first)
        #expect(list.rowHeight == 4 && list.sections[0].headerHeight == 2)
        #expect(list.contentOffset == list.maximumContentOffset)
        #expect(list.cell[0].frame == Rect(x: 2, y: 0, width: 33, height: 2))
    }

    @Test("a 1366×1024-point screen and a 100,000×100,000 one lay out in points")
    func largeScreensLayOut() {
        for (size, target) in [
            (Size(width: 1366, height: 1024), Rect(x: 600, y: 40, width: 160, height: 44)),
            (Size(width: 100_000, height: 100_000), Rect(x: 99_000, y: 99_900, width: 500, height: 60)),
        ] {
            let request = LayoutEngine.Request(
                screenSize: size, target: target, title: "Search",
                text: "Find parks by name or by town.", footer: StepLayout.Footer(buttons: ["Next"]),
                options: .madeUpPoints, metrics: .madeUpPoints)
            let layout = LayoutEngine.layout(request)
            let geometry = layout.geometry(in: .madeUpPoints)
            #expect(request.screenBounds.contains(geometry.box.rect), "\(size)")
            #expect(!geometry.box.rect.intersects(target), "\(size)")
            #expect(geometry.arrow != nil, "\(size)")
        }
    }
}
