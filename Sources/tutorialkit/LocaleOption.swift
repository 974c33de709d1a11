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
        // A long argument is named by its start: the message is about its shape, not its length.
        let asked = TerminalSafeText.escaped(locale.count > 40 ? String(locale.prefix(40)) + "…" : locale)
        let shown =
            switch choice.locale {
            case .some(let shown) where shown == tutorial.defaultLocale:
                "showing it in \"\(shown)\", its default language"
            case .some(let shown): "showing it in \"\(shown)\", a language every step is written in"
            case .none:
                "showing each step in a language it has, as no language covers them all; "
                    + "give the tutorial a \"defaultLocale\""
            }
        if !LanguageTag.isValid(locale) {
            // Only a value that is no tag gets a suggestion: a real tag the tutorial lacks
            // (`fr`) is not a misspelling of one it has (`ar`).
            return "tutorialkit: warning: \(Option.locale.name) \"\(asked)\" is not a language tag"
                + "\(LanguageTag.hint(for: locale, among: languages)); \(shown)\(list)"
        }
        guard !choice.isAsked else { return nil }
        if choice.stepsInAskedLocale == 0 {
            return "tutorialkit: warning: the tutorial has no \"\(asked)\" texts\(list); \(shown)"
        }
        return "tutorialkit: warning: only \(choice.stepsInAskedLocale) of \(choice.stepCount) steps have "
            + "\"\(asked)\" texts, and a tour does not mix languages; \(shown)"
    }
}

extension Option {
    /// `--locale L`, which `preview` and `play` take.
    static let locale = Option.value("--locale", "L", help: "the language of the texts, such as ru-RU")
}
