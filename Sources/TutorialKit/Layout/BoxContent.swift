/// What goes inside a step's box, measured: the wrapped title and text, and the box's size.
///
/// The box is the content plus one border cell and one padding cell on the left and right; its
/// height is the top border, the title lines, the text lines, the footer line (when there is one)
/// and the bottom border.
public struct BoxContent: Hashable, Sendable {
    /// The width the title and text were wrapped to.
    public var contentWidth: Int
    /// The wrapped title; empty for a step without a title.
    public var titleLines: [String]
    /// The wrapped text.
    public var textLines: [String]
    /// Whether the box has a footer line (progress or buttons).
    public var hasFooter: Bool

    /// Cells from the box's edge to its content on the left and on the right: a border and a padding.
    public static let horizontalChrome = 2
    /// Rows taken by the top and bottom borders.
    public static let verticalBorders = 2

    /// Creates measured content.
    public init(contentWidth: Int, titleLines: [String], textLines: [String], hasFooter: Bool) {
        self.contentWidth = contentWidth
        self.titleLines = titleLines
        self.textLines = textLines
        self.hasFooter = hasFooter
    }

    /// The box's size, border included.
    public var size: Size {
        Size(
            width: contentWidth + 2 * Self.horizontalChrome,
            height: Self.verticalBorders + titleLines.count + textLines.count + (hasFooter ? 1 : 0)
        )
    }
}
