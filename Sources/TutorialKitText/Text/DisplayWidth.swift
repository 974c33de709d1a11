/// How many terminal cells text occupies, measured per grapheme cluster as the wcwidth algorithm does.
///
/// - East Asian Wide and Fullwidth characters and emoji take 2 cells.
/// - Combining marks, format characters and other zero-width code points take 0.
/// - A ZWJ emoji sequence, a regional-indicator flag and a narrow base followed by VS16 take 2.
/// - A cluster never takes more than 2 cells; any other printable cluster takes 1.
/// - Control characters take 0 cells (authoring rejects them before they reach the layout).
///
/// The grapheme clusters are Swift's `Character`s. The tables are generated from a pinned Unicode
/// version by `Scripts/generate-width-tables.py`.
package enum DisplayWidth {
    /// The Unicode version of the width tables.
    package static var unicodeVersion: String { DisplayWidthTables.unicodeVersion }

    /// The widest a single grapheme cluster can be.
    package static let maximumClusterWidth = 2

    /// The number of cells `character` occupies: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        var width = ClusterWidth()
        for scalar in character.unicodeScalars { width.add(scalar) }
        return width.cells
    }

    /// The number of cells `text` occupies on one line (the sum over its grapheme clusters).
    package static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var width = 0
        TextClusters.forEach(in: String(text)) { piece in
            width += piece.width
            return true
        }
        return width
    }

    /// Whether `character` is a C0 or C1 control character or DEL, which a terminal does not print.
    package static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { isControlScalar($0.value) }
    }

    /// The width of one code point: -1 for a control character, else 0, 1 or 2.
    static func scalarWidth(_ value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        if isControlScalar(value) { return -1 }
        // Only the ranges that reach the code point's block of 256 are searched.
        let block = Int(value >> 8)
        let byBlock = DisplayWidthTables.notOneCellByBlock
        let ranges = DisplayWidthTables.notOneCell.count / 2
        let reaching = Int(byBlock[block])..<min(Int(byBlock[block + 1]) + 1, ranges)
        guard let range = range(of: value, in: DisplayWidthTables.notOneCell, among: reaching) else {
            return 1
        }
        return Int(DisplayWidthTables.notOneCellWidths[range])
    }

    private static func isControlScalar(_ value: UInt32) -> Bool {
        (value > 0 && value < 0x20) || (value >= 0x7F && value < 0xA0)
    }

    /// Which range of `table` holds `value`, if any: a binary search over the sorted, inclusive
    /// ranges of a table flattened as `lo, hi, lo, hi, …`, among the ranges numbered `candidates`
    /// (all of them when `nil`).
    static func range(of value: UInt32, in table: [UInt32], among candidates: Range<Int>? = nil) -> Int? {
        var low = candidates?.lowerBound ?? 0
        var high = (candidates?.upperBound ?? table.count / 2) - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle - 1
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return middle
            }
        }
        return nil
    }
}

/// The width of one grapheme cluster, taken a code point at a time, as the wcwidth algorithm
/// measures sequences: a joiner hides the code point after it (drawn as part of the glyph before),
/// VS16 widens a base that has an emoji form, a spacing mark after a base adds a cell, and no
/// cluster takes more than ``DisplayWidth/maximumClusterWidth``.
struct ClusterWidth {
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    private var width = 0
    /// The last code point that took cells, while a VS16 or a spacing mark may still widen it.
    private var lastMeasured: UInt32?
    private var skipNext = false

    /// The cluster's width so far, in cells.
    var cells: Int { min(width, DisplayWidth.maximumClusterWidth) }

    /// Adds the cluster's next code point.
    mutating func add(_ scalar: Unicode.Scalar) {
        if skipNext {
            skipNext = false
            return
        }
        if scalar == Self.zeroWidthJoiner {
            skipNext = true
            return
        }
        if scalar == Self.emojiPresentationSelector {
            if let base = lastMeasured,
                DisplayWidth.range(of: base, in: DisplayWidthTables.emojiVariationWidens) != nil
            {
                width += 1
            }
            lastMeasured = nil
            return
        }
        let cells = DisplayWidth.scalarWidth(scalar.value)
        if cells > 0 {
            width += cells
            lastMeasured = scalar.value
        } else if lastMeasured != nil,
            DisplayWidth.range(of: scalar.value, in: DisplayWidthTables.spacingCombiningMarks) != nil
        {
            width += 1
            lastMeasured = nil
        }
    }
}
