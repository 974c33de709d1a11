extension Screen {
    /// How many points a terminal cell stands for when a screen in points is shown in a terminal:
    /// a cell is about twice as tall as it is wide.
    public struct CellScale: Hashable, Sendable, CustomStringConvertible {
        /// Points across one column.
        public let pointsPerColumn: Int
        /// Points down one row.
        public let pointsPerRow: Int

        /// The scale of `pointsPerColumn`×`pointsPerRow` points a cell (each at least 1).
        public init(pointsPerColumn: Int, pointsPerRow: Int) {
            self.pointsPerColumn = min(max(1, pointsPerColumn), InputLimits.maximumCoordinate)
            self.pointsPerRow = min(max(1, pointsPerRow), InputLimits.maximumCoordinate)
        }

        /// One cell for one cell: a screen in cells as it is.
        public static let one = CellScale(pointsPerColumn: 1, pointsPerRow: 1)

        /// The scale a terminal shows points at when it has room: 8×16 points a cell, the
        /// proportions of a terminal's cell and near the size of an app's body text.
        public static let standard = CellScale(pointsPerColumn: 8, pointsPerRow: 16)

        /// `1 cell = 8×16 points`.
        public var description: String { "1 cell = \(pointsPerColumn)×\(pointsPerRow) points" }
    }

    /// The scale at which this screen is shown in a terminal: ``CellScale/one`` for a screen in
    /// cells; for one in points, ``CellScale/standard``, made coarser (keeping a cell twice as tall
    /// as wide) until the screen fits `room` cells when a terminal's size is given.
    public func cellScale(fitting room: Size? = nil) -> CellScale {
        guard unit == .points else { return .one }
        var columnPoints = CellScale.standard.pointsPerColumn
        if let room, room.width > 0, room.height > 0 {
            let across = Self.ceilingDivide(size.width, room.width)
            let down = Self.ceilingDivide(Self.ceilingDivide(size.height, room.height), 2)
            columnPoints = max(columnPoints, across, down)
        }
        return CellScale(pointsPerColumn: columnPoints, pointsPerRow: 2 * columnPoints)
    }

    /// This screen in terminal cells at `scale`: every frame covers the cells its points touch,
    /// every height and spacing is rounded to cells (a row at least one), and scroll offsets are
    /// kept within their content. A screen in cells is returned as it is.
    public func inCells(_ scale: CellScale) -> Screen {
        guard unit == .points else { return self }
        let (across, down) = (scale.pointsPerColumn, scale.pointsPerRow)
        func rect(_ rect: Rect) -> Rect {
            let minX = Self.floorDivide(rect.minX, across)
            let minY = Self.floorDivide(rect.minY, down)
            return Rect(
                x: minX, y: minY,
                width: max(1, Self.ceilingDivide(rect.maxX, across) - minX),
                height: max(1, Self.ceilingDivide(rect.maxY, down) - minY))
        }
        func cells(_ elements: [Screen.CellElement]) -> [Screen.CellElement] {
            elements.map { Screen.CellElement(id: $0.id, frame: rect($0.frame)) }
        }
        var scaled = self
        scaled.unit = .cells
        scaled.size = Size(
            width: max(1, Self.ceilingDivide(size.width, across)),
            height: max(1, Self.ceilingDivide(size.height, down)))
        scaled.safeArea = EdgeInsets(
            top: Self.ceilingDivide(safeArea.top, down), left: Self.ceilingDivide(safeArea.left, across),
            bottom: Self.ceilingDivide(safeArea.bottom, down),
            right: Self.ceilingDivide(safeArea.right, across))
        scaled.elements = elements.map { Screen.Element(id: $0.id, frame: rect($0.frame), label: $0.label) }
        scaled.lists = lists.map { list in
            var list = list
            list.frame = rect(list.frame)
            list.rowHeight = max(1, Self.roundDivide(list.rowHeight, down))
            list.sections = list.sections.map { section in
                var section = section
                section.headerHeight = Self.roundDivide(section.headerHeight, down)
                return section
            }
            list.cell = cells(list.cell)
            list.contentOffset = min(Self.roundDivide(list.contentOffset, down), list.maximumContentOffset)
            return list
        }
        scaled.grids = grids.map { grid in
            var grid = grid
            let along = grid.axis == .vertical ? down : across
            grid.frame = rect(grid.frame)
            grid.itemSize = Size(
                width: max(1, Self.roundDivide(grid.itemSize.width, across)),
                height: max(1, Self.roundDivide(grid.itemSize.height, down)))
            grid.columnSpacing = Self.roundDivide(grid.columnSpacing, across)
            grid.rowSpacing = Self.roundDivide(grid.rowSpacing, down)
            grid.sections = grid.sections.map { section in
                var section = section
                section.headerHeight = Self.roundDivide(section.headerHeight, down)
                return section
            }
            grid.cell = cells(grid.cell)
            grid.contentOffset = min(Self.roundDivide(grid.contentOffset, along), grid.maximumContentOffset)
            return grid
        }
        return scaled
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        ContentArithmetic.floorDivide(value, divisor)
    }

    private static func ceilingDivide(_ value: Int, _ divisor: Int) -> Int {
        -ContentArithmetic.floorDivide(-value, divisor)
    }

    private static func roundDivide(_ value: Int, _ divisor: Int) -> Int {
        floorDivide(value + divisor / 2, divisor)
    }
}
