import TutorialKitText

extension TutorialSession {
    /// How a tutorial run ended.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// The user went through to the end.
        case completed
        /// The user skipped the rest of the tutorial at this step.
        case skipped(atStep: String)
        /// The user closed the tutorial at this step (Esc, `q`, or the host dismissed it).
        case dismissed(atStep: String)
        /// The run was left at this step without the user closing it: the host showed a screen
        /// the tutorial does not use, or said it was left (``TutorialSession/abandon(origin:)``).
        case abandoned(atStep: String)
        /// The run could not go on at this step: its target was missing, its screen never
        /// appeared, or the outcome of its request never arrived.
        case failed(atStep: String, reason: Tutorial.FailureReason)

        /// `completed`, `skipped at "detail"`, `failed at "detail": target missing`, …, control
        /// characters in a step's id shown as escapes.
        public var description: String {
            switch self {
            case .completed: "completed"
            case .skipped(let step): "skipped at \"\(TerminalSafeText.escaped(step))\""
            case .dismissed(let step): "dismissed at \"\(TerminalSafeText.escaped(step))\""
            case .abandoned(let step): "abandoned at \"\(TerminalSafeText.escaped(step))\""
            case .failed(let step, let reason): "failed at \"\(TerminalSafeText.escaped(step))\": \(reason)"
            }
        }
    }
}

extension TutorialSession {
    /// Where a session is: the states of the tutorial state machine.
    public enum State: Hashable, Sendable, CustomStringConvertible {
        /// Not started yet.
        case idle
        /// Waiting for the host to report the screen or element the step at this index needs, or
        /// a screen with its target (``TutorialSession/waiting`` says which, and since when).
        case waiting(stepIndex: Int)
        /// Showing the step at this index.
        case showing(stepIndex: Int)
        /// Ended.
        case finished(TutorialSession.Outcome)

        /// `idle`, `waiting for step 3`, `showing step 2`, `finished: completed`,
        /// `finished: skipped at "detail"`. A step is counted from 1, as its progress ("2 of 5")
        /// counts it: `showing step 2` is ``showing(stepIndex:)`` 1.
        public var description: String {
            switch self {
            case .idle: "idle"
            case .waiting(let index): "waiting for step \(Self.number(ofStepAt: index))"
            case .showing(let index): "showing step \(Self.number(ofStepAt: index))"
            case .finished(let outcome): "finished: \(outcome)"
            }
        }

        /// The step's number, from 1, for its index. A hand-made state may say `Int.max`: the
        /// number stays there rather than overflowing.
        static func number(ofStepAt index: Int) -> Int {
            index == .max ? index : index + 1
        }
    }
}
