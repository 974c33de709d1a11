extension LayoutEngine {
    /// The tunable numbers of the layout engine, in the request's units (cells unless its metrics
    /// say otherwise). Each stays within
    /// ±``InputLimits/maximumCoordinate`` (a value beyond is clamped into it), so no sum of the engine
    /// overflows whatever a host passes.
    public struct Options: Hashable, Sendable {
        /// The widest the text inside a box may be before it wraps.
        public var maximumTextWidth: Int {
            didSet { maximumTextWidth = Coordinate.clamped(maximumTextWidth) }
        }
        /// The room between the target and the box, where the arrow sits (one cell by default).
        public var gap: Int { didSet { gap = Coordinate.clamped(gap) } }
        /// Extra room kept free inside the safe area, on every edge.
        public var margin: Int { didSet { margin = Coordinate.clamped(margin) } }
        /// The narrowest the text may become when a box is narrowed to fit beside its target.
        public var minimumNarrowedTextWidth: Int {
            didSet { minimumNarrowedTextWidth = Coordinate.clamped(minimumNarrowedTextWidth) }
        }
        /// The columns between the box's border and its text, on the left and on the right
        /// (0…``largestPadding``).
        public var padding: Int { didSet { padding = Self.paddingClamped(padding) } }
        /// The cells the spotlight extends beyond the target on each side, room for its border
        /// (0…``largestPadding``; with 0 it has no border).
        public var spotlightPadding: Int {
            didSet { spotlightPadding = Self.paddingClamped(spotlightPadding) }
        }

        /// The most either padding may be: 200, room enough in points on a desktop window.
        public static let largestPadding = 200
        /// The largest gap a file may ask for: 1,000, a desktop window's worth of points.
        public static let largestGap = 1000

        private static func paddingClamped(_ value: Int) -> Int { min(max(value, 0), largestPadding) }

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
            minimumNarrowedTextWidth: Int = defaultMinimumNarrowedTextWidth,
            padding: Int = 1,
            spotlightPadding: Int = 1
        ) {
            self.maximumTextWidth = Coordinate.clamped(maximumTextWidth)
            self.gap = Coordinate.clamped(gap)
            self.margin = Coordinate.clamped(margin)
            self.minimumNarrowedTextWidth = Coordinate.clamped(minimumNarrowedTextWidth)
            self.padding = Self.paddingClamped(padding)
            self.spotlightPadding = Self.paddingClamped(spotlightPadding)
        }

        /// What a tutorial or one of its steps changes of the options; `nil` leaves a value as it is.
        public struct Overrides: Hashable, Sendable {
            /// ``Options/maximumTextWidth``.
            public var maximumTextWidth: Int?
            /// ``Options/gap``.
            public var gap: Int?
            /// ``Options/padding``.
            public var padding: Int?
            /// ``Options/spotlightPadding``.
            public var spotlightPadding: Int?

            /// Overrides of the values given.
            public init(
                maximumTextWidth: Int? = nil, gap: Int? = nil, padding: Int? = nil,
                spotlightPadding: Int? = nil
            ) {
                self.maximumTextWidth = maximumTextWidth
                self.gap = gap
                self.padding = padding
                self.spotlightPadding = spotlightPadding
            }

            /// No overrides.
            public static let none = Overrides()

            /// Whether it changes nothing.
            public var isEmpty: Bool { self == .none }
        }

        /// These options with `overrides` applied (each value clamped as its property clamps it).
        public func applying(_ overrides: Overrides) -> Options {
            var options = self
            if let width = overrides.maximumTextWidth { options.maximumTextWidth = width }
            if let gap = overrides.gap { options.gap = gap }
            if let padding = overrides.padding { options.padding = padding }
            if let padding = overrides.spotlightPadding { options.spotlightPadding = padding }
            return options
        }

        /// The defaults: text up to 36 cells, a 1-cell gap, no margin.
        public static let standard = LayoutEngine.Options()
    }
}
