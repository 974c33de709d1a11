/// A box's content reduced to what placing the box needs: the width its title and text are wrapped
/// to and how many lines they take. The layout tries several widths and sides with these plain
/// numbers; the lines themselves (``StepLayout/BoxContent``) are made only for the box it keeps, when read.
package struct ContentSize: Hashable, Sendable {
    /// The width the title and text are wrapped to.
    var contentWidth: Int
    /// Lines of the wrapped title.
    var titleLines: Int
    /// Lines of the wrapped text.
    var textLines: Int
    /// Whether the box has a footer line.
    var hasFooter: Bool
    /// Columns between the border and the content on each side.
    var padding: Int = 1
    /// Rows of content a host draws, instead of the title and text.
    var hostHeight: Int = 0

    /// The size of `content`.
    init(of content: StepLayout.BoxContent) {
        self.init(
            contentWidth: content.contentWidth, titleLines: content.title.count,
            textLines: content.text.count,
            hasFooter: content.hasFooter, padding: content.padding, hostHeight: content.hostContentHeight)
    }

    init(
        contentWidth: Int, titleLines: Int, textLines: Int, hasFooter: Bool, padding: Int = 1,
        hostHeight: Int = 0
    ) {
        self.contentWidth = contentWidth
        self.titleLines = titleLines
        self.textLines = textLines
        self.hasFooter = hasFooter
        self.padding = padding
        self.hostHeight = hostHeight
    }

    /// The box's size, border included: the border and the padding on the left and right, the
    /// borders, the lines and the footer line.
    package var size: Size {
        Size(
            width: contentWidth + 2 * (1 + padding),
            height: StepLayout.BoxContent.verticalBorders + titleLines + textLines + hostHeight
                + (hasFooter ? 1 : 0)
        )
    }
}
