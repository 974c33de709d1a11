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

    @Test func subtagsAreDroppedFromTheEndOneAtATime() {
        let serbian = LocalizedText(["en": "Parks", "sr-Latn": "Parkovi", "sr": "Паркови"])
        #expect(serbian.resolved(for: "sr-Latn-RS") == "Parkovi")
        #expect(serbian.resolved(for: "sr-Cyrl-RS") == "Паркови")
        #expect(
            serbian.resolved(for: "sr-Latn-x-informal") == "Parkovi", "a private-use tail is dropped whole")
    }

    @Test func chineseByRegionFindsItsScript() {
        let chinese = LocalizedText(["en": "Parks", "zh-Hans": "公园", "zh-Hant": "公園"])
        #expect(chinese.resolved(for: "zh-CN") == "公园")
        #expect(chinese.resolved(for: "zh_SG") == "公园")
        #expect(chinese.resolved(for: "zh-TW") == "公園")
        #expect(chinese.resolved(for: "zh-Hant-HK") == "公園")
        #expect(chinese.resolved(for: "zh-HK") == "公園")
        #expect(chinese.resolvedLocale(for: "zh-CN") == "zh-Hans")
        // A POSIX locale's encoding goes; a script and a region try the region alone too.
        #expect(chinese.resolved(for: "zh_CN.UTF-8") == "公园")
        let byRegion = LocalizedText(["en": "Parks", "zh-CN": "公园", "zh-TW": "公園"])
        #expect(byRegion.resolved(for: "zh-Hans-CN") == "公园")
        #expect(byRegion.resolved(for: "zh-Hant-TW") == "公園")
        // A region that says nothing of the script falls back as any other.
        #expect(chinese.resolved(for: "zh-US") == "Parks")
        #expect(LocalizedText(["en": "Parks", "zh": "公园"]).resolved(for: "zh-TW") == "公园")
    }

    @Test func aLongValueIsTriedWholeNotSplit() {
        // A megabyte of subtags would otherwise make half a million candidates.
        let long = String(repeating: "a-", count: 500_000) + "a"
        #expect(LocalizedText.fallbackChain(locale: long, defaultLocale: "en") == [long, "en"])
        #expect(text.resolved(for: long, defaultLocale: "ru") == "Магазины рядом")
    }

    @Test func eachLocaleOfTheChainDropsItsSubtagsOneByOne() {
        #expect(LocalizedText.fallbackChain(locale: "en", defaultLocale: "RU") == ["en", "RU"])
        #expect(
            LocalizedText.fallbackChain(locale: "de_AT.UTF-8", defaultLocale: "en") == ["de-AT", "de", "en"])
        #expect(
            LocalizedText.fallbackChain(locale: "zh-TW", defaultLocale: nil) == [
                "zh-TW", "zh-Hant-TW", "zh-Hant", "zh",
            ])
        #expect(LocalizedText.fallbackChain(locale: "", defaultLocale: "en") == ["en"])
        #expect(LocalizedText.fallbackChain(locale: "e1", defaultLocale: nil) == ["e1"])
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
