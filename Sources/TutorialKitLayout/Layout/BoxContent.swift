import TutorialKitText

extension StepLayout {
    /// What goes inside a step's box, measured: the wrapped title and text, and the box's size.
    ///
    /// The box is the content plus one border cell and one padding cell on the left and right; its
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
        /// The title's lines as the layout keeps them: the measured title, the width and the count.
        var title: TextLines
        /// The text's lines as the layout keeps them.
        var text: TextLines

        /// Cells from the box's edge to its content on the left and on the right: a border and a padding.
        package static let horizontalChrome = 2
        /// Rows taken by the top and bottom borders.
        package static let verticalBorders = 2

        /// Creates measured content.
        public init(contentWidth: Int, titleLines: [String], textLines: [String], hasFooter: Bool) {
            self.init(
                contentWidth: contentWidth, title: TextLines(titleLines), text: TextLines(textLines),
                hasFooter: hasFooter)
        }

        /// Content with lines as the layout made them.
        init(contentWidth: Int, title: TextLines, text: TextLines, hasFooter: Bool) {
            self.contentWidth = contentWidth
            self.title = title
            self.text = text
            self.hasFooter = hasFooter
        }

        /// The box's size, border included.
        public var size: Size { ContentSize(of: self).size }
    }
}
