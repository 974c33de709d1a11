/// A text split once into words with their widths in cells, so it can be wrapped to many widths
/// without being measured again: a layout tries several box widths and only counts their lines;
/// the lines themselves are made only when the box drawn reads them.
///
/// The rules of wrapping, in order of precedence:
/// - `\n` always ends a line; an empty paragraph gives an empty line.
/// - A line breaks only where the Unicode Line Breaking Algorithm (UAX #14, ``LineBreaks``)
///   allows: after spaces (which collapse, and no line starts or ends with), after a hyphen or a
///   slash, between two ideographs; never before closing punctuation such as `。` or after an
///   opening bracket, nor inside a number with its signs (`$19.99`). A no-break space (U+00A0)
///   joins the words around it.
/// - A run longer than the width is broken after the last grapheme cluster that fits; a cluster
///   is never split, and one wider than the whole width is put alone on its line.
///
/// Concatenating the lines without their spaces gives back the text without its spaces and
/// newlines, but for spaces where no line may break (`( a )`), which stay. The grapheme
/// clusters are Swift's `Character`s, measured in cells by ``DisplayWidth``, or by a host's
/// ``TextMeasurer`` in its own units: the same breaks, other widths.
package struct MeasuredText: Sendable {
    /// A run of a word that may start a line, or the end of a paragraph. A chunk starts and ends on
    /// cluster boundaries.
    struct Chunk {
        enum Kind: Equatable {
            /// Text between two places a line may break; a space goes before it within a line
            /// when spaces came before it in the text.
            case text(startsWord: Bool)
            /// Wide clusters only, two cells each, with a place to break before each: a run of
            /// ideographs. Kept as one chunk rather than a chunk each, and split by arithmetic.
            case wideRun
            /// A line break, which ends a paragraph.
            case paragraphBreak
        }

        /// Where it is in the text's UTF-8.
        var bytes: Range<Int>
        /// Its width in cells.
        var width: Int
        var kind: Kind

    }

    /// The text.
    package let text: String
    /// Every paragraph's chunks, one paragraph after another, with a paragraph break between two.
    let chunks: [Chunk]
    /// The widest grapheme cluster, in cells: the narrowest width the text wraps to without a
    /// line overflowing.
    package let widestCluster: Int
    /// The widest line if the text were not wrapped, only broken at `\n`: its words with single
    /// spaces between them.
    package let naturalWidth: Int
    /// How many paragraphs there are: lines broken at `\n` only.
    private let paragraphs: Int
    /// The measurer of a host's units; `nil` for cells, which are counted here without one.
    let measurer: TextMeasurerBox?
    /// The width of the space between two words on a line.
    let spaceWidth: Int

    /// Measures `text`: splits it into paragraphs at line breaks, and paragraphs into chunks at
    /// the places a line may break (``LineBreaks``), runs of ideographs kept as one chunk. With a
    /// `measurer`, every width is in its units; without, in terminal cells.
    package init(_ text: String, measurer: TextMeasurerBox? = nil) {
        self.text = text
        self.measurer = measurer
        guard let measurer else {
            var splitter = ChunkSplitter(
                breaks: LineBreaks.byteOffsets(in: text), expectedChunks: text.utf8.count / 4 + 1)
            TextClusters.forEach(in: text) { piece in
                splitter.add(piece)
                return true
            }
            splitter.finish()
            // An empty text has no paragraph at all, so it wraps to no lines.
            paragraphs = text.isEmpty ? 0 : splitter.paragraphs
            chunks = splitter.chunks
            widestCluster = splitter.widestCluster
            naturalWidth = splitter.naturalWidth
            spaceWidth = 1
            return
        }
        // Measured from the text's own bytes where it keeps them together, as a native string does.
        let measured =
            text.utf8.withContiguousStorageIfAvailable { Self.measure(text, RunMeasure($0, measurer)) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.measure(text, RunMeasure($0, measurer)) }
        paragraphs = text.isEmpty ? 0 : measured.paragraphs
        chunks = measured.chunks
        widestCluster = measured.widestCluster
        naturalWidth = measured.naturalWidth
        spaceWidth = measured.spaceWidth
    }

    /// `text` split and measured in a measurer's units: the cells' chunks, each wide run split into
    /// its clusters, the widest cluster found in the same pass.
    private static func measure(_ text: String, _ runs: RunMeasure)
        -> (chunks: [Chunk], widestCluster: Int, naturalWidth: Int, spaceWidth: Int, paragraphs: Int)
    {
        // The ASCII characters' advances on the stack: one text's, not worth an allocation.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 128) { ascii in
            ascii.initialize(repeating: -1)
            var splitter = ChunkSplitter(
                breaks: LineBreaks.byteOffsets(in: text), expectedChunks: text.utf8.count / 4 + 1)
            var clusters = WidestCluster(runs, asciiAdvances: ascii)
            TextClusters.forEach(in: text) { piece in
                splitter.add(piece)
                clusters.add(piece)
                return true
            }
            splitter.finish()
            let measured = UnitChunks(splitter.chunks, runs, wideClusters: clusters.wideClusters)
            return (
                measured.chunks, max(measured.widestCluster, clusters.widest), measured.naturalWidth,
                measured.spaceWidth, splitter.paragraphs
            )
        }
    }

    /// The advance of the run `bytes` of the text, in the measurer's units (cells without one).
    package func width(of bytes: Range<Int>) -> Int {
        let run = Self.run(of: text, bytes)
        return measurer.map { TextMeasurerBox.bounded($0.measurer.advance(of: run)) } ?? DisplayWidth.of(run)
    }

    /// The run `bytes` of `text`, which start and end on cluster boundaries.
    static func run(of text: String, _ bytes: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        // Sliced by its UTF-8, which the bounds already keep to clusters: slicing the string
        // itself would look for character boundaries again.
        return Substring(utf8[start..<utf8.index(start, offsetBy: bytes.count)])
    }

    /// The text in lines of at most `width` cells (a width below 1 is treated as 1).
    ///
    /// - Returns: The lines, without trailing newlines; an empty text gives no lines.
    package func lines(width: Int) -> [String] {
        var builder = LineBuilder(text: text)
        wrap(width: width, into: &builder)
        return builder.lines
    }

    /// ``lines(width:)`` as each is seen left to right, in `direction`: the bidirectional
    /// algorithm's levels resolved over each whole paragraph, then each line reordered.
    package func visualLines(width: Int, direction: BidiParagraph.Direction) -> [String] {
        linesInBothOrders(width: width, direction: direction).visual
    }

    /// ``lines(width:)`` and ``visualLines(width:direction:)`` from one wrap.
    package func linesInBothOrders(width: Int, direction: BidiParagraph.Direction)
        -> (logical: [String], visual: [String])
    {
        var builder = LineBuilder(text: text)
        wrap(width: width, into: &builder)
        return (builder.lines, BidiText.visualLines(of: text, lines: builder.runs, direction: direction))
    }

    /// How many lines ``lines(width:)`` gives, found without making them.
    package func lineCount(width: Int) -> Int {
        // Where every paragraph fits on a line, as in most boxes, there is nothing to wrap.
        if naturalWidth <= max(1, width) { return paragraphs }
        var counter = LineCounter()
        wrap(width: width, into: &counter)
        return counter.count
    }

    /// The wrapping itself, telling `sink` each line's runs of the text as it goes.
    private func wrap<Sink: LineSink>(width: Int, into sink: inout Sink) {
        // An empty text (most steps have no title) has no lines, not one empty line.
        guard !text.isEmpty else { return }
        let width = max(1, width)
        var lineWidth = 0
        // Whether the paragraph so far has no chunk: an empty paragraph is one empty line.
        var paragraphIsEmpty = true
        for chunk in chunks {
            let startsWord: Bool
            switch chunk.kind {
            case .paragraphBreak:
                // A paragraph ends with its open line. When its last chunk went out whole on lines
                // of its own (a cluster wider than the width), none is open.
                if sink.isOpen || paragraphIsEmpty { sink.finish() }
                lineWidth = 0
                paragraphIsEmpty = true
                continue
            case .wideRun:
                paragraphIsEmpty = false
                wrapWideRun(chunk, width: width, lineWidth: &lineWidth, into: &sink)
                continue
            case .text(let first):
                startsWord = first
            }
            paragraphIsEmpty = false
            let separator = startsWord && sink.isOpen ? spaceWidth : 0
            if lineWidth + separator + chunk.width <= width {
                sink.append(chunk.bytes, afterSpace: separator > 0)
                lineWidth += separator + chunk.width
                continue
            }
            if sink.isOpen { sink.finish() }
            var rest = chunk.bytes
            var restWidth = chunk.width
            while restWidth > width {
                let (end, used) = longestPrefix(of: rest, fitting: width)
                // A measurer's advances are rounded up one by one, so a part's advance need not be
                // the whole's less the rest's: the rest is measured whole once its clusters fit,
                // rather than after every cut, which would be quadratic in a long word.
                if measurer != nil && end == rest.upperBound {
                    let whole = self.width(of: rest)
                    if whole <= width {
                        restWidth = whole
                        break
                    }
                }
                sink.append(rest.lowerBound..<end, afterSpace: false)
                sink.finish()
                rest = end..<rest.upperBound
                // Unknown with a measurer until the rest's clusters fit.
                restWidth = rest.isEmpty ? 0 : measurer == nil ? restWidth - used : Int.max
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
            let end = count == remaining ? run.bytes.upperBound : sink.end(ofClusters: count, from: start)
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
    private func longestPrefix(of range: Range<Int>, fitting width: Int) -> (end: Int, width: Int) {
        var used = 0
        var end = range.lowerBound
        if let measurer = measurer?.measurer {
            UnitChunks.forEachCluster(in: text, bytes: range) { cluster in
                let advance = TextMeasurerBox.bounded(measurer.advance(of: Self.run(of: text, cluster)))
                if used + advance > width && end > range.lowerBound { return false }
                used += advance
                end = cluster.upperBound
                return used < width
            }
            return (end, used)
        }
        TextClusters.forEach(in: text, bytes: range) { piece in
            if piece.isPlainASCII {
                // A cell a byte: as much of it as fits.
                let taken = min(piece.width, width - used)
                used += taken
                end = piece.bytes.lowerBound + taken
                return used < width
            }
            if used + piece.width > width && end > range.lowerBound { return false }
            used += piece.width
            end = piece.bytes.upperBound
            return used < width
        }
        return (end, used)
    }
}

/// Splits a text into ``MeasuredText/Chunk``s, a piece at a time (``TextClusters``), at the
/// places the Unicode Line Breaking Algorithm allows a break (``LineBreaks``), and measures it.
/// The spaces before a break are a chunk's separator, not its text; spaces where no break is
/// allowed (after an opening bracket, before a closing one or a "!") stay inside a chunk.
private struct ChunkSplitter {
    typealias Chunk = MeasuredText.Chunk

    private(set) var chunks: [Chunk] = []
    private(set) var widestCluster = 0
    private(set) var naturalWidth = 0
    private(set) var paragraphs = 1

    /// The byte offsets a line may break before, ascending.
    private let breaks: [Int]
    /// The first of ``breaks`` not yet passed.
    private var nextBreak = 0
    /// The chunk being read; `nil` between chunks.
    private var chunk: Chunk?
    /// Where the spaces since the chunk's last text start, when it ends with spaces.
    private var spacesStart: Int?
    /// Whether the chunk being read is one wide cluster, and whether the last one kept was.
    private var chunkIsOneWideCluster = false
    private var lastIsOneWideCluster = false
    /// Whether the next chunk follows spaces a line may break after.
    private var afterSpaces = false
    /// The paragraph so far: its chunks' width, and the spaces between them.
    private var paragraphWidth = 0
    private var paragraphChunks = 0

    /// A splitter for a text that may break before the byte offsets `breaks`, making room for
    /// `expectedChunks` chunks at once rather than growing its array over a long text.
    init(breaks: [Int], expectedChunks: Int) {
        self.breaks = breaks
        chunks.reserveCapacity(expectedChunks)
    }

    /// Adds the text's next piece.
    mutating func add(_ piece: TextClusters.Piece) {
        widestCluster = max(widestCluster, piece.clusterWidth)
        if piece.isLineBreak {
            endChunk()
            let here = piece.bytes.lowerBound
            chunks.append(Chunk(bytes: here..<here, width: 0, kind: .paragraphBreak))
            endParagraph()
            paragraphs += 1
            skipBreaks(upTo: piece.bytes.upperBound)
        } else if piece.isSpace {
            // A line may break before a space only after a line separator other than `\n`
            // (rules LB4 and LB5): the chunk ends, and the spaces start no line.
            skipBreaks(upTo: piece.bytes.lowerBound)
            if chunk != nil, nextBreak < breaks.count, breaks[nextBreak] == piece.bytes.lowerBound {
                endChunk()
            }
            if chunk != nil && spacesStart == nil { spacesStart = piece.bytes.lowerBound }
            if chunk == nil { afterSpaces = afterSpaces || paragraphChunks > 0 }
        } else if piece.isPlainASCII {
            // A run of plain ASCII may hold breaks of its own: after a hyphen or a slash.
            var start = piece.bytes.lowerBound
            while start < piece.bytes.upperBound {
                var probe = nextBreak
                while probe < breaks.count && breaks[probe] <= start { probe += 1 }
                let end =
                    probe < breaks.count && breaks[probe] < piece.bytes.upperBound
                    ? breaks[probe] : piece.bytes.upperBound
                addText(start..<end, width: end - start)
                start = end
            }
        } else {
            addText(
                piece.bytes, width: piece.width,
                isOneWideCluster: piece.width == DisplayWidth.maximumClusterWidth)
        }
    }

    /// Ends the text.
    mutating func finish() {
        endChunk()
        endParagraph()
    }

    /// Passes the breaks before `offset`.
    private mutating func skipBreaks(upTo offset: Int) {
        while nextBreak < breaks.count && breaks[nextBreak] < offset { nextBreak += 1 }
    }

    /// Adds text at `bytes`, `width` cells wide: to the chunk being read, or to a new chunk when a
    /// line may break before it.
    private mutating func addText(_ bytes: Range<Int>, width: Int, isOneWideCluster: Bool = false) {
        skipBreaks(upTo: bytes.lowerBound)
        let breaksHere = nextBreak < breaks.count && breaks[nextBreak] == bytes.lowerBound
        if var current = chunk, !breaksHere {
            // No break: any spaces since the chunk's text are inside it.
            current.bytes = current.bytes.lowerBound..<bytes.upperBound
            current.width += width + (spacesStart.map { bytes.lowerBound - $0 } ?? 0)
            spacesStart = nil
            chunk = current
            chunkIsOneWideCluster = false
            return
        }
        if chunk != nil {
            afterSpaces = spacesStart != nil
            endChunk()
        }
        chunk = Chunk(
            bytes: bytes, width: width, kind: .text(startsWord: afterSpaces || paragraphChunks == 0))
        chunkIsOneWideCluster = isOneWideCluster
        afterSpaces = false
    }

    private mutating func endChunk() {
        if let chunk {
            if paragraphChunks > 0, case .text(true) = chunk.kind { paragraphWidth += 1 }
            paragraphWidth += chunk.width
            paragraphChunks += 1
            // A wide cluster right after another, a break between them, joins a wide run: the
            // first of them stays a chunk of its own, which may follow a space.
            if chunkIsOneWideCluster, chunk.kind == .text(startsWord: false), let last = chunks.last,
                last.bytes.upperBound == chunk.bytes.lowerBound, last.kind == .wideRun || lastIsOneWideCluster
            {
                if last.kind == .wideRun {
                    chunks[chunks.count - 1].bytes = last.bytes.lowerBound..<chunk.bytes.upperBound
                    chunks[chunks.count - 1].width += chunk.width
                } else {
                    chunks.append(Chunk(bytes: chunk.bytes, width: chunk.width, kind: .wideRun))
                }
                lastIsOneWideCluster = false
            } else {
                chunks.append(chunk)
                lastIsOneWideCluster = chunkIsOneWideCluster
            }
        }
        chunk = nil
        spacesStart = nil
        chunkIsOneWideCluster = false
    }

    private mutating func endParagraph() {
        naturalWidth = max(naturalWidth, paragraphWidth)
        paragraphWidth = 0
        paragraphChunks = 0
        afterSpaces = false
        lastIsOneWideCluster = false
    }
}

/// Runs of a text measured by their UTF-8 ranges: by a ``UTF8TextMeasurer`` from the bytes
/// themselves, by any other measurer from a substring.
/// Valid only while the text's bytes are: within ``MeasuredText/init(_:measurer:)``.
struct RunMeasure {
    let measurer: any TextMeasurer
    let utf8: UnsafeBufferPointer<UInt8>
    private let utf8Measurer: (any UTF8TextMeasurer)?

    init(_ utf8: UnsafeBufferPointer<UInt8>, _ box: TextMeasurerBox) {
        measurer = box.measurer
        self.utf8 = utf8
        utf8Measurer = box.utf8Measurer
    }

    /// The advance of `text` alone, at least 0.
    func advance(of text: String) -> Int {
        if let utf8Measurer,
            let advance = text.utf8.withContiguousStorageIfAvailable({ utf8Measurer.advance(ofUTF8: $0) })
        {
            return TextMeasurerBox.bounded(advance)
        }
        return TextMeasurerBox.bounded(measurer.advance(of: Substring(text)))
    }

    /// The advance of the run `bytes`, at least 0.
    func advance(_ bytes: Range<Int>) -> Int {
        guard bytes.lowerBound >= 0, bytes.upperBound <= utf8.count else { return 0 }
        let run = UnsafeBufferPointer(rebasing: utf8[bytes])
        guard let utf8Measurer else {
            // Whole clusters of valid UTF-8: the decoding repairs nothing.
            return TextMeasurerBox.bounded(
                measurer.advance(of: Substring(String(decoding: run, as: UTF8.self))))
        }
        return TextMeasurerBox.bounded(utf8Measurer.advance(ofUTF8: run))
    }
}

/// The widest grapheme cluster of a text in a measurer's units, found piece by piece as the text
/// is split: each printable ASCII character measured once, however often it comes.
private struct WidestCluster {
    let runs: RunMeasure
    /// Each ASCII character's advance, `-1` until it is measured: 128 of them.
    private let asciiAdvances: UnsafeMutableBufferPointer<Int>
    /// Each wide cluster met, with its advance, in order: the clusters ``UnitChunks`` splits a
    /// wide run into, found and measured once.
    private(set) var wideClusters: [(bytes: Range<Int>, advance: Int)] = []
    private(set) var widest = 0

    init(_ runs: RunMeasure, asciiAdvances: UnsafeMutableBufferPointer<Int>) {
        self.runs = runs
        self.asciiAdvances = asciiAdvances
    }

    mutating func add(_ piece: TextClusters.Piece) {
        guard !piece.isSpace, !piece.isLineBreak else { return }
        guard piece.isPlainASCII else {
            let advance = runs.advance(piece.bytes)
            if piece.clusterWidth == DisplayWidth.maximumClusterWidth {
                wideClusters.append((piece.bytes, advance))
            }
            widest = max(widest, advance)
            return
        }
        for index in piece.bytes where index < runs.utf8.count {
            let byte = Int(runs.utf8[index]) & 0x7F
            guard byte < asciiAdvances.count else { continue }
            if asciiAdvances[byte] < 0 { asciiAdvances[byte] = runs.advance(index..<index + 1) }
            widest = max(widest, asciiAdvances[byte])
        }
    }
}

/// A text's chunks measured in a host's units: the cells' chunks, each measured again.
private struct UnitChunks {
    typealias Chunk = MeasuredText.Chunk

    private(set) var chunks: [Chunk] = []
    private(set) var widestCluster = 0
    private(set) var naturalWidth = 0
    let spaceWidth: Int

    /// `wideClusters`: every wide cluster of the text with its advance, in order, for the wide
    /// runs.
    init(_ cellChunks: [Chunk], _ runs: RunMeasure, wideClusters: [(bytes: Range<Int>, advance: Int)]) {
        spaceWidth = runs.advance(of: " ")
        chunks.reserveCapacity(cellChunks.count)
        var paragraphWidth = 0
        var paragraphChunks = 0
        var nextWide = 0
        for chunk in cellChunks {
            switch chunk.kind {
            case .paragraphBreak:
                naturalWidth = max(naturalWidth, paragraphWidth)
                paragraphWidth = 0
                paragraphChunks = 0
                chunks.append(chunk)
            case .wideRun:
                // In a measurer's units wide clusters differ: the run is a chunk a cluster again,
                // each measured as the text was split (the first that starts in the run on).
                paragraphChunks += 1
                while nextWide < wideClusters.count,
                    wideClusters[nextWide].bytes.lowerBound < chunk.bytes.lowerBound
                {
                    nextWide += 1
                }
                while nextWide < wideClusters.count,
                    wideClusters[nextWide].bytes.upperBound <= chunk.bytes.upperBound
                {
                    let (cluster, width) = wideClusters[nextWide]
                    nextWide += 1
                    paragraphWidth += width
                    chunks.append(Chunk(bytes: cluster, width: width, kind: .text(startsWord: false)))
                }
            case .text(let startsWord):
                if startsWord && paragraphChunks > 0 { paragraphWidth += spaceWidth }
                paragraphChunks += 1
                let width = runs.advance(chunk.bytes)
                paragraphWidth += width
                chunks.append(Chunk(bytes: chunk.bytes, width: width, kind: chunk.kind))
            }
        }
        naturalWidth = max(naturalWidth, paragraphWidth)
    }

    /// Calls `body` with each grapheme cluster of `bytes` in `text`, while it returns `true`.
    static func forEachCluster(in text: String, bytes: Range<Int>, _ body: (Range<Int>) -> Bool) {
        TextClusters.forEach(in: text, bytes: bytes) { piece in
            guard piece.isPlainASCII else { return body(piece.bytes) }
            // A run of plain ASCII is a cluster a byte.
            for byte in piece.bytes where !body(byte..<byte + 1) { return false }
            return true
        }
    }
}

/// What a wrap tells, line by line: the runs of the text each line is made of.
private protocol LineSink {
    /// Whether the line being made has any text yet.
    var isOpen: Bool { get }
    /// Adds the run `bytes` of the text to the line, after a space when `afterSpace`.
    mutating func append(_ bytes: Range<Int>, afterSpace: Bool)
    /// Ends the line (an empty one when nothing was added) and starts the next.
    mutating func finish()
    /// Where the `count` clusters from `start` end: how a wide run is split.
    func end(ofClusters count: Int, from start: Int) -> Int
}

/// Counts the lines, as a layout trying box widths needs: no string is made.
private struct LineCounter: LineSink {
    private(set) var count = 0
    private(set) var isOpen = false

    mutating func append(_ bytes: Range<Int>, afterSpace: Bool) { isOpen = true }

    mutating func finish() {
        count += 1
        isOpen = false
    }

    /// Never reads the runs it is given, so it need not find where they end.
    func end(ofClusters count: Int, from start: Int) -> Int { start }
}

/// Makes the lines, each put together from runs of the text.
private struct LineBuilder: LineSink {
    let text: String
    /// The lines made so far.
    private(set) var lines: [String] = []
    /// Each line's runs of the text, for reordering a line within its paragraph.
    private(set) var runs: [[BidiText.LineRun]] = []
    private var line = ""
    private var lineRuns: [BidiText.LineRun] = []
    private(set) var isOpen = false

    init(text: String) {
        self.text = text
    }

    mutating func append(_ bytes: Range<Int>, afterSpace: Bool) {
        if afterSpace { line.append(" ") }
        lineRuns.append((bytes, afterSpace))
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        line.append(contentsOf: text[start..<utf8.index(start, offsetBy: bytes.count)])
        isOpen = true
    }

    mutating func finish() {
        lines.append(line)
        runs.append(lineRuns)
        line = ""
        lineRuns = []
        isOpen = false
    }

    func end(ofClusters count: Int, from start: Int) -> Int {
        guard count > 0 else { return start }
        var end = start
        var left = count
        TextClusters.forEach(in: text, bytes: start..<text.utf8.count) { piece in
            let taken = piece.isPlainASCII ? min(left, piece.width) : 1
            end = piece.isPlainASCII ? piece.bytes.lowerBound + taken : piece.bytes.upperBound
            left -= taken
            return left > 0
        }
        return end
    }
}
