extension Tutorial {
    /// How often a tutorial may be shown: not again within `minDaysBetween` days, and at most
    /// `maxShows` times within `windowDays` days (or ever, without a window).
    public struct DisplayFrequency: Hashable, Sendable {
        /// Days that must pass between two showings.
        public var minDaysBetween: Int?
        /// The most showings within the window.
        public var maxShows: Int?
        /// The window `maxShows` counts in, in days; `nil` counts all time.
        public var windowDays: Int?

        /// Creates a frequency cap.
        public init(minDaysBetween: Int? = nil, maxShows: Int? = nil, windowDays: Int? = nil) {
            self.minDaysBetween = minDaysBetween
            self.maxShows = maxShows
            self.windowDays = windowDays
        }
    }
}
