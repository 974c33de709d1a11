import Testing
import TutorialKit
import TutorialKitTerminal

/// Text of mixed direction drawn as the bidirectional algorithm orders it: a placeholder a
/// translation tool wrapped in isolates, a price whose paragraph wraps before it, and a Hebrew
/// name in an English step.
@Suite struct BidiFrameTests {
    /// The rows of the box of step `index` of `steps` in `locale`, each as drawn.
    func boxRows(_ steps: [Step], index: Int = 0, locale: String) throws -> [String] {
        var tutorial = Tutorial("mixed", screen: TerminalFixtures.searchScreen) { steps }
        tutorial.defaultLocale = locale
        let presentation = try TutorialPreview.presentation(ofStepAt: index, of: tutorial, locale: locale)
        let lines = FrameRenderer().render(presentation).map { Array($0) }
        let box = presentation.layout.box
        return (box.minY..<box.maxY).map { String(lines[$0][box.minX..<box.maxX]) }
    }

    @Test func aPlaceholderInIsolatesKeepsItsOwnOrder() throws {
        // "Hello ⁨John!⁩" in Arabic: the name and its "!" read left to right, inside the isolate.
        let greeting = try boxRows(
            [Step("hi", text: LocalizedText(["ar": "مرحبا \u{2068}John!\u{2069}"]))], locale: "ar")
        #expect(greeting.contains { $0.contains("John! ابحرم") }, "\(greeting)")
        #expect(!greeting.joined().contains("!John"))
        #expect(
            !greeting.joined().unicodeScalars.contains { (0x2066...0x2069).contains($0.value) },
            "no isolate mark is drawn")
        // "The price ⁦$12.50⁩ only": the price as written, left to right.
        let price = try boxRows(
            [Step("price", text: LocalizedText(["ar": "السعر \u{2066}$12.50\u{2069} فقط"]))], locale: "ar")
        #expect(price.contains { $0.contains("طقف $12.50 رعسلا") }, "\(price)")
    }

    @Test func aNumberReadsTheSameOnWhicheverLineItLands() throws {
        // After Arabic letters a price is an Arabic number, its "$" on its left as seen; wrapped
        // after the first word, the line the price starts still takes its paragraph's levels.
        let text = "السعر 19.99$ أو 5% خصم."
        let unwrapped = try boxRows([Step("price", text: LocalizedText(["ar": text]))], locale: "ar")
        #expect(unwrapped.contains { $0.contains("$19.99") }, "\(unwrapped)")
        let wrapped = try boxRows(
            [Step("price", text: LocalizedText(["ar": text])).layout(maximumTextWidth: 11)], locale: "ar")
        let priceLine = try #require(wrapped.first { $0.contains("19.99") })
        #expect(
            wrapped.contains { $0.contains("رعسلا") } && !priceLine.contains("رعسلا"),
            "wrapped after the word")
        #expect(priceLine.contains("$19.99") && !priceLine.contains("19.99$"), "\(wrapped)")
    }

    @Test func aRightToLeftNameInALeftToRightStepIsReordered() throws {
        let rows = try boxRows(
            [Step("welcome", text: LocalizedText(["en": "Welcome to שוק טרי (Fresh Market)"]))], locale: "en")
        #expect(rows.contains { $0.contains("Welcome to ירט קוש (Fresh Market)") }, "\(rows)")
    }

    @Test func aTextWithoutALanguageTakesItsDirectionFromItsFirstStrongLetter() throws {
        // No locale at all: each paragraph is right to left when its first letter is.
        var tutorial = Tutorial("plain", screen: TerminalFixtures.searchScreen) {
            Step("plain", text: "שלום world")
        }
        tutorial.defaultLocale = nil
        let presentation = try TutorialPreview.presentation(ofStepAt: 0, of: tutorial, locale: nil)
        #expect(presentation.locale == nil)
        let drawn = FrameRenderer().render(presentation).joined(separator: "\n")
        #expect(drawn.contains("world םולש"), "a right-to-left paragraph: the Hebrew at its right")
    }
}
