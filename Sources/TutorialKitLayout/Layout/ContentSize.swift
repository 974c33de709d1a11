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
    /// The height of content a host draws, instead of the title and text.
    var hostHeight: Int = 0
    /// What the box's chrome adds to its size, in the same units as the widths: kept as a few
    /// numbers rather than the whole chrome, as a layout copies a size for every side it tries.
    var frame = Frame(.cells)

    /// The parts of a box's chrome its size needs.
    struct Frame: Hashable, Sendable {
        /// A line's height.
        var lineHeight: Int
        /// The borders and vertical padding, top and bottom.
        var vertical: Int
        /// The footer's height and the room above it.
        var footer: Int
        /// The borders, left and right.
        var horizontal: Int

        init(_ chrome: StepLayout.BoxChrome) {
            lineHeight = chrome.lineHeight
            vertical = chrome.fixedHeight(hasFooter: false)
            footer = chrome.fixedHeight(hasFooter: true) - vertical
            horizontal = chrome.horizontalBorders
        }
    }
    /// The rows the box gives the title and the text: all their lines, or fewer when the whole box
    /// would be taller than ``cut(toHeight:)`` allows.
    var titleRows: Int
    var textRows: Int

    /// The size of `content`.
    init(of content: StepLayout.BoxContent) {
        self.init(
            contentWidth: content.contentWidth, titleLines: content.title.count,
            textLines: content.text.count,
            hasFooter: content.hasFooter, padding: content.padding, hostHeight: content.hostContentHeight,
            chrome: content.chrome)
        titleRows = content.titleRows
        textRows = content.textRows
    }

    init(
        contentWidth: Int, titleLines: Int, textLines: Int, hasFooter: Bool, padding: Int = 1,
        hostHeight: Int = 0, chrome: StepLayout.BoxChrome = .cells
    ) {
        frame = Frame(chrome)
        self.contentWidth = contentWidth
        self.titleLines = titleLines
        self.textLines = textLines
        self.hasFooter = hasFooter
        self.padding = padding
        self.hostHeight = hostHeight
        self.titleRows = titleLines
        self.textRows = textLines
    }

    /// The height every box of this content takes whatever its text: the borders, the footer and
    /// a host's content.
    var fixedHeight: Int { frame.vertical + (hasFooter ? frame.footer : 0) + hostHeight }

    /// The width across the box: the content, and the border and the padding on each side.
    private var width: Int { contentWidth + frame.horizontal + 2 * padding }

    /// The box's size, border included: the border and the padding on the left and right, the
    /// borders, the lines shown and the footer.
    package var size: Size {
        Size(width: width, height: fixedHeight + (titleRows + textRows) * frame.lineHeight)
    }

    /// The box's size were every line shown: what it needs to show the step whole.
    package var wholeSize: Size {
        Size(width: width, height: fixedHeight + (titleLines + textLines) * frame.lineHeight)
    }

    /// This content in a box at most `height` rows tall: the borders and the footer (the way on,
    /// or out) always stay; the text keeps a row, then the title takes what it needs, and the text
    /// the rest.
    func cut(toHeight height: Int) -> ContentSize {
        var cut = self
        let room = max(0, height - fixedHeight) / frame.lineHeight
        guard titleLines + textLines > room else { return cut }
        cut.textRows = textLines > 0 ? min(room, max(1, room - titleLines)) : 0
        cut.titleRows = min(titleLines, room - cut.textRows)
        return cut
    }
}
