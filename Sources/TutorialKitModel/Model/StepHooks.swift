extension Step {
    /// Code a host runs as a step comes and goes, as the TutorialKit talk's `willEnter`, `didEnter`,
    /// `willExit` and `didExit`.
    ///
    /// For a step the order is always willEnter, didEnter, willExit, didExit. Going from step A to B
    /// calls A's willExit and didExit, then B's willEnter and didEnter. Hooks run synchronously on
    /// the caller of the session's input (a host on the main actor can use `MainActor.assumeIsolated`).
    public struct Hooks: Sendable {
        /// A hook; it receives the id of its step.
        public typealias Hook = @Sendable (_ stepID: String) -> Void

        /// Runs before the step is shown (its target already resolved).
        public var willEnter: Hook?
        /// Runs once the step is shown.
        public var didEnter: Hook?
        /// Runs before the step is left.
        public var willExit: Hook?
        /// Runs once the step is left.
        public var didExit: Hook?

        /// Creates hooks; each is optional.
        public init(
            willEnter: Hook? = nil, didEnter: Hook? = nil, willExit: Hook? = nil, didExit: Hook? = nil
        ) {
            self.willEnter = willEnter
            self.didEnter = didEnter
            self.willExit = willExit
            self.didExit = didExit
        }

        /// No hooks.
        public static let none = Step.Hooks()

        /// Whether no hook is set.
        var isNone: Bool { willEnter == nil && didEnter == nil && willExit == nil && didExit == nil }
    }
}
