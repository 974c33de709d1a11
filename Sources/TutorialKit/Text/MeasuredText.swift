/// A text split once into grapheme clusters with their widths in cells, so it can be wrapped to
/// many widths without being measured again: a layout tries up to four boxes of different widths,
/// and finding clusters is most of the cost of wrapping.
///
/// Finding clusters takes a fast path for the common case — a code point that can neither join
/// the one before it nor the one after (Latin, Cyrillic, Greek, kana, CJK ideographs…) followed by
/// another such — and asks Swift's `Character` for everything else, so the clusters are always
/// exactly Swift's.
public struct MeasuredText: Sendable {
    /// What a cluster means to wrapping.
    enum Kind: UInt8 {
        case other
        case space
        case lineBreak
    }

    /// A run of a word that may start a line: a whole word, or a part of one after a break between
    /// two wide characters.
    private struct Chunk {
        var clusters: Range<Int>
        var width: Int
        var startsWord: Bool
    }

    /// The text.
    public let text: String
    /// Where each cluster starts in the text's UTF-8, then the UTF-8 length: cluster `i` is
    /// `starts[i]..<starts[i + 1]`.
    private var starts: [Int] = []
    private var widths: [UInt8] = []
    /// Each paragraph's chunks, in order.
    private var paragraphs: [[Chunk]] = []
    /// The widest grapheme cluster, in cells: the narrowest width the text wraps to without a
    /// line overflowing.
    public private(set) var widestCluster = 0
    /// The widest line if the text were not wrapped, only broken at `\n`: its words with single
    /// spaces between them.
    public private(set) var naturalWidth = 0

    /// Measures `text`.
    public init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        var kinds: [Kind] = []
        let count = text.utf8.count
        starts.reserveCapacity(count + 1)
        widths.reserveCapacity(count)
        kinds.reserveCapacity(count)
        // A second handle on the same storage: `withUTF8` needs it mutable, while the slow path
        // below reads characters from `text`.
        var storage = text
        storage.withUTF8 { bytes in
            var offset = 0
            while offset < count {
                starts.append(offset)
                let (value, length) = Self.decode(bytes, at: offset)
                let next = offset + length
                if Self.standsAlone(value)
                    && (next == count || Self.standsAlone(Self.decode(bytes, at: next).value))
                {
                    append(width: max(0, DisplayWidth.scalarWidth(value)))
                    kinds.append(value == 0x20 ? .space : value == 0x0A ? .lineBreak : .other)
                    offset = next
                } else {
                    let character = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
                    append(width: DisplayWidth.of(character))
                    kinds.append(
                        character == " "
                            ? .space : character == "\n" || character == "\r\n" ? .lineBreak : .other)
                    offset += character.utf8.count
                }
            }
        }
        starts.append(count)
        findChunks(kinds)
    }

    /// The code point starting at `offset` of valid UTF-8, and its length in bytes.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
        value: UInt32, length: Int
    ) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index]) & 0x3F }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }

    private mutating func append(width: Int) {
        widths.append(UInt8(width))
        widestCluster = max(widestCluster, width)
    }

    /// Splits the clusters into paragraphs at line breaks, paragraphs into words at spaces (runs
    /// of spaces give no empty words), and words into chunks between two wide characters.
    private mutating func findChunks(_ kinds: [Kind]) {
        guard !kinds.isEmpty else { return }
        var chunks: [Chunk] = []
        var words = 0
        var lineWidth = 0
        var cluster = 0
        func endParagraph() {
            paragraphs.append(chunks)
            naturalWidth = max(naturalWidth, lineWidth + max(0, words - 1))
            chunks = []
            words = 0
            lineWidth = 0
        }
        while cluster < kinds.count {
            switch kinds[cluster] {
            case .lineBreak:
                endParagraph()
                cluster += 1
            case .space:
                cluster += 1
            case .other:
                words += 1
                let firstChunk = chunks.count
                var chunkStart = cluster
                var chunkWidth = Int(widths[cluster])
                cluster += 1
                while cluster < kinds.count, kinds[cluster] == .other {
                    let width = Int(widths[cluster])
                    if width == DisplayWidth.maximumClusterWidth
                        && Int(widths[cluster - 1]) == DisplayWidth.maximumClusterWidth
                    {
                        chunks.append(
                            Chunk(clusters: chunkStart..<cluster, width: chunkWidth, startsWord: false))
                        lineWidth += chunkWidth
                        chunkStart = cluster
                        chunkWidth = 0
                    }
                    chunkWidth += width
                    cluster += 1
                }
                chunks.append(Chunk(clusters: chunkStart..<cluster, width: chunkWidth, startsWord: false))
                lineWidth += chunkWidth
                chunks[firstChunk].startsWord = true
            }
        }
        endParagraph()
    }

    /// Whether a grapheme cluster always ends before and after this code point when its neighbour
    /// is one too (Unicode's rule GB999 between two "Other" code points, or a line feed). Control
    /// characters, combining marks, joiners, prepended marks, Hangul jamo, regional indicators and
    /// emoji are not, and take the slow path.
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A, 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x3000...0x3029,
            0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
            true
        default:
            false
        }
    }

    /// The text in lines of at most `width` cells (a width below 1 is treated as 1), by
    /// ``TextWrapper``'s rules.
    ///
    /// - Returns: The lines, without trailing newlines; an empty text gives no lines.
    public func lines(width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for chunks in paragraphs {
            wrapParagraph(chunks, width: width, into: &lines)
        }
        return lines
    }

    /// The UTF-8 of clusters `range`, as a string.
    private func string(_ range: Range<Int>) -> String {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[range.lowerBound])
        let end = utf8.index(utf8.startIndex, offsetBy: starts[range.upperBound])
        return String(text[start..<end])
    }

    private func wrapParagraph(_ chunks: [Chunk], width: Int, into lines: inout [String]) {
        // The line being filled: its pieces (runs of clusters), each after a space or not.
        var pieces: [(clusters: Range<Int>, afterSpace: Bool)] = []
        var lineWidth = 0
        func finishLine() {
            var line = ""
            for piece in pieces {
                if piece.afterSpace { line.append(" ") }
                line.append(contentsOf: string(piece.clusters))
            }
            lines.append(line)
            pieces.removeAll(keepingCapacity: true)
        }
        for chunk in chunks {
            let separator = chunk.startsWord && !pieces.isEmpty ? 1 : 0
            if lineWidth + separator + chunk.width <= width {
                pieces.append((chunk.clusters, separator > 0))
                lineWidth += separator + chunk.width
                continue
            }
            if !pieces.isEmpty { finishLine() }
            var rest = chunk.clusters
            var restWidth = chunk.width
            while restWidth > width {
                let (end, used) = longestPrefix(of: rest, fitting: width)
                lines.append(string(rest.lowerBound..<end))
                rest = end..<rest.upperBound
                restWidth -= used
            }
            if !rest.isEmpty { pieces.append((rest, false)) }
            lineWidth = restWidth
        }
        // A paragraph ends with its open line; an empty paragraph is one empty line. When the last
        // chunk went out whole on lines of its own (a cluster wider than the width), none is open.
        if !pieces.isEmpty || chunks.isEmpty { finishLine() }
    }

    /// The end of the longest run of `clusters` no wider than `width`, and its width; at least one
    /// cluster, so one wider than the whole width still makes progress.
    private func longestPrefix(of clusters: Range<Int>, fitting width: Int) -> (end: Int, width: Int) {
        var used = 0
        var end = clusters.lowerBound
        while end < clusters.upperBound {
            let cells = Int(widths[end])
            if used + cells > width && end > clusters.lowerBound { break }
            used += cells
            end += 1
            if used >= width { break }
        }
        return (end, used)
    }
}
