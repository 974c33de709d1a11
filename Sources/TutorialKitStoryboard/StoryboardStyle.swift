import TutorialKit
import TutorialKitTerminal

/// How a storyboard draws: pixels, DejaVu Sans at 13 px, the box's chrome, and its colours.
public struct StoryboardStyle: Sendable {
    /// The font's size in pixels.
    public var fontSize = 13
    /// The units the steps are laid out in: pixels measured with DejaVu Sans.
    public var metrics: LayoutEngine.Metrics
    /// The layout's options in pixels, before a tutorial's and a step's own.
    public var options = LayoutEngine.Options(
        maximumTextWidth: 260, gap: 12, margin: 4, minimumNarrowedTextWidth: 120, padding: 12,
        spotlightPadding: 4)
    /// The pixels a terminal cell stands for, for a screen in cells.
    public var cell = Screen.CellScale.standard
    /// The colours, CSS: the box's border, the title, the arrow, the spotlight's edge, the
    /// default button.
    public var colors = Colors()

    /// The colours of a storyboard's steps, as CSS colours.
    public struct Colors: Sendable {
        /// The box's border.
        public var box = "#3d4b5c"
        /// The title.
        public var title = "#1b5fa8"
        /// The arrow's edge.
        public var arrow = "#3d4b5c"
        /// The spotlight's edge.
        public var spotlight = "#f2b705"
        /// The default button's fill.
        public var button = "#1b5fa8"
    }

    /// The standard style; `theme` colours the parts it colours.
    public init(theme: Theme? = nil) {
        metrics = LayoutEngine.Metrics(
            measurer: DejaVuSansMeasurer(fontSize: fontSize),
            chrome: StepLayout.BoxChrome(
                lineHeight: 18, border: 1, verticalPadding: 10, footerHeight: 28, footerSpacing: 8,
                buttonPadding: 10, buttonSpacing: 8, arrowLength: 8, arrowWidth: 14, cornerRadius: 8))
        guard let colors = theme?.colors else { return }
        if let box = colors.box { self.colors.box = CSSColor.of(box) }
        if let title = colors.title { self.colors.title = CSSColor.of(title) }
        if let arrow = colors.arrow { self.colors.arrow = CSSColor.of(arrow) }
        if let spotlight = colors.spotlight { self.colors.spotlight = CSSColor.of(spotlight) }
        if let button = colors.button { self.colors.button = CSSColor.of(button) }
    }

    /// The advance of `text` in the storyboard's font, in pixels.
    package func advance(of text: String) -> Int { metrics.measurer.advance(of: Substring(text)) }

    /// `text` cut with "…" to fit `width` pixels.
    package func fitted(_ text: String, width: Int) -> String {
        guard advance(of: text) > width else { return text }
        // A longer prefix is never narrower, so the longest that fits with its "…" is searched
        // for by halves: a label may be long, and a character at a time would be quadratic.
        let characters = Array(text)
        func fits(_ count: Int) -> Bool { advance(of: String(characters[..<count]) + "…") <= width }
        var fitting = 0
        var tooLong = characters.count
        while tooLong - fitting > 1 {
            let middle = fitting + (tooLong - fitting) / 2
            if fits(middle) { fitting = middle } else { tooLong = middle }
        }
        return fitting == 0 ? "" : String(characters[..<fitting]) + "…"
    }
}
