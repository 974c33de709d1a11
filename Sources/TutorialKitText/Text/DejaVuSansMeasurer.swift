/// DejaVu Sans at a size in pixels (or points): a proportional font whose advance widths the
/// project ships as a table generated from the font (`Scripts/generate-font-advances.py`). The
/// storyboard draws and measures its pages with it; an app measures with its own toolkit instead.
///
/// A character the font does not draw (CJK, emoji, most scripts beyond Latin, Greek, Cyrillic,
/// Arabic and Hebrew) is measured as a fallback font might draw it at most: one em, an em and a
/// quarter for a wide one. A character a terminal gives no width (a combining mark, a joiner)
/// adds nothing.
public struct DejaVuSansMeasurer: TextMeasurer {
    /// Pixels (or points) to the em, 1…1000.
    public let fontSize: Int

    /// The font at `fontSize` (kept within 1…1000).
    public init(fontSize: Int = 16) {
        self.fontSize = min(max(1, fontSize), 1000)
    }

    /// The advance of `run` drawn on one line without kerning or ligatures, rounded up.
    public func advance(of run: Substring) -> Int {
        var units = 0
        for character in run { units += Self.units(of: character) }
        let perEm = DejaVuSansAdvances.unitsPerEm
        return (units * fontSize + perEm - 1) / perEm
    }

    /// The font units `character` advances by.
    static func units(of character: Character) -> Int {
        let cells = DisplayWidth.of(character)
        guard cells > 0 else { return 0 }
        let em = DejaVuSansAdvances.unitsPerEm
        var units = 0
        for scalar in character.unicodeScalars {
            guard let advance = advance(of: scalar.value) else {
                return cells == 2 ? em + em / 4 : em
            }
            units += advance
        }
        return units
    }

    /// The font's advance for `codePoint`, or `nil` when it does not draw it.
    static func advance(of codePoint: UInt32) -> Int? {
        let starts = DejaVuSansAdvances.runStarts
        // The last run starting at or before the code point.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= codePoint { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = low - 1
        let offsets = DejaVuSansAdvances.runOffsets
        let index = Int(offsets[run]) + Int(codePoint - starts[run])
        guard index < Int(offsets[run + 1]) else { return nil }
        return Int(DejaVuSansAdvances.advances[index])
    }
}
