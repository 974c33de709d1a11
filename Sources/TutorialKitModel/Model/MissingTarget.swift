extension Step {
    /// What a session does when a step's target cannot be found on its screen (an element the host
    /// removed, a row beyond the end of a list): set per tutorial (``Tutorial/onMissingTarget``) and
    /// per step (``Step/onMissingTarget``), the step's winning.
    ///
    /// Without a policy, the input that went to the step throws the target's resolution error and
    /// the session stays where it was: the host decides.
    public struct MissingTarget: Hashable, Sendable {
        /// What happens to the step once its target is found missing, after any wait.
        public enum Fallback: String, Hashable, Sendable, CaseIterable {
            /// The step is passed over; the tutorial goes on with the following step.
            case skip
            /// The tutorial ends, recorded as failed: its target was missing.
            case end
            /// The step shows with its box centred and no arrow.
            case centre
        }

        /// How long to wait for the host to report a screen on which the target is found, in
        /// seconds; `nil` does not wait.
        public var waitSeconds: Double?
        /// What happens when the target is missing (after the wait).
        public var fallback: Fallback

        /// Waits `waitSeconds` (none by default), then does `fallback`.
        public init(waitSeconds: Double? = nil, then fallback: Fallback) {
            self.waitSeconds = waitSeconds
            self.fallback = fallback
        }

        /// The step is passed over at once.
        public static let skip = Step.MissingTarget(then: .skip)
        /// The tutorial ends at once, as failed.
        public static let end = Step.MissingTarget(then: .end)
        /// The step shows centred, without an arrow.
        public static let centre = Step.MissingTarget(then: .centre)

        /// Waits up to `seconds` for the target, then does `fallback`.
        public static func wait(seconds: Double, then fallback: Fallback) -> Step.MissingTarget {
            Step.MissingTarget(waitSeconds: seconds, then: fallback)
        }
    }
}
