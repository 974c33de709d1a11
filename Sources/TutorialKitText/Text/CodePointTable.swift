/// Every code point of Unicode's first two planes — where nearly all text is — with its width,
/// whether it stands alone, whether a `ZWJ` links it and whether VS16 widens it, in one byte: one
/// load where a cluster would take a switch and two binary searches. Made once, at first use, from
/// the range tables and the standard library's grapheme breaker (128 KiB, about half a millisecond).
enum CodePointTable {
    /// The first code point past the table.
    static let limit: UInt32 = 0x2_0000

    /// The code points that join neither the code point before them nor the one after when that
    /// one is also here (Unicode's grapheme break property "Other", and the line feed): Latin,
    /// Cyrillic, Greek, general punctuation (dashes, quotes, `…`, `›`; not the joiners and
    /// format characters around them), kana, CJK ideographs and the pictograph blocks — not the
    /// skin-tone modifiers, which extend, nor the regional indicators, which pair into flags.
    static let standAloneRanges: [ClosedRange<UInt32>] = [
        0x0A...0x0A, 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027,
        0x2030...0x205E, 0x2600...0x27BF,
        0x3000...0x3029, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60,
        0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    /// The pictograph blocks, whose code points a `ZWJ` may link into one emoji (Unicode's GB11).
    /// Not all of them: the standard library links only those it counts as pictographic, and
    /// which those are is asked of it, once, as the table is made.
    static let pictographRanges: [ClosedRange<UInt32>] = [
        0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    private static let standsAloneBit: UInt8 = 0x80
    private static let linksAfterJoinerBit: UInt8 = 0x40
    private static let widensWithVS16Bit: UInt8 = 0x20
    private static let widthBits: UInt8 = 0x1F

    /// One byte per code point below ``limit``: the width plus one in the low bits (0 for a
    /// control character, then 0, 1 or 2 cells), ``standsAloneBit``, ``linksAfterJoinerBit`` and
    /// ``widensWithVS16Bit``.
    ///
    /// Kept outside Swift's reference counting — made once, never changed nor freed — so the
    /// walks that read it (at least one per text and label measured) touch no shared counter.
    nonisolated(unsafe) static let entries: UnsafeBufferPointer<UInt8> = {
        let entries = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Int(limit))
        entries.initialize(repeating: 2)
        // The range tables' code points below the limit: first and last of each range, in pairs.
        func forEachValue(in ranges: [UInt32], _ body: (Int) -> Void) {
            for pair in stride(from: 0, to: ranges.count - 1, by: 2) where ranges[pair] < limit {
                for value in ranges[pair]...min(ranges[pair + 1], limit - 1) { body(Int(value)) }
            }
        }
        func fill(_ ranges: [UInt32], with entry: UInt8) { forEachValue(in: ranges) { entries[$0] = entry } }
        // In the order `DisplayWidth.searchedWidth` decides, the later overriding the earlier.
        fill(DisplayWidthTables.wide, with: 3)
        fill(DisplayWidthTables.zeroWidth, with: 1)
        fill([0x01, 0x1F, 0x7F, 0x9F], with: 0)
        fill([0x20, 0x7E], with: 2)
        for range in standAloneRanges {
            for value in range { entries[Int(value)] |= standsAloneBit }
        }
        forEachValue(in: DisplayWidthTables.emojiVariationWidens) { entries[$0] |= widensWithVS16Bit }
        // Without the standard library's breaker no code point is marked, and every `ZWJ`
        // sequence is left to `Character`.
        if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) {
            for range in pictographRanges {
                for value in range where linksAfterJoiner(value) {
                    entries[Int(value)] |= linksAfterJoinerBit
                }
            }
        }
        return UnsafeBufferPointer(entries)
    }()

    /// Whether the standard library joins `value` to a man and `ZWJ` before it: whether it counts
    /// `value` as Extended_Pictographic, which a `ZWJ` links on either side.
    @available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *)
    private static func linksAfterJoiner(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        var recognizer = Unicode._CharacterRecognizer()
        _ = recognizer.hasBreak(before: "\u{1F468}")
        _ = recognizer.hasBreak(before: "\u{200D}")
        return !recognizer.hasBreak(before: scalar)
    }

    /// The entry of `value`: from the table below ``limit``, else its searched width and never
    /// standing alone.
    /// A caller looking up many code points passes ``entries`` once fetched, so the table is not
    /// asked for at each one.
    @inline(__always)
    static func entry(_ value: UInt32, in entries: UnsafeBufferPointer<UInt8> = entries) -> UInt8 {
        value < limit ? entries[Int(value)] : UInt8(DisplayWidth.searchedWidth(value) + 1)
    }

    /// An entry's width: -1 for a control character, else 0, 1 or 2.
    @inline(__always)
    static func width(_ entry: UInt8) -> Int { Int(entry & widthBits) - 1 }

    /// Whether an entry's code point stands alone (``standAloneRanges``).
    @inline(__always)
    static func standsAlone(_ entry: UInt8) -> Bool { entry & standsAloneBit != 0 }

    /// An entry with only its width and whether it stands alone: what a run of code points that
    /// are each a cluster of the same width shares, whatever may follow each in a sequence.
    @inline(__always)
    static func standingAndWidth(_ entry: UInt8) -> UInt8 { entry & (standsAloneBit | widthBits) }

    /// Whether a `ZWJ` links an entry's code point to a pictograph on its other side.
    @inline(__always)
    static func linksAfterJoiner(_ entry: UInt8) -> Bool { entry & linksAfterJoinerBit != 0 }

    /// Whether VS16 (U+FE0F) after `value` gives it its two-cell emoji form
    /// (``DisplayWidthTables/emojiVariationWidens``).
    @inline(__always)
    static func widensWithVS16(_ value: UInt32) -> Bool {
        value < limit
            ? entries[Int(value)] & widensWithVS16Bit != 0
            : DisplayWidth.contains(DisplayWidthTables.emojiVariationWidens, value)
    }
}
