import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The moves a user makes, through the host or the step's buttons: start, next, back, skip, go to a
// step, finish or leave the tutorial. Each says where to go; `move` (+Transitions) goes there.
extension TutorialSession {
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
        if let current = currentIndex {
            emit(
                .wentBack(stepID: tutorial.steps[current].id, index: current), origin: origin,
                timeOnStep: timeOnCurrentStep)
        }
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
        emit(
            .buttonPressed(
                stepID: presentation.step.id, index: presentation.index, buttonIndex: index,
                action: presentation.buttons[index].action), origin: origin)
        return try perform(presentation.buttons[index].action, origin: origin)
    }

    /// Does what a button's action, or an event's branch, says.
    func perform(_ action: Step.Button.Action, origin: TutorialSession.AnalyticsRecord.Origin) throws
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
    func request(_ action: String, origin: TutorialSession.AnalyticsRecord.Origin) -> Bool {
        guard let index = currentIndex else { return false }
        waiting = TutorialSession.Waiting(
            stepIndex: index, reason: .outcome(request: action), since: clock.now(),
            timeout: tutorial.steps[index].outcomes?.timeout?.seconds,
            position: presentation?.progress.position ?? 1, fallback: nil)
        emit(.hostActionRequested(stepID: tutorial.steps[index].id, action: action), origin: origin)
        return true
    }
}
