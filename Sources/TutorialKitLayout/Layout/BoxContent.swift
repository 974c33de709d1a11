import TutorialKitText

extension StepLayout {
    /// What goes inside a step's box, measured: the wrapped title and text, and the box's size.
    ///
    /// The box is the content plus one border cell and ``padding`` cells on the left and right; its
    /// height is the top border, the title lines, the text lines, the footer line (when there is one)
    /// and the bottom border.
    public struct BoxContent: Hashable, Sendable {
        /// The width the title and text were wrapped to.
        public var contentWidth: Int
        /// The wrapped title; empty for a step without a title.
        ///
        /// For content the layout made, the lines are made each time this is read (the layout itself
        /// only counts them), so a caller drawing them reads it once.
        public var titleLines: [String] {
            get { title.strings }
            set { title = TextLines(newValue) }
        }
        /// The wrapped text; made when read, like ``titleLines``.
        public var textLines: [String] {
            get { text.strings }
            set { text = TextLines(newValue) }
        }
        /// Whether the box has a footer line (progress or buttons).
        public var hasFooter: Bool
        /// The columns between the border and the content on each side.
        public var padding: Int
        /// The rows of content a host draws in the box instead of the title and text (0 for none).
        public var hostContentHeight: Int
        /// Cells from the box's edge to its content on the left and on the right: the border and the
        /// padding.
        public var horizontalChrome: Int { 1 + padding }
        /// The title's lines as the layout keeps them: the measured title, the width and the count.
        var title: TextLines
        /// The text's lines as the layout keeps them.
        var text: TextLines

        /// Rows taken by the top and bottom borders.
        package static let verticalBorders = 2

        /// Creates measured content, with `padding` columns between the border and the content.
        public init(
            contentWidth: Int, titleLines: [String], textLines: [String], hasFooter: Bool, padding: Int = 1
        ) {
            self.init(
                contentWidth: contentWidth, title: TextLines(titleLines), text: TextLines(textLines),
                hasFooter: hasFooter, padding: padding)
        }

        /// Content with lines as the layout made them.
        init(
            contentWidth: Int, title: TextLines, text: TextLines, hasFooter: Bool, padding: Int = 1,
            hostContentHeight: Int = 0
        ) {
            self.contentWidth = contentWidth
            self.title = title
            self.text = text
            self.hasFooter = hasFooter
            self.padding = padding
            self.hostContentHeight = hostContentHeight
        }

        /// The box's size, border included.
        public var size: Size { ContentSize(of: self).size }
    }
}
