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
/// A session is not `Sendable`: use it from one isolation domain, such as the main actor.
public final class TutorialSession {
    /// The tutorial being run.
    public let tutorial: Tutorial
    /// Where the session is.
    public private(set) var state: TutorialSession.State = .idle
    /// The screen of the current step, as its target left it (lists scrolled).
    public private(set) var screen: Screen
    /// What to draw for the current step; `nil` when no step is showing.
    public private(set) var presentation: StepPresentation?
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
    /// What the session waits for, since when and for how long at most; `nil` when it waits for
    /// nothing (idle, finished, or showing a step that made no request).
    public private(set) var waiting: TutorialSession.Waiting?
    /// The host action the current step's button asked for and whose outcome the session waits
    /// on (``outcomeReported(_:)``); `nil` when it waits on none.
    public var awaitedRequest: String? {
        if case .outcome(let request) = waiting?.reason { return request }
        return nil
    }

    private let clock: any TutorialClock
    /// What steps' `showIf` rules are evaluated against, read each time a step is chosen.
    private let ruleContext: () -> Rule.Context
    /// Every screen seen so far by id, so each keeps its scroll position when a tour comes back to it.
    private var screens: [String: Screen] = [:]
    /// The id of the screen steps without their own run on.
    private let mainScreenID: String
    private var path: [Int] = []
    /// Whether steps wait for the host to report their screen and elements.
    private let waitsForHost: Bool
    /// The screen the host last reported on display.
    private var visibleScreenID: String
    /// The step last laid out on a screen the host reported, and that screen as reported.
    private var laidOutOnReport: (index: Int, screen: Screen)?
    /// The elements the host reported appeared on that screen.
    private var appearedElements: Set<String> = []
    /// The position on the way through the tutorial of the first step of ``path`` (more than 1 when
    /// the session started part-way); each later step of the path is one further.
    private var startPosition = 1
    private var stepShownAt: Date?
    /// Steps found unavailable on the way to the one a move goes to, reported once the move is
    /// certain, after the step left.
    private var unavailable: [TutorialSession.AnalyticsRecord.Kind] = []
    /// The ids of the screens the tutorial's steps run on: another one shown means the host went
    /// elsewhere.
    private let tutorialScreenIDs: Set<String>
    private var observers: [(TutorialSession.AnalyticsRecord) -> Void] = []

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
        self.ruleContext = ruleContext ?? { [clock] in Rule.Context(now: clock.now()) }
        self.waitsForHost = waitsForHost
        visibleScreenID = screen.id
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
    private var activeIndex: Int? {
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

    // MARK: - Inputs

    /// Starts the tutorial at its first step, or at the step with the given id (for tests and
    /// debugging).
    ///
    /// - Throws: ``SessionError/alreadyStarted(tutorial:)``, ``SessionError/unknownStep(_:tutorial:available:)``,
    ///   or the step's target resolution error.
    public func start(atStep id: String? = nil, origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI)
        throws
    {
        guard state == .idle else { throw SessionError.alreadyStarted(tutorial: tutorial.id) }
        var index = firstShown(from: 0) ?? 0
        if let id {
            guard let found = tutorial.index(ofStep: id) else {
                throw SessionError.unknownStep(id, tutorial: tutorial.id, available: tutorial.steps.map(\.id))
            }
            index = found
        }
        try start(atIndex: index, origin: origin)
    }

    /// Starts the tutorial at the step with this index, from 0.
    ///
    /// - Throws: ``SessionError/alreadyStarted(tutorial:)``,
    ///   ``SessionError/stepIndexOutOfRange(_:tutorial:stepCount:)``, or the target resolution error.
    public func start(atIndex index: Int, origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) throws {
        guard state == .idle else { throw SessionError.alreadyStarted(tutorial: tutorial.id) }
        guard tutorial.steps.indices.contains(index) else {
            throw SessionError.stepIndexOutOfRange(
                index, tutorial: tutorial.id, stepCount: tutorial.steps.count)
        }
        let start = position(of: index)
        startPosition = start
        try move(to: index, position: start, leaving: nil, how: nil, origin: origin) { entered in
            self.emit(.started, origin: origin)
            self.path = [entered]
        }
    }

    /// Goes on to the following step; on the last step, finishes as completed. While the host
    /// answers a request (``awaitedRequest``), does nothing: the answer says where to go.
    @discardableResult
    public func next(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) throws -> Bool {
        try advance(how: .advanced, origin: origin)
    }

    /// Leaves this step out and goes on (on the last step, finishes as completed); nothing while
    /// the host answers a request.
    @discardableResult
    public func skip(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) throws -> Bool {
        try advance(how: .skipped, origin: origin)
    }

    /// Goes to the step with the given id, remembering the way back (a branch).
    ///
    /// - Throws: ``SessionError/unknownStep(_:tutorial:available:)`` or the target resolution error.
    @discardableResult
    public func goTo(step id: String, origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) throws
        -> Bool
    {
        guard let current = currentIndex else { return false }
        guard let named = tutorial.index(ofStep: id) else {
            throw SessionError.unknownStep(id, tutorial: tutorial.id, available: tutorial.steps.map(\.id))
        }
        guard let index = firstShown(from: named) else {
            end(.completed, how: .advanced, origin: origin)
            return true
        }
        try move(
            to: index, position: startPosition + path.count, leaving: current, how: .advanced, origin: origin
        ) {
            self.path.append($0)
        }
        return true
    }

    /// Returns to the step shown before this one; on the first step, or while the host answers a
    /// request, does nothing.
    @discardableResult
    public func back(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) throws -> Bool {
        guard activeIndex != nil, path.count > 1, awaitedRequest == nil else { return false }
        let previous = path[path.count - 2]
        try move(
            to: previous, position: startPosition + path.count - 2, leaving: currentIndex, how: nil,
            origin: origin, goingBack: true
        ) { _ in
            self.path.removeLast()
        }
        return true
    }

    /// Ends the tutorial as skipped at the current step.
    @discardableResult
    public func skipAll(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) -> Bool {
        guard let current = activeIndex else { return false }
        end(.skipped(atStep: tutorial.steps[current].id), how: nil, origin: origin)
        return true
    }

    /// Ends the tutorial as dismissed at the current step.
    @discardableResult
    public func dismiss(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) -> Bool {
        guard let current = activeIndex else { return false }
        end(.dismissed(atStep: tutorial.steps[current].id), how: nil, origin: origin)
        return true
    }

    /// Ends the tutorial as abandoned at the current step: the host left it without the user
    /// closing it (it navigated elsewhere, the app goes to the background for good). The run does
    /// not count as seen and resumes at this step.
    @discardableResult
    public func abandon(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) -> Bool {
        guard let current = activeIndex else { return false }
        end(.abandoned(atStep: tutorial.steps[current].id), how: nil, origin: origin)
        return true
    }

    /// Ends the tutorial as completed, from any step.
    @discardableResult
    public func finish(origin: TutorialSession.AnalyticsRecord.Origin = .hostAPI) -> Bool {
        guard activeIndex != nil else { return false }
        end(.completed, how: .advanced, origin: origin)
        return true
    }

    /// Tells the session the host now shows the screen with this id; a step waiting for it appears.
    /// A screen none of the tutorial's steps runs on means the host went elsewhere: the run ends
    /// as abandoned — unless a step waits on the outcome of its request, which the host may ask
    /// on a screen of its own (the system's permission prompt).
    ///
    /// - Throws: The waiting step's target resolution error (it keeps waiting).
    public func screenAppeared(_ id: String) throws {
        if id != visibleScreenID {
            visibleScreenID = id
            appearedElements = []
            if waitsForHost, awaitedRequest == nil, !tutorialScreenIDs.contains(id), abandon() { return }
        }
        try showWaitingStepIfReady()
    }

    /// Tells the session how a screen looks now, as the host drew it: its size, its elements' frames,
    /// its lists' rows and scroll. A host whose screens change as it runs (a window resized, a list
    /// scrolled or filtered) reports each change; steps on that screen are laid out on it from then
    /// on, and the step showing, when it is on it, is laid out again at once. It also counts as the
    /// screen appearing (``screenAppeared(_:)``), and as the element a waiting step's `waitFor`
    /// names appearing when the screen has it (``elementAppeared(_:)``).
    ///
    /// When the step's target is a list row the screen scrolled away, the new presentation scrolls
    /// the list back (``StepPresentation/scrolled``): the host scrolls its own list to match, and
    /// reports the screen again.
    ///
    /// - Throws: The step's target resolution error; the step showing then stays as it was, on the
    ///   screen it was laid out on, and the session keeps the screen it had.
    public func screenChanged(_ screen: Screen) throws {
        // A host reports its screen at every frame: the same screen for the same step is laid out once.
        if let index = currentIndex, (tutorial.steps[index].screen?.id ?? mainScreenID) == screen.id,
            laidOutOnReport.map({ $0.index != index || $0.screen != screen }) ?? true
        {
            let kept = screens[screen.id]
            screens[screen.id] = screen
            do {
                let entered = try prepare(index, position: presentation?.progress.position ?? 1)
                self.screen = entered.screen
                screens[screen.id] = entered.screen
                presentation = entered.presentation
                laidOutOnReport = (index, screen)
            } catch {
                screens[screen.id] = kept
                throw error
            }
        } else {
            screens[screen.id] = screen
        }
        try screenAppeared(screen.id)
        if case .waiting(let index) = state, let element = tutorial.steps[index].waitFor?.element,
            screen.element(withID: element) != nil || screen.lists.contains(where: { $0.id == element })
        {
            try elementAppeared(element)
        }
    }

    /// Tells the session an element appeared on the current screen; a step waiting for it appears.
    ///
    /// - Throws: The waiting step's target resolution error (it keeps waiting).
    public func elementAppeared(_ id: String) throws {
        appearedElements.insert(id)
        try showWaitingStepIfReady()
    }

    /// Lets the session check its clock: a wait that has run out passes the step over or ends the
    /// tutorial as failed, as the step's `waitFor`, or else its ``Step/MissingTarget``, says; a
    /// request whose outcome did not come within the step's ``Step/Outcomes/timeout`` goes where
    /// the timeout says, or ends the tutorial as failed.
    ///
    /// - Throws: The next step's target resolution error.
    public func tick() throws {
        guard let waited = waiting, let timeout = waited.timeout,
            clock.now().timeIntervalSince(waited.since) >= timeout
        else { return }
        let index = waited.stepIndex
        let step = tutorial.steps[index]
        if case .outcome(let request) = waited.reason {
            waiting = nil
            emit(.outcomeTimedOut(stepID: step.id, action: request), origin: .hostAPI)
            guard let action = step.outcomes?.timeout?.action else {
                end(.failed(atStep: step.id, reason: .outcomeNeverArrived), how: nil, origin: .hostAPI)
                return
            }
            do {
                _ = try perform(action, origin: .hostAPI)
            } catch {
                // The step the timeout leads to cannot be shown: the request still stands.
                waiting = waited
                throw error
            }
            return
        }
        let reason: Tutorial.FailureReason =
            (step.screen?.id ?? mainScreenID) == visibleScreenID ? .targetMissing : .screenNeverAppeared
        try fallBack(
            noteUnavailable(at: index, reason: reason, fallback: waited.fallback ?? .end), at: index,
            reason: reason, position: waited.position, leaving: nil, how: nil, origin: .hostAPI,
            commit: replaceWaitingStep)
    }

    /// Tells the session the host's event happened: when the current step advances on it (the
    /// user did what the step asked), the session goes on as Next would, or where the step's
    /// ``Step/Advance`` for the event says (a branch).
    ///
    /// - Returns: Whether the event moved the session.
    @discardableResult
    public func eventOccurred(_ name: String) throws -> Bool {
        guard let advance = currentStep?.advanceOn.first(where: { $0.event == name }) else { return false }
        return try perform(advance.action, origin: .hostAPI)
    }

    /// Tells the session the host's outcome of the action a button asked for (the user answered
    /// the permission prompt: `location.denied`): the session goes where the step's
    /// ``Step/outcomes`` say for it.
    ///
    /// - Returns: Whether the outcome moved the session; `false` when it waits on no request.
    /// - Throws: The target resolution error of the step the outcome leads to (the session then
    ///   still waits on the request).
    @discardableResult
    public func outcomeReported(_ outcome: String) throws -> Bool {
        guard let index = currentIndex, let waited = waiting, case .outcome(let request) = waited.reason
        else { return false }
        let outcomes = tutorial.steps[index].outcomes ?? Step.Outcomes()
        emit(
            .outcomeReported(stepID: tutorial.steps[index].id, action: request, outcome: outcome),
            origin: .hostAPI)
        waiting = nil
        do {
            return try perform(outcomes.action(for: outcome), origin: .hostAPI)
        } catch {
            waiting = waited
            throw error
        }
    }

    /// Tells the session the user tapped (or clicked) the current step's target: a step whose
    /// `advanceOn` names ``Step/Advance/targetTapped`` goes on, as for any of its events; any other
    /// step stays (a tap on the target is the app's own then).
    ///
    /// - Returns: Whether the tap moved the session.
    @discardableResult
    public func targetTapped() throws -> Bool {
        guard let advance = currentStep?.advanceOn.first(where: { $0.event == Step.Advance.targetTapped })
        else {
            return false
        }
        return try perform(advance.action, origin: .pointer)
    }

    /// Presses the current step's button at `index` (in ``StepPresentation/buttons``).
    ///
    /// - Throws: ``SessionError/noButton(_:step:buttonCount:)`` or what the button's action throws.
    @discardableResult
    public func choose(buttonAt index: Int, origin: TutorialSession.AnalyticsRecord.Origin = .button) throws
        -> Bool
    {
        guard let presentation else { return false }
        guard presentation.buttons.indices.contains(index) else {
            throw SessionError.noButton(
                index, step: presentation.step.id, buttonCount: presentation.buttons.count)
        }
        return try perform(presentation.buttons[index].action, origin: origin)
    }

    /// Does what a button's action, or an event's branch, says.
    private func perform(_ action: Step.Button.Action, origin: TutorialSession.AnalyticsRecord.Origin) throws
        -> Bool
    {
        switch action {
        case .next: try next(origin: origin)
        case .back: try back(origin: origin)
        case .skipTutorial: skipAll(origin: origin)
        case .finish: finish(origin: origin)
        case .goTo(let id): try goTo(step: id, origin: origin)
        case .request(let action): request(action, origin: origin)
        }
    }

    /// Asks the host for `action` and waits on the current step for its outcome.
    private func request(_ action: String, origin: TutorialSession.AnalyticsRecord.Origin) -> Bool {
        guard let index = currentIndex else { return false }
        waiting = TutorialSession.Waiting(
            stepIndex: index, reason: .outcome(request: action), since: clock.now(),
            timeout: tutorial.steps[index].outcomes?.timeout?.seconds,
            position: presentation?.progress.position ?? 1, fallback: nil)
        emit(.hostActionRequested(stepID: tutorial.steps[index].id, action: action), origin: origin)
        return true
    }

    // MARK: - Transitions

    private func advance(how: Step.Completion, origin: TutorialSession.AnalyticsRecord.Origin) throws -> Bool
    {
        // While the host answers a request, the step waits for that answer, not for Next.
        guard let current = currentIndex, awaitedRequest == nil else { return false }
        guard let following = firstShown(from: current + 1) else {
            end(.completed, how: how, origin: origin)
            return true
        }
        try move(
            to: following, position: startPosition + path.count, leaving: current, how: how, origin: origin
        ) {
            self.path.append($0)
        }
        return true
    }

    /// Goes to the step at `index`: shows it, waits for what it needs, or does what its
    /// ``Step/MissingTarget`` says when its target is missing. Nothing changes when the target
    /// cannot be resolved and no policy says what to do.
    ///
    /// - Parameters:
    ///   - leaving: The step showing now, whose exit hooks run, if any.
    ///   - how: How that step was left, for its completion event.
    ///   - goingBack: Whether the move goes back, where a step is neither passed over nor waited
    ///     for: a missing target whose policy skips then throws, and one that waits falls back
    ///     at once.
    ///   - commit: Updates the path once the move is certain, with the index of the step entered
    ///     or waited for (a later one when steps were passed over).
    private func move(
        to index: Int, position: Int, leaving current: Int?, how: Step.Completion?,
        origin: TutorialSession.AnalyticsRecord.Origin, goingBack: Bool = false,
        commit: (Int) -> Void
    ) throws {
        let noticed = unavailable.count
        // The rules cannot change while steps are passed over: one graph serves the whole move.
        var graph: StepGraph?
        var index = index
        do {
            // A loop, not recursion: a run of steps whose targets are missing, each passed over,
            // may be as long as the tutorial.
            while true {
                if let reason = reasonToWait(for: index) {
                    wait(
                        for: index, reason: reason, position: position, leaving: current, how: how,
                        origin: origin, commit: commit)
                    return
                }
                let ways = graph ?? stepGraph
                graph = ways
                do {
                    let entered = try prepare(index, position: position, graph: ways)
                    settle(leaving: current, how: how, origin: origin) { commit(index) }
                    enter(entered, origin: origin)
                    return
                } catch let error as TargetResolutionError {
                    // Going back, a step is not passed over, nor waited for: the user is on their way.
                    guard let policy = missingTargetPolicy(at: index), !goingBack || policy.fallback != .skip
                    else { throw error }
                    if policy.waitSeconds ?? 0 > 0, waitsForHost, !goingBack {
                        wait(
                            for: index, reason: .target, position: position, leaving: current, how: how,
                            origin: origin, commit: commit)
                        return
                    }
                    let handling = noteUnavailable(
                        at: index, reason: .targetMissing, fallback: policy.fallback)
                    guard handling == .skip else {
                        try fallBack(
                            handling, at: index, reason: .targetMissing, position: position, leaving: current,
                            how: how, origin: origin, commit: commit)
                        return
                    }
                    guard let following = firstShown(from: index + 1) else {
                        end(.completed, how: how, origin: origin)
                        return
                    }
                    index = following
                }
            }
        } catch {
            unavailable.removeSubrange(noticed...)
            throw error
        }
    }

    /// Waits for what the step at `index` needs: its screen or its `waitFor` element, or its
    /// `target` to be found on a screen the host reports. How long it waits at most, and what then,
    /// its `waitFor` says for its screen or element, else its ``Step/MissingTarget``.
    private func wait(
        for index: Int, reason: TutorialSession.Waiting.Reason, position: Int, leaving current: Int?,
        how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin, commit: (Int) -> Void
    ) {
        // A step found still missing on the host's next report keeps waiting from when it began.
        let since = state == .waiting(stepIndex: index) ? waiting?.since : nil
        settle(leaving: current, how: how, origin: origin) { commit(index) }
        state = .waiting(stepIndex: index)
        presentation = nil
        let step = tutorial.steps[index]
        var timeout: TimeInterval?
        var fallback: Step.MissingTarget.Fallback?
        if reason != .target, let wait = step.waitFor, let seconds = wait.timeoutSeconds {
            timeout = seconds
            fallback = wait.onTimeout == .end ? .end : .skip
        } else if let policy = missingTargetPolicy(at: index), let seconds = policy.waitSeconds {
            timeout = seconds
            fallback = policy.fallback
        }
        waiting = TutorialSession.Waiting(
            stepIndex: index, reason: reason, since: since ?? clock.now(), timeout: timeout,
            position: position, fallback: fallback)
    }

    /// Reports the step at `index` unavailable, with how its policy's `fallback` applies: a step
    /// whose screen never appeared has nothing to be centred on, and ends the run.
    private func noteUnavailable(
        at index: Int, reason: Tutorial.FailureReason, fallback: Step.MissingTarget.Fallback
    ) -> Step.MissingTarget.Fallback {
        let handling: Step.MissingTarget.Fallback =
            fallback == .centre && reason != .targetMissing ? .end : fallback
        unavailable.append(
            .stepUnavailable(stepID: tutorial.steps[index].id, reason: reason, handling: handling))
        return handling
    }

    /// Does what `handling` says for a step that cannot be shown as written (noted unavailable
    /// already): shows it centred, passes it over to the following step, or ends the run as
    /// failed.
    private func fallBack(
        _ handling: Step.MissingTarget.Fallback, at index: Int, reason: Tutorial.FailureReason, position: Int,
        leaving current: Int?, how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin,
        commit: (Int) -> Void
    ) throws {
        switch handling {
        case .centre:
            let entered = try prepare(index, position: position, centred: true)
            settle(leaving: current, how: how, origin: origin) { commit(index) }
            enter(entered, origin: origin)
        case .skip:
            guard let following = firstShown(from: index + 1) else {
                end(.completed, how: how, origin: origin)
                return
            }
            try move(
                to: following, position: position, leaving: current, how: how, origin: origin, commit: commit)
        case .end:
            end(.failed(atStep: tutorial.steps[index].id, reason: reason), how: how, origin: origin)
        }
    }

    /// The waiting step, last on the path, gives way to the step entered instead.
    private func replaceWaitingStep(with index: Int) {
        if let last = path.indices.last { path[last] = index }
    }

    /// What happens when the target of the step at `index` is missing: the step's policy, or its
    /// tutorial's.
    private func missingTargetPolicy(at index: Int) -> Step.MissingTarget? {
        tutorial.steps[index].onMissingTarget ?? tutorial.onMissingTarget
    }

    /// Leaves the step showing, commits the move, and reports the steps found unavailable on the
    /// way.
    private func settle(
        leaving current: Int?, how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin,
        commit: () -> Void
    ) {
        if let current { leave(current, how: how, origin: origin) }
        commit()
        let found = unavailable
        unavailable = []
        for kind in found { emit(kind, origin: origin) }
    }

    /// What the step at `index` must wait for, if anything: its screen to be on display, or its
    /// `waitFor` element to appear.
    private func reasonToWait(for index: Int) -> TutorialSession.Waiting.Reason? {
        guard waitsForHost else { return nil }
        let step = tutorial.steps[index]
        // A step without a screen of its own belongs on the tutorial's main screen.
        let screenID = step.screen?.id ?? mainScreenID
        if screenID != visibleScreenID { return .screen(screenID) }
        if let wait = step.waitFor, !appearedElements.contains(wait.element) { return .element(wait.element) }
        return nil
    }

    /// Shows the waiting step once the host reported what it needs; until then, it waits for
    /// what it still needs.
    private func showWaitingStepIfReady() throws {
        guard case .waiting(let index) = state else { return }
        if let reason = reasonToWait(for: index) {
            waiting?.reason = reason
            return
        }
        try move(
            to: index, position: waiting?.position ?? 1, leaving: nil, how: nil, origin: .hostAPI,
            commit: replaceWaitingStep)
    }

    /// Resolves and lays out a step without changing the session, so a failure leaves it as it was.
    ///
    /// - Parameter position: Where the step stands on the path taken, from 1.
    private func prepare(_ index: Int, position: Int, centred: Bool = false, graph: StepGraph? = nil) throws
        -> (presentation: StepPresentation, screen: Screen)
    {
        let stepScreen = tutorial.steps.indices.contains(index) ? tutorial.steps[index].screen : nil
        var scratch = stepScreen.map { screens[$0.id] ?? $0 } ?? screens[mainScreenID] ?? screen
        let ahead = (graph ?? stepGraph).stepsAhead(of: index)
        let progress = StepPresentation.Progress(position: position, total: position + ahead)
        let presentation = try StepPresenter.present(
            stepAt: index, of: tutorial, on: &scratch, progress: progress, locale: shownLocale,
            options: layoutOptions, centred: centred)
        return (presentation, scratch)
    }

    // MARK: - The path

    /// The first step from `index` on whose `showIf` holds (steps whose rule fails are passed over).
    private func firstShown(from index: Int) -> Int? {
        guard index >= 0 else { return nil }
        let context = ruleContext()
        return tutorial.steps.indices.dropFirst(index).first {
            tutorial.steps[$0].showIf?.holds(in: context) ?? true
        }
    }

    /// The ways through the tutorial as the rules stand now.
    private var stepGraph: StepGraph { StepGraph(tutorial: tutorial, context: ruleContext()) }

    /// Where the step at `index` stands on the shortest way to it from the first step, through
    /// any button (1 when no way leads there): a tutorial started part-way shows "3 of 4", as the
    /// user would have seen it.
    private func position(of index: Int) -> Int { stepGraph.position(of: index) }

    private func enter(
        _ entered: (presentation: StepPresentation, screen: Screen),
        origin: TutorialSession.AnalyticsRecord.Origin
    ) {
        let step = entered.presentation.step
        step.hooks.willEnter?(step.id)
        screen = entered.screen
        screens[entered.screen.id] = entered.screen
        presentation = entered.presentation
        // Laid out on what the session had, not on a report: the host's next report lays it out again.
        laidOutOnReport = nil
        state = .showing(stepIndex: entered.presentation.index)
        stepShownAt = clock.now()
        // A request belongs to the step that made it, and a step shown waits for nothing more.
        waiting = nil
        step.hooks.didEnter?(step.id)
        emit(.stepShown(stepID: step.id, index: entered.presentation.index), origin: origin)
    }

    /// Runs the exit hooks of the step at `index` and reports it completed when `how` says so.
    private func leave(_ index: Int, how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin) {
        let step = tutorial.steps[index]
        step.hooks.willExit?(step.id)
        step.hooks.didExit?(step.id)
        if let how {
            emit(
                .stepCompleted(stepID: step.id, index: index, how: how), origin: origin,
                timeOnStep: timeOnCurrentStep)
        }
    }

    /// Ends the run: leaves the step showing, if any, and reports the outcome. A run that ends as
    /// it starts (its first step failed) reports its start first.
    private func end(
        _ outcome: TutorialSession.Outcome, how: Step.Completion?,
        origin: TutorialSession.AnalyticsRecord.Origin
    ) {
        let timeOnStep = currentIndex == nil ? nil : timeOnCurrentStep
        if state == .idle { emit(.started, origin: origin) }
        settle(leaving: currentIndex, how: how, origin: origin) {}
        state = .finished(outcome)
        presentation = nil
        waiting = nil
        emit(.finished(outcome), origin: origin, timeOnStep: timeOnStep)
    }

    /// Seconds since the current step appeared.
    private var timeOnCurrentStep: TimeInterval? {
        stepShownAt.map { clock.now().timeIntervalSince($0) }
    }

    private func emit(
        _ kind: TutorialSession.AnalyticsRecord.Kind, origin: TutorialSession.AnalyticsRecord.Origin,
        timeOnStep: TimeInterval? = nil
    ) {
        let event = TutorialSession.AnalyticsRecord(
            kind: kind, tutorialID: tutorial.id, origin: origin, date: clock.now(), timeOnStep: timeOnStep,
            variant: variant)
        for observer in observers {
            observer(event)
        }
    }
}
