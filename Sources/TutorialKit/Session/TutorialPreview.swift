import TutorialKitLayout
import TutorialKitModel

/// Every step of a tutorial laid out as a session walking through it with Next would show it — for
/// previews, golden frames and reviews of a tutorial's copy.
///
/// A plain function of the tutorial, its screens and the ways through it: each step is presented
/// as a session presents the step it enters (``StepPresenter``), without running a session or the
/// steps' hooks.
package enum TutorialPreview {
    /// The presentation of every step, in order, each shown as if the tutorial had reached it the
    /// shortest way (so a branch's steps carry the progress a user on that branch would see).
    ///
    /// - Parameters:
    ///   - tutorial: The tutorial.
    ///   - screenSize: Lay out for this size instead of the screens' own.
    ///   - locale: The locale for texts.
    ///   - options: Layout options.
    ///   - metrics: The units to lay out in: cells, or a host's points.
    /// - Throws: ``SessionError`` or a target's resolution error.
    package static func presentations(
        of tutorial: Tutorial, screenSize: Size? = nil, locale: String? = nil,
        options: LayoutEngine.Options = .standard, metrics: LayoutEngine.Metrics = .cells
    ) throws -> [StepPresentation] {
        let tutorial = resized(tutorial, to: screenSize)
        // A tutorial without steps has nothing to show; a session would not start.
        guard !tutorial.steps.isEmpty else { return [] }
        // One graph of the ways for every step: each step then costs the same however many
        // steps there are.
        let preview = try Preview(of: tutorial, locale: locale, options: options, metrics: metrics)
        return try tutorial.steps.indices.map { try preview.presentation(ofStepAt: $0) }
    }

    /// The presentation of one step, shown as if the tutorial had been started there.
    package static func presentation(
        ofStepAt index: Int, of tutorial: Tutorial, screenSize: Size? = nil, locale: String? = nil,
        options: LayoutEngine.Options = .standard, metrics: LayoutEngine.Metrics = .cells
    ) throws -> StepPresentation {
        try Preview(of: resized(tutorial, to: screenSize), locale: locale, options: options, metrics: metrics)
            .presentation(ofStepAt: index)
    }

    /// The tutorial with every screen it uses set to `size` (elements keep their places).
    package static func resized(_ tutorial: Tutorial, to size: Size?) -> Tutorial {
        guard let size else { return tutorial }
        var resized = tutorial
        resized.screen?.size = size
        for index in resized.steps.indices {
            resized.steps[index].screen?.size = size
        }
        return resized
    }

    /// What every step of one preview shares: the tutorial, its main screen, the ways through it,
    /// the language it is shown in.
    private struct Preview {
        let tutorial: Tutorial
        let mainScreen: Screen
        let graph: StepGraph
        let shownLocale: String?
        let options: LayoutEngine.Options
        let metrics: LayoutEngine.Metrics

        /// - Throws: What a session of the tutorial throws as it is made:
        ///   ``SessionError/noSteps(tutorial:)`` and ``SessionError/noScreen(tutorial:)``.
        init(
            of tutorial: Tutorial, locale: String?, options: LayoutEngine.Options,
            metrics: LayoutEngine.Metrics
        )
            throws
        {
            guard !tutorial.steps.isEmpty else { throw SessionError.noSteps(tutorial: tutorial.id) }
            guard let mainScreen = tutorial.screen else { throw SessionError.noScreen(tutorial: tutorial.id) }
            self.tutorial = tutorial
            self.mainScreen = mainScreen
            // A preview's rules see a clock that stands at its start, so a file previews the same
            // way on any day.
            graph = StepGraph(tutorial: tutorial, context: Rule.Context(now: ManualClock().now()))
            shownLocale = tutorial.language(for: locale).locale
            self.options = options
            self.metrics = metrics
        }

        /// The step at `index` as a session started there shows it: on its own screen, with the
        /// progress of the shortest way to it, centred when its target is missing and a policy
        /// says what a run does about that (``StepPresentation/missingTarget`` says what).
        func presentation(ofStepAt index: Int) throws -> StepPresentation {
            guard tutorial.steps.indices.contains(index) else {
                throw SessionError.stepIndexOutOfRange(
                    index, tutorial: tutorial.id, stepCount: tutorial.steps.count)
            }
            let step = tutorial.steps[index]
            // A session knows its screens by id: a step naming the main screen's is shown on it.
            let screen = step.screen.map { $0.id == mainScreen.id ? mainScreen : $0 } ?? mainScreen
            let position = graph.position(of: index)
            let progress = StepPresentation.Progress(
                position: position, total: position + graph.stepsAhead(of: index))
            func present(centred: Bool) throws -> StepPresentation {
                var scratch = screen
                return try StepPresenter.present(
                    stepAt: index, of: tutorial, on: &scratch, progress: progress, locale: shownLocale,
                    options: options, metrics: metrics, centred: centred)
            }
            do {
                return try present(centred: false)
            } catch let error as TargetResolutionError {
                // Every step with a policy is shown, whatever a run would do about its missing
                // target; without one, a run throws the error, and so does the preview.
                guard step.onMissingTarget ?? tutorial.onMissingTarget != nil else { throw error }
                return try present(centred: true)
            }
        }
    }
}
