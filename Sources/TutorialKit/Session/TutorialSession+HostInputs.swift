import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// What the host reports: the screen on display and how it looks, elements that appeared, events,
// the outcome of a request, a tap on the target, and the time passing. A step waiting
// (``waiting``) shows once the host reported what it needs.
extension TutorialSession {
    /// Tells the session the host now shows the screen with this id; a step waiting for it appears.
    /// A screen none of the tutorial's steps runs on means the host went elsewhere: the run ends
    /// as abandoned — unless a step waits on the outcome of its request, which the host may ask
    /// on a screen of its own (the system's permission prompt).
    ///
    /// - Throws: The waiting step's target resolution error (it keeps waiting).
    public func screenAppeared(_ id: String) throws {
        if id != reported.screenID {
            reported.screenID = id
            reported.appearedElements = []
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
            reported.laidOut.map({ $0.index != index || $0.screen != screen }) ?? true
        {
            let kept = screens[screen.id]
            screens[screen.id] = screen
            do {
                let entered = try prepare(index, position: presentation?.progress.position ?? 1)
                self.screen = entered.screen
                screens[screen.id] = entered.screen
                presentation = entered.presentation
                reported.laidOut = (index, screen)
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
        reported.appearedElements.insert(id)
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
            (step.screen?.id ?? mainScreenID) == reported.screenID ? .targetMissing : .screenNeverAppeared
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

    /// What the step at `index` must wait for, if anything: its screen to be on display, or its
    /// `waitFor` element to appear.
    func reasonToWait(for index: Int) -> TutorialSession.Waiting.Reason? {
        guard waitsForHost else { return nil }
        let step = tutorial.steps[index]
        // A step without a screen of its own belongs on the tutorial's main screen.
        let screenID = step.screen?.id ?? mainScreenID
        if screenID != reported.screenID { return .screen(screenID) }
        if let wait = step.waitFor, !reported.appearedElements.contains(wait.element) {
            return .element(wait.element)
        }
        return nil
    }

    /// Shows the waiting step once the host reported what it needs; until then, it waits for
    /// what it still needs.
    func showWaitingStepIfReady() throws {
        guard case .waiting(let index) = state else { return }
        if let reason = reasonToWait(for: index) {
            waiting?.reason = reason
            return
        }
        try move(
            to: index, position: waiting?.position ?? 1, leaving: nil, how: nil, origin: .hostAPI,
            commit: replaceWaitingStep)
    }
}
