extension LayoutEngine {
    /// The tunable numbers of the layout engine, in cells. Each stays within
    /// ±``InputLimits/maximumCoordinate`` (a value beyond is clamped into it), so no sum of the engine
    /// overflows whatever a host passes.
    public struct Options: Hashable, Sendable {
        /// The widest the text inside a box may be before it wraps.
        public var maximumTextWidth: Int {
            didSet { maximumTextWidth = Coordinate.clamped(maximumTextWidth) }
        }
        /// The cells between the target and the box; the arrow sits in the cell next to the box.
        public var gap: Int { didSet { gap = Coordinate.clamped(gap) } }
        /// Extra room kept free inside the safe area, on every edge.
        public var margin: Int { didSet { margin = Coordinate.clamped(margin) } }
        /// The narrowest the text may become when a box is narrowed to fit beside its target.
        public var minimumNarrowedTextWidth: Int {
            didSet { minimumNarrowedTextWidth = Coordinate.clamped(minimumNarrowedTextWidth) }
        }

        /// The default maximum text width.
        public static let defaultMaximumTextWidth = 36
        /// The default gap: one cell, for the arrow.
        public static let defaultGap = 1
        /// The default narrowing floor.
        public static let defaultMinimumNarrowedTextWidth = 12

        /// Creates options; every value has a default.
        public init(
            maximumTextWidth: Int = defaultMaximumTextWidth,
            gap: Int = defaultGap,
            margin: Int = 0,
            minimumNarrowedTextWidth: Int = defaultMinimumNarrowedTextWidth
        ) {
            self.maximumTextWidth = Coordinate.clamped(maximumTextWidth)
            self.gap = Coordinate.clamped(gap)
            self.margin = Coordinate.clamped(margin)
            self.minimumNarrowedTextWidth = Coordinate.clamped(minimumNarrowedTextWidth)
        }

        /// The defaults: text up to 36 cells, a 1-cell gap, no margin.
        public static let standard = LayoutEngine.Options()
    }
}
