/// A file the client has open: its text as the editor holds it, which the server checks instead
/// of the file on disk.
package struct TextDocument {
    /// How positions count characters within a line: UTF-16 code units (the protocol's default) or
    /// UTF-8 bytes (when the client offers it).
    package enum Encoding: String, Sendable {
        case utf16 = "utf-16"
        case utf8 = "utf-8"
    }

    package let uri: String
    /// The file's path, from its URI.
    package let path: String
    package private(set) var text: String
    package private(set) var version: Int

    package init(uri: String, path: String, text: String, version: Int) {
        self.uri = uri
        self.path = path
        self.text = text
        self.version = version
    }

    /// A line and a character, from 0, as the protocol counts them.
    package struct Position: Hashable, Sendable {
        package var line: Int
        package var character: Int

        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    /// Replaces the text between `range` (the whole text when `nil`) with `replacement`, at
    /// `version`. A range past the text is clamped to it, as the protocol says of a character past
    /// a line's end.
    package mutating func change(
        _ range: ClosedRange<Position>?, to replacement: String, version: Int, encoding: Encoding
    ) {
        self.version = version
        guard let range else {
            text = replacement
            return
        }
        let lower = index(of: range.lowerBound, encoding: encoding)
        let upper = max(lower, index(of: range.upperBound, encoding: encoding))
        // By code points: a range may end inside a grapheme cluster (after a base, before its mark).
        text.unicodeScalars.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
    }

    /// The place of `position` in the text: past the end of its line, the line's end; past the
    /// last line, the text's end; inside a character the encoding splits, before it.
    package func index(of position: Position, encoding: Encoding) -> String.Index {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var line = 0
        while line < position.line {
            guard let newline = scalars[index...].firstIndex(of: "\n") else { return scalars.endIndex }
            index = scalars.index(after: newline)
            line += 1
        }
        var units = 0
        while index < scalars.endIndex, scalars[index] != "\n" {
            let width = encoding == .utf16 ? UTF16.width(scalars[index]) : UTF8.width(scalars[index])
            guard units + width <= position.character else { break }
            units += width
            index = scalars.index(after: index)
        }
        return index
    }

    /// The protocol's position of a line and column from 1, the column counted in code points (as
    /// ``Diagnostic`` counts them).
    package func position(line: Int, column: Int, encoding: Encoding) -> Position {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var current = 1
        while current < line, let newline = scalars[index...].firstIndex(of: "\n") {
            index = scalars.index(after: newline)
            current += 1
        }
        var units = 0
        var column = column
        while column > 1, index < scalars.endIndex, scalars[index] != "\n" {
            units += encoding == .utf16 ? UTF16.width(scalars[index]) : UTF8.width(scalars[index])
            index = scalars.index(after: index)
            column -= 1
        }
        return Position(line: current - 1, character: units)
    }

    /// The protocol's position of the byte `offset` of the text's UTF-8 (clamped to it).
    package func position(ofUTF8Offset offset: Int, encoding: Encoding) -> Position {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: max(0, min(offset, utf8.count)))
        return position(of: index, encoding: encoding)
    }

    /// The protocol's position of `index` in the text.
    package func position(of index: String.Index, encoding: Encoding) -> Position {
        let scalars = text.unicodeScalars
        var line = 0
        var lineStart = scalars.startIndex
        var cursor = scalars.startIndex
        while cursor < index, cursor < scalars.endIndex {
            if scalars[cursor] == "\n" {
                line += 1
                lineStart = scalars.index(after: cursor)
            }
            cursor = scalars.index(after: cursor)
        }
        let units = scalars[lineStart..<cursor].reduce(0) {
            $0 + (encoding == .utf16 ? UTF16.width($1) : UTF8.width($1))
        }
        return Position(line: line, character: units)
    }
}

extension TextDocument.Position: Comparable {
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
