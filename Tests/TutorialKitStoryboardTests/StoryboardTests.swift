import Foundation
import Testing
import TutorialKit
import TutorialKitStoryboard

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The storyboard page: self-contained, every step of every locale drawn, each part where the
/// layout's geometry says, hostile text escaped, diagnostics beside their steps.
@Suite struct StoryboardTests {
    static let screen = Screen(
        id: "home", size: Size(width: 48, height: 20),
        elements: [
            Screen.Element(
                id: "search", frame: Rect(x: 2, y: 1, width: 30, height: 3), label: "Search <stores>"),
            Screen.Element(id: "cart", frame: Rect(x: 36, y: 1, width: 10, height: 3), label: "Cart"),
        ])

    static let tutorial: Tutorial = {
        var tutorial = Tutorial("shop", screen: screen) {
            Step(
                "search", target: .element("search"),
                text: LocalizedText(["en": "Find stores & <b>deals</b>.", "he": "מצאו חנויות (24 שעות)."]))
            Step(
                "cart", target: .element("cart"),
                text: LocalizedText(["en": "Your cart", "he": "העגלה"]))
        }
        tutorial.defaultLocale = "en"
        tutorial.locales = ["en", "he"]
        return tutorial
    }()

    static func page(_ diagnostics: [Diagnostic] = []) -> String {
        Storyboard.page([
            Storyboard.Entry(file: "shop.tutorial.json", tutorial: tutorial, diagnostics: diagnostics)
        ])
    }

    @Test("the page loads nothing from elsewhere, and every step of every locale is a picture")
    func selfContained() {
        let page = Self.page()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for reference in ["<script", "src=", "href=", "@import", "url(http", "<link"] {
            #expect(!page.contains(reference), "\(reference)")
        }
        #expect(page.components(separatedBy: #"<svg class="step""#).count - 1 == 4)
        #expect(page.contains(#"direction="rtl""#) && page.contains(#"direction="ltr""#))
        #expect(page.components(separatedBy: #"<svg class="ways""#).count - 1 == 1)
    }

    @Test("a label too wide for its shape keeps the longest start that fits beside its \"…\"")
    func labelsAreCutToFit() {
        let style = StoryboardStyle()
        let labels = ["Search stores near you", "東京の公園を探す", "مرحبا بكم في المتجر", "W", ""]
        for label in labels {
            for width in [0, 5, 20, 47, 90, 400] {
                let fitted = style.fitted(label, width: width)
                // What a character at a time would keep: the longest start that fits.
                var expected = ""
                if style.advance(of: label) <= width {
                    expected = label
                } else {
                    var kept = ""
                    for character in label {
                        if style.advance(of: kept + String(character) + "…") > width { break }
                        kept.append(character)
                    }
                    expected = kept.isEmpty ? "" : kept + "…"
                }
                #expect(fitted == expected, "\(label) in \(width) px")
                #expect(fitted.isEmpty || style.advance(of: fitted) <= width || fitted == label)
            }
        }
        // As long as a string may be, it is cut without measuring every start.
        let long = String(repeating: "Parks ", count: 1_600)
        let cut = style.fitted(long, width: 20_000)
        #expect(cut.hasSuffix("…") && cut.count < long.count && style.advance(of: cut) <= 20_000)
    }

    @Test("an experiment's variants that change the steps are drawn too, in their order and with their texts")
    func experimentVariantsAreDrawn() {
        var tutorial = Self.tutorial
        tutorial.locales = ["en"]
        tutorial.experiment = Tutorial.Experiment(
            "cart-first", controlWeight: 1,
            variants: [
                .init("as-written", weight: 1),
                .init(
                    "cart-only", weight: 2, steps: ["cart"],
                    texts: ["cart": LocalizedText(["en": "Your basket"])]),
            ])
        let page = Storyboard.page([
            Storyboard.Entry(file: "shop.tutorial.json", tutorial: tutorial, diagnostics: [])
        ])
        #expect(
            page.contains(
                "Experiment cart-first: control 25% sees no tour · as-written 25%: the steps as written · "
                    + "cart-only 50%: drawn below as variant cart-only"))
        // The steps as written (two), then the one variant that changes them (one).
        #expect(page.components(separatedBy: #"<svg class="step""#).count - 1 == 3)
        #expect(page.components(separatedBy: #"<svg class="ways""#).count - 1 == 2)
        #expect(page.contains("<h3>In en · variant cart-only</h3>"))
        guard let variantPart = page.components(separatedBy: "variant cart-only</h3>").last else {
            Issue.record("no variant part")
            return
        }
        #expect(variantPart.contains("Your basket") && !variantPart.contains("Your cart"))
        #expect(!variantPart.contains("Find stores"))
    }

    @Test("text from a file is escaped, never markup")
    func hostileTextIsEscaped() {
        let page = Self.page()
        #expect(!page.contains("<b>deals</b>") && page.contains("&lt;b&gt;deals&lt;/b&gt;"))
        #expect(page.contains("Search &lt;stores&gt;"))
        #expect(page.contains("&amp;"))
    }

    @Test("each picture is well-formed SVG with its box, lines and arrow where the geometry puts them")
    func picturesFollowTheGeometry() throws {
        let page = Self.page()
        let pictures = page.components(separatedBy: "<svg ").dropFirst().map {
            "<svg " + $0.components(separatedBy: "</svg>")[0] + "</svg>"
        }
        #expect(pictures.count == 5)
        for picture in pictures {
            let parser = XMLParser(data: Data(picture.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
        // The first step in English, laid out as the storyboard lays it out.
        let style = StoryboardStyle()
        var pixels = Self.tutorial
        pixels.screen = Screen(
            id: "home", size: Size(width: 48 * 8, height: 20 * 16), unit: .points,
            elements: [
                Screen.Element(
                    id: "search", frame: Rect(x: 16, y: 16, width: 240, height: 48), label: "Search <stores>"),
                Screen.Element(id: "cart", frame: Rect(x: 288, y: 16, width: 80, height: 48), label: "Cart"),
            ])
        let session = try TutorialSession(
            tutorial: pixels, locale: "en", layoutOptions: style.options, layoutMetrics: style.metrics)
        try session.start()
        let geometry = try #require(session.presentation?.layout.geometry(in: style.metrics))
        let box = geometry.box.rect
        #expect(
            pictures[1].contains(
                #"<rect class="box" x="\#(box.minX)" y="\#(box.minY)" width="\#(box.width)" height="\#(box.height)""#
            ))
        let line = try #require(geometry.textLines.first)
        #expect(
            pictures[1].contains(
                #"data-frame="\#(line.frame.minX) \#(line.frame.minY) \#(line.frame.width) 18""#))
        let arrow = try #require(geometry.arrow)
        #expect(pictures[1].contains(#"data-tip="\#(arrow.tip.x) \#(arrow.tip.y)""#))
        #expect(pictures[1].contains(#"data-target="16 16 240 48""#))
    }

    static func diagnostic(_ severity: Diagnostic.Severity, _ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            severity: severity, file: "shop.tutorial.json", line: 1, column: 1, path: path, message: message)
    }

    @Test("a diagnostic is beside the step its path is in; the others lead the tutorial")
    func diagnosticsBesideTheirSteps() {
        let stepTwo = Self.diagnostic(.warning, "/steps/1/text", "a long text")
        let general = Self.diagnostic(.warning, "/locales", "no strings for he")
        let page = Self.page([stepTwo, general])
        let general0 = page.range(of: "no strings for he")
        let steps0 = page.range(of: #"<svg class="step""#)
        #expect(general0 != nil && steps0 != nil && general0!.lowerBound < steps0!.lowerBound)
        // Once in each locale, beside the second step's picture.
        #expect(page.components(separatedBy: "a long text").count - 1 == 2)
        let second = page.components(separatedBy: "<figure").filter { $0.contains("Step 2 of 2") }
        #expect(second.count == 2 && second.allSatisfy { $0.contains("a long text") })
    }

    @Test("a file with errors is listed with them, its steps not drawn")
    func aFileWithErrors() {
        let error = Self.diagnostic(.error, "/steps/0/target", "no element \"serch\"")
        let page = Storyboard.page([
            Storyboard.Entry(file: "broken.tutorial.json", tutorial: nil, diagnostics: [error])
        ])
        #expect(page.contains("broken.tutorial.json") && page.contains("no element &quot;serch&quot;"))
        #expect(!page.contains(#"<svg class="step""#))
    }
}
