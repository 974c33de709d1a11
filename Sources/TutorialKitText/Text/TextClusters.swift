/// The grapheme clusters of a text — Swift's `Character`s — found in its UTF-8, each with its
/// width in cells (``ClusterWidth``).
///
/// Two ASCII bytes in a row always have a cluster boundary between them, but for CR LF: ASCII is
/// never a mark, a joiner nor a prefix. So plain text is read a byte at a time, and a word of it
/// comes whole; the rest, up to where two ASCII bytes meet, is broken into clusters by Swift's own
/// grapheme breaking (`String.index(after:)`).
enum TextClusters {
    /// One grapheme cluster, or a run of plain ASCII — printable, no space — whose bytes are each
    /// a cluster of one cell.
    struct Piece {
        /// Where it is in the text's UTF-8.
        var bytes: Range<Int>
        /// Its width in cells: 0, 1 or 2 for one cluster, the length of a run of plain ASCII.
        var width: Int
        /// Whether it is a run of plain ASCII.
        var isPlainASCII: Bool
        /// Whether it is one space (U+0020); with a mark on it, it is not.
        var isSpace: Bool
        /// Whether it is a line break: `\n` or `\r\n`.
        var isLineBreak: Bool

        /// A run of plain ASCII.
        init(plainASCII bytes: Range<Int>) {
            self.bytes = bytes
            width = bytes.count
            isPlainASCII = true
            isSpace = false
            isLineBreak = false
        }

        /// The cluster at `bytes`, whose first byte is `first`: what it is is told by its bytes,
        /// which is quicker than comparing `Character`s (CR joins nothing but LF).
        init(cluster bytes: Range<Int>, width: Int, first: UInt8) {
            self.bytes = bytes
            self.width = width
            isPlainASCII = false
            isSpace = first == UInt8(ascii: " ") && bytes.count == 1
            isLineBreak =
                (first == UInt8(ascii: "\n") && bytes.count == 1)
                || (first == UInt8(ascii: "\r") && bytes.count == 2)
        }

        /// The width of its last cluster, and of its first.
        var clusterWidth: Int { isPlainASCII ? 1 : width }
        /// Where its last cluster starts.
        var lastClusterStart: Int { isPlainASCII ? bytes.upperBound - 1 : bytes.lowerBound }
    }

    /// Calls `body` with each piece of `text` in order, as long as it returns `true`.
    ///
    /// - Parameter range: Where to look in the text's UTF-8: the whole text when `nil`, else a
    ///   range that starts and ends on cluster boundaries.
    static func forEach(in text: String, bytes range: Range<Int>? = nil, _ body: (Piece) -> Bool) {
        var contiguous = text
        contiguous.withUTF8 { bytes in
            let end = range?.upperBound ?? bytes.count
            // Whether a cluster certainly ends before `index`: at the end, and between two ASCII
            // bytes but CR LF. (Most other places are boundaries too, which Swift decides.)
            func certainlyBreaks(before index: Int) -> Bool {
                index == end
                    || (bytes[index - 1] < 0x80 && bytes[index] < 0x80
                        && !(bytes[index - 1] == UInt8(ascii: "\r") && bytes[index] == UInt8(ascii: "\n")))
            }
            func isPlain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
            var offset = range?.lowerBound ?? 0
            while offset < end {
                let first = bytes[offset]
                if first < 0x80 && certainlyBreaks(before: offset + 1) {
                    // ASCII alone: a word of plain ASCII whole, or a space (one cell) or a control
                    // character (none).
                    var plainEnd = offset
                    while plainEnd < end && isPlain(bytes[plainEnd]) && certainlyBreaks(before: plainEnd + 1)
                    {
                        plainEnd += 1
                    }
                    let piece =
                        plainEnd > offset
                        ? Piece(plainASCII: offset..<plainEnd)
                        : Piece(cluster: offset..<offset + 1, width: first == 0x20 ? 1 : 0, first: first)
                    guard body(piece) else { return }
                    offset = piece.bytes.upperBound
                    continue
                }
                // Anything else, up to where a cluster certainly ends, is broken by Swift: the run
                // starts and ends on cluster boundaries, so its `Character`s are the text's.
                var runEnd = offset + 1
                while !certainlyBreaks(before: runEnd) { runEnd += 1 }
                // Read in the text itself, not a copy of the run: ASCII before the run, if any,
                // breaks from it, so its clusters are the same either way.
                let utf8 = text.utf8
                var index = utf8.index(utf8.startIndex, offsetBy: offset)
                let end = utf8.index(utf8.startIndex, offsetBy: runEnd)
                var scalars = text.unicodeScalars[index..<end].makeIterator()
                while index < end {
                    // Within the run: its end is a cluster boundary, which this keeps true of a
                    // range a caller got wrong.
                    let next = min(text.index(after: index), end)
                    let length = utf8.distance(from: index, to: next)
                    // The cluster's code points are the run's next ones, `length` bytes of them.
                    var width = ClusterWidth()
                    var measured = 0
                    while measured < length, let scalar = scalars.next() {
                        width.add(scalar)
                        measured += UTF8.width(scalar)
                    }
                    let piece = Piece(
                        cluster: offset..<offset + length, width: width.cells, first: bytes[offset])
                    guard body(piece) else { return }
                    offset += length
                    index = next
                }
            }
        }
    }
}
