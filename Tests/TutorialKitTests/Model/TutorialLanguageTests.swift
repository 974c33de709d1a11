import Testing
import TutorialKit

/// Language tags as authors write them, and the one language a tour is shown in.
@Suite struct TutorialLanguageTests {
    @Test(arguments: [
        "en", "de", "pt-BR", "zh-Hans-CN", "ru_RU", "sr-Latn", "es-419", "fil", "de-CH-1996", "iw",
    ])
    func wellFormedTagsOfKnownLanguagesAreValid(tag: String) {
        #expect(LanguageTag.isValid(tag))
    }

    @Test(arguments: ["", "ge", "xx-YY", "english", "en-", "-en", "e", "en-US-x", "de CH", "d3"])
    func otherValuesAreNot(tag: String) {
        #expect(!LanguageTag.isValid(tag))
    }

    @Test func aLanguageWrittenByNameSuggestsItsCode() {
        #expect(LanguageTag.suggestion(for: "English", among: ["de"]) == "en")
        #expect(LanguageTag.suggestion(for: "Deutsch", among: []) == "de")
        #expect(LanguageTag.suggestion(for: "ge", among: ["en", "de"]) == "de")
        #expect(LanguageTag.suggestion(for: "qq", among: ["en"]) == nil)
    }

    /// Step one is in English and German, step two in English only.
    static let partlyGerman = Tutorial(
        id: "partly",
        steps: [
            Step(
                "one", target: .none, text: LocalizedText(["en": "Your orders", "de": "Ihre Bestellungen"])),
            Step("two", target: .none, text: LocalizedText(["en": "Your cart"])),
        ], screen: Screen(id: "home", size: Size(width: 60, height: 24)), defaultLocale: "en")

    @Test func aTourShownPartlyInALanguageIsShownWhollyInTheDefaultOne() throws {
        let session = try TutorialSession(tutorial: Self.partlyGerman, locale: "de-AT")
        #expect(session.shownLocale == "en")
        try session.start()
        #expect(session.presentation?.text == "Your orders")
        #expect(session.presentation?.layout.footer.buttons == ["Next ›"])
        try session.next()
        #expect(session.presentation?.layout.footer.buttons == ["Back", "Done"])
        let choice = Self.partlyGerman.language(for: "de-AT")
        #expect(choice.stepsInAskedLocale == 1 && choice.stepCount == 2 && !choice.isAsked)
    }

    @Test func aTourWhollyInALanguageIsShownInIt() throws {
        var tutorial = Self.partlyGerman
        tutorial.steps[1].text = LocalizedText(["en": "Your cart", "de": "Ihr Warenkorb"])
        let session = try TutorialSession(tutorial: tutorial, locale: "de-AT")
        #expect(session.shownLocale == "de")
        try session.start()
        #expect(session.presentation?.text == "Ihre Bestellungen")
        #expect(session.presentation?.layout.footer.buttons == ["Weiter ›"])
    }

    @Test func plainTextsAreInTheDefaultLanguageWhenTheTutorialNamesOne() throws {
        var tutorial = Self.partlyGerman
        tutorial.steps[1].text = "Your cart"
        #expect(tutorial.language(for: "de").locale == "en")
        tutorial.defaultLocale = nil
        tutorial.steps[0].text = "Ihre Bestellungen"
        tutorial.steps[1].text = "Ihr Warenkorb"
        // A host that localizes its own strings passes them plain: they are in the language asked.
        #expect(tutorial.language(for: "de").locale == "de")
        #expect(tutorial.languages.isEmpty)
        #expect(Self.partlyGerman.languages == ["en", "de"])
    }
}
