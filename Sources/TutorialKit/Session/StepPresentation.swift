import TutorialKitLayout
import TutorialKitModel

extension StepPresentation {
    /// A list or grid scrolled by resolving a step's target.
    public struct ListScroll: Hashable, Sendable {
        /// The list's id, or the grid's (``kind`` says which).
        public var list: String
        /// Its new content offset.
        public var contentOffset: Int
        /// Whether a list or a grid scrolled.
        public var kind: Screen.ScrollKind

        /// Creates a scroll record.
        public init(list: String, contentOffset: Int, kind: Screen.ScrollKind = .list) {
            self.list = list
            self.contentOffset = contentOffset
            self.kind = kind
        }
    }
}

/// Everything needed to draw one step: the step, where it stands, the screen as its target left
/// it, and the layout.
public struct StepPresentation: Sendable, Equatable {
    /// The step.
    public var step: Step
    /// Its index in the tutorial, from 0.
    public var index: Int
    /// "2 of 5": where the step stands on the way the run takes; shown only when that way has
    /// more than one step (``Progress/isShown``).
    public var progress: StepPresentation.Progress
    /// The screen, with lists scrolled as the target's resolution left them.
    public var screen: Screen
    /// The target's rect, or `nil` for a centred step.
    public var target: Rect?
    /// The rects of the step's further highlights in view (``Step/highlights``).
    public var highlights: [Rect]
    /// The list the target's resolution scrolled, if it changed an offset.
    public var scrolled: StepPresentation.ListScroll?
    /// The buttons shown: the step's own, or the standard ones.
    public var buttons: [Step.Button]
    /// The title in the chosen locale.
    public var title: String?
    /// The text in the chosen locale.
    public var text: String
    /// The locale the text is shown in: the one asked for, or the one its translations fell back
    /// to; for a text that is not translated, the tutorial's `defaultLocale`, else the one asked
    /// for. The transcript speaks it.
    public var locale: String?
    /// Where the box, arrow and spotlight go.
    public var layout: StepLayout
    /// For a step shown centred because its target is missing, the policy a run follows for it
    /// (the step's own, else its tutorial's): a preview shows every step centred, where a run may
    /// pass it over or end. `nil` when the target was found, or the step has none.
    public var missingTarget: Step.MissingTarget?
    /// What a screen reader should say as the step shows, in the step's language: its sentences
    /// from the ``Transcript``, `Step 2 of 3, "Details": … Points at … Buttons: Back, Next.` A
    /// graphical host posts it (VoiceOver's announcement, TalkBack's `announceForAccessibility`).
    /// Made when asked for: a preview of ten thousand steps need not say each.
    public var announcement: String {
        Transcript.describe(
            self, strings: Tutorial.Strings.builtIn.overridden(by: phrases), defaultLocale: defaultLocale)
    }
    /// The tutorial's own phrases and default language, which the announcement speaks.
    var phrases: Tutorial.Strings.Overrides = .none
    var defaultLocale: String?
}

/// Resolves a step's target on a screen and lays the step out.
package enum StepPresenter {
    /// Presents the step at `index` of `tutorial` on `screen`.
    ///
    /// - Parameters:
    ///   - index: The step's index.
    ///   - tutorial: The tutorial.
    ///   - screen: The screen; lists scrolled by the target's resolution stay scrolled.
    ///   - progress: The progress label; the step's position in the tutorial by default.
    ///   - locale: The locale for the title, text and button titles.
    ///   - options: Layout options.
    ///   - centred: Whether the box is centred without an arrow, its target missing (the step's
    ///     ``Step/MissingTarget/Fallback/centre``).
    ///
    /// A highlight missing from the screen throws, unless the step has a ``Step/MissingTarget``
    /// policy: then it is left out, and the step shows without it.
    /// - Throws: ``SessionError/stepIndexOutOfRange(_:tutorial:stepCount:)`` for an index outside the
    ///   tutorial, or the target's resolution error.
    package static func present(
        stepAt index: Int,
        of tutorial: Tutorial,
        on screen: inout Screen,
        progress: StepPresentation.Progress? = nil,
        locale: String? = nil,
        options: LayoutEngine.Options = .standard,
        metrics: LayoutEngine.Metrics = .cells,
        centred: Bool = false
    ) throws -> StepPresentation {
        guard tutorial.steps.indices.contains(index) else {
            throw SessionError.stepIndexOutOfRange(
                index, tutorial: tutorial.id, stepCount: tutorial.steps.count)
        }
        let step = tutorial.steps[index]
        // The session's options, then the tutorial's and the step's own.
        let options = options.applying(tutorial.layout).applying(step.layout)
        let progress = progress ?? StepPresentation.Progress(position: index + 1, total: tutorial.steps.count)
        let before = screen
        let target = centred ? nil : try TargetResolution.resolve(step.target, in: &screen)
        // Further highlights are found on the screen as the target left it: one the screen would
        // have to scroll to is out of view, and not highlighted.
        let highlights = try step.highlights.compactMap { highlight -> Rect? in
            var scratch = screen
            let rect: Rect?
            do {
                rect = try TargetResolution.resolve(highlight, in: &scratch)
            } catch  where centred || (step.onMissingTarget ?? tutorial.onMissingTarget) != nil {
                return nil
            }
            return scratch == screen ? rect : nil
        }
        let scrolled =
            zip(before.lists, screen.lists).first { $0.contentOffset != $1.contentOffset }
            .map { StepPresentation.ListScroll(list: $1.id, contentOffset: $1.contentOffset) }
            ?? zip(before.grids, screen.grids).first { $0.contentOffset != $1.contentOffset }
            .map { StepPresentation.ListScroll(list: $1.id, contentOffset: $1.contentOffset, kind: .grid) }
        let words = tutorial.words(
            of: step, position: progress.position, total: progress.total, locale: locale)
        let request = LayoutEngine.Request(
            screenSize: screen.size,
            safeArea: screen.safeArea,
            target: target,
            title: words.title,
            text: words.text,
            footer: words.footer,
            placement: step.placement,
            options: options,
            highlights: highlights,
            contentSize: step.contentSize,
            isRightToLeft: words.isRightToLeft,
            metrics: metrics
        )
        var presentation = StepPresentation(
            step: step,
            index: index,
            progress: progress,
            screen: screen,
            target: target,
            highlights: highlights,
            scrolled: scrolled,
            buttons: words.buttons,
            title: words.title,
            text: words.text,
            locale: words.locale,
            layout: LayoutEngine.layout(request),
            missingTarget: centred && step.hasTarget ? step.onMissingTarget ?? tutorial.onMissingTarget : nil
        )
        presentation.phrases = tutorial.strings
        presentation.defaultLocale = tutorial.defaultLocale
        return presentation
    }
}
