import TutorialKitText

/// The first text wrapper this package had, kept as the reference `MeasuredText` must agree with: it walks the text
/// as Characters and measures each with `DisplayWidth`, every time, which is easy to check by eye.
enum ReferenceTextWrapper {
    /// Wraps `text` into lines of at most `width` cells (a width below 1 is treated as 1).
    ///
    /// - Returns: The lines, without trailing newlines; an empty text gives no lines.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    /// The widest grapheme cluster of `text`, in cells: the narrowest width it can be wrapped to
    /// without a line overflowing.
    static func widestCluster(in text: String) -> Int {
        text.reduce(0) { max($0, DisplayWidth.of($1)) }
    }

    /// The widest line of `text` if it were not wrapped, only broken at `\n`.
    static func naturalWidth(of text: String) -> Int {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
            .map { line in DisplayWidth.of(line.split(separator: " ").joined(separator: " ")) }
            .max() ?? 0
    }

    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// A run of a word that may start a line: a whole word, or a part of one after a break
    /// between two wide characters.
    private struct Chunk {
        var text: Substring
        var width: Int
        var startsWord: Bool
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        let chunks = chunks(of: paragraph)
        for chunk in chunks {
            let separator = chunk.startsWord && !line.isEmpty ? 1 : 0
            if lineWidth + separator + chunk.width <= width {
                if separator > 0 { line.append(" ") }
                line.append(contentsOf: chunk.text)
                lineWidth += separator + chunk.width
                continue
            }
            if !line.isEmpty {
                lines.append(line)
            }
            var rest = chunk.text
            var restWidth = chunk.width
            while restWidth > width {
                let (head, headWidth) = longestPrefix(of: rest, fitting: width)
                lines.append(String(head))
                rest = rest[head.endIndex...]
                restWidth -= headWidth
            }
            line = String(rest)
            lineWidth = restWidth
        }
        // No line is open when the last chunk went out whole on lines of its own.
        if !line.isEmpty || chunks.isEmpty { lines.append(line) }
    }

    /// Splits a paragraph into words at spaces, and words into chunks between two wide characters.
    private static func chunks(of paragraph: Substring) -> [Chunk] {
        var result: [Chunk] = []
        for word in paragraph.split(separator: " ") {
            var start = word.startIndex
            var chunkWidth = 0
            var previousWidth = 0
            var startsWord = true
            var index = word.startIndex
            while index < word.endIndex {
                let cells = DisplayWidth.of(word[index])
                if previousWidth == DisplayWidth.maximumClusterWidth
                    && cells == DisplayWidth.maximumClusterWidth
                {
                    result.append(Chunk(text: word[start..<index], width: chunkWidth, startsWord: startsWord))
                    start = index
                    chunkWidth = 0
                    startsWord = false
                }
                chunkWidth += cells
                previousWidth = cells
                index = word.index(after: index)
            }
            result.append(Chunk(text: word[start...], width: chunkWidth, startsWord: startsWord))
        }
        return result
    }

    /// The longest prefix of `text` no wider than `width`; at least one grapheme cluster, so a
    /// cluster wider than the whole width still makes progress.
    private static func longestPrefix(of text: Substring, fitting width: Int) -> (Substring, Int) {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let cells = DisplayWidth.of(text[end])
            if used + cells > width && end > text.startIndex { break }
            used += cells
            end = text.index(after: end)
            if used >= width { break }
        }
        return (text[..<end], used)
    }
}
