extension Screen.List {
    /// A part of the list's content as it lies on screen at the current ``contentOffset``.
    package struct VisiblePart: Hashable, Sendable {
        /// The section it belongs to.
        package var section: Int
        /// The row, or `nil` for the section's header.
        package var row: Int?
        /// Where it is, in screen coordinates.
        package var frame: Rect
    }

    /// The headers and rows that share a cell with `area` (screen coordinates), in content order.
    ///
    /// Found by arithmetic, not by walking every row: the work grows with the sections and the
    /// parts found, never with a section's row count, so a list of a billion rows draws as fast as
    /// one of ten.
    package func parts(intersecting area: Rect) -> [VisiblePart] {
        guard !area.isEmpty, rowHeight > 0 || sections.contains(where: { $0.headerHeight > 0 }) else {
            return []
        }
        let offset = ContentArithmetic.capped(contentOffset)
        // A host may set any row height: within content coordinates, no sum below overflows.
        let rowHeight = ContentArithmetic.capped(self.rowHeight)
        // The content rows `low..<high` are on screen inside `area`.
        let low = ContentArithmetic.sum(area.minY - frame.y, offset)
        let high = ContentArithmetic.sum(area.maxY - frame.y, offset)
        let screenY = { (contentY: Int) in ContentArithmetic.sum(frame.y, contentY - offset) }
        var parts: [VisiblePart] = []
        var top = 0
        for (index, section) in sections.enumerated() {
            guard top < high else { break }
            let header = max(0, section.headerHeight)
            if header > 0, top < high, ContentArithmetic.sum(top, header) > low {
                parts.append(
                    VisiblePart(
                        section: index, row: nil,
                        frame: Rect(x: frame.x, y: screenY(top), width: frame.width, height: header)))
            }
            let rowsTop = ContentArithmetic.sum(top, header)
            let rows = max(0, section.rows)
            top = ContentArithmetic.sum(rowsTop, ContentArithmetic.product(rows, max(0, rowHeight)))
            guard rowHeight > 0, top > low else { continue }
            let first = max(0, ContentArithmetic.floorDivide(low - rowsTop, rowHeight))
            let end = min(rows, ContentArithmetic.floorDivide(high - rowsTop + rowHeight - 1, rowHeight))
            guard first < end else { continue }
            for row in first..<end {
                let rowTop = ContentArithmetic.sum(rowsTop, ContentArithmetic.product(row, rowHeight))
                parts.append(
                    VisiblePart(
                        section: index, row: row,
                        frame: Rect(x: frame.x, y: screenY(rowTop), width: frame.width, height: rowHeight)))
            }
        }
        return parts
    }
}
