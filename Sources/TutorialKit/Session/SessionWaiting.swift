import TutorialKitModel
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TutorialSession {
    /// What a session waits for before it goes on, since when, and for how long at most: its
    /// ``TutorialSession/waiting``.
    ///
    /// A step waits before it shows (the session is ``State/waiting(stepIndex:)``) for its screen to
    /// be on display, for its `waitFor` element to appear, or for its target to be found on a screen
    /// the host reports. A step showing waits for the host's outcome of the request its button made
    /// (``TutorialSession/awaitedRequest``), and goes nowhere on Next, Skip or Back meanwhile.
    public struct Waiting: Hashable, Sendable, CustomStringConvertible {
        /// What the session waits for.
        public enum Reason: Hashable, Sendable {
            /// The screen with this id to be on display (``TutorialSession/screenAppeared(_:)``).
            case screen(String)
            /// The element with this id, the step's `waitFor`, to appear on its screen
            /// (``TutorialSession/elementAppeared(_:)``).
            case element(String)
            /// The step's target to be found on a screen the host reports
            /// (``TutorialSession/screenChanged(_:)``), as its ``Step/MissingTarget`` says to wait.
            case target
            /// The host's outcome of this request (``TutorialSession/outcomeReported(_:)``).
            case outcome(request: String)
        }

        /// The index of the step waiting: the one to show, or the one showing that made the request.
        public internal(set) var stepIndex: Int
        /// What it waits for now; a step waiting to show follows the host's reports (its screen
        /// came, so it waits for its element).
        public internal(set) var reason: TutorialSession.Waiting.Reason
        /// When the wait began. A step found still missing on the host's next report keeps
        /// waiting from then.
        public internal(set) var since: Date
        /// How long the wait lasts at most, in seconds from ``since``, before ``TutorialSession/tick()``
        /// gives up on it; `nil` when it lasts until the host reports what it waits for.
        public internal(set) var timeout: TimeInterval?
        /// Where the step stands on the way through the tutorial once shown, from 1.
        var position: Int
        /// What a step waiting to show does when the timeout passes; `nil` for an outcome, whose
        /// timeout goes where the step's ``Step/Outcomes/timeout`` says.
        var fallback: Step.MissingTarget.Fallback?

        /// `step 2 waits for screen "details"`, `step 2 waits for element "hours" · 5 s at most`,
        /// `step 3 waits for its target`, `step 1 waits for the outcome of "location.request"`. A step
        /// is counted from 1, as ``TutorialSession/State`` counts it; the date is left out, as
        /// a record's description leaves it. Control characters are shown as escapes.
        public var description: String {
            var text = "step \(TutorialSession.State.number(ofStepAt: stepIndex)) waits for "
            switch reason {
            case .screen(let id): text += "screen \"\(id)\""
            case .element(let id): text += "element \"\(id)\""
            case .target: text += "its target"
            case .outcome(let request): text += "the outcome of \"\(request)\""
            }
            if let timeout, let seconds = TutorialSession.AnalyticsRecord.seconds(timeout) {
                text += " · \(seconds) at most"
            }
            return TerminalSafeText.escaped(text)
        }
    }
}
