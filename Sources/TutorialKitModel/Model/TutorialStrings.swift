import TutorialKitText

extension Tutorial {
    /// What TutorialKit itself says on a step: the standard buttons (Back, Next, Done, Skip), the
    /// progress ("2 of 5") and the transcript's sentences, in every locale of the built-in
    /// translations, which a tutorial may override (``Tutorial/strings``).
    public struct Strings: Hashable, Sendable {
        /// `Back`.
        public var back: LocalizedText
        /// `Next ›`.
        public var next: LocalizedText
        /// `Done`, on the last step.
        public var done: LocalizedText
        /// `Skip`.
        public var skip: LocalizedText
        /// `{position} of {total}`: the progress, its numbers put in for `{position}` and `{total}`.
        public var progress: LocalizedText
        /// The transcript's phrases; one missing here reads as built in
        /// (``phrase(_:locale:defaultLocale:_:)``).
        public var transcript: [Phrase: LocalizedText]

        /// Creates the strings.
        public init(
            back: LocalizedText, next: LocalizedText, done: LocalizedText, skip: LocalizedText,
            progress: LocalizedText, transcript: [Phrase: LocalizedText] = [:]
        ) {
            self.back = back
            self.next = next
            self.done = done
            self.skip = skip
            self.progress = progress
            self.transcript = transcript
        }

        /// The built-in translations: English (first, the last resort), Russian, German, French,
        /// Spanish, Japanese, Simplified Chinese (`zh-Hans`, and `zh`), Arabic and Hebrew.
        public static let builtIn = Strings(
            back: LocalizedText([
                "en": "Back", "ru": "Назад", "de": "Zurück", "fr": "Retour", "es": "Atrás", "ja": "戻る",
                "zh-Hans": "返回", "zh": "返回", "ar": "رجوع", "he": "חזרה",
            ]),
            next: LocalizedText([
                "en": "Next ›", "ru": "Далее ›", "de": "Weiter ›", "fr": "Suivant ›", "es": "Siguiente ›",
                "ja": "次へ ›", "zh-Hans": "下一步 ›", "zh": "下一步 ›", "ar": "التالي", "he": "הבא",
            ]),
            done: LocalizedText([
                "en": "Done", "ru": "Готово", "de": "Fertig", "fr": "Terminé", "es": "Listo", "ja": "完了",
                "zh-Hans": "完成", "zh": "完成", "ar": "تم", "he": "סיום",
            ]),
            skip: LocalizedText([
                "en": "Skip", "ru": "Пропустить", "de": "Überspringen", "fr": "Passer", "es": "Omitir",
                "ja": "スキップ", "zh-Hans": "跳过", "zh": "跳过", "ar": "تخطي", "he": "דילוג",
            ]),
            progress: LocalizedText([
                "en": "{position} of {total}", "ru": "{position} из {total}", "de": "{position} von {total}",
                "fr": "{position} sur {total}", "es": "{position} de {total}", "ja": "{position} / {total}",
                "zh-Hans": "{position} / {total}", "zh": "{position} / {total}",
                "ar": "{position} من {total}",
                "he": "{position} מתוך {total}",
            ]),
            transcript: Phrase.builtIn)

        /// These strings with `overrides` given for some of them in some locales: a tutorial's own
        /// wording first, the built-in translations after.
        public func overridden(by overrides: Strings.Overrides) -> Strings {
            func merged(_ mine: LocalizedText, _ theirs: LocalizedText?) -> LocalizedText {
                guard let theirs else { return mine }
                // A plain override says the same in every language.
                if theirs.plain != nil { return theirs }
                let overridden = Set(theirs.translations.map { $0.locale.lowercased() })
                let all =
                    theirs.translations
                    + mine.translations.filter { !overridden.contains($0.locale.lowercased()) }
                // English stays first: the last resort for a locale nothing covers.
                let english = all.filter { $0.locale.lowercased() == "en" }
                return LocalizedText(translations: english + all.filter { $0.locale.lowercased() != "en" })
            }
            return Strings(
                back: merged(back, overrides.back), next: merged(next, overrides.next),
                done: merged(done, overrides.done), skip: merged(skip, overrides.skip),
                progress: merged(progress, overrides.progress),
                transcript: transcript.merging(
                    overrides.transcript.map { phrase, words in
                        let mine =
                            transcript[phrase] ?? Self.builtIn.transcript[phrase]
                            ?? LocalizedText(translations: [])
                        return (phrase, merged(mine, words))
                    },
                    uniquingKeysWith: { _, override in override }))
        }

        /// The progress for `position` of `total` in `locale`.
        public func progress(_ position: Int, of total: Int, locale: String?, defaultLocale: String?)
            -> String
        {
            progress.resolved(for: locale, defaultLocale: defaultLocale)
                .replacingAll("{position}", with: String(position))
                .replacingAll("{total}", with: String(total))
        }

        /// A tutorial's own wording for some of the standard strings; `nil` keeps the built-in ones.
        public struct Overrides: Hashable, Sendable {
            /// The tutorial's `Back`.
            public var back: LocalizedText?
            /// The tutorial's `Next ›`.
            public var next: LocalizedText?
            /// The tutorial's `Done`.
            public var done: LocalizedText?
            /// The tutorial's `Skip`.
            public var skip: LocalizedText?
            /// The tutorial's progress, with `{position}` and `{total}`.
            public var progress: LocalizedText?
            /// The tutorial's words for some of the transcript's phrases.
            public var transcript: [Phrase: LocalizedText]

            /// Creates overrides.
            public init(
                back: LocalizedText? = nil, next: LocalizedText? = nil, done: LocalizedText? = nil,
                skip: LocalizedText? = nil, progress: LocalizedText? = nil,
                transcript: [Phrase: LocalizedText] = [:]
            ) {
                self.back = back
                self.next = next
                self.done = done
                self.skip = skip
                self.progress = progress
                self.transcript = transcript
            }

            /// No overrides.
            public static let none = Overrides()
        }
    }
}
