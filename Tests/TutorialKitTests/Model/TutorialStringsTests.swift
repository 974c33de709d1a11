import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// What TutorialKit itself says on a step — the standard buttons and the progress — in the
/// tutorial's language, built in for nine and overridable by the tutorial.
@Suite struct TutorialStringsTests {
    @Test(arguments: [
        ("en", "Back", "Next ›", "Done", "Skip", "2 of 5"),
        ("ru", "Назад", "Далее ›", "Готово", "Пропустить", "2 из 5"),
        ("de-AT", "Zurück", "Weiter ›", "Fertig", "Überspringen", "2 von 5"),
        ("fr", "Retour", "Suivant ›", "Terminé", "Passer", "2 sur 5"),
        ("es-MX", "Atrás", "Siguiente ›", "Listo", "Omitir", "2 de 5"),
        ("ja", "戻る", "次へ ›", "完了", "スキップ", "2 / 5"),
        ("zh-Hans", "返回", "下一步 ›", "完成", "跳过", "2 / 5"),
        ("zh-CN", "返回", "下一步 ›", "完成", "跳过", "2 / 5"),
        ("ar", "رجوع", "التالي", "تم", "تخطي", "2 من 5"),
        ("he", "חזרה", "הבא", "סיום", "דילוג", "2 מתוך 5"),
        ("pt-BR", "Back", "Next ›", "Done", "Skip", "2 of 5"),
    ])
    func theBuiltInWordsForEachLanguage(
        locale: String, back: String, next: String, done: String, skip: String, progress: String
    ) {
        let strings = Tutorial.Strings.builtIn
        #expect(strings.back.resolved(for: locale) == back)
        #expect(strings.next.resolved(for: locale) == next)
        #expect(strings.done.resolved(for: locale) == done)
        #expect(strings.skip.resolved(for: locale) == skip)
        #expect(strings.progress(2, of: 5, locale: locale, defaultLocale: nil) == progress)
    }

    @Test func aTutorialsOwnWordsComeFirstAndTheRestStayBuiltIn() {
        let strings = Tutorial.Strings.builtIn.overridden(
            by: Tutorial.Strings.Overrides(
                next: LocalizedText(["ru": "Дальше", "pt": "Próximo"]), done: "OK"))
        #expect(strings.next.resolved(for: "ru") == "Дальше")
        #expect(strings.next.resolved(for: "pt-PT") == "Próximo")
        #expect(strings.next.resolved(for: "fr") == "Suivant ›", "built in")
        #expect(strings.next.resolved(for: "it") == "Next ›", "English, the last resort")
        #expect(strings.done.resolved(for: "ja") == "OK", "a plain override says the same everywhere")
        #expect(strings.back == Tutorial.Strings.builtIn.back)
    }

    @Test func aSessionSpeaksTheLocaleItIsGiven() throws {
        var tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("a", text: "One")
            Step("b", text: "Two")
        }
        tutorial.strings = Tutorial.Strings.Overrides(
            progress: LocalizedText(["de": "Schritt {position}/{total}"]))
        let session = try TutorialSession(tutorial: tutorial, locale: "de", waitsForHost: false)
        try session.start()
        #expect(session.presentation?.layout.footer.progress == "Schritt 1/2")
        #expect(session.presentation?.layout.footer.buttons == ["Weiter ›"])
        try session.next()
        #expect(session.presentation?.layout.footer.buttons == ["Zurück", "Fertig"])
    }

    @Test func theFileAndTheDSLSayTheSame() throws {
        let json = """
            { "id": "tour", "version": 1, "screen": "home.screen.json",
              "strings": { "next": { "en": "Continue", "ru": "Продолжить" }, "progress": "{position}/{total}" },
              "steps": [ { "id": "a", "text": "One" } ] }
            """
        let loaded = Fixtures.loadOnHome(json, file: "tour.tutorial.json")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let dsl = Tutorial("tour", screen: Fixtures.home) { Step("a", text: "One") }
            .strings(
                next: LocalizedText(["en": "Continue", "ru": "Продолжить"]), progress: "{position}/{total}")
        #expect(loaded.model?.tutorial == dsl)
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(encoded.contains(#""progress": "{position}/{total}""#))
    }
}
