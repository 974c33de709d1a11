import TutorialKitLayout

/// The words a step shows in one language: its title and text, its footer's progress and button
/// titles, and which way they read. What a session lays out and what `validate` measures come from
/// here, so the two never disagree.
package struct StepWords: Sendable {
    /// The buttons shown: the step's own, or the standard ones for its place.
    package var buttons: [Step.Button]
    /// The title, in ``locale``.
    package var title: String?
    /// The text, in ``locale``.
    package var text: String
    /// The footer: the progress label and the buttons' titles.
    package var footer: StepLayout.Footer
    /// The language the text is shown in (see ``LocalizedText/resolvedLocale(for:defaultLocale:)``).
    package var locale: String?
    /// Whether that language reads right to left.
    package var isRightToLeft: Bool
}

extension Tutorial {
    /// The words of `step` shown at `position` of `total` steps, asked for in `locale`.
    ///
    /// One language per step: the title, buttons, progress and direction follow the text's, so a
    /// locale the tutorial lacks does not mix built-in German buttons into English copy. A plain
    /// text is in the tutorial's default language when it declares one.
    package func words(of step: Step, position: Int, total: Int, locale: String?) -> StepWords {
        let strings = standardStrings
        let buttons =
            !step.buttons.isEmpty || step.branchesOnEvents
            ? step.buttons
            : Step.Button.standard(isFirst: position == 1, isLast: position == total, strings: strings)
        let text = step.text.resolved(for: locale, defaultLocale: defaultLocale)
        let textLocale =
            step.text.resolvedLocale(for: locale, defaultLocale: defaultLocale) ?? defaultLocale ?? locale
        let title = step.title?.resolved(for: textLocale, defaultLocale: defaultLocale)
        // "1 of 1" says nothing: a way of one step shows no progress.
        let footer = StepLayout.Footer(
            progress: total > 1
                ? strings.progress(position, of: total, locale: textLocale, defaultLocale: defaultLocale)
                : nil,
            buttons: buttons.map { $0.title.resolved(for: textLocale, defaultLocale: defaultLocale) })
        return StepWords(
            buttons: buttons, title: title, text: text, footer: footer, locale: textLocale,
            isRightToLeft: LocalizedText.isRightToLeft(locale: textLocale ?? ""))
    }
}
