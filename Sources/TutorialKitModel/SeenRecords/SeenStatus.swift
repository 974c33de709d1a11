extension SeenRecord {
    /// Where a user got to with a tutorial.
    public enum Status: String, Hashable, Sendable, CaseIterable, Codable {
        /// Started and not finished (the app may have quit).
        case inProgress
        /// Gone through to the end.
        case completed
        /// Skipped (``SeenRecord/lastStep`` says where).
        case skipped
        /// Closed before the end.
        case dismissed

        /// Whether this status means the user has seen the tutorial.
        public var countsAsSeen: Bool { self != .inProgress }
    }
}
