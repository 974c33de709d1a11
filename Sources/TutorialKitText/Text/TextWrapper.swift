/// Breaks text into lines that fit a width in terminal cells.
///
/// The rules, in order of precedence:
/// - `\n` always ends a line; an empty paragraph gives an empty line.
/// - Lines break at spaces (U+0020); runs of spaces collapse and no line starts or ends with one.
///   A no-break space (U+00A0) joins the words around it.
/// - Between two wide characters (CJK, emoji) a line may break even without a space.
/// - A word longer than the width is broken after the last grapheme cluster that fits; a cluster is
///   never split, and one wider than the whole width is put alone on its line.
///
/// Concatenating the lines without their spaces gives back the text without its spaces and newlines.
/// To wrap one text to several widths, measure it once with ``MeasuredText``.
package enum TextWrapper {
    /// Wraps `text` into lines of at most `width` cells (a width below 1 is treated as 1).
    ///
    /// - Returns: The lines, without trailing newlines; an empty text gives no lines.
    package static func wrap(_ text: String, width: Int) -> [String] {
        MeasuredText(text).lines(width: width)
    }

    /// The widest grapheme cluster of `text`, in cells: the narrowest width it can be wrapped to
    /// without a line overflowing.
    package static func widestCluster(in text: String) -> Int {
        MeasuredText(text).widestCluster
    }

    /// The widest line of `text` if it were not wrapped, only broken at `\n`.
    package static func naturalWidth(of text: String) -> Int {
        MeasuredText(text).naturalWidth
    }
}
