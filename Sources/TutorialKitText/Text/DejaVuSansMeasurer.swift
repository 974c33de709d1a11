/// DejaVu Sans at a size in pixels (or points): a proportional font whose advance widths the
/// project ships as a table generated from the font (`Scripts/generate-font-advances.py`). The
/// storyboard draws and measures its pages with it; an app measures with its own toolkit instead.
///
/// A code point the font does not draw (CJK, emoji, most scripts beyond Latin, Greek, Cyrillic,
/// Arabic and Hebrew) is measured as a fallback font might draw it at most: one em, an em and a
/// quarter for a wide one (so an emoji sequence of several counts each). One a terminal gives no
/// width (a combining mark, a joiner, a variation selector) adds nothing.
public struct DejaVuSansMeasurer: TextMeasurer, UTF8TextMeasurer {
    /// Pixels (or points) to the em, 1…1000.
    public let fontSize: Int

    /// The font at `fontSize` (kept within 1…1000).
    public init(fontSize: Int = 16) {
        self.fontSize = min(max(1, fontSize), 1000)
    }

    /// The advance of `run` drawn on one line without kerning or ligatures, rounded up.
    public func advance(of run: Substring) -> Int {
        var units = 0
        // Code point by code point: the font's advances are per code point, and no grapheme
        // breaking is needed to add them up.
        for scalar in run.unicodeScalars { units += Self.units(of: scalar.value) }
        let perEm = DejaVuSansAdvances.unitsPerEm
        return (units * fontSize + perEm - 1) / perEm
    }

    /// The advance of the valid UTF-8 `bytes`, as ``advance(of:)`` gives it.
    package func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // The table once, not at every code point: a static's every use checks it is made.
        let common = Self.common
        var units = 0
        var index = 0
        while index < bytes.count {
            let lead = UInt32(bytes[index])
            // The sequence's length from its lead byte; its code point from its bits.
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { break }
            var codePoint = length == 1 ? lead : lead & (0xFF >> (length + 1))
            for offset in 1..<max(1, length) {
                codePoint = codePoint << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            let known = codePoint < 0x600 ? Int(common[Int(codePoint)]) : -1
            units += known >= 0 ? known : Self.units(of: codePoint)
            index += length
        }
        let perEm = DejaVuSansAdvances.unitsPerEm
        return (units * fontSize + perEm - 1) / perEm
    }

    /// The font units of every code point below U+0600 (Latin, Greek, Cyrillic, Armenian,
    /// Hebrew), most text's, looked up directly; -1 where the font draws none.
    private static let common: [Int32] = (0..<0x600).map { advance(of: UInt32($0)).map(Int32.init) ?? -1 }

    /// The font units `codePoint` advances by: its own, or a fallback's at most (an em, an em and a
    /// quarter for a wide one); nothing for one a terminal gives no width.
    static func units(of codePoint: UInt32) -> Int {
        if codePoint < 0x600, common[Int(codePoint)] >= 0 { return Int(common[Int(codePoint)]) }
        if codePoint >= 0x600, let advance = advance(of: codePoint) { return advance }
        let em = DejaVuSansAdvances.unitsPerEm
        switch DisplayWidth.scalarWidth(codePoint) {
        case 2: return em + em / 4
        case 1: return em
        default: return 0
        }
    }

    /// For each block of 256 code points, whether the font draws any of them: most of Unicode
    /// (CJK, emoji) it does not, and those need no search.
    private static let drawnBlocks: [Bool] = {
        var blocks = [Bool](repeating: false, count: 0x1100)
        let starts = DejaVuSansAdvances.runStarts
        let offsets = DejaVuSansAdvances.runOffsets
        for run in starts.indices {
            let last = starts[run] + UInt32(offsets[run + 1] - offsets[run]) - 1
            for block in Int(starts[run] >> 8)...Int(last >> 8) where block < blocks.count {
                blocks[block] = true
            }
        }
        return blocks
    }()

    /// The font's advance for `codePoint`, or `nil` when it does not draw it.
    static func advance(of codePoint: UInt32) -> Int? {
        let block = Int(codePoint >> 8)
        guard block < drawnBlocks.count, drawnBlocks[block] else { return nil }
        return search(codePoint)
    }

    private static func search(_ codePoint: UInt32) -> Int? {
        let starts = DejaVuSansAdvances.runStarts
        // The last run starting at or before the code point.
        guard let run = SortedSearch.lastIndex(atOrBelow: codePoint, in: starts) else { return nil }
        let offsets = DejaVuSansAdvances.runOffsets
        let index = Int(offsets[run]) + Int(codePoint - starts[run])
        guard index < Int(offsets[run + 1]) else { return nil }
        return Int(DejaVuSansAdvances.advances[index])
    }
}
