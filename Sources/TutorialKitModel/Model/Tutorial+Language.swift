extension Tutorial {
    /// The languages the tutorial is written in: its `locales` when it lists them, else every
    /// translation's locale in the order first met, its default locale first. Empty for a tutorial
    /// of plain texts.
    public var languages: [String] {
        if !locales.isEmpty { return locales }
        var found: [String] = defaultLocale.map { [$0] } ?? []
        var seen = Set(found.map { $0.lowercased() })
        for step in steps {
            for translation in step.text.translations
            where seen.insert(translation.locale.lowercased()).inserted {
                found.append(translation.locale)
            }
        }
        return found
    }

    /// How a tour asked for in one language is shown: in that language when every step's text is
    /// written in it, else wholly in the tutorial's default one, so that no tour mixes languages
    /// (one step's German buttons beside the next step's English).
    package struct LanguageChoice: Hashable, Sendable {
        /// The locale the tour's steps are resolved for: the one asked for (or its language, `de`
        /// for `de-AT`), else the tutorial's default locale, else a language every step is
        /// written in; `nil` when there is none.
        package var locale: String?
        /// How many steps have a text in the locale asked for, and how many there are.
        package var stepsInAskedLocale: Int
        package var stepCount: Int

        /// Whether the tour is shown in the locale asked for.
        package var isAsked: Bool { stepsInAskedLocale == stepCount }
    }

    /// The language a tour asked for in `locale` is shown in (see ``LanguageChoice``).
    package func language(for locale: String?) -> LanguageChoice {
        guard let locale else {
            return LanguageChoice(
                locale: fallbackLanguage, stepsInAskedLocale: steps.count, stepCount: steps.count)
        }
        var best = 0
        for candidate in LocalizedText.fallbackChain(locale: locale, defaultLocale: nil) {
            let covered = steps.reduce(0) {
                $0 + (Self.text($1.text, isIn: candidate, defaultLocale: defaultLocale) ? 1 : 0)
            }
            if covered == steps.count {
                return LanguageChoice(locale: candidate, stepsInAskedLocale: covered, stepCount: steps.count)
            }
            best = max(best, covered)
        }
        return LanguageChoice(locale: fallbackLanguage, stepsInAskedLocale: best, stepCount: steps.count)
    }

    /// The language a tour is shown in when the one asked for is not whole: the default locale,
    /// else the first of ``languages`` every step is written in; `nil` when there is none, and each
    /// step then shows in its own.
    private var fallbackLanguage: String? {
        if let defaultLocale { return defaultLocale }
        return languages.first { language in
            steps.allSatisfy { Self.text($0.text, isIn: language, defaultLocale: nil) }
        }
    }

    /// Whether `text` is written in `locale`: a translation for it, or a plain text, which is in the
    /// tutorial's default language when it names one, and else in whichever the host asks for (a
    /// host that localizes its own strings passes them plain).
    private static func text(_ text: LocalizedText, isIn locale: String, defaultLocale: String?) -> Bool {
        if text.plain != nil {
            guard let defaultLocale else { return true }
            return LocalizedText.fallbackChain(locale: defaultLocale, defaultLocale: nil).contains {
                $0.lowercased() == locale.lowercased()
            }
        }
        return text.translations.contains { $0.locale.lowercased() == locale.lowercased() }
    }
}
