/// Walks valid UTF-8 one grapheme cluster at a time, with each cluster's width in cells — the
/// clusters Swift's `Character` gives, without making a `String` index or a `Character`.
///
/// Most code points (Latin, Cyrillic, Greek, kana, CJK ideographs) can join neither the code point
/// before them nor the one after; two of them in a row are always two clusters, so such a code
/// point followed by another is a cluster on its own, whose width a switch gives
/// (``fastWidth(_:)``). Anything else — combining marks, joiners, emoji, flags, Hangul jamo,
/// `\r\n` — is handed to the standard library's own grapheme breaker, from the start of its cluster.
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

    /// Marks a code point the fast path does not take, in ``fastWidth(_:)``.
    static let notFast = -1

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// The code point at `offset`, decoded ahead, and its fast width.
    private var current: (value: UInt32, length: Int) = (0, 0)
    private var currentWidth = 0

    /// A scanner at the start of `bytes`, which must be valid UTF-8 (a `String`'s are).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if !bytes.isEmpty { load(at: 0) }
    }

    /// The next cluster, or `nil` at the end.
    @inline(__always)
    mutating func next() -> Cluster? {
        let start = offset
        guard start < bytes.count else { return nil }
        let first = current.value
        let end = start + current.length
        let firstWidth = currentWidth
        if end < bytes.count { load(at: end) }
        // A fast code point followed by another fast one (or by nothing) stands alone.
        if firstWidth != Self.notFast && (end == bytes.count || currentWidth != Self.notFast) {
            offset = end
            return Cluster(
                bytes: start..<end, width: firstWidth, isSpace: first == 0x20, isLineBreak: first == 0x0A)
        }
        // A cluster starts here (the one before ended), so a fresh breaker sees it as Swift does.
        var recognizer = Unicode._CharacterRecognizer()
        var width = ClusterWidth()
        if let scalar = Unicode.Scalar(first) { _ = recognizer.hasBreak(before: scalar) }
        width.add(first)
        var scalars = 1
        var next = end
        while next < bytes.count {
            guard let scalar = Unicode.Scalar(current.value), !recognizer.hasBreak(before: scalar) else {
                break
            }
            width.add(current.value)
            scalars += 1
            next += current.length
            if next < bytes.count { load(at: next) }
        }
        offset = next
        let isCRLF = scalars == 2 && first == 0x0D && next - start == 2
        return Cluster(
            bytes: start..<next, width: width.cells, isSpace: scalars == 1 && first == 0x20,
            isLineBreak: first == 0x0A || isCRLF)
    }

    @inline(__always)
    private mutating func load(at index: Int) {
        current = Self.decode(bytes, at: index)
        currentWidth = Self.fastWidth(current.value)
    }

    /// The code point starting at `offset` of valid UTF-8, and its length in bytes.
    @inline(__always)
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

    /// The width of a code point that always ends a grapheme cluster before and after it when its
    /// neighbour is one too (Unicode's rule GB999 between two "Other" code points, or a line feed),
    /// or ``notFast``. The widths agree with ``DisplayWidth`` (a test checks every code point),
    /// without searching its tables.
    @inline(__always)
    static func fastWidth(_ value: UInt32) -> Int {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F: 1
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60: 2
        case 0x0A: 0
        default: notFast
        }
    }
}
