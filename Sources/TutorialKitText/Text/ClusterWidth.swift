/// The width of one grapheme cluster, taken a code point at a time, as the wcwidth algorithm
/// measures sequences: a joiner hides the code point after it (drawn as part of the glyph before),
/// VS16 widens a base that has an emoji form, a spacing mark after a base adds a cell, and no
/// cluster takes more than ``DisplayWidth/maximumClusterWidth``.
struct ClusterWidth {
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let emojiPresentationSelector: UInt32 = 0xFE0F

    private var width = 0
    /// The last code point that took cells, while a VS16 or a spacing mark may still widen it.
    private var lastMeasured: UInt32?
    private var skipNext = false

    /// The cluster's width so far, in cells.
    var cells: Int { min(width, DisplayWidth.maximumClusterWidth) }

    /// Adds the cluster's next code point.
    mutating func add(_ value: UInt32) {
        add(value, cells: DisplayWidth.scalarWidth(value))
    }

    /// Adds the cluster's next code point, whose own width (``DisplayWidth/scalarWidth(_:)``) the
    /// caller has already looked up.
    mutating func add(_ value: UInt32, cells scalarCells: Int) {
        if skipNext {
            skipNext = false
            return
        }
        if value == Self.zeroWidthJoiner {
            skipNext = true
            return
        }
        if value == Self.emojiPresentationSelector {
            if let base = lastMeasured, CodePointTable.widensWithVS16(base) {
                width += 1
            }
            lastMeasured = nil
            return
        }
        if scalarCells > 0 {
            width += scalarCells
            lastMeasured = value
        } else if lastMeasured != nil, DisplayWidth.contains(DisplayWidthTables.spacingCombiningMarks, value)
        {
            width += 1
            lastMeasured = nil
        }
    }
}
