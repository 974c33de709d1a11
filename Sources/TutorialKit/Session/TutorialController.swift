import TutorialKitAuthoring
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSeenState

/// Shows a tutorial once: checks the seen-state store, starts a session, and records how it ended —
/// the TutorialKit talk's `TutorialKit(name:makeSteps:)`.
///
/// ```swift
/// let controller = TutorialController(name: "tutorial-kit-demo", store: store, screen: home.screen) {
///     Step("label", target: .element("label"), text: "This is a text view")
/// }
/// if let session = try controller.start() { present(session) }
/// ```
///
/// Steps are made when the tutorial starts, not when the controller is created, so `makeSteps` can
/// read the host's state at that moment. (The type is not called `TutorialKit` because a type named
/// like its module breaks module-qualified names such as `TutorialKit.Step`.)
public final class TutorialController {
    /// The tutorial's id in the store.
    public let id: String
    /// The store that remembers who saw what.
    public let store: any SeenStateStore
    /// The session of the latest start, if any.
    public private(set) var session: TutorialSession?
    /// Called when recording an outcome in the store fails after the start (the start itself throws).
    public var onStoreError: ((any Error) -> Void)?
    /// Called with every event of every session this controller starts, from the start on (a
    /// host's analytics: ``TutorialSession/AnalyticsRecord/jsonLine`` is one line of a JSON Lines log).
    public var onAnalyticsRecord: ((TutorialSession.AnalyticsRecord) -> Void)?
    /// Where every event of this tutorial's runs is appended as a line (``TutorialEvent``), with
    /// the experiment's assignment the first time a start is asked for: what
    /// `tutorialkit report` reads. `nil` (the default) writes none.
    public var eventLog: TutorialEventLog?
    /// The version of the installed bundle the tutorial came from, for the event lines.
    public var bundleVersion: Int?
    /// Whether this controller has logged the user's assignment.
    private var loggedAssignment = false
    /// The host's parameters for the tutorial's rules (`showIf`): `isLoyal`, `registeredAt`, ….
    public var parameters: [String: Rule.ParameterValue] = [:]
    /// The user's id, the same on each of their devices (an account id, never a device's), which
    /// places them in the tutorial's experiment: the variant they see, or the control group that
    /// sees nothing. Without one, a tutorial with an experiment shows as written.
    public var userID: String?
    /// Called with the warnings of the tutorial's checks (``Tutorial/diagnostics(on:)``) each
    /// time it starts: what works, but probably not as meant (a declared event no rule uses, a
    /// translation for a locale the tutorial does not list, a box too tall for the screen, which
    /// is drawn cut). Errors stop the start instead.
    public var onWarnings: (([Diagnostic]) -> Void)?
    /// The latest error from recording in the store, if any.
    public private(set) var lastStoreError: (any Error)?

    private let makeTutorial: () -> Tutorial
    /// The tutorial without its steps: what deciding whether to start needs, so `makeSteps` runs
    /// only when the tutorial starts.
    private let profile: Tutorial
    private let screen: () -> Screen?
    private let clock: any TutorialClock
    private let locale: String?
    private let layoutOptions: LayoutEngine.Options
    private let layoutMetrics: LayoutEngine.Metrics

    /// Creates a controller for a tutorial written in Swift.
    ///
    /// - Parameters:
    ///   - name: The tutorial's id in the store.
    ///   - version: Its content version, from 1.
    ///   - showAgainWhenVersionRises: Whether users who saw an older version see it again.
    ///   - showIf: The tutorial starts only when this holds.
    ///   - frequency: How often it may be shown.
    ///   - priority: Higher goes first among tutorials that could start together.
    ///   - resumes: Whether a run interrupted in progress resumes at its last step.
    ///   - defaultLocale: The locale whose text is used when the requested one has none.
    ///   - store: Where seen-state is kept; in memory by default.
    ///   - clock: Where time comes from.
    ///   - locale: The locale for texts.
    ///   - layoutOptions: The layout engine's options.
    ///   - layoutMetrics: The units the host draws in: terminal cells by default.
    ///   - screen: The screen, read when the tutorial starts (an autoclosure, so it sees the host's
    ///     state at that moment, like `makeSteps`).
    ///   - makeSteps: The steps, made when the tutorial starts.
    public convenience init(
        name: String,
        version: Int = 1,
        showAgainWhenVersionRises: Bool = false,
        showIf: Rule? = nil,
        frequency: Tutorial.DisplayFrequency? = nil,
        priority: Int = 0,
        resumes: Bool = true,
        defaultLocale: String? = nil,
        store: any SeenStateStore = InMemorySeenStateStore(),
        clock: any TutorialClock = SystemClock(),
        locale: String? = nil,
        layoutOptions: LayoutEngine.Options = .standard,
        layoutMetrics: LayoutEngine.Metrics = .cells,
        screen: @autoclosure @escaping () -> Screen?,
        @StepsBuilder makeSteps: @escaping () -> [Step]
    ) {
        let profile = Tutorial(
            id: name, version: version, steps: [], defaultLocale: defaultLocale,
            showAgainWhenVersionRises: showAgainWhenVersionRises, showIf: showIf, frequency: frequency,
            priority: priority, resumes: resumes)
        self.init(
            profile: profile,
            store: store,
            clock: clock,
            locale: locale,
            layoutOptions: layoutOptions,
            layoutMetrics: layoutMetrics,
            screen: screen,
            makeTutorial: {
                var tutorial = profile
                tutorial.steps = makeSteps()
                return tutorial
            }
        )
    }

    /// Creates a controller for a tutorial already built (for example, loaded from JSON).
    ///
    /// - Parameters:
    ///   - tutorial: The tutorial.
    ///   - store: Where seen-state is kept; in memory by default.
    ///   - clock: Where time comes from.
    ///   - locale: The locale for texts.
    ///   - layoutOptions: The layout engine's options.
    ///   - layoutMetrics: The units the host draws in: terminal cells by default.
    ///   - screen: The screen to run on, read when the tutorial starts (an autoclosure, so a host
    ///     whose screens change as it runs gives the one showing then); the tutorial's own by default.
    public convenience init(
        tutorial: Tutorial,
        store: any SeenStateStore = InMemorySeenStateStore(),
        clock: any TutorialClock = SystemClock(),
        locale: String? = nil,
        layoutOptions: LayoutEngine.Options = .standard,
        layoutMetrics: LayoutEngine.Metrics = .cells,
        screen: @autoclosure @escaping () -> Screen? = nil
    ) {
        var profile = tutorial
        profile.steps = []
        self.init(
            profile: profile,
            store: store,
            clock: clock,
            locale: locale,
            layoutOptions: layoutOptions,
            layoutMetrics: layoutMetrics,
            screen: screen,
            makeTutorial: { tutorial }
        )
    }

    private init(
        profile: Tutorial,
        store: any SeenStateStore,
        clock: any TutorialClock,
        locale: String?,
        layoutOptions: LayoutEngine.Options,
        layoutMetrics: LayoutEngine.Metrics,
        screen: @escaping () -> Screen?,
        makeTutorial: @escaping () -> Tutorial
    ) {
        self.id = profile.id
        self.profile = profile
        self.store = store
        self.clock = clock
        self.locale = locale
        self.layoutOptions = layoutOptions
        self.layoutMetrics = layoutMetrics
        self.screen = screen
        self.makeTutorial = makeTutorial
    }

    /// The tutorial's priority among several that could start (see ``TutorialCoordinator``).
    public var priority: Int { profile.priority }

    /// Whether the user has seen the tutorial: completed, skipped or dismissed it (at the current
    /// version, when the tutorial shows again on a new version).
    public func hasSeenTutorial() throws -> Bool {
        guard let record = try store.record(for: id) else { return false }
        return record.isSeen(
            atVersion: profile.version, showAgainWhenVersionRises: profile.showAgainWhenVersionRises)
    }

    /// Starts the tutorial if it may start now: not seen yet (or, for a tutorial with a display
    /// frequency, not completed and within its caps), its `showIf` holds, today is within its
    /// dates, and the user is not in its experiment's control group. A run left in progress
    /// resumes at its last step, unless the tutorial says `resume: false`.
    ///
    /// - Returns: The running session, or `nil` when the tutorial should not start; ``explain()``
    ///   says why.
    /// - Throws: Store errors, ``SessionError`` (``SessionError/invalidTutorial(tutorial:errors:)``
    ///   when the tutorial's checks find errors), or the first step's target resolution error.
    @discardableResult
    public func start() throws -> TutorialSession? {
        let report = try explain()
        try logAssignment(when: report)
        guard report.starts else { return nil }
        let tutorial = makeTutorial()
        // An interrupted run (the app quit mid-tutorial, the host went elsewhere) picks up where it
        // was left.
        if let step = try interruptedStep(), asShown(tutorial).tutorial.index(ofStep: step) != nil {
            return try begin(tutorial, atStep: step)
        }
        return try begin(tutorial, atStep: nil)
    }

    /// The step a run left in progress or abandoned stopped at, where ``start()`` resumes it;
    /// `nil` when there is none, or the tutorial does not resume.
    public func interruptedStep() throws -> String? {
        guard profile.resumes, let record = try store.record(for: id), record.status.resumes else {
            return nil
        }
        return record.lastStep
    }

    /// Whether the tutorial would start now, and every check behind the answer.
    public func explain() throws -> Eligibility.Report {
        try eligibility(userID: userID)
    }

    private func eligibility(userID: String?) throws -> Eligibility.Report {
        let context = Rule.Context(
            now: clock.now(), parameters: parameters, events: try store.events(), seen: try store.allRecords()
        )
        return Eligibility.evaluate(profile, record: context.seen[id], context: context, userID: userID)
    }

    /// The side of the tutorial's experiment the user is on; `nil` without an experiment or a
    /// ``userID``.
    public var assignment: Tutorial.Experiment.Assignment? {
        profile.assignment(forUser: userID)
    }

    /// Reports a host event: the user did something in the app now (purchased, opened search, …).
    /// The store keeps it for the rules of this and every other tutorial (`showIf`'s event counts),
    /// and the running session hears it, so a step waiting for it (`advanceOn`) goes on. A reset
    /// of one tutorial keeps the user's events; ``SeenStateStore/resetAll()`` clears them.
    ///
    /// - Returns: Whether the event moved the running session.
    /// - Throws: The store's error, after the session has heard the event.
    @discardableResult
    public func reportEvent(_ name: String) throws -> Bool {
        try HostEvent.report(name, store: store, clock: clock, session: session)
    }

    /// Starts the tutorial whether or not the user has seen it.
    @discardableResult
    public func forceStart() throws -> TutorialSession {
        try begin(makeTutorial(), atStep: nil)
    }

    /// Starts the tutorial at the step with the given id, whether or not it was seen: for tests and
    /// debugging.
    @discardableResult
    public func start(atStep stepID: String) throws -> TutorialSession {
        try begin(makeTutorial(), atStep: stepID)
    }

    /// Forgets that the user has seen the tutorial, so ``start()`` shows it again. The user's
    /// host events stay: they are the user's, not the tutorial's (``SeenStateStore/reset(_:)``).
    public func reset() throws {
        try store.reset(id)
    }

    /// `tutorial` as the user's variant shows it, and the variant's name; as written for the
    /// control group (started by force) or without an experiment.
    private func asShown(_ tutorial: Tutorial) -> (tutorial: Tutorial, variant: String?) {
        guard case .variant(let chosen) = assignment else { return (tutorial, nil) }
        return (tutorial.applying(chosen), chosen.name)
    }

    private func begin(_ tutorial: Tutorial, atStep stepID: String?) throws -> TutorialSession {
        let shown = asShown(tutorial)
        // A tutorial is checked as a file is, on the screen it runs on, before anything is
        // recorded: one that would fail on screen does not start.
        let diagnostics = shown.tutorial.diagnostics(on: screen(), boxesThatCannotFit: .warning)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw SessionError.invalidTutorial(tutorial: tutorial.id, errors: errors)
        }
        if let onWarnings, !diagnostics.isEmpty { onWarnings(diagnostics) }
        let session = try TutorialSession(
            tutorial: shown.tutorial, screen: screen(), clock: clock, locale: locale, variant: shown.variant,
            layoutOptions: layoutOptions, layoutMetrics: layoutMetrics)
        // Before the start, so the host hears it and the first step shown.
        if let onAnalyticsRecord { session.observe(onAnalyticsRecord) }
        if let eventLog {
            let (user, bundleVersion) = (userID, bundleVersion)
            session.observe { [weak self] record in
                do {
                    try eventLog.append(TutorialEvent(record, user: user, bundleVersion: bundleVersion))
                } catch {
                    self?.onStoreError?(error)
                }
            }
        }
        try session.start(atStep: stepID)
        try SessionRecorder.record(session, in: store, startedAt: clock.now()) { [weak self] error in
            self?.lastStoreError = error
            self?.onStoreError?(error)
        }
        self.session = session
        return session
    }

    /// Logs the user's side of the experiment once, when the tutorial would start for them (or
    /// does not only because they are in the control group): the users a report compares.
    private func logAssignment(when report: Eligibility.Report) throws {
        guard !loggedAssignment, let eventLog, let assignment else { return }
        // Without a user id the experiment does not decide: the same checks then say whether
        // anything but the control group holds the tutorial back.
        guard try report.starts || (assignment == .control && eligibility(userID: nil).starts) else { return }
        loggedAssignment = true
        var event = TutorialEvent(
            time: clock.now(), kind: .assigned, user: userID, tutorial: id, contentVersion: profile.version,
            bundleVersion: bundleVersion, variant: assignment.name)
        event.origin = TutorialSession.AnalyticsRecord.Origin.hostAPI.rawValue
        do { try eventLog.append(event) } catch { onStoreError?(error) }
    }
}
