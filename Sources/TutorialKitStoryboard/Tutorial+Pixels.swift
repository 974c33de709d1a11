import TutorialKit

extension Tutorial {
    /// The tutorial in pixels: a screen in cells made `scale` times larger (a cell a block of
    /// pixels), with the widths and sizes its steps give in cells; a screen in points is in pixels
    /// already, a point a pixel.
    func inPixels(_ scale: Screen.CellScale) -> Tutorial {
        guard screen?.unit != .points else { return self }
        var scaled = self
        scaled.screen = screen.map { $0.inPixels(scale) }
        scaled.layout = layout.inPixels(scale)
        scaled.steps = steps.map { step in
            var step = step
            step.screen = step.screen.map { $0.inPixels(scale) }
            if !step.layout.isEmpty { step.layout = step.layout.inPixels(scale) }
            if let size = step.contentSize {
                step.contentSize = Size(
                    width: min(size.width, 100_000) * scale.pointsPerColumn,
                    height: min(size.height, 100_000) * scale.pointsPerRow)
            }
            return step
        }
        return scaled
    }
}

extension LayoutEngine.Options.Overrides {
    fileprivate func inPixels(_ scale: Screen.CellScale) -> LayoutEngine.Options.Overrides {
        let across = scale.pointsPerColumn
        return LayoutEngine.Options.Overrides(
            maximumTextWidth: maximumTextWidth.map { min(max($0, 0), 100_000) * across },
            gap: gap.map { min(max($0, -100_000), 100_000) * across },
            padding: padding.map { min(max($0, 0), 100) * across },
            spotlightPadding: spotlightPadding.map { min(max($0, 0), 100) * across / 2 })
    }
}

extension Screen {
    /// The screen in points at `scale` points a cell; a screen in points as it is.
    fileprivate func inPixels(_ scale: Screen.CellScale) -> Screen {
        guard unit == .cells else { return self }
        let (across, down) = (scale.pointsPerColumn, scale.pointsPerRow)
        // A file's numbers reach 10⁹ and a list's content 2⁶⁰: products are kept within the model's
        // ranges, not let overflow.
        func times(_ value: Int, _ factor: Int, within limit: Int = InputLimits.maximumCoordinate) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            return overflow ? (value < 0 ? -limit : limit) : min(max(product, -limit), limit)
        }
        func rect(_ rect: Rect) -> Rect {
            Rect(
                x: times(rect.minX, across), y: times(rect.minY, down), width: times(rect.width, across),
                height: times(rect.height, down))
        }
        let content = 1 << 60
        func cells(_ elements: [Screen.CellElement]) -> [Screen.CellElement] {
            elements.map { Screen.CellElement(id: $0.id, frame: rect($0.frame)) }
        }
        var scaled = self
        scaled.unit = .points
        scaled.size = Size(width: times(size.width, across), height: times(size.height, down))
        scaled.safeArea = EdgeInsets(
            top: times(safeArea.top, down), left: times(safeArea.left, across),
            bottom: times(safeArea.bottom, down),
            right: times(safeArea.right, across))
        scaled.elements = elements.map { Screen.Element(id: $0.id, frame: rect($0.frame), label: $0.label) }
        scaled.lists = lists.map { list in
            var list = list
            list.frame = rect(list.frame)
            list.rowHeight = times(list.rowHeight, down)
            list.sections = list.sections.map { section in
                var section = section
                section.headerHeight = times(section.headerHeight, down)
                return section
            }
            list.cell = cells(list.cell)
            list.contentOffset = times(list.contentOffset, down, within: content)
            return list
        }
        scaled.grids = grids.map { grid in
            var grid = grid
            grid.frame = rect(grid.frame)
            grid.itemSize = Size(
                width: times(grid.itemSize.width, across), height: times(grid.itemSize.height, down))
            grid.columnSpacing = times(grid.columnSpacing, across)
            grid.rowSpacing = times(grid.rowSpacing, down)
            grid.sections = grid.sections.map { section in
                var section = section
                section.headerHeight = times(section.headerHeight, down)
                return section
            }
            grid.cell = cells(grid.cell)
            grid.contentOffset = times(
                grid.contentOffset, grid.axis == .vertical ? down : across, within: content)
            return grid
        }
        return scaled
    }
}
