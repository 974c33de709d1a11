extension StepLayout {
    /// Why a layout did not place the box beside its target.
    public enum Fallback: String, Hashable, Sendable {
        /// The step has no target: the box is centred, with no arrow and no spotlight.
        case noTarget
        /// No side has room (the target fills the screen): the box is centred over the target, with no
        /// arrow.
        case nothingFits
    }
}

/// Where a step's box, arrow and spotlight go: the layout engine's result.
public struct StepLayout: Hashable, Sendable {
    /// The box, border included, in screen coordinates.
    public var box: Rect
    /// The measured content of the box.
    public var content: StepLayout.BoxContent
    /// The footer drawn on the box's last line.
    public var footer: StepLayout.Footer
    /// The placement finally used, after flipping; `nil` for a step without a target.
    public var placement: Placement.Anchored?
    /// The arrow, or `nil` when the box cannot point at the target.
    public var arrow: Arrow?
    /// The highlighted area around the target, or `nil` for a step without a target.
    public var spotlight: Rect?
    /// Set when the box is centred instead of placed beside the target.
    public var fallback: StepLayout.Fallback?
    /// The highlighted areas around the step's further targets (``LayoutEngine/Request/highlights``),
    /// in their order, each clipped to the screen; one wholly off screen is left out.
    public var highlights: [Rect]
    /// How far the spotlights extend beyond their targets (``LayoutEngine/Options/spotlightPadding``).
    public var spotlightPadding: Int
    /// Whether the step reads right to left: its geometry is mirrored already, and a renderer
    /// aligns its text right and lays its footer out mirrored (progress right, buttons from the
    /// left in right-to-left order). ``placement`` stays the logical one: `left` is the side the
    /// text begins on.
    public var isRightToLeft = false

    /// Creates a layout.
    public init(
        box: Rect,
        content: StepLayout.BoxContent,
        footer: StepLayout.Footer,
        placement: Placement.Anchored?,
        arrow: Arrow?,
        spotlight: Rect?,
        fallback: StepLayout.Fallback?,
        highlights: [Rect] = [],
        spotlightPadding: Int = 1
    ) {
        self.highlights = highlights
        self.spotlightPadding = spotlightPadding
        self.box = box
        self.content = content
        self.footer = footer
        self.placement = placement
        self.arrow = arrow
        self.spotlight = spotlight
        self.fallback = fallback
    }

    /// Where the box's content goes, inside its border and padding and above its footer: where a
    /// host draws its own content (``LayoutEngine/Request/contentSize``), or the title and text.
    public var contentFrame: Rect {
        let chrome = content.chrome
        return Rect(
            x: box.minX + content.horizontalChrome, y: box.minY + chrome.border + chrome.verticalPadding,
            width: content.contentWidth,
            height: (content.titleRows + content.textRows) * chrome.lineHeight + content.hostContentHeight)
    }

    /// The wrapped text lines (``StepLayout/BoxContent/textLines``, made when read).
    public var lines: [String] { content.textLines }
}
