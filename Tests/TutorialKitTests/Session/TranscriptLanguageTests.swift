import TestSupport
import Testing
import TutorialFixtures
import TutorialKit
import TutorialKitTerminal

/// The transcript speaks the language the step's text is shown in: its sentences, the targets it
/// names, the buttons and the outcomes, built in or in the tutorial's own words.
@Suite struct TranscriptLanguageTests {
    static func signUp() throws -> Tutorial {
        let path = TestPaths.tutorials.appendingPathComponent("grocery-signup/grocery-signup.tutorial.json")
            .path
        return try #require(TutorialFile.load(path: path).model).tutorial
    }

    static func transcript(of tutorial: Tutorial, locale: String?) throws -> [String] {
        try TutorialPreview.presentations(of: tutorial, locale: locale).map {
            Transcript.describe($0, strings: tutorial.standardStrings)
        }
    }

    @Test func theSignUpReadsInRussian() throws {
        let lines = try Self.transcript(of: Self.signUp(), locale: "ru-RU")
        #expect(
            lines[1]
                == "Шаг 2 из 3, «Зачем местоположение?»: Мы используем ваше местоположение, чтобы показать "
                + "магазины, которые доставляют к вам. Дальше телефон спросит разрешение. Цель — элемент "
                + "«allowLocation»; подсказка сверху. Кнопки: Выбрать город, Разрешить (просит приложение: "
                + "location.request). Затем: при location.allowedOnce — шаг «detect»; при "
                + "location.allowedWhileUsing — шаг «detect»; при location.allowedAlways — шаг «detect»; при "
                + "location.denied — шаг «cities»; при любом другом результате — шаг «cities»; без результата "
                + "за 120 с — шаг «cities».")
        #expect(
            lines[4]
                == "Шаг 4 из 4: У каждого города указано, сколько магазинов туда доставляет. Цель — строка 12 "
                + "раздела 1 в списке «cities», подпись «stores»; подсказка сверху. Кнопки: Готово.")
    }

    /// A graphical host posts the step's announcement, and moves the focus once the run ends.
    @Test func eachPresentationCarriesItsAnnouncementAndTheEndSaysWhereTheFocusGoes() throws {
        let tutorial = try Self.signUp()
        let session = try TutorialSession(tutorial: tutorial, locale: "ru-RU")
        try session.start()
        let first = try #require(session.presentation)
        #expect(first.announcement == Transcript.describe(first, strings: tutorial.standardStrings))
        #expect(first.announcement.hasPrefix("Шаг 1 из 3"), "in the step's language: \(first.announcement)")
        #expect(session.elementToFocusAfterEnd == nil, "the run goes on")
        try session.next()
        let pointing = try #require(session.presentation)
        #expect(pointing.announcement.contains("«allowLocation»"))
        _ = session.dismiss()
        #expect(session.isFinished)
        #expect(session.elementToFocusAfterEnd == "allowLocation", "where the last step pointed")
    }

    /// A step shown centred because its target is missing points at nothing the host can focus.
    @Test func noElementTakesTheFocusAfterAStepWhoseTargetWasMissing() throws {
        let screen = Screen(
            id: "home", size: Size(width: 40, height: 12),
            elements: [
                Screen.Element(id: "cart", frame: Rect(x: 2, y: 1, width: 8, height: 3), label: "Cart")
            ])
        let tutorial = Tutorial("missing", screen: screen) {
            Step("cart", target: .element("cart"), text: "Your cart")
            Step("gone", target: .element("nowhere"), text: "Not on this screen").onMissingTarget(.centre)
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        try session.next()
        #expect(session.presentation?.target == nil, "shown centred")
        try session.next()
        #expect(session.isFinished)
        #expect(session.elementToFocusAfterEnd == nil)
        // After the first step alone, its element takes the focus.
        let short = try TutorialSession(tutorial: tutorial)
        try short.start()
        _ = short.dismiss()
        #expect(short.elementToFocusAfterEnd == "cart")
    }

    @Test func theSignUpReadsInArabicWithTheSidesAsSeen() throws {
        let lines = try Self.transcript(of: Self.signUp(), locale: "ar")
        #expect(
            lines[0]
                == "الخطوة 1 من 3، «مرحبًا بك في Groser»: بقالة طازجة من متاجر قريبة منك، تصلك خلال ساعة. "
                + "في وسط الشاشة. الأزرار: التالي.")
        #expect(
            lines[3]
                == "الخطوة 3 من 4، «اختر مدينتك»: لا بأس: اختر المدينة التي نوصّل إليها. الأقرب أولًا. الهدف: "
                + "الصف 0 في القائمة «cities»، التسمية «name»؛ التلميح أسفل الهدف. الأزرار: رجوع، التالي.")
    }

    @Test func japaneseEndsASentenceWithItsOwnStopAndNoSpaceBetween() throws {
        let tutorial = Tutorial("ja", screen: Fixtures.home) {
            Step("a", target: .element("search"), text: LocalizedText(["en": "Search here", "ja": "ここで検索"]))
        }
        let japanese = try #require(try Self.transcript(of: tutorial, locale: "ja").first)
        #expect(japanese.hasPrefix("ここで検索。要素"), "\(japanese)")
        #expect(!japanese.contains("。 ") && !japanese.contains(". "), "\(japanese)")
        let english = try #require(try Self.transcript(of: tutorial, locale: "en").first)
        #expect(english.hasPrefix("Search here. Points at"), "\(english)")
    }

    @Test func aRightToLeftStepNamesTheSideItIsSeenOn() throws {
        // Placed at the target's logical end, which right to left is its left as seen.
        let tutorial = Tutorial("sides", screen: Fixtures.home) {
            Step(
                "a", target: .rect(x: 25, y: 10, width: 10, height: 3),
                text: LocalizedText(["en": "Search", "he": "חיפוש"])
            )
            .placement(.rightStart)
        }
        let english = try #require(try Self.transcript(of: tutorial, locale: "en").first)
        let hebrew = try #require(try Self.transcript(of: tutorial, locale: "he").first)
        #expect(english.contains("Points at the frame {x 25, y 10, width 10, height 3}, to its right."))
        #expect(
            hebrew.contains("היעד: האזור {x 25, y 10, width 10, height 3}; ההסבר משמאל ליעד."), "\(hebrew)")
    }

    @Test(arguments: ["ru", "de", "fr", "es", "ja", "zh-Hans", "ar", "he"])
    func everyBuiltInLanguageSpeaksItsOwnWords(locale: String) throws {
        let strings = Tutorial.Strings.builtIn
        let lines = try Self.transcript(of: Fixtures.demo, locale: locale)
        #expect(lines.count == 3)
        #expect(lines[0].contains(strings.phrase(.element, locale: locale, ["id": "label"])), "\(lines[0])")
        let row = strings.phrase(.row, locale: locale, ["row": "10", "list": "table"])
        let detail = strings.phrase(.cellElement, locale: locale, ["element": "detail", "cell": row])
        #expect(lines[2].contains(detail), "\(lines[2])")
        for line in lines {
            #expect(
                !line.contains("Points at") && !line.contains("Buttons:") && !line.contains("Step "),
                "\(line)")
        }
    }

    @Test func aRowReadsRightInHebrewWhateverItsGender() throws {
        // שורה (row) is feminine: the sentence names the side by the target, not by a pronoun.
        let tutorial = Tutorial("rows", screen: Fixtures.home) {
            Step(
                "a", target: .listRow(list: "table", row: 3, element: "title"),
                text: LocalizedText(["en": "Orders", "he": "הזמנות"]))
        }
        let line = try #require(try Self.transcript(of: tutorial, locale: "he").first)
        #expect(
            line
                == "הזמנות. היעד: שורה 3 ברשימה \"table\", התווית \"title\"; ההסבר מעל היעד. "
                + "כפתורים: סיום.")
    }

    @Test func theTutorialsOwnProgressDoesNotRepeatTheWordStep() throws {
        var tutorial = Tutorial("progress", screen: Fixtures.home) {
            Step("a", text: "One")
            Step("b", text: "Two")
        }
        tutorial.strings = Tutorial.Strings.Overrides(progress: "Step {position}")
        let line = try #require(try Self.transcript(of: tutorial, locale: nil).first)
        #expect(line.hasPrefix("Step 1 of 2: One."))
    }

    @Test func aPlainTextSpeaksTheTutorialsDefaultLanguage() throws {
        // Nothing says the untranslated text is in Portuguese: the step falls back to the
        // tutorial's default language, Russian, for its buttons and its sentences alike.
        var tutorial = Tutorial("default", screen: Fixtures.home) { Step("a", text: "Olá") }
        tutorial.defaultLocale = "ru"
        let presentation = try #require(try TutorialPreview.presentations(of: tutorial, locale: nil).first)
        #expect(presentation.layout.footer.buttons == ["Готово"])
        #expect(
            Transcript.describe(presentation, strings: tutorial.standardStrings, defaultLocale: "ru")
                == "Olá. По центру экрана. Кнопки: Готово.")
    }

    @Test func theTitleFollowsTheTextsLanguage() throws {
        // The title has a German translation the text lacks: the step stays in one language.
        let tutorial = Tutorial("title", screen: Fixtures.home) {
            Step(
                "a", title: LocalizedText(["en": "Hello", "de": "Hallo"]),
                text: LocalizedText(["en": "One"]))
        }
        let presentation = try #require(try TutorialPreview.presentations(of: tutorial, locale: "de").first)
        #expect(presentation.title == "Hello")
        #expect(presentation.locale == "en")
    }

    @Test func aTextThatLooksLikeAPlaceholderStaysAsWritten() throws {
        let tutorial = Tutorial("braces", screen: Fixtures.home) {
            Step("a", target: .element("label"), title: "{text}", text: "Type {target} here")
        }
        let line = try #require(try Self.transcript(of: tutorial, locale: nil).first)
        #expect(line.hasPrefix(#""{text}": Type {target} here. Points at the element "label""#))
    }

    /// "Step 1 of 1" says nothing: the only step is its title and text, in the step's language.
    @Test func theOnlyStepIsSaidWithoutItsProgress() throws {
        let tutorial = Tutorial("only", screen: Fixtures.home) {
            Step(
                "a", title: LocalizedText(["en": "Hello", "de": "Hallo"]),
                text: LocalizedText(["en": "One", "de": "Eins"]))
        }
        let line = try #require(try Self.transcript(of: tutorial, locale: "de").first)
        #expect(line == "„Hallo“: Eins. In der Mitte des Bildschirms. Schaltflächen: Fertig.")
    }

    @Test func aMissingTargetIsSaidInTheStepsLanguage() throws {
        let tutorial = Tutorial("missing", screen: Fixtures.home) {
            Step("a", target: .element("gone"), text: LocalizedText(["en": "Hello", "fr": "Bonjour"]))
                .onMissingTarget(.centre)
        }
        let line = try #require(try Self.transcript(of: tutorial, locale: "fr").first)
        #expect(
            line
                == "Bonjour. Sa cible, l'élément « gone », est absente : centré à l'écran, "
                + "sans flèche. Boutons : Terminé.")
    }

    @Test func theButtonsAndProgressFollowTheTextsLanguage() throws {
        // German is built in, but the sign-up has no German text: the whole step stays English.
        let line = try #require(try Self.transcript(of: Self.signUp(), locale: "de").first)
        #expect(line.hasPrefix("Step 1 of 3, \"Welcome to Groser\""))
        #expect(line.hasSuffix("Buttons: Next."))
    }

    @Test func aTutorialsOwnPhrasesReachTheTranscriptFromTheFileAndTheDSL() throws {
        let json = """
            { "id": "tour", "version": 1, "screen": "home.screen.json", "locales": ["en", "ru"],
              "strings": { "transcript": {
                "pointsBelow": { "en": "Look under {target}.", "ru": "Смотрите под {target}." },
                "element": { "ru": "поле {id}" } } },
              "steps": [ { "id": "a", "target": { "element": "label" }, "placement": "bottom",
                           "text": { "en": "One", "ru": "Один" } } ] }
            """
        let loaded = Fixtures.loadOnHome(json, file: "tour.tutorial.json")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let tutorial = try #require(loaded.model?.tutorial)
        let dsl = Tutorial("tour", screen: Fixtures.home) {
            Step("a", target: .element("label"), text: LocalizedText(["en": "One", "ru": "Один"]))
                .placement(.bottom)
        }
        .locales("en", "ru")
        .strings(transcript: [
            .pointsBelow: LocalizedText(["en": "Look under {target}.", "ru": "Смотрите под {target}."]),
            .element: LocalizedText(["ru": "поле {id}"]),
        ])
        #expect(tutorial == dsl)
        #expect(
            try Self.transcript(of: tutorial, locale: "ru") == [
                "Один. Смотрите под поле label. Кнопки: Готово."
            ])
        #expect(
            try Self.transcript(of: tutorial, locale: "en")
                == [#"One. Look under the element "label". Buttons: Done."#])
        let reloaded = TutorialFile.decode(
            Array(try TutorialFile.encode(try #require(loaded.model)).utf8), file: "tour.tutorial.json"
        ) { _ in LoadedFile(model: Fixtures.home, diagnostics: []) }
        #expect(reloaded.model?.tutorial == tutorial)
    }
}
