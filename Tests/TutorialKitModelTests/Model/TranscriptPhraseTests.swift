import Testing
import TutorialKitModel

/// The transcript's phrases: built in for every language the buttons are, each with exactly the
/// placeholders it fills in, and filled in without ever reading a value as a placeholder.
@Suite struct TranscriptPhraseTests {
    static let languages = ["en", "ru", "de", "fr", "es", "ja", "zh-Hans", "zh", "ar", "he"]

    @Test(arguments: Tutorial.Strings.Phrase.allCases)
    func everyLanguageHasThePhraseWithItsPlaceholders(phrase: Tutorial.Strings.Phrase) throws {
        let text = try #require(Tutorial.Strings.builtIn.transcript[phrase])
        #expect(Set(text.translations.map(\.locale)) == Set(Self.languages))
        for translation in text.translations {
            #expect(
                Self.placeholders(in: translation.text) == phrase.placeholders.sorted(),
                "\(phrase) in \(translation.locale): \(translation.text)")
            // Only the space between sentences may be nothing (Japanese and Chinese use none).
            #expect(!translation.text.isEmpty || phrase == .sentenceSeparator)
        }
    }

    @Test func theLanguagesSayItDifferently() {
        // A phrase copied from English by mistake would read the same in two languages; separators,
        // a quoted step id and the only step's text (with its quoted title) may well be the same.
        let alike: Set<Tutorial.Strings.Phrase> = [
            .listSeparator, .outcomeSeparator, .namedStep, .fullStop, .sentenceSeparator, .onlyStep,
            .titledOnlyStep,
        ]
        for phrase in Tutorial.Strings.Phrase.allCases where !alike.contains(phrase) {
            let english = Tutorial.Strings.builtIn.phrase(phrase, locale: "en")
            for language in Self.languages where language != "en" {
                #expect(
                    Tutorial.Strings.builtIn.phrase(phrase, locale: language) != english,
                    "\(phrase), \(language)")
            }
        }
    }

    @Test func aLocaleFallsBackToItsLanguageThenToEnglish() {
        let strings = Tutorial.Strings.builtIn
        #expect(strings.phrase(.centred, locale: "fr-CA") == "Centré à l'écran.")
        #expect(strings.phrase(.centred, locale: "zh-Hans-CN") == "位于屏幕中央。")
        #expect(strings.phrase(.centred, locale: "pt-BR") == "Centred on screen.")
        #expect(strings.phrase(.centred, locale: nil) == "Centred on screen.")
    }

    @Test func placeholdersAreFilledInOnePass() {
        #expect("{a} and {b}".fillingPlaceholders(["a": "{b}", "b": "x"]) == "{b} and x")
        #expect("{unknown} {a}".fillingPlaceholders(["a": "1"]) == "{unknown} 1")
        #expect("{{a}} {".fillingPlaceholders(["a": "1"]) == "{1} {")
        #expect("no braces".fillingPlaceholders(["a": "1"]) == "no braces")
        #expect("{a}".fillingPlaceholders([:]) == "{a}")
        // A mark that would join a brace into one character does not hide the placeholder.
        let filled = "{a}\u{301}x".fillingPlaceholders(["a": "1"])
        #expect(Array(filled.unicodeScalars) == Array("1\u{301}x".unicodeScalars))
        #expect(Array("e{a}".fillingPlaceholders(["a": "\u{301}"]).unicodeScalars) == ["e", "\u{301}"])
    }

    @Test func aTutorialsPhraseComesFirstAndTheOthersStayBuiltIn() {
        let strings = Tutorial.Strings.builtIn.overridden(
            by: Tutorial.Strings.Overrides(
                transcript: [
                    .pointsBelow: LocalizedText([
                        "en": "Look below {target}.", "pt": "Veja abaixo de {target}.",
                    ]),
                    .centred: "In the middle.",
                ]))
        #expect(strings.phrase(.pointsBelow, locale: "en", ["target": "it"]) == "Look below it.")
        #expect(strings.phrase(.pointsBelow, locale: "pt-BR", ["target": "ele"]) == "Veja abaixo de ele.")
        #expect(strings.phrase(.pointsBelow, locale: "ru", ["target": "x"]) == "Цель — x; подсказка снизу.")
        #expect(strings.phrase(.centred, locale: "ja") == "In the middle.", "a plain override speaks for all")
        #expect(strings.phrase(.pointsAbove, locale: "en", ["target": "it"]) == "Points at it, above it.")
    }

    @Test func stringsWithoutTranscriptPhrasesStillHaveTheBuiltInOnesUnderAnOverride() {
        // A host's own strings may leave the phrases out: a French override then adds to the
        // built-in words rather than replacing every language.
        let strings = Tutorial.Strings(
            back: "Back", next: "Next", done: "Done", skip: "Skip", progress: "{position}"
        )
        .overridden(
            by: Tutorial.Strings.Overrides(transcript: [.centred: LocalizedText(["fr": "Au centre."])]))
        #expect(strings.phrase(.centred, locale: "fr") == "Au centre.")
        #expect(strings.phrase(.centred, locale: "en") == "Centred on screen.")
        #expect(strings.phrase(.centred, locale: "de") == "In der Mitte des Bildschirms.")
    }

    /// The names in braces, sorted.
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }
}
