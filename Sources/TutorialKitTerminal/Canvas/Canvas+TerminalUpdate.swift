import TutorialKit

extension Canvas {
    /// The text that turns a full-screen terminal showing `previous` into one showing this canvas.
    ///
    /// Only the cells that changed are written, each run of them after one cursor move, as ratatui's
    /// buffer diff does: a step change or an animation frame costs what moved, not the whole screen,
    /// which keeps an animation smooth over a slow link. Without a previous canvas, or with one of
    /// another size, it is the whole canvas: the screen cleared, then every row. With `colored`,
    /// styles are switched as cells need them and the text ends with the style reset.
    ///
    /// The terminal is assumed to show `previous` exactly (as this function's last text left it)
    /// with the default style; the cursor may be anywhere, since every run starts with a move.
    public func terminalUpdate(from previous: Canvas?, colored: Bool) -> String {
        guard let previous, previous.size == size else {
            var bytes = Array("\u{1B}[H\u{1B}[2J".utf8)
            for y in 0..<size.height {
                if y > 0 { bytes.append(contentsOf: "\r\n".utf8) }
                appendRow(y, colored: colored, to: &bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        var style = CellStyle.plain
        // Where the terminal's cursor is after the last write; unknown at first.
        var cursor: Point?
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let index = y * size.width + x
                let slot = slots[index]
                // A wide character takes its continuation with it; a continuation without one (never
                // drawn so) is a blank.
                let isWide =
                    slot.glyph != .continuation && x + 1 < size.width
                    && slots[index + 1].glyph == .continuation
                let cells = isWide ? 2 : 1
                defer { x += cells }
                // Both halves of a wide character change together: the canvas keeps a wide
                // character's continuation right after it.
                guard !isSame(at: index, as: previous, styled: colored) else { continue }
                if let at = cursor, at.y == y, at.x < x, x - at.x <= 8 {
                    // A short gap of unchanged cells may cost less written again than skipped with a
                    // move (of up to 8 bytes, `ESC [ 24 ; 80 H`).
                    var gap: [UInt8] = []
                    var gapStyle = style
                    for cell in at.x..<x where slots[y * size.width + cell].glyph != .continuation {
                        append(y * size.width + cell, colored: colored, style: &gapStyle, to: &gap)
                    }
                    let move = Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
                    bytes.append(contentsOf: gap.count <= move.count ? gap : move)
                    if gap.count <= move.count { style = gapStyle }
                } else if cursor != Point(x: x, y: y) {
                    bytes.append(contentsOf: "\u{1B}[\(y + 1);\(x + 1)H".utf8)
                }
                append(index, colored: colored, style: &style, to: &bytes)
                cursor = Point(x: x + cells, y: y)
            }
        }
        if colored, style != .plain { bytes.append(contentsOf: CellStyle.reset.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the cell at `index` (a wide character's first half, or a whole cell), switching from
    /// `style` to its style first when `colored`.
    private func append(_ index: Int, colored: Bool, style: inout CellStyle, to bytes: inout [UInt8]) {
        let slot = slots[index]
        if colored, slot.style != style {
            bytes.append(contentsOf: (CellStyle.reset + slot.style.escapeSequence).utf8)
            style = slot.style
        }
        if slot.glyph == .continuation {
            bytes.append(UInt8(ascii: " "))
        } else if let long = slot.glyph.longIndex {
            bytes.append(contentsOf: longClusters[long].utf8)
        } else {
            slot.glyph.appendInlineUTF8(to: &bytes)
        }
    }

    /// Whether the cell at `index` shows the same here as in `other`, a canvas of the same size (its
    /// style too when `styled`): a long cluster by its text, as each canvas numbers its own.
    private func isSame(at index: Int, as other: Canvas, styled: Bool) -> Bool {
        let mine = slots[index]
        let theirs = other.slots[index]
        guard !styled || mine.style == theirs.style else { return false }
        guard let long = mine.glyph.longIndex, let otherLong = theirs.glyph.longIndex else {
            return mine.glyph == theirs.glyph
        }
        return longClusters[long].utf8.elementsEqual(other.longClusters[otherLong].utf8)
    }
}
