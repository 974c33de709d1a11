import Testing
import TutorialKitModel

@Suite struct LocalizedTextTests {
    let text = LocalizedText(["en": "Stores near you", "ru": "Магазины рядом", "ru-BY": "Крамы побач"])

    @Test func exactLocaleWins() {
        #expect(text.resolved(for: "ru-BY") == "Крамы побач")
    }

    @Test func regionFallsBackToItsLanguage() {
        #expect(text.resolved(for: "ru-RU") == "Магазины рядом")
        #expect(text.resolved(for: "ru_RU") == "Магазины рядом")
    }

    @Test func thenTheDefaultLocaleThenTheFirstGiven() {
        #expect(text.resolved(for: "de", defaultLocale: "ru") == "Магазины рядом")
        #expect(text.resolved(for: "de") == "Stores near you")
    }

    @Test func plainTextIsTheSameForEveryLocale() {
        let plain: LocalizedText = "Hello"
        #expect(plain.resolved(for: "ru") == "Hello")
        #expect(plain.description == "Hello")
    }
}
