import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// How a move goes: to the step asked for, or past steps whose targets are missing, or into a wait,
// or to the end of the run; the steps found unavailable on the way are reported once the move is
// certain.
extension TutorialSession {
    /// Goes on from the step showing to the next one shown (Next, Skip); on the last, completes
    /// the tutorial.
    func advance(how: Step.Completion, origin: TutorialSession.AnalyticsRecord.Origin) throws -> Bool {
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
    func move(
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
    func wait(
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
    func noteUnavailable(
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
    func fallBack(
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
    func replaceWaitingStep(with index: Int) {
        if let last = path.indices.last { path[last] = index }
    }

    /// What happens when the target of the step at `index` is missing: the step's policy, or its
    /// tutorial's.
    func missingTargetPolicy(at index: Int) -> Step.MissingTarget? {
        tutorial.steps[index].onMissingTarget ?? tutorial.onMissingTarget
    }

    /// Leaves the step showing, commits the move, and reports the steps found unavailable on the
    /// way.
    func settle(
        leaving current: Int?, how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin,
        commit: () -> Void
    ) {
        if let current { leave(current, how: how, origin: origin) }
        commit()
        let found = unavailable
        unavailable = []
        for kind in found { emit(kind, origin: origin) }
    }

    /// The first step from `index` on whose `showIf` holds (steps whose rule fails are passed over).
    func firstShown(from index: Int) -> Int? {
        guard index >= 0 else { return nil }
        let context = ruleContext()
        return tutorial.steps.indices.dropFirst(index).first {
            tutorial.steps[$0].showIf?.holds(in: context) ?? true
        }
    }

    /// The ways through the tutorial as the rules stand now.
    var stepGraph: StepGraph { StepGraph(tutorial: tutorial, context: ruleContext()) }

    /// Where the step at `index` stands on the shortest way to it from the first step, through
    /// any button (1 when no way leads there): a tutorial started part-way shows "3 of 4", as the
    /// user would have seen it.
    func position(of index: Int) -> Int { stepGraph.position(of: index) }

    /// Ends the run: leaves the step showing, if any, and reports the outcome. A run that ends as
    /// it starts (its first step failed) reports its start first.
    func end(
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
}
