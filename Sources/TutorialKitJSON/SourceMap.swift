/// Turns byte offsets in a file into 1-based lines and columns. Columns count Unicode characters
/// (code points), so a line of Cyrillic or CJK text is counted as an editor shows it.
package struct SourceMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The code points before every ``checkpointStride``-th byte: a column is then counted from
    /// the nearest checkpoint, not from its line's start, which in a minified file is the file's.
    private let checkpoints: [Int]
    private static let checkpointStride = 4096

    /// Indexes the lines of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark, which the reader skips, is no column an editor shows.
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var codePoints = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(codePoints) }
            if byte == 0x0A { starts.append(offset + 1) }
            if !Self.continues(byte) { codePoints += 1 }
        }
        lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// The line and column of a byte offset.
    package func position(of offset: Int) -> SourcePosition {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // Columns count code points: every byte that does not continue a UTF-8 sequence.
        return SourcePosition(
            line: low + 1,
            column: max(1, codePoints(before: offset) - codePoints(before: lineStarts[low]) + 1))
    }

    /// The code points in `bytes[..<offset]`.
    private func codePoints(before offset: Int) -> Int {
        let checkpoint = min(offset / Self.checkpointStride, checkpoints.count - 1)
        guard checkpoint >= 0 else { return 0 }
        let start = checkpoint * Self.checkpointStride
        return checkpoints[checkpoint] + bytes[start..<offset].reduce(0) { Self.continues($1) ? $0 : $0 + 1 }
    }

    /// Whether `byte` continues a UTF-8 sequence rather than starting a code point.
    private static func continues(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

/// A line and column in a file, both from 1.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in characters (code points), from 1.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COL`.
    package var description: String { "\(line):\(column)" }
}
