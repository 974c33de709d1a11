/// Turns byte offsets in a file into 1-based lines and columns. Columns count Unicode characters
/// (code points), so a line of Cyrillic or CJK text is counted as an editor shows it.
public struct SourceMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The line and column of a byte offset.
    public func position(of offset: Int) -> SourcePosition {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        // Columns count code points: every byte that does not continue a UTF-8 sequence.
        let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourcePosition(line: low + 1, column: column)
    }
}

/// A line and column in a file, both from 1.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in characters (code points), from 1.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COL`.
    public var description: String { "\(line):\(column)" }
}
