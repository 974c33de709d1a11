extension Tutorial {
    /// Why a run of a tutorial failed: something the tutorial needed from the host never came, so
    /// the user did not see it through. A failed run does not count as seen.
    public enum FailureReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A step's target was not on its screen (after any wait its policy allowed).
        case targetMissing
        /// The screen a step needs was never shown within its wait.
        case screenNeverAppeared
        /// The host never reported the outcome of the action a button asked for.
        case outcomeNeverArrived

        /// `target missing`, `screen never appeared`, `outcome never arrived`.
        public var description: String {
            switch self {
            case .targetMissing: "target missing"
            case .screenNeverAppeared: "screen never appeared"
            case .outcomeNeverArrived: "outcome never arrived"
            }
        }
    }
}
