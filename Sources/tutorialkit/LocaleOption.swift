import TutorialKit

/// `--locale L` beside the tutorial's languages: when the tour will not be shown in `L`, a warning
/// says why, what the author may have meant, and the language it is shown in instead.
enum LocaleOption {
    /// The warning for asking `tutorial` in `locale`, or `nil` when the tour is shown in it.
    static func warning(_ locale: String?, for tutorial: Tutorial) -> String? {
        guard let locale else { return nil }
        let choice = tutorial.language(for: locale)
        let languages = tutorial.languages
        let list =
            languages.isEmpty
            ? ""
            : " (its languages: \(languages.map { TerminalSafeText.escaped($0) }.joined(separator: ", ")))"
        let hint = LanguageTag.hint(for: locale, among: languages)
        let asked = TerminalSafeText.escaped(locale)
        if !LanguageTag.isValid(locale) {
            return "tutorialkit: warning: --locale \"\(asked)\" is not a language tag\(hint); "
                + "use a BCP 47 tag such as en, de or pt-BR\(list)"
        }
        guard !choice.isAsked else { return nil }
        let shown =
            choice.locale.map { "in \"\($0)\", its default language" } ?? "as written, with English buttons"
        if choice.stepsInAskedLocale == 0 {
            return "tutorialkit: warning: the tutorial has no \"\(asked)\" texts\(list)\(hint); "
                + "showing it \(shown)"
        }
        return "tutorialkit: warning: only \(choice.stepsInAskedLocale) of \(choice.stepCount) steps have "
            + "\"\(asked)\" texts; showing the whole tour \(shown), so that it does not mix languages"
    }
}
