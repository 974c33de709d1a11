/// Walks valid UTF-8 one grapheme cluster at a time, with each cluster's width in cells — the
/// clusters Swift's `Character` gives, without making a `String` index or a `Character`.
///
/// Most code points (Latin, Cyrillic, Greek, kana, CJK ideographs, single pictographs) can join
/// neither the code point before them nor the one after; such a code point is a cluster on its own
/// when what follows cannot join it either — another such code point, ASCII or a regional
/// indicator (``CodePointTable/standsAlone(_:)``, found with its width in one load from
/// ``CodePointTable``). The common emoji sequences (skin tones, `ZWJ` families, flags, VS16) are
/// followed by Unicode's few rules for them; anything else — combining marks, Hangul jamo, `\r\n`,
/// controls — is handed to the standard library's own grapheme breaker, from the start of its
/// cluster.
struct ClusterScanner {
    /// One grapheme cluster.
    struct Cluster {
        /// Where it starts in the UTF-8, and where the next one starts.
        var bytes: Range<Int>
        /// Its width in cells (0, 1 or 2).
        var width: Int
        /// Whether it is one space (U+0020).
        var isSpace: Bool
        /// Whether it is a line break: `\n` or `\r\n`.
        var isLineBreak: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// The code point at `offset`, decoded: each code point is decoded and looked up once, when
    /// the cluster before it is seen to end (or at the start).
    private var current = CodePoint(value: 0, length: 0, entry: 0)

    /// ``CodePointTable``'s entries, fetched once rather than at every code point.
    private let table: UnsafeBufferPointer<UInt8>

    /// A code point with its length in UTF-8 and its ``CodePointTable`` entry.
    struct CodePoint {
        var value: UInt32
        var length: Int
        var entry: UInt8
    }

    /// A scanner at the start of `bytes`, which must be valid UTF-8 (a `String`'s are).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes, at: 0, table: CodePointTable.entries)
    }

    /// A scanner at `offset` of `bytes`, which must start a cluster there; `table` is
    /// ``CodePointTable``'s entries, which a caller that has them fetched passes on.
    @inline(__always)
    private init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, table: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.table = table
        self.offset = offset
        if offset < bytes.count { current = codePoint(at: offset) }
    }

    @inline(__always)
    private func codePoint(at offset: Int) -> CodePoint {
        Self.codePoint(in: bytes, at: offset, table: table)
    }

    /// The code point at `offset` of valid UTF-8, with its entry in `table` (``CodePointTable``'s).
    @inline(__always)
    static func codePoint(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, table: UnsafeBufferPointer<UInt8>
    ) -> CodePoint {
        let (value, length) = decode(bytes, at: offset)
        return CodePoint(value: value, length: length, entry: CodePointTable.entry(value, in: table))
    }

    /// The cluster at `offset`, which must start one: for a caller that walks the common code
    /// points itself and leaves the rest (marks, emoji sequences, controls) to the scanner.
    @inline(never)
    static func cluster(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, table: UnsafeBufferPointer<UInt8>
    ) -> Cluster {
        // An emoji sequence, the common case here, is found without a scanner, nor `next()`
        // looking ahead first.
        let first = codePoint(in: bytes, at: offset, table: table)
        if let emoji = emojiSequence(in: bytes, table: table, from: offset, first: first) {
            return Cluster(bytes: offset..<emoji.end, width: emoji.width, isSpace: false, isLineBreak: false)
        }
        // `next()` finds a cluster wherever `offset` is inside the bytes.
        var scanner = ClusterScanner(bytes, at: offset, table: table)
        return scanner.next()
            ?? Cluster(bytes: offset..<bytes.count, width: 0, isSpace: false, isLineBreak: false)
    }

    /// The cluster starting at `start`, found by the standard library's grapheme breaker: where
    /// it ends, its width and how many code points it has.
    ///
    /// `_CharacterRecognizer` is the breaker `String` itself uses, public though underscored; it
    /// takes code points one at a time, so no `String` or `Character` is made for a cluster.
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    private static func clusterByBreaker(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, first: (value: UInt32, length: Int)
    ) -> (end: Int, width: Int, scalars: Int) {
        // A cluster starts here (the one before ended), so a fresh breaker sees it as Swift does.
        var recognizer = Unicode._CharacterRecognizer()
        var width = ClusterWidth()
        if let scalar = Unicode.Scalar(first.value) { _ = recognizer.hasBreak(before: scalar) }
        width.add(first.value)
        var scalars = 1
        var next = start + first.length
        while next < bytes.count {
            let following = decode(bytes, at: next)
            guard let scalar = Unicode.Scalar(following.value), !recognizer.hasBreak(before: scalar) else {
                break
            }
            width.add(following.value)
            scalars += 1
            next += following.length
        }
        return (next, width.cells, scalars)
    }

    /// The cluster at `start` when it is one of the common emoji sequences — a pictograph with
    /// variation selectors, skin tones and `ZWJ` links to further pictographs, or a flag's pair of
    /// regional indicators — and what follows it is plain; `nil` for anything else, which the
    /// standard library's breaker then decides.
    ///
    /// Within these code points Unicode's rules are few: an extender or `ZWJ` always joins (GB9),
    /// a pictograph joins after `ZWJ` that follows a pictograph and extenders (GB11; which code
    /// points count is ``CodePointTable/linksAfterJoiner(_:)``), a regional indicator joins one
    /// alone before it (GB12), and a code point that stands alone never joins (GB999). Tests check
    /// the result against Swift's `Character`s.
    @inline(__always)
    private static func emojiSequence(
        in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, from start: Int,
        first: CodePoint
    ) -> (end: Int, width: Int, scalars: Int)? {
        let isFlagHalf = Self.isRegionalIndicator(first.value)
        guard isFlagHalf || CodePointTable.standsAlone(first.entry), first.value >= 0x80 else { return nil }
        // Whether the cluster so far is a pictograph and extenders, which `ZWJ` may link onward.
        var linkable = CodePointTable.linksAfterJoiner(first.entry)
        var afterJoiner = false
        var width = ClusterWidth()
        width.add(first.value, cells: CodePointTable.width(first.entry))
        var scalars = 1
        var next = start + first.length
        while next < bytes.count {
            // Most sequences end at a space: ASCII joins nothing before it (GB5, GB999). A `CR`
            // (which may start `\r\n`) and ASCII after a `ZWJ` are left to the breaker.
            let lead = bytes[next]
            if lead < 0x80 {
                guard lead != 0x0D, !afterJoiner else { return nil }
                break
            }
            let following = codePoint(in: bytes, at: next, table: table)
            let value = following.value
            if value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(value) {
                guard !afterJoiner else { return nil }
            } else if value == 0x200D {
                guard linkable, !afterJoiner else { return nil }
                afterJoiner = true
            } else if afterJoiner {
                guard CodePointTable.linksAfterJoiner(following.entry) else { return nil }
                afterJoiner = false
            } else if Self.isRegionalIndicator(value) {
                guard isFlagHalf, scalars == 1 else { break }
                linkable = false
            } else if CodePointTable.standsAlone(following.entry) {
                break
            } else {
                return nil
            }
            width.add(value, cells: CodePointTable.width(following.entry))
            scalars += 1
            next += following.length
        }
        return afterJoiner ? nil : (next, width.cells, scalars)
    }

    /// Whether `next` starts a cluster after a code point that stands alone: it stands alone too,
    /// or it is ASCII (never Extend, ZWJ nor SpacingMark, so nothing joins it to what is before:
    /// GB4 and GB5 for the controls, GB999 for the rest) or a regional indicator (which joins only
    /// another, GB12 and GB13) — the space before a flag, say.
    @inline(__always)
    static func alwaysStartsCluster(afterOneAlone next: CodePoint) -> Bool {
        CodePointTable.standsAlone(next.entry) || next.value < 0x80 || isRegionalIndicator(next.value)
    }

    /// Regional indicators, which pair into flags.
    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// ``clusterByBreaker(_:from:first:)`` where the system has no `_CharacterRecognizer`: the
    /// first `Character` of a window of the bytes, grown until the cluster ends before the
    /// window does (so the boundary is final) or the window holds the rest of the text.
    static func clusterByCharacter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> (end: Int, width: Int, scalars: Int)
    {
        var window = 64
        while true {
            var end = min(bytes.count, start + window)
            // End on a whole code point, so nothing cut in half joins the cluster.
            while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if let character = text.first, character.utf8.count < end - start || end == bytes.count {
                return (
                    start + character.utf8.count, DisplayWidth.of(character), character.unicodeScalars.count
                )
            }
            window *= 2
        }
    }

    /// Skips a run of one-cell clusters that are each one code point standing alone — printable
    /// ASCII other than the space, Latin, Cyrillic, Greek, punctuation — and returns where it was
    /// and its width (one cell a code point); empty when the next cluster is not such a code point.
    /// A code point after the run that may join its last one (an accent, say) leaves that one to
    /// ``next()``. Plain ASCII is skipped eight bytes at a time.
    @inline(__always)
    mutating func nextNarrowRun() -> (bytes: Range<Int>, cells: Int) {
        let start = offset
        var end = start
        var last = start
        var cells = 0
        // The code point at `end`, decoded once: it is `current` when the run ends there.
        var point = current
        while end < bytes.count {
            if point.value < 0x80 {
                guard point.value > 0x20, point.value < 0x7F else { break }
                let runEnd = plainASCIIEnd(from: end)
                cells += runEnd - end
                last = runEnd - 1
                end = runEnd
            } else {
                guard CodePointTable.standsAlone(point.entry), CodePointTable.width(point.entry) == 1 else {
                    // A code point that may join the one before takes that one out of the run.
                    if !CodePointTable.standsAlone(point.entry), end > start {
                        end = last
                        cells -= 1
                        point = codePoint(at: end)
                    }
                    break
                }
                last = end
                end += point.length
                cells += 1
            }
            if end < bytes.count { point = codePoint(at: end) }
        }
        offset = end
        current = point
        return (start..<end, cells)
    }

    /// The end of the run of printable ASCII other than the space that starts at `start`.
    @inline(__always)
    private func plainASCIIEnd(from start: Int) -> Int {
        var end = start
        if let base = bytes.baseAddress {
            while end + 8 <= bytes.count {
                let word = ByteWord(base, at: end)
                let stops = word.bytes(below: 0x21) | word.bytes(equalTo: 0x7F) | word.beyondASCII
                // The lowest marked byte is exact (see `ByteWord`), so it is where the run stops.
                guard stops == 0 else { return end + stops.trailingZeroBitCount / 8 }
                end += 8
            }
        }
        while end < bytes.count, bytes[end] > 0x20, bytes[end] < 0x7F { end += 1 }
        return end
    }

    /// The next cluster, or `nil` at the end.
    ///
    /// Small enough to inline into the callers' loops: a code point that stands alone followed by
    /// one that cannot join it (or by nothing) is a cluster of its own, and that is nearly every
    /// code point.
    @inline(__always)
    mutating func next() -> Cluster? {
        let start = offset
        guard start < bytes.count else { return nil }
        let first = current
        if CodePointTable.standsAlone(first.entry) {
            let end = start + first.length
            var followedByOneAlone = end == bytes.count
            if !followedByOneAlone {
                current = codePoint(at: end)
                followedByOneAlone = Self.alwaysStartsCluster(afterOneAlone: current)
            }
            if followedByOneAlone {
                offset = end
                // The line feed stands alone; its width is the control characters' -1.
                return Cluster(
                    bytes: start..<end, width: max(0, CodePointTable.width(first.entry)),
                    isSpace: first.value == 0x20, isLineBreak: first.value == 0x0A)
            }
        }
        return joinedCluster(from: start, first: first)
    }

    /// The cluster at `start` whose first code point may join the next one: an emoji sequence,
    /// or whatever the standard library's breaker finds. Kept out of ``next()``, which is inlined.
    private mutating func joinedCluster(from start: Int, first: CodePoint) -> Cluster {
        let next: Int
        let width: Int
        let scalars: Int
        if let emoji = Self.emojiSequence(in: bytes, table: table, from: start, first: first) {
            (next, width, scalars) = emoji
        } else if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) {
            (next, width, scalars) = Self.clusterByBreaker(
                bytes, from: start, first: (first.value, first.length))
        } else {
            (next, width, scalars) = Self.clusterByCharacter(bytes, from: start)
        }
        offset = next
        if next < bytes.count { current = codePoint(at: next) }
        let isCRLF = scalars == 2 && first.value == 0x0D && next - start == 2
        return Cluster(
            bytes: start..<next, width: width, isSpace: scalars == 1 && first.value == 0x20,
            isLineBreak: first.value == 0x0A || isCRLF)
    }

    /// The code point starting at `offset` of valid UTF-8, and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
        value: UInt32, length: Int
    ) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index]) & 0x3F }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }
}
