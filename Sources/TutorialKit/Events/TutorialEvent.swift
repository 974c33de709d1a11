import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line of a tutorial event log: a session's event, an experiment's assignment or a host's
/// event, in a versioned shape (``format``, schema `tutorialkit schema event`) that
/// `tutorialkit report` turns into a funnel and an experiment's result, and that
/// `Analytics/report.sql` reads on a warehouse.
///
/// ```json
/// {"format":1,"time":"2026-11-27T09:30:00.250Z","user":"u-81","session":"3f0c…","tutorial":"first-launch","contentVersion":2,"bundleVersion":7,"variant":"short","kind":"shown","step":"search","index":1}
/// ```
public struct TutorialEvent: Hashable, Sendable {
    /// The version of the line's shape this library writes, and the newest it reads.
    public static let format = 1

    /// What happened.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The user was placed in a side of the tutorial's experiment (`variant`, `control` for
        /// the control group, who are shown nothing): the first time this run of the app asked.
        case assigned
        /// A run of the tutorial started (`step` is where: its first step, or where it resumed).
        case started
        /// A step appeared.
        case shown
        /// A step was left going forward (`timeOnStep`).
        case advanced
        /// A step was skipped with "skip this step" (`timeOnStep`).
        case stepSkipped
        /// The user went back from a step (`timeOnStep`).
        case back
        /// A button was pressed (`button`: its place from 0; `action`: what it does).
        case button
        /// A step asked the host to act (`action`).
        case requested
        /// The host answered a request (`action`, `outcome`).
        case outcome
        /// No answer came in time (`action`).
        case outcomeTimedOut
        /// A step could not be shown as written (`reason`, `handling`).
        case unavailable
        /// The run ended: gone through to the end.
        case completed
        /// The run ended: skipped at `step`.
        case skipped
        /// The run ended: closed at `step`.
        case dismissed
        /// The run ended: left at `step` without the user closing it (it resumes).
        case abandoned
        /// The run ended: something it needed never came (`reason`).
        case failed
        /// Something the user did in the app (`event`), such as an experiment's goal.
        case hostEvent

        /// Whether the kind ends a run.
        public var endsRun: Bool {
            switch self {
            case .completed, .skipped, .dismissed, .abandoned, .failed: true
            default: false
            }
        }
    }

    /// When it happened.
    public var time: Date
    /// What happened.
    public var kind: Kind
    /// The user or device, as the host names them (the id that places them in experiments).
    public var user: String?
    /// The run's id (``TutorialSession/id``); `nil` for an assignment or a host's event.
    public var session: String?
    /// The tutorial's id; `nil` for a host's event.
    public var tutorial: String?
    /// The tutorial's content version.
    public var contentVersion: Int?
    /// The version of the installed bundle the tutorial came from, if any.
    public var bundleVersion: Int?
    /// The experiment's side the run shows.
    public var variant: String?
    /// The step's id.
    public var step: String?
    /// The step's place in the tutorial, from 0.
    public var index: Int?
    /// Seconds on the step being left.
    public var timeOnStep: Double?
    /// Why a run failed or a step was unavailable.
    public var reason: String?
    /// What an unavailable step did instead (`skip`, `center`, `end`).
    public var handling: String?
    /// A request's action (`location.request`), or a button's (`next`, `goTo:STEP`).
    public var action: String?
    /// The host's answer to a request.
    public var outcome: String?
    /// A button's place on its step, from 0.
    public var button: Int?
    /// A host's event's name.
    public var event: String?
    /// What caused it: `button`, `keyboard`, `hostAPI`, `pointer`.
    public var origin: String?

    /// Creates an event.
    public init(
        time: Date, kind: Kind, user: String? = nil, session: String? = nil, tutorial: String? = nil,
        contentVersion: Int? = nil, bundleVersion: Int? = nil, variant: String? = nil, step: String? = nil,
        index: Int? = nil
    ) {
        self.time = time
        self.kind = kind
        self.user = user
        self.session = session
        self.tutorial = tutorial
        self.contentVersion = contentVersion
        self.bundleVersion = bundleVersion
        self.variant = variant
        self.step = step
        self.index = index
    }

    /// A session's analytics record as an event line's event, for `user` and a tutorial from the
    /// bundle at `bundleVersion`.
    public init(_ record: TutorialSession.AnalyticsRecord, user: String? = nil, bundleVersion: Int? = nil) {
        self.init(
            time: record.date, kind: .started, user: user, session: record.sessionID,
            tutorial: record.tutorialID,
            contentVersion: record.contentVersion, bundleVersion: bundleVersion, variant: record.variant)
        origin = record.origin.rawValue
        timeOnStep = record.timeOnStep.flatMap { $0.isFinite ? $0 : nil }
        switch record.kind {
        case .started:
            kind = .started
        case .stepShown(let step, let index):
            (kind, self.step, self.index) = (.shown, step, index)
        case .stepCompleted(let step, let index, let how):
            (kind, self.step, self.index) = (how == .skipped ? .stepSkipped : .advanced, step, index)
        case .wentBack(let step, let index):
            (kind, self.step, self.index) = (.back, step, index)
        case .buttonPressed(let step, let index, let button, let action):
            (kind, self.step, self.index, self.button, self.action) = (
                .button, step, index, button, action.eventName
            )
        case .hostActionRequested(let step, let action):
            (kind, self.step, self.action) = (.requested, step, action)
        case .outcomeReported(let step, let action, let outcome):
            (kind, self.step, self.action, self.outcome) = (.outcome, step, action, outcome)
        case .outcomeTimedOut(let step, let action):
            (kind, self.step, self.action) = (.outcomeTimedOut, step, action)
        case .stepUnavailable(let step, let reason, let handling):
            (kind, self.step, self.reason, self.handling) = (
                .unavailable, step, reason.rawValue, handling.rawValue
            )
        case .finished(let outcome):
            switch outcome {
            case .completed: kind = .completed
            case .skipped(let step): (kind, self.step) = (.skipped, step)
            case .dismissed(let step): (kind, self.step) = (.dismissed, step)
            case .abandoned(let step): (kind, self.step) = (.abandoned, step)
            case .failed(let step, let reason):
                (kind, self.step, self.reason) = (.failed, step, reason.rawValue)
            }
        }
    }
}
