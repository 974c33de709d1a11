import TutorialKitLayout

extension Tutorial {
    /// The scale a terminal shows this tutorial at: its screen's (``Screen/cellScale(fitting:)``),
    /// or ``Screen/CellScale/one`` when it has none or its screen is in cells.
    public func cellScale(fitting room: Size? = nil) -> Screen.CellScale {
        screen?.cellScale(fitting: room) ?? .one
    }

    /// The tutorial as a terminal shows it at `scale`: each screen in points in cells
    /// (``Screen/inCells(_:)``), and the sizes and widths its steps give in points — a host's
    /// content size, the layout's widths, gap and paddings — in columns and rows. A tutorial on
    /// screens in cells is returned as it is.
    public func inCells(_ scale: Screen.CellScale) -> Tutorial {
        guard scale != .one else { return self }
        var scaled = self
        scaled.screen = screen?.inCells(scale)
        scaled.layout = Self.overrides(layout, scale)
        scaled.steps = steps.map { step in
            var step = step
            step.screen = step.screen?.inCells(scale)
            if !step.layout.isEmpty { step.layout = Self.overrides(step.layout, scale) }
            if let size = step.contentSize {
                step.contentSize = Size(
                    width: Self.rounded(size.width, scale.pointsPerColumn, least: 1),
                    height: Self.rounded(size.height, scale.pointsPerRow, least: 1))
            }
            return step
        }
        return scaled
    }

    private static func overrides(_ overrides: LayoutEngine.Options.Overrides, _ scale: Screen.CellScale)
        -> LayoutEngine.Options.Overrides
    {
        let across = scale.pointsPerColumn
        return LayoutEngine.Options.Overrides(
            maximumTextWidth: overrides.maximumTextWidth.map { rounded($0, across, least: 1) },
            gap: overrides.gap.map { rounded($0, across, least: 0) },
            padding: overrides.padding.map { rounded($0, across, least: 0) },
            spotlightPadding: overrides.spotlightPadding.map { rounded($0, across, least: 0) })
    }

    /// `value` points in cells of `points` each, rounded to the nearest and at least `least`.
    private static func rounded(_ value: Int, _ points: Int, least: Int) -> Int {
        // A host's override may be any Int: it is brought into the model's range before adding.
        let limit = InputLimits.maximumCoordinate
        let kept = min(max(value, -limit), limit)
        return max(least, (kept + points / 2) / max(1, points))
    }
}
