/// A text split once into words with their widths in cells, so it can be wrapped to many widths
/// without being measured again: a layout tries up to four boxes of different widths, and only
/// counts their lines; the lines themselves are made only when the box drawn reads them.
///
/// Its grapheme clusters are always exactly Swift's `Character`s, found without making one for
/// the common scripts. Only the words are kept; a word wider than a line is split into clusters
/// again when a wrap needs it, which is rare.
package struct MeasuredText: Sendable {
    /// A run of a word that may start a line: a whole word, or a part of one after a break between
    /// two wide characters. It starts and ends on cluster boundaries. A line break between two
    /// paragraphs is kept among the chunks as ``paragraphBreak``.
    ///
    /// Inside a run of wide characters standing alone (CJK, kana) a line may break between any
    /// two, so each would be a chunk; the ones after the first of such a run are kept as one chunk
    /// marked ``isWideRun``, which wrapping splits by arithmetic.
    struct Chunk {
        /// Where it is in the text's UTF-8.
        var bytes: Range<Int>
        /// Its width in cells; -1 for a paragraph break.
        var width: Int
        /// Whether it is the first chunk of its word, so a space goes before it within a line.
        var startsWord: Bool
        /// Whether it is wide code points standing alone and nothing else, each a cluster of two
        /// cells that a line may end after; such a chunk never starts a word.
        var isWideRun = false

        static let paragraphBreak = Chunk(bytes: 0..<0, width: -1, startsWord: false)
        var isParagraphBreak: Bool { width < 0 }
    }

    /// The text.
    package let text: String
    /// Every paragraph's chunks, one paragraph after another, with a ``Chunk/paragraphBreak``
    /// between two paragraphs.
    let chunks: [Chunk]
    /// The widest grapheme cluster, in cells: the narrowest width the text wraps to without a
    /// line overflowing.
    package let widestCluster: Int
    /// The widest line if the text were not wrapped, only broken at `\n`: its words with single
    /// spaces between them.
    package let naturalWidth: Int
    /// How many paragraphs there are: lines broken at `\n` only.
    private let paragraphs: Int

    /// Measures `text`: splits it into paragraphs at line breaks, paragraphs into words at spaces
    /// (runs of spaces give no empty words), and words into chunks between two wide characters.
    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        // An empty text has no paragraph at all, so it wraps to no lines. The measuring reads the
        // UTF-8 in place, without holding the string, so the string is not retained again.
        let measures =
            text.isEmpty
            ? Measures(chunks: [], widestCluster: 0, naturalWidth: 0, paragraphs: 0)
            : text.withUTF8Bytes(Self.measure)
        self.text = text
        chunks = measures.chunks
        widestCluster = measures.widestCluster
        naturalWidth = measures.naturalWidth
        paragraphs = measures.paragraphs
    }

    /// What ``measure(_:)`` finds: all a ``MeasuredText`` keeps but the text.
    private struct Measures {
        var chunks: [Chunk]
        var widestCluster: Int
        var naturalWidth: Int
        var paragraphs: Int
    }

    /// The measuring itself, over the text's UTF-8; plain locals, so nothing is boxed or checked
    /// for exclusive access at run time.
    ///
    /// It goes a word at a time: a word — the bytes up to the next space, control character, DEL
    /// or line break, found eight at a time — of plain ASCII is one chunk as it is; one of code
    /// points that all stand alone and take the same width, one cell or two (Latin, Cyrillic,
    /// CJK, kana, single pictographs), is walked a code point at a time, none joining the next,
    /// and a word that changes script is taken such a run at a time. What is left — code points
    /// that join (marks, emoji sequences), controls — is measured by ``ClusterScanner`` a
    /// cluster at a time.
    private static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> Measures {
        var chunks: [Chunk] = []
        // Enough for words of three letters and a space, so most texts never grow the array; the
        // layout keeps it as long as the step's lines, so it is not reserved for the worst case
        // (one-letter words, runs of line breaks), which grows it.
        chunks.reserveCapacity(bytes.count / 4 + 4)
        let table = CodePointTable.entries
        let count = bytes.count
        var widest = 0
        var natural = 0
        var paragraphs = 1
        // The paragraph so far: its words and their width without spaces.
        var words = 0
        var paragraphWidth = 0
        // The chunk being read (empty when none) and the width of its last cluster.
        var chunk = Chunk(bytes: 0..<0, width: 0, startsWord: false)
        var lastWidth = 0
        // Where the last wide character standing alone starts: what follows it without a break
        // joins its chunk, so it leaves the wide run it ends.
        var lastWide = 0
        let wide = DisplayWidth.maximumClusterWidth
        var offset = 0
        while offset < count {
            // Where the scanner, if it is needed, measures up to.
            var scannedEnd = offset + 1
            let byte = bytes[offset]
            if !endsWord(byte) {
                if byte < 0x80 {
                    let (end, isASCII) = wordEnd(in: bytes, from: offset)
                    if isASCII {
                        // Plain ASCII, one cell a byte; what ends it (a space, a control
                        // character) joins nothing.
                        widest = max(widest, 1)
                        splitWideRun(&chunk, at: lastWide, into: &chunks, adding: &paragraphWidth)
                        take(offset..<end, width: end - offset, into: &chunk, after: lastWidth, words: &words)
                        lastWidth = 1
                        offset = end
                        continue
                    }
                }
                // Four-byte code points are mostly emoji, and those mostly sequences, which the
                // scanner takes whole; one alone is a one-character word.
                let word =
                    byte < 0xF0
                    ? uniformWord(in: bytes, table: table, from: offset)
                    : loneCodePoint(in: bytes, table: table, from: offset)
                if word.isUniform {
                    if word.isWide {
                        // A line may break between two wide characters, so the ones after the
                        // first make a wide run.
                        widest = wide
                        if lastWidth != wide {
                            take(
                                offset..<word.firstEnd, width: wide, into: &chunk, after: lastWidth,
                                words: &words)
                        } else {
                            appendWide(
                                offset..<word.firstEnd, to: &chunk, into: &chunks, adding: &paragraphWidth
                            )
                        }
                        if word.firstEnd < word.end {
                            appendWide(
                                word.firstEnd..<word.end, cells: word.cells - wide, to: &chunk, into: &chunks,
                                adding: &paragraphWidth)
                        }
                        lastWide = word.lastWide
                        lastWidth = wide
                    } else {
                        widest = max(widest, 1)
                        splitWideRun(&chunk, at: lastWide, into: &chunks, adding: &paragraphWidth)
                        take(
                            offset..<word.end, width: word.cells, into: &chunk, after: lastWidth,
                            words: &words
                        )
                        lastWidth = 1
                    }
                    offset = word.end
                    continue
                }
                scannedEnd = word.end
            } else if byte == 0x20 {
                // A space ends a word, unless a mark after it joins it; runs of them give no
                // empty words.
                let following = offset + 1
                if following == count || bytes[following] < 0x80
                    || ClusterScanner.alwaysStartsCluster(
                        afterOneAlone: ClusterScanner.codePoint(in: bytes, at: following, table: table))
                {
                    widest = max(widest, 1)
                    close(&chunk, into: &chunks, adding: &paragraphWidth)
                    lastWidth = 0
                    offset = following
                    continue
                }
            } else if byte == 0x0A {
                // A line feed is a cluster of its own whatever is around it (Unicode's GB4 and
                // GB5), and ends the paragraph.
                close(&chunk, into: &chunks, adding: &paragraphWidth)
                endParagraph(&chunks, &paragraphs, &natural, &words, &paragraphWidth)
                lastWidth = 0
                offset += 1
                continue
            }
            // Anything else — `\r\n`, a code point with marks, an emoji sequence, a control
            // character — is measured by the scanner, up to where the fast ways take over again.
            repeat {
                let cluster = ClusterScanner.cluster(in: bytes, at: offset, table: table)
                if cluster.isSpace || cluster.isLineBreak || (cluster.width == wide && lastWidth == wide) {
                    close(&chunk, into: &chunks, adding: &paragraphWidth)
                }
                widest = max(widest, cluster.width)
                offset = cluster.bytes.upperBound
                if cluster.isLineBreak {
                    endParagraph(&chunks, &paragraphs, &natural, &words, &paragraphWidth)
                }
                if cluster.isSpace || cluster.isLineBreak {
                    lastWidth = 0
                    continue
                }
                splitWideRun(&chunk, at: lastWide, into: &chunks, adding: &paragraphWidth)
                take(cluster.bytes, width: cluster.width, into: &chunk, after: lastWidth, words: &words)
                lastWidth = cluster.width
            } while offset < scannedEnd
        }
        close(&chunk, into: &chunks, adding: &paragraphWidth)
        natural = max(natural, paragraphWidth + max(0, words - 1))
        return Measures(chunks: chunks, widestCluster: widest, naturalWidth: natural, paragraphs: paragraphs)
    }

    /// Whether `byte` ends a word: a space, a control character (a line feed too) or DEL, none of
    /// which joins what is before it; never a byte of a longer code point.
    @inline(__always)
    private static func endsWord(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F }

    /// Where the word at `start` ends — the first byte from it that ``endsWord(_:)`` — and
    /// whether it is all ASCII; eight bytes at a time.
    @inline(__always)
    private static func wordEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, isASCII: Bool)
    {
        var end = start
        var beyondASCII: UInt64 = 0
        if let base = bytes.baseAddress {
            while end + 8 <= bytes.count {
                let word = ByteWord(base, at: end)
                let stops = word.bytes(below: 0x21) | word.bytes(equalTo: 0x7F)
                guard stops == 0 else {
                    // The lowest marked byte is exact (see `ByteWord`): only the bytes before it
                    // are the word's.
                    let length = stops.trailingZeroBitCount / 8
                    let before: UInt64 = length == 0 ? 0 : ~0 >> (64 - 8 * length)
                    beyondASCII |= word.beyondASCII & before
                    return (end + length, beyondASCII == 0)
                }
                beyondASCII |= word.beyondASCII
                end += 8
            }
        }
        var isASCII = beyondASCII == 0
        while end < bytes.count {
            let byte = bytes[end]
            guard !endsWord(byte) else { break }
            if byte >= 0x80 { isASCII = false }
            end += 1
        }
        return (end, isASCII)
    }

    /// A word of code points that all stand alone and take the same width: ``measure(_:)``'s
    /// common case outside ASCII — or, with no cells, a word that is not one. Four words, so it
    /// comes back in registers.
    private struct UniformWord {
        /// Where the word ends; for a word that is not uniform, where the scanner measures to.
        var end: Int
        /// The word's width in cells; 0 when it is not uniform.
        var cells: Int
        /// Where its first code point ends.
        var firstEnd: Int
        /// Where its last code point starts when they are wide; -1 when they take a cell each.
        var lastWide: Int

        /// Whether the word is uniform, so measured.
        var isUniform: Bool { cells > 0 }
        /// Whether its code points are wide.
        var isWide: Bool { lastWide >= 0 }

        /// A run of `count` code points of `cellsEach` cells, from the one ending at `firstEnd` to
        /// the one starting at `lastStart`, ending at `end`.
        @inline(__always)
        static func run(to end: Int, count: Int, cellsEach: Int, firstEnd: Int, lastStart: Int) -> UniformWord
        {
            UniformWord(
                end: end, cells: count &* cellsEach, firstEnd: firstEnd,
                lastWide: cellsEach == 1 ? -1 : lastStart)
        }

        /// A word that is not uniform, left to the scanner up to `end`.
        static func scanned(to end: Int) -> UniformWord {
            UniformWord(end: end, cells: 0, firstEnd: end, lastWide: -1)
        }
    }

    /// The word at `start` (ending as ``wordEnd(in:from:)`` finds it), or the start of it, as a
    /// ``UniformWord``: up to a code point that stands alone but takes another width (a script
    /// changes: "iPhone" of "iPhoneで確認", whose rest is another), or up to the code point before
    /// one that does not stand alone, which it may join. Not uniform when the first code point
    /// does not stand alone, nor the second; the scanner then measures up to the cluster that
    /// joins them, or the whole word. Kept out of line, so its loop has the registers to itself.
    @inline(never)
    private static func uniformWord(
        in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> UniformWord {
        let first = ClusterScanner.codePoint(in: bytes, at: start, table: table)
        let cells = CodePointTable.width(first.entry)
        // The entry every code point must have, but for the bits about the sequences it may start.
        let entry = CodePointTable.standingAndWidth(first.entry)
        let firstEnd = start &+ first.length
        var next = firstEnd
        if CodePointTable.standsAlone(first.entry)
            && (cells == 1 || cells == DisplayWidth.maximumClusterWidth)
        {
            var last = start
            var count = 1
            // Most words keep to one script, so to one length of code point: walked without
            // asking each code point's length, which is where a mixed text's branches miss.
            switch first.length {
            case 2:
                sameLengthRun(
                    2, in: bytes, table: table, entry: entry, next: &next, last: &last, count: &count)
            case 3:
                sameLengthRun(
                    3, in: bytes, table: table, entry: entry, next: &next, last: &last, count: &count)
            default: break
            }
            while true {
                if next == bytes.count || endsWord(bytes[next]) {
                    return .run(to: next, count: count, cellsEach: cells, firstEnd: firstEnd, lastStart: last)
                }
                let point = ClusterScanner.codePoint(in: bytes, at: next, table: table)
                if CodePointTable.standingAndWidth(point.entry) != entry {
                    // Two code points standing alone are two clusters: the run ends between them.
                    if CodePointTable.standsAlone(point.entry) {
                        return .run(
                            to: next, count: count, cellsEach: cells, firstEnd: firstEnd, lastStart: last)
                    }
                    // Else the run's last code point may join this one, so the run ends before it
                    // (where the one before starts) and the scanner goes on from there.
                    guard count > 1 else { return .scanned(to: next &+ 1) }
                    var previous = last &- 1
                    while bytes[previous] & 0xC0 == 0x80 { previous &-= 1 }
                    return .run(
                        to: last, count: count &- 1, cellsEach: cells, firstEnd: firstEnd, lastStart: previous
                    )
                }
                last = next
                next &+= point.length
                count &+= 1
            }
        }
        return .scanned(to: wordEnd(in: bytes, from: next).0)
    }

    /// The four-byte code point at `start` as a ``UniformWord`` when it is a word of its own (it
    /// stands alone, and a space, a control character or the end follows); else not uniform, and
    /// the scanner measures the cluster that starts there.
    @inline(__always)
    private static func loneCodePoint(
        in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> UniformWord {
        let end = start &+ 4
        guard end <= bytes.count, end == bytes.count || endsWord(bytes[end]) else {
            return .scanned(to: start &+ 1)
        }
        let point = ClusterScanner.codePoint(in: bytes, at: start, table: table)
        let cells = CodePointTable.width(point.entry)
        guard CodePointTable.standsAlone(point.entry), cells == 1 || cells == DisplayWidth.maximumClusterWidth
        else { return .scanned(to: start &+ 1) }
        return .run(to: end, count: 1, cellsEach: cells, firstEnd: end, lastStart: start)
    }

    /// ``uniformWord(in:table:from:)``'s walk while the code points are `length` bytes long and
    /// have `entry`: from `next`, moved past them, with the start of the last and how many.
    @inline(__always)
    private static func sameLengthRun(
        _ length: Int, in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, entry: UInt8,
        next: inout Int, last: inout Int, count: inout Int
    ) {
        // A lead byte of that length is never a space, a control character nor DEL.
        let (leadMask, leadBits): (UInt8, UInt8) = length == 2 ? (0xE0, 0xC0) : (0xF0, 0xE0)
        while next &+ length <= bytes.count {
            let lead = bytes[next]
            guard lead & leadMask == leadBits else { return }
            let tail = UInt32(bytes[next &+ length &- 1]) & 0x3F
            let value =
                length == 2
                ? UInt32(lead & 0x1F) << 6 | tail
                : UInt32(lead & 0x0F) << 12 | (UInt32(bytes[next &+ 1]) & 0x3F) << 6 | tail
            guard CodePointTable.standingAndWidth(table[Int(value)]) == entry else { return }
            last = next
            next &+= length
            count &+= 1
        }
    }

    /// Adds wide characters standing alone after a wide one: to the chunk being read when it is
    /// a wide run, else as a wide run of their own.
    @inline(__always)
    private static func appendWide(
        _ bytes: Range<Int>, cells: Int = DisplayWidth.maximumClusterWidth, to chunk: inout Chunk,
        into chunks: inout [Chunk], adding width: inout Int
    ) {
        if chunk.isWideRun {
            chunk.bytes = chunk.bytes.lowerBound..<bytes.upperBound
            chunk.width += cells
        } else {
            close(&chunk, into: &chunks, adding: &width)
            chunk = Chunk(bytes: bytes, width: cells, startsWord: false, isWideRun: true)
        }
    }

    /// Ends a paragraph at a line break: a paragraph break among the chunks, and the paragraph's
    /// width counted in the widest.
    @inline(__always)
    private static func endParagraph(
        _ chunks: inout [Chunk], _ paragraphs: inout Int, _ natural: inout Int, _ words: inout Int,
        _ paragraphWidth: inout Int
    ) {
        chunks.append(.paragraphBreak)
        paragraphs += 1
        natural = max(natural, paragraphWidth + max(0, words - 1))
        words = 0
        paragraphWidth = 0
    }

    /// Ends the chunk being read, if any: it goes into `chunks` and its width into `width`.
    @inline(__always)
    private static func close(_ chunk: inout Chunk, into chunks: inout [Chunk], adding width: inout Int) {
        guard !chunk.bytes.isEmpty else { return }
        chunks.append(chunk)
        width += chunk.width
        chunk.bytes = 0..<0
        chunk.isWideRun = false
    }

    /// Before something joins the chunk being read: when it is a wide run, its last character leaves
    /// it for a chunk of its own that the rest of the word joins.
    @inline(__always)
    private static func splitWideRun(
        _ chunk: inout Chunk, at lastWide: Int, into chunks: inout [Chunk], adding width: inout Int
    ) {
        guard chunk.isWideRun, !chunk.bytes.isEmpty else { return }
        let wide = DisplayWidth.maximumClusterWidth
        if chunk.width > wide {
            var head = chunk
            head.bytes = chunk.bytes.lowerBound..<lastWide
            head.width -= wide
            close(&head, into: &chunks, adding: &width)
            chunk.bytes = lastWide..<chunk.bytes.upperBound
            chunk.width = wide
        }
        chunk.isWideRun = false
    }

    /// Adds the clusters at `bytes` to the chunk being read, or starts a chunk with them: a new word
    /// after a space or a line break (`lastWidth` 0), a new chunk of the same word after two wide
    /// characters.
    private static func take(
        _ bytes: Range<Int>, width: Int, into chunk: inout Chunk, after lastWidth: Int, words: inout Int
    ) {
        guard !chunk.bytes.isEmpty else {
            let startsWord = lastWidth == 0
            if startsWord { words += 1 }
            chunk = Chunk(bytes: bytes, width: width, startsWord: startsWord)
            return
        }
        chunk.bytes = chunk.bytes.lowerBound..<bytes.upperBound
        chunk.width += width
    }

    /// The text in lines of at most `width` cells (a width below 1 is treated as 1), by
    /// ``TextWrapper``'s rules.
    ///
    /// - Returns: The lines, without trailing newlines; an empty text gives no lines.
    package func lines(width: Int) -> [String] {
        text.withUTF8Bytes { bytes in
            var builder = LineBuilder(bytes: bytes)
            wrap(width: width, bytes: bytes, into: &builder)
            return builder.lines
        }
    }

    /// How many lines ``lines(width:)`` gives, found without making them.
    package func lineCount(width: Int) -> Int {
        // Where every paragraph fits on a line, as in most boxes, there is nothing to wrap.
        if naturalWidth <= max(1, width) { return paragraphs }
        return text.withUTF8Bytes { bytes in
            var counter = LineCounter()
            wrap(width: width, bytes: bytes, into: &counter)
            return counter.count
        }
    }

    /// The wrapping itself, telling `sink` each line's runs of the text as it goes.
    private func wrap<Sink: LineSink>(width: Int, bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        // An empty text (most steps have no title) has no lines, not one empty line.
        guard !text.isEmpty else { return }
        let width = max(1, width)
        var lineWidth = 0
        // Whether the paragraph so far has no chunk: an empty paragraph is one empty line.
        var paragraphIsEmpty = true
        for chunk in chunks {
            if chunk.isParagraphBreak {
                // A paragraph ends with its open line. When its last chunk went out whole on lines
                // of its own (a cluster wider than the width), none is open.
                if sink.isOpen || paragraphIsEmpty { sink.finish() }
                lineWidth = 0
                paragraphIsEmpty = true
                continue
            }
            paragraphIsEmpty = false
            if chunk.isWideRun {
                wrapWideRun(chunk, width: width, lineWidth: &lineWidth, into: &sink)
                continue
            }
            let separator = chunk.startsWord && sink.isOpen ? 1 : 0
            if lineWidth + separator + chunk.width <= width {
                sink.append(chunk.bytes, afterSpace: separator > 0)
                lineWidth += separator + chunk.width
                continue
            }
            if sink.isOpen { sink.finish() }
            var rest = chunk.bytes
            var restWidth = chunk.width
            while restWidth > width {
                let (end, used) = longestPrefix(of: rest, fitting: width, in: bytes)
                sink.append(rest.lowerBound..<end, afterSpace: false)
                sink.finish()
                rest = end..<rest.upperBound
                restWidth -= used
            }
            if !rest.isEmpty { sink.append(rest, afterSpace: false) }
            lineWidth = restWidth
        }
        if sink.isOpen || paragraphIsEmpty { sink.finish() }
    }

    /// A wide run as its clusters one by one would be wrapped, a line's worth at a time: each goes
    /// on the open line if it fits, else on a new one, alone on one when it is wider than the width.
    private func wrapWideRun<Sink: LineSink>(
        _ run: Chunk, width: Int, lineWidth: inout Int, into sink: inout Sink
    ) {
        let clusterWidth = DisplayWidth.maximumClusterWidth
        var start = run.bytes.lowerBound
        var remaining = run.width / clusterWidth
        while remaining > 0 {
            var count = min((width - lineWidth) / clusterWidth, remaining)
            if count == 0 && sink.isOpen {
                sink.finish()
                lineWidth = 0
                continue
            }
            // On an empty line narrower than one of them, one goes alone on it.
            let alone = count == 0
            if alone { count = 1 }
            let end = count == remaining ? run.bytes.upperBound : sink.end(ofCodePoints: count, from: start)
            sink.append(start..<end, afterSpace: false)
            lineWidth += clusterWidth * count
            remaining -= count
            start = end
            if alone {
                sink.finish()
                lineWidth = 0
            }
        }
    }

    /// The end of the longest run of clusters at the start of `range` no wider than `width`, and
    /// its width; at least one cluster, so one wider than the whole width still makes progress.
    private func longestPrefix(
        of range: Range<Int>, fitting width: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (end: Int, width: Int) {
        // A chunk starts and ends on cluster boundaries, so scanning it alone finds its clusters.
        var scanner = ClusterScanner(UnsafeBufferPointer(rebasing: bytes[range]))
        var used = 0
        var end = range.lowerBound
        while let cluster = scanner.next() {
            if used + cluster.width > width && end > range.lowerBound { break }
            used += cluster.width
            end = range.lowerBound + cluster.bytes.upperBound
            if used >= width { break }
        }
        return (end, used)
    }
}

/// What a wrap tells, line by line: the runs of the text each line is made of.
private protocol LineSink {
    /// Whether the line being made has any text yet.
    var isOpen: Bool { get }
    /// Adds the run `range` of the text to the line, after a space when `afterSpace`.
    mutating func append(_ range: Range<Int>, afterSpace: Bool)
    /// Ends the line (an empty one when nothing was added) and starts the next.
    mutating func finish()
    /// Where the `count` code points from `start` end: how a wide run is split. A sink that never
    /// reads the runs it is given may answer anything.
    func end(ofCodePoints count: Int, from start: Int) -> Int
}

/// Counts the lines, as a layout trying box widths needs: no string is made.
private struct LineCounter: LineSink {
    private(set) var count = 0
    private(set) var isOpen = false

    mutating func append(_ range: Range<Int>, afterSpace: Bool) { isOpen = true }

    func end(ofCodePoints count: Int, from start: Int) -> Int { start }

    mutating func finish() {
        count += 1
        isOpen = false
    }
}

/// Makes the lines, each put together from runs of the text's UTF-8.
///
/// Words with one space between them are one run of the text, so most lines are just that run;
/// only a line whose parts are apart in the text (runs of spaces collapsed) is built in a buffer.
private struct LineBuilder: LineSink {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The lines made so far.
    private(set) var lines: [String] = []
    /// The line, while it is one run of the text.
    private var run: Range<Int> = 0..<0
    /// The line, once it is not.
    private var buffer: [UInt8] = []
    private var isBuffered = false
    private(set) var isOpen = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func append(_ range: Range<Int>, afterSpace: Bool) {
        guard isOpen else {
            run = range
            isOpen = true
            return
        }
        if !isBuffered {
            let end = run.upperBound
            let continues =
                afterSpace
                ? range.lowerBound == end + 1 && bytes[end] == UInt8(ascii: " ")
                : range.lowerBound == end
            if continues {
                run = run.lowerBound..<range.upperBound
                return
            }
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
            isBuffered = true
        }
        if afterSpace { buffer.append(UInt8(ascii: " ")) }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    func end(ofCodePoints count: Int, from start: Int) -> Int {
        var end = start
        for _ in 0..<count { end += ClusterScanner.decode(bytes, at: end).length }
        return end
    }

    mutating func finish() {
        if !isOpen {
            lines.append("")  // an empty paragraph
        } else if isBuffered {
            lines.append(String(decoding: buffer, as: UTF8.self))
        } else {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self))
        }
        isOpen = false
        isBuffered = false
    }
}
