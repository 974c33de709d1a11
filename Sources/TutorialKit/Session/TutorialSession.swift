import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One run of a tutorial: the state machine that moves between steps, calls their hooks, and
/// reports events.
///
/// States: idle → showing step *i* → finished (completed, skipped at a step, dismissed, abandoned
/// or failed). Inputs are ``start(atStep:origin:)``, ``next(origin:)``, ``back(origin:)``,
/// ``skip(origin:)``, ``skipAll(origin:)``, ``dismiss(origin:)``, ``abandon(origin:)``,
/// ``finish(origin:)``, ``goTo(step:origin:)`` and ``choose(buttonAt:origin:)``.
///
/// Entering a step resolves its target first. When that fails, the step's ``Step/MissingTarget``
/// (or its tutorial's) says what happens: wait for the host to report a screen with the target,
/// pass the step over, show it centred, or end the run as failed. Without one, the input throws
/// the resolution error, the session stays where it was and no hook runs, so a host can report
/// the error and carry on. An input that does not apply (back
/// on the first step, anything before the start or after the end) changes nothing and returns
/// `false`. Next on the last step finishes the tutorial as completed.
///
/// While a step waits to show (its screen, its `waitFor` element, its target), or for the host's
/// answer to its request, ``waiting`` says for what and since when.
///
/// A session is not `Sendable`: use it from one isolation domain, such as the main actor.
public final class TutorialSession {
    /// The tutorial being run.
    public let tutorial: Tutorial
    /// Where the session is.
    public internal(set) var state: TutorialSession.State = .idle
    /// The screen of the current step, as its target left it (lists scrolled).
    public internal(set) var screen: Screen
    /// What to draw for the current step; `nil` when no step is showing.
    public internal(set) var presentation: StepPresentation? {
        didSet { if let oldValue, presentation == nil { lastShown = oldValue } }
    }
    /// The step shown last, for where the focus goes when the run ends.
    private var lastShown: StepPresentation?

    /// The element of the screen that should take the focus once the run has ended — what the
    /// last step shown pointed at (an element's id, or a list's or grid's for a row or an item) —
    /// so that a screen-reader user carries on from there; `nil` while the run goes on, and after a
    /// step that pointed at nothing.
    public var elementToFocusAfterEnd: String? {
        // A step centred because its target was missing points at nothing there.
        guard isFinished, let shown = lastShown, shown.target != nil else { return nil }
        let target = shown.step.target
        switch target {
        case let element as ElementTarget: return element.id
        case let row as ListRowTarget: return row.list
        case let item as GridItemTarget: return item.grid
        default: return nil
        }
    }
    /// The locale for texts, as asked for.
    public let locale: String?
    /// The locale the steps are shown in: ``locale`` (or its language) when every step's text is
    /// written in it, else the tutorial's default locale, so a tour never mixes languages.
    public let shownLocale: String?
    /// The variant of the tutorial's experiment this session shows, named on every event; `nil`
    /// when there is none.
    public let variant: String?
    /// The layout engine's options.
    public let layoutOptions: LayoutEngine.Options
    /// The units the host draws in (``LayoutEngine/Metrics``): terminal cells, or an app's points
    /// with its own text measurer. The screen and the options are in the same units.
    public let layoutMetrics: LayoutEngine.Metrics
    /// What the session waits for, since when and for how long at most; `nil` when it waits for
    /// nothing (idle, finished, or showing a step that made no request).
    public internal(set) var waiting: TutorialSession.Waiting?
    /// The host action the current step's button asked for and whose outcome the session waits
    /// on (``outcomeReported(_:)``); `nil` when it waits on none.
    public var awaitedRequest: String? {
        if case .outcome(let request) = waiting?.reason { return request }
        return nil
    }

    let clock: any TutorialClock
    /// What steps' `showIf` rules are evaluated against, read each time a step is chosen.
    let ruleContext: () -> Rule.Context
    /// Every screen seen so far by id, so each keeps its scroll position when a tour comes back to it.
    var screens: [String: Screen] = [:]
    /// The id of the screen steps without their own run on.
    let mainScreenID: String
    var path: [Int] = []
    /// Whether steps wait for the host to report their screen and elements.
    let waitsForHost: Bool
    /// What the host last reported of its screen (`TutorialSession+HostInputs.swift`).
    var reported: TutorialSession.HostReports
    /// The position on the way through the tutorial of the first step of ``path`` (more than 1 when
    /// the session started part-way); each later step of the path is one further.
    var startPosition = 1
    var stepShownAt: Date?
    /// Steps found unavailable on the way to the one a move goes to, reported once the move is
    /// certain, after the step left.
    var unavailable: [TutorialSession.AnalyticsRecord.Kind] = []
    /// The ids of the screens the tutorial's steps run on: another one shown means the host went
    /// elsewhere.
    let tutorialScreenIDs: Set<String>
    var observers: [(TutorialSession.AnalyticsRecord) -> Void] = []
    /// The run's id, on each of its analytics records: random, so runs on many devices stay apart
    /// in one log.
    public let id: String = UUID().uuidString.lowercased()

    /// Creates a session, idle until started.
    ///
    /// - Parameters:
    ///   - tutorial: The tutorial to run.
    ///   - screen: The screen it runs on; the tutorial's own screen by default.
    ///   - clock: Where time comes from, for the events' dates and time on step.
    ///   - locale: The locale for texts.
    ///   - variant: The variant of the tutorial's experiment being shown (the tutorial is already
    ///     that variant, ``Tutorial/applying(_:)``), for the events.
    ///   - layoutOptions: The layout engine's options.
    ///   - layoutMetrics: The units the host draws in: terminal cells by default.
    ///   - ruleContext: The host's parameters, events and seen-state, for steps' `showIf`; only the
    ///     time by default.
    ///   - waitsForHost: Whether a step on another screen, or with `waitFor`, waits until the host
    ///     reports the screen or element (``screenAppeared(_:)``, ``elementAppeared(_:)``); the
    ///     terminal player shows screens directly and passes `false`.
    /// - Throws: ``SessionError/noSteps(tutorial:)`` for a tutorial without steps, and
    ///   ``SessionError/noScreen(tutorial:)`` when neither `screen` nor the tutorial gives one.
    public init(
        tutorial: Tutorial,
        screen: Screen? = nil,
        clock: any TutorialClock = SystemClock(),
        locale: String? = nil,
        variant: String? = nil,
        layoutOptions: LayoutEngine.Options = .standard,
        layoutMetrics: LayoutEngine.Metrics = .cells,
        ruleContext: (() -> Rule.Context)? = nil,
        waitsForHost: Bool = true
    ) throws {
        guard !tutorial.steps.isEmpty else { throw SessionError.noSteps(tutorial: tutorial.id) }
        self.tutorial = tutorial
        guard let screen = screen ?? tutorial.screen else {
            throw SessionError.noScreen(tutorial: tutorial.id)
        }
        self.screen = screen
        mainScreenID = screen.id
        screens[screen.id] = screen
        self.clock = clock
        self.locale = locale
        self.shownLocale = tutorial.language(for: locale).locale
        self.variant = variant
        self.layoutOptions = layoutOptions
        self.layoutMetrics = layoutMetrics
        self.ruleContext = ruleContext ?? { [clock] in Rule.Context(now: clock.now()) }
        self.waitsForHost = waitsForHost
        reported = TutorialSession.HostReports(screenID: screen.id)
        tutorialScreenIDs = Set(
            [screen.id] + (tutorial.screen.map { [$0.id] } ?? [])
                + tutorial.steps.compactMap { $0.screen?.id })
    }

    /// Calls `observer` with every analytics record from now on, in order.
    public func observe(_ observer: @escaping (TutorialSession.AnalyticsRecord) -> Void) {
        observers.append(observer)
    }

    /// The analytics records from now on as an asynchronous sequence, for analytics on another
    /// task; it ends after the ``TutorialSession/AnalyticsRecord/Kind/finished(_:)`` record.
    public func analyticsRecords() -> AsyncStream<TutorialSession.AnalyticsRecord> {
        let (stream, continuation) = AsyncStream.makeStream(of: TutorialSession.AnalyticsRecord.self)
        observe { record in
            continuation.yield(record)
            if case .finished = record.kind { continuation.finish() }
        }
        return stream
    }

    /// The index of the step showing, if any.
    public var currentIndex: Int? {
        if case .showing(let index) = state { return index }
        return nil
    }

    /// The step showing, if any.
    public var currentStep: Step? { currentIndex.map { tutorial.steps[$0] } }

    /// The step showing or being waited for, if any.
    var activeIndex: Int? {
        switch state {
        case .showing(let index), .waiting(let index): index
        case .idle, .finished: nil
        }
    }

    /// Whether the tutorial has ended.
    public var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// The steps shown so far, in order, ending with the current one: the way ``back(origin:)``
    /// returns.
    public var visitedStepIDs: [String] { path.map { tutorial.steps[$0].id } }

    func emit(
        _ kind: TutorialSession.AnalyticsRecord.Kind, origin: TutorialSession.AnalyticsRecord.Origin,
        timeOnStep: TimeInterval? = nil
    ) {
        let event = TutorialSession.AnalyticsRecord(
            kind: kind, tutorialID: tutorial.id, origin: origin, date: clock.now(), timeOnStep: timeOnStep,
            variant: variant, sessionID: id, contentVersion: tutorial.version)
        for observer in observers {
            observer(event)
        }
    }
}
