extension Step {
    /// Where the host's answer to a button's request takes the tour: a permission prompt answered
    /// "allow once", "while using", "always" or "don't allow" leads to different steps.
    ///
    /// A button whose action is ``Step/Button/Action/request(_:)`` asks the host to act; the step
    /// stays until the host reports an outcome, then goes where ``on`` says for it, or where
    /// ``otherwise`` says for any other. With a ``timeout``, no outcome within it goes where the
    /// timeout says, or ends the run as failed (``Tutorial/FailureReason/outcomeNeverArrived``).
    public struct Outcomes: Hashable, Sendable {
        /// Each outcome named, as the host reports it (an event name), and where it leads, in the
        /// order written.
        public var on: [Step.Advance]
        /// Where an outcome ``on`` does not name leads: the following step by default.
        public var otherwise: Step.Button.Action
        /// How long to wait for an outcome, and where the tour goes when none comes; `nil` waits
        /// as long as it takes.
        public var timeout: Timeout?

        /// A wait for an outcome, bounded.
        public struct Timeout: Hashable, Sendable {
            /// How long to wait, in seconds.
            public var seconds: Double
            /// Where the tour goes when no outcome came in time; `nil` ends the run as failed: the
            /// outcome never arrived.
            public var action: Step.Button.Action?

            /// Waits `seconds`, then does `action`, or fails the run when `action` is `nil`.
            public init(seconds: Double, then action: Step.Button.Action? = nil) {
                self.seconds = seconds
                self.action = action
            }
        }

        /// Creates the outcomes of a step.
        public init(
            on: [Step.Advance] = [], otherwise: Step.Button.Action = .next, timeout: Timeout? = nil
        ) {
            self.on = on
            self.otherwise = otherwise
            self.timeout = timeout
        }

        /// Where `outcome` leads.
        public func action(for outcome: String) -> Step.Button.Action {
            on.first { $0.event == outcome }?.action ?? otherwise
        }

        /// Every way the outcomes lead, each once: the named ones in order, then the others', then
        /// the timeout's.
        public var actions: [Step.Button.Action] {
            // A set of those met, not a search of the list: a step may name many outcomes.
            var met: Set<Step.Button.Action> = []
            return (on.map(\.action) + [otherwise] + (timeout?.action.map { [$0] } ?? [])).filter {
                met.insert($0).inserted
            }
        }
    }
}
