extension SeenRecord {
    /// Where a user got to with a tutorial.
    public enum Status: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
        /// Started and not finished (the app may have quit).
        case inProgress
        /// Gone through to the end.
        case completed
        /// Skipped (``SeenRecord/lastStep`` says where).
        case skipped
        /// Closed before the end.
        case dismissed
        /// Left mid-run without the user closing it: the host went to a screen the tutorial does
        /// not use, or said so (``SeenRecord/lastStep`` says where). Not seen: it resumes there.
        case abandoned
        /// Ended because something it needed never came (``SeenRecord/failure`` says what). Not
        /// seen, so a broken tutorial does not silence itself: it shows again from the start.
        case failed

        /// Whether this status means the user has seen the tutorial: completed, skipped or
        /// dismissed.
        public var countsAsSeen: Bool {
            switch self {
            case .completed, .skipped, .dismissed: true
            case .inProgress, .abandoned, .failed: false
            }
        }

        /// Whether a run left with this status may resume at its last step: in progress (the app
        /// quit) or abandoned.
        public var resumes: Bool { self == .inProgress || self == .abandoned }

        /// The name the seen-state file writes: `completed`, `inProgress`.
        public var description: String { rawValue }
    }
}
