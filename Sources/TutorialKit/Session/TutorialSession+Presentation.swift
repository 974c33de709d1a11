import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// What a step shows: laid out on its screen before the session changes, then entered (its hooks
// run, it is reported shown) or left.
extension TutorialSession {
    /// Resolves and lays out a step without changing the session, so a failure leaves it as it was.
    ///
    /// - Parameter position: Where the step stands on the path taken, from 1.
    func prepare(_ index: Int, position: Int, centred: Bool = false, graph: StepGraph? = nil) throws
        -> (presentation: StepPresentation, screen: Screen)
    {
        let stepScreen = tutorial.steps.indices.contains(index) ? tutorial.steps[index].screen : nil
        var scratch = stepScreen.map { screens[$0.id] ?? $0 } ?? screens[mainScreenID] ?? screen
        let ahead = (graph ?? stepGraph).stepsAhead(of: index)
        let progress = StepPresentation.Progress(position: position, total: position + ahead)
        let presentation = try StepPresenter.present(
            stepAt: index, of: tutorial, on: &scratch, progress: progress, locale: shownLocale,
            options: layoutOptions, metrics: layoutMetrics, centred: centred)
        return (presentation, scratch)
    }

    /// Shows a prepared step: its enter hooks run around it taking the screen and the
    /// presentation, and it is reported shown.
    func enter(
        _ entered: (presentation: StepPresentation, screen: Screen),
        origin: TutorialSession.AnalyticsRecord.Origin
    ) {
        let step = entered.presentation.step
        step.hooks.willEnter?(step.id)
        screen = entered.screen
        screens[entered.screen.id] = entered.screen
        presentation = entered.presentation
        // Laid out on what the session had, not on a report: the host's next report lays it out again.
        reported.laidOut = nil
        state = .showing(stepIndex: entered.presentation.index)
        stepShownAt = clock.now()
        // A request belongs to the step that made it, and a step shown waits for nothing more.
        waiting = nil
        step.hooks.didEnter?(step.id)
        emit(.stepShown(stepID: step.id, index: entered.presentation.index), origin: origin)
    }

    /// Runs the exit hooks of the step at `index` and reports it completed when `how` says so.
    func leave(_ index: Int, how: Step.Completion?, origin: TutorialSession.AnalyticsRecord.Origin) {
        let step = tutorial.steps[index]
        step.hooks.willExit?(step.id)
        step.hooks.didExit?(step.id)
        if let how {
            emit(
                .stepCompleted(stepID: step.id, index: index, how: how), origin: origin,
                timeOnStep: timeOnCurrentStep)
        }
    }

    /// Seconds since the current step appeared.
    var timeOnCurrentStep: TimeInterval? {
        stepShownAt.map { clock.now().timeIntervalSince($0) }
    }
}
