extension LayoutEngine {
    /// Everything the layout engine needs to place one step: pure data, so the same request always
    /// gives the same ``StepLayout``.
    public struct Request: Hashable, Sendable {
        /// The screen's size.
        public var screenSize: Size
        /// The screen's safe area; the box stays inside the rest.
        public var safeArea: EdgeInsets
        /// The resolved target, or `nil` for a centred step.
        public var target: Rect?
        /// The step's title, if any.
        public var title: String?
        /// The step's text; `\n` forces a line break.
        public var text: String
        /// The progress label and buttons drawn on the box's last line.
        public var footer: StepLayout.Footer
        /// Where the step would like its box.
        public var placement: Placement
        /// Widths, gap and margin.
        public var options: LayoutEngine.Options
        /// Further targets spotlighted besides ``target``: the box keeps clear of them whenever a
        /// placement allows, and covers one only when every placement would.
        public var highlights: [Rect]
        /// The size of content the host draws in the box instead of the title and text, or `nil`
        /// to size the box for them. At most the largest screen each way.
        public var contentSize: Size?
        /// Whether the step reads right to left (Arabic, Hebrew): the layout is mirrored — a
        /// `left` placement goes right of the target, `start` aligns with its right edge — and
        /// the text is drawn aligned right, the buttons in right-to-left order.
        public var isRightToLeft: Bool
        /// The units of the request: how its text is measured and its box's chrome. The screen,
        /// target, highlights, options and ``contentSize`` are in the same units.
        public var metrics: LayoutEngine.Metrics

        /// Creates a request.
        public init(
            screenSize: Size,
            safeArea: EdgeInsets = .zero,
            target: Rect?,
            title: String? = nil,
            text: String,
            footer: StepLayout.Footer = StepLayout.Footer(),
            placement: Placement = .auto,
            options: LayoutEngine.Options = .standard,
            highlights: [Rect] = [],
            contentSize: Size? = nil,
            isRightToLeft: Bool = false,
            metrics: LayoutEngine.Metrics = .cells
        ) {
            self.isRightToLeft = isRightToLeft
            self.metrics = metrics
            self.highlights = highlights
            self.contentSize = contentSize
            self.screenSize = screenSize
            self.safeArea = safeArea
            self.target = target
            self.title = title
            self.text = text
            self.footer = footer
            self.placement = placement
            self.options = options
        }

        /// The whole screen.
        public var screenBounds: Rect { Rect(origin: .zero, size: screenSize) }

        /// Where the box may go: the screen minus its safe area and the margin.
        public var boundary: Rect {
            screenBounds.inset(by: safeArea).insetBy(dx: options.margin, dy: options.margin)
        }
    }
}

extension LayoutEngine.Request {
    /// The left-to-right request a right-to-left one is laid out as: its screen's mirror image,
    /// target, highlights and safe area flipped left for right.
    package var mirroredLeftToRight: LayoutEngine.Request {
        let width = screenSize.width
        var mirrored = self
        mirrored.isRightToLeft = false
        mirrored.target = target?.mirrored(across: width)
        mirrored.highlights = highlights.map { $0.mirrored(across: width) }
        mirrored.safeArea = EdgeInsets(
            top: safeArea.top, left: safeArea.right, bottom: safeArea.bottom, right: safeArea.left)
        return mirrored
    }
}
