import TutorialKitText

/// The reference `MeasuredText` must agree with: it walks the text as Characters, breaks where
/// ``LineBreaks`` allows, and measures each Character with `DisplayWidth`, every time, which is
/// easy to check by eye.
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

    /// The widest line of `text` if it were not wrapped, only broken at `\n`: its chunks with a
    /// space between those that followed spaces.
    static func naturalWidth(of text: String) -> Int {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
            .map { paragraph in
                chunks(of: paragraph).enumerated().reduce(0) { width, item in
                    width + item.element.width + (item.offset > 0 && item.element.startsWord ? 1 : 0)
                }
            }
            .max() ?? 0
    }

    static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// Text between two places a line may break; `startsWord` when spaces came before it.
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

    /// Splits a paragraph into chunks at the places UAX #14 allows a break, found Character by
    /// Character: the spaces that end a chunk are its separator, not its text.
    private static func chunks(of text: Substring) -> [Chunk] {
        // No line starts with a space: the paragraph's own leading spaces go.
        let paragraph = text.drop { $0 == " " }
        let scalars = Array(paragraph.unicodeScalars)
        let opportunities = LineBreaks(scalars).before
        var segments: [Substring] = []
        var start = paragraph.startIndex
        var scalarIndex = 0
        for index in paragraph.indices {
            if index > paragraph.startIndex && opportunities[scalarIndex] != .prohibited {
                segments.append(paragraph[start..<index])
                start = index
            }
            scalarIndex += paragraph[index].unicodeScalars.count
        }
        segments.append(paragraph[start...])
        var result: [Chunk] = []
        var followsSpaces = false
        for segment in segments {
            // No line starts or ends with a space.
            var content = segment
            while content.last == " " { content = content.dropLast() }
            let endsWithSpaces = content.count < segment.count
            let trimmed = content.drop { $0 == " " }
            if trimmed.count < content.count && !result.isEmpty { followsSpaces = true }
            content = trimmed
            if content.isEmpty {
                followsSpaces = followsSpaces || (endsWithSpaces && !result.isEmpty)
                continue
            }
            let width = content.reduce(0) { $0 + DisplayWidth.of($1) }
            result.append(Chunk(text: content, width: width, startsWord: followsSpaces || result.isEmpty))
            followsSpaces = endsWithSpaces
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
