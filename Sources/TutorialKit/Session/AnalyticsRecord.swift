import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TutorialSession.AnalyticsRecord {
    /// What caused a session input, for analytics.
    public enum Origin: String, Hashable, Sendable {
        /// A button on the step's box.
        case button
        /// A key press.
        case keyboard
        /// A call from the host app's code.
        case hostAPI
        /// A tap or click on the step's target.
        case pointer
    }
}

extension Step {
    /// How a step was left going forward.
    public enum Completion: String, Hashable, Sendable {
        /// Next, a branch, or the end of the tutorial.
        case advanced
        /// Skipped with "skip this step".
        case skipped
    }
}

extension TutorialSession {
    /// Something that happened in a session, as a host's analytics would log it: an analytics
    /// record. (An *event*, in TutorialKit, is always the host's: what the user did in the app,
    /// which rules count and steps may wait for.)
    public struct AnalyticsRecord: Hashable, Sendable {
        /// What happened.
        public enum Kind: Hashable, Sendable {
            /// The tutorial started.
            case started
            /// A step appeared.
            case stepShown(stepID: String, index: Int)
            /// A step was left going forward.
            case stepCompleted(stepID: String, index: Int, how: Step.Completion)
            /// A button asked the host to act (`location.request`); the step waits for its outcome.
            case hostActionRequested(stepID: String, action: String)
            /// The host answered a request with an outcome (`location.denied`), which leads on as the
            /// step's ``Step/outcomes`` say.
            case outcomeReported(stepID: String, action: String, outcome: String)
            /// No outcome came within the step's ``Step/Outcomes/timeout``.
            case outcomeTimedOut(stepID: String, action: String)
            /// A step could not be shown as written — its target was missing, or its screen or
            /// element never appeared in time — and was passed over, shown centred, or ended the
            /// tutorial, as its ``Step/MissingTarget`` or ``Step/WaitCondition`` says.
            case stepUnavailable(
                stepID: String, reason: Tutorial.FailureReason, handling: Step.MissingTarget.Fallback)
            /// The tutorial ended.
            case finished(TutorialSession.Outcome)
            /// The user went back from this step to the one before it.
            case wentBack(stepID: String, index: Int)
            /// The user pressed the button at `buttonIndex` of this step, which does `action`.
            case buttonPressed(stepID: String, index: Int, buttonIndex: Int, action: Step.Button.Action)
        }

        /// What happened.
        public var kind: Kind
        /// The tutorial's id.
        public var tutorialID: String
        /// What caused it.
        public var origin: TutorialSession.AnalyticsRecord.Origin
        /// When it happened, by the session's clock.
        public var date: Date
        /// For ``Kind/stepCompleted(stepID:index:how:)`` and ``Kind/finished(_:)``: the seconds spent on
        /// the step being left; `nil` otherwise.
        public var timeOnStep: TimeInterval?
        /// The variant of the tutorial's experiment the session shows, if any
        /// (``TutorialSession/variant``).
        public var variant: String?
        /// The session's id, the same on every record of one run (``TutorialSession/id``).
        public var sessionID: String?
        /// The tutorial's content version (``Tutorial/version``).
        public var contentVersion: Int?

        /// Creates a record.
        public init(
            kind: Kind, tutorialID: String, origin: TutorialSession.AnalyticsRecord.Origin, date: Date,
            timeOnStep: TimeInterval? = nil, variant: String? = nil, sessionID: String? = nil,
            contentVersion: Int? = nil
        ) {
            self.kind = kind
            self.tutorialID = tutorialID
            self.origin = origin
            self.date = date
            self.timeOnStep = timeOnStep
            self.variant = variant
            self.sessionID = sessionID
            self.contentVersion = contentVersion
        }
    }
}
