import TutorialKitText

extension StepLayout {
    /// What goes inside a step's box, measured: the wrapped title and text, and the box's size.
    ///
    /// The box is the content plus one border cell and ``padding`` cells on the left and right; its
    /// height is the top border, the title's rows, the text's rows, the footer line (when there is
    /// one) and the bottom border.
    ///
    /// A step too tall for its screen is cut, never its footer: the box gives the title and text
    /// fewer rows than they have lines (``titleRows``, ``textRows``), the last line shown ends in
    /// "…", and a reader may scroll the text (``scrollingText(by:)``).
    public struct BoxContent: Hashable, Sendable {
        /// The width the title and text were wrapped to.
        public var contentWidth: Int
        /// The title's lines as shown: every line, or as many as ``titleRows``, the last one ending
        /// in "…" when some are cut. Empty for a step without a title.
        ///
        /// For content the layout made, the lines are made each time this is read (the layout itself
        /// only counts them), so a caller drawing them reads it once. Setting it shows every line.
        public var titleLines: [String] {
            get { Self.window(of: title.strings, rows: titleRows, from: 0, width: contentWidth, title).shown }
            set {
                title = TextLines(newValue)
                titleRows = newValue.count
            }
        }
        /// The text's lines as shown: ``textRows`` lines from ``textOffset``, the first starting with
        /// "…" when lines above are hidden and the last ending with it when lines below are. Made
        /// when read, like ``titleLines``; setting it shows every line.
        public var textLines: [String] {
            get { shownText(of: text.strings).shown }
            set {
                text = TextLines(newValue)
                textRows = newValue.count
                textOffset = 0
            }
        }
        /// ``titleLines`` as each is seen left to right, its paragraph's direction `direction`:
        /// the bidirectional algorithm's levels resolved over each paragraph before it was
        /// wrapped, then each line reordered.
        package func visualTitleLines(direction: BidiParagraph.Direction) -> [String] {
            let (logical, visual) = title.stringsInBothOrders(direction: direction)
            let window = Self.window(of: logical, rows: titleRows, from: 0, width: contentWidth, title)
            return Self.visual(window, logical: logical, visual: visual, direction: direction)
        }

        /// ``textLines`` as each is seen left to right, as ``visualTitleLines(direction:)``.
        package func visualTextLines(direction: BidiParagraph.Direction) -> [String] {
            let (logical, visual) = text.stringsInBothOrders(direction: direction)
            return Self.visual(shownText(of: logical), logical: logical, visual: visual, direction: direction)
        }

        /// The text's lines shown, from its lines `all`: the window, and a title cut away whole
        /// marked on the first.
        private func shownText(of all: [String]) -> (first: Int, shown: [String]) {
            var window = Self.window(of: all, rows: textRows, from: textOffset, width: contentWidth, text)
            // A title cut away whole leaves no line of its own to mark: the text's first says so.
            if titleRows == 0, title.count > 0, textOffset == 0, let first = window.shown.first {
                window.shown[0] = Ellipsis.cuttingStart(
                    of: first, toWidth: contentWidth, measure: text.width(of:))
            }
            return window
        }

        /// A window's lines in visual order: a line as wrapped takes its order within its
        /// paragraph (`visual`); one the window changed (cut with "…") is reordered alone.
        private static func visual(
            _ window: (first: Int, shown: [String]), logical: [String], visual: [String],
            direction: BidiParagraph.Direction
        ) -> [String] {
            window.shown.enumerated().map { number, line in
                let index = window.first + number
                return index < logical.count && index < visual.count && logical[index] == line
                    ? visual[index] : BidiText.visualOrder(of: line, direction: direction)
            }
        }

        /// Every line of the wrapped title, none cut.
        public var allTitleLines: [String] { title.strings }
        /// Every line of the wrapped text, none cut.
        public var allTextLines: [String] { text.strings }
        /// The rows the box gives the title.
        public private(set) var titleRows: Int
        /// The rows the box gives the text.
        public private(set) var textRows: Int
        /// The first of the text's lines shown: 0 unless a reader scrolled a cut text.
        public private(set) var textOffset = 0
        /// Whether some of the title or text is not shown, the box being cut to fit its screen.
        public var isCut: Bool { titleRows < title.count || textRows < text.count }
        /// Whether the box has a footer line (progress or buttons).
        public var hasFooter: Bool
        /// The columns between the border and the content on each side.
        public var padding: Int
        /// The rows of content a host draws in the box instead of the title and text (0 for none).
        public var hostContentHeight: Int
        /// The box's border, lines and footer, in the units of its widths.
        public var chrome: StepLayout.BoxChrome
        /// The room from the box's edge to its content on the left and on the right: the border and
        /// the padding.
        public var horizontalChrome: Int { chrome.border + padding }
        /// The title's lines as the layout keeps them: the measured title, the width and the count.
        var title: TextLines
        /// The text's lines as the layout keeps them.
        var text: TextLines

        /// Rows taken by the top and bottom borders.
        package static let verticalBorders = 2

        /// Creates measured content, with `padding` columns between the border and the content;
        /// every line is shown.
        public init(
            contentWidth: Int, titleLines: [String], textLines: [String], hasFooter: Bool, padding: Int = 1,
            chrome: StepLayout.BoxChrome = .cells
        ) {
            self.init(
                contentWidth: contentWidth, title: TextLines(titleLines), text: TextLines(textLines),
                hasFooter: hasFooter, padding: padding, chrome: chrome)
        }

        /// Content with lines as the layout made them, showing `titleRows` and `textRows` of them
        /// (every line when `nil`).
        init(
            contentWidth: Int, title: TextLines, text: TextLines, hasFooter: Bool, padding: Int = 1,
            hostContentHeight: Int = 0, titleRows: Int? = nil, textRows: Int? = nil,
            chrome: StepLayout.BoxChrome = .cells
        ) {
            self.chrome = chrome
            self.contentWidth = contentWidth
            self.title = title
            self.text = text
            self.hasFooter = hasFooter
            self.padding = padding
            self.hostContentHeight = hostContentHeight
            self.titleRows = min(max(0, titleRows ?? title.count), title.count)
            self.textRows = min(max(0, textRows ?? text.count), text.count)
        }

        /// The box's size, border included.
        public var size: Size { ContentSize(of: self).size }
        /// The box's size were every line of its title and text shown, at the same width.
        package var wholeSize: Size { ContentSize(of: self).wholeSize }

        /// The content with its cut text scrolled by `lines` (down when positive), kept within the
        /// text: the box and its footer stay as they are.
        public func scrollingText(by lines: Int) -> BoxContent {
            var scrolled = self
            let last = max(0, text.count - textRows)
            // Clamped before adding, so no host's number overflows.
            let step = min(max(lines, -text.count), text.count)
            scrolled.textOffset = min(max(0, textOffset + step), last)
            return scrolled
        }

        /// `rows` of the lines `all` (of `lines`, which measure the "…") from `start`, clamped to
        /// them, each cut edge marked; and where the window starts.
        private static func window(
            of all: [String], rows: Int, from start: Int, width: Int, _ lines: TextLines
        ) -> (first: Int, shown: [String]) {
            guard rows < all.count || start > 0 else { return (0, all) }
            let first = min(max(0, start), max(0, all.count - rows))
            var shown = Array(all[first..<min(all.count, first + rows)])
            if first > 0, !shown.isEmpty {
                shown[0] = Ellipsis.cuttingStart(of: shown[0], toWidth: width, measure: lines.width(of:))
            }
            if first + rows < all.count, let last = shown.indices.last {
                shown[last] = Ellipsis.cuttingEnd(of: shown[last], toWidth: width, measure: lines.width(of:))
            }
            return (first, shown)
        }
    }
}
