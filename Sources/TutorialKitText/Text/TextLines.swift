/// Lines of wrapped text as the layout keeps them: the measured text and the width, with the
/// number of lines; the strings are made only when read. A layout tries several widths and keeps
/// one, and only the drawing needs the strings, so none is made for the widths it drops.
///
/// Two values are equal when their lines read the same, however they are kept.
package struct TextLines: Hashable, Sendable {
    private enum Source: Sendable {
        case wrapped(MeasuredText, width: Int)
        case strings([String])
    }

    private let source: Source
    /// How many lines there are.
    package let count: Int

    /// Lines given as strings.
    package init(_ strings: [String]) {
        source = .strings(strings)
        count = strings.count
    }

    /// `text` wrapped to `width`, already counted: `lineCount` is `text.lineCount(width: width)`.
    package init(_ text: MeasuredText, width: Int, lineCount: Int) {
        source = .wrapped(text, width: width)
        count = lineCount
    }

    /// The width of `character` in the units the lines were wrapped in: its measurer's, or cells.
    package func width(of character: Character) -> Int {
        guard case .wrapped(let text, _) = source, let measurer = text.measurer?.measurer else {
            return DisplayWidth.of(character)
        }
        return TextMeasurerBox.bounded(measurer.advance(of: Substring(String(character))))
    }

    /// The lines as strings.
    package var strings: [String] {
        switch source {
        case .wrapped(let text, let width): text.lines(width: width)
        case .strings(let strings): strings
        }
    }

    /// The lines as each is seen left to right, in `direction`: a wrapped text's levels are
    /// resolved over each whole paragraph; lines given as strings are each a paragraph.
    package func visualStrings(direction: BidiParagraph.Direction) -> [String] {
        stringsInBothOrders(direction: direction).visual
    }

    /// ``strings`` and ``visualStrings(direction:)`` from one wrap.
    package func stringsInBothOrders(direction: BidiParagraph.Direction) -> (
        logical: [String], visual: [String]
    ) {
        switch source {
        case .wrapped(let text, let width): text.linesInBothOrders(width: width, direction: direction)
        case .strings(let strings):
            (strings, strings.map { BidiText.visualOrder(of: $0, direction: direction) })
        }
    }

    package static func == (lhs: TextLines, rhs: TextLines) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // The same text wrapped to the same width reads the same without making a string.
        if case .wrapped(let left, let leftWidth) = lhs.source,
            case .wrapped(let right, let rightWidth) = rhs.source,
            leftWidth == rightWidth, left.text == right.text
        {
            return true
        }
        return lhs.strings == rhs.strings
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(strings)
    }
}
