import TutorialKitLayout
import TutorialKitModel

/// Every step of a tutorial laid out as a session walking through it with Next would show it — for
/// previews, golden frames and reviews of a tutorial's copy.
package enum TutorialPreview {
    /// The presentation of every step, in order, each shown as if the tutorial had reached it the
    /// shortest way (so a branch's steps carry the progress a user on that branch would see).
    ///
    /// - Parameters:
    ///   - tutorial: The tutorial.
    ///   - screenSize: Lay out for this size instead of the screens' own.
    ///   - locale: The locale for texts.
    ///   - options: Layout options.
    /// - Throws: ``SessionError`` or a target's resolution error.
    package static func presentations(
        of tutorial: Tutorial, screenSize: Size? = nil, locale: String? = nil,
        options: LayoutEngine.Options = .standard
    ) throws -> [StepPresentation] {
        // One resized tutorial and one graph of its ways for every step: each step then costs
        // the same however many steps there are.
        let tutorial = resized(tutorial, to: screenSize)
        var graph: StepGraph?
        let shownLocale = tutorial.language(for: locale).locale
        return try tutorial.steps.indices.map { index in
            let session = try session(
                of: tutorial, locale: locale, shownLocale: shownLocale, options: options)
            session.fixedStepGraph = graph ?? session.stepGraph
            graph = session.fixedStepGraph
            return try presentation(ofStepAt: index, in: session)
        }
    }

    /// The presentation of one step, shown as if the tutorial had been started there.
    package static func presentation(
        ofStepAt index: Int, of tutorial: Tutorial, screenSize: Size? = nil, locale: String? = nil,
        options: LayoutEngine.Options = .standard
    ) throws -> StepPresentation {
        try presentation(
            ofStepAt: index,
            in: session(of: resized(tutorial, to: screenSize), locale: locale, options: options))
    }

    private static func session(
        of tutorial: Tutorial, locale: String?, shownLocale: String?? = nil, options: LayoutEngine.Options
    ) throws -> TutorialSession {
        let session = try TutorialSession(
            tutorial: tutorial, clock: ManualClock(), locale: locale, shownLocale: shownLocale,
            layoutOptions: options, waitsForHost: false)
        // Every step is shown, whatever a run would do about a missing target; the transcript
        // says what that is (``StepPresentation/missingTarget``).
        session.centresMissingTargets = true
        return session
    }

    private static func presentation(ofStepAt index: Int, in session: TutorialSession) throws
        -> StepPresentation
    {
        try session.start(atIndex: index)
        if let presentation = session.presentation, presentation.index == index { return presentation }
        // The session shows every step it is started at (missing targets centred), unless a step's
        // own hook moved it on as the step entered: the preview still shows the step, centred.
        let tutorial = session.tutorial
        guard
            var screen = tutorial.steps.indices.contains(index)
                ? tutorial.steps[index].screen ?? tutorial.screen : nil
        else {
            throw SessionError.stepIndexOutOfRange(
                index, tutorial: tutorial.id, stepCount: tutorial.steps.count)
        }
        let graph = session.stepGraph
        let position = graph.position(of: index)
        return try StepPresenter.present(
            stepAt: index, of: tutorial, on: &screen,
            progress: StepPresentation.Progress(
                position: position, total: position + graph.stepsAhead(of: index)),
            locale: session.shownLocale, options: session.layoutOptions, centred: true)
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
}
