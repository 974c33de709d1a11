extension Screen.Grid {
    /// A part of the grid's content as it lies on screen at the current ``contentOffset``.
    package struct VisiblePart: Hashable, Sendable {
        /// The section it belongs to.
        package var section: Int
        /// The item, or `nil` for the section's header.
        package var item: Int?
        /// Where it is, in screen coordinates.
        package var frame: Rect
    }

    /// The headers and items that share a cell with `area` (screen coordinates), in content order.
    ///
    /// Found by arithmetic, as a list's rows are: the work grows with the sections and the parts
    /// found, never with a section's item count.
    package func parts(intersecting area: Rect) -> [VisiblePart] {
        guard !area.isEmpty, width > 0, height > 0 else { return [] }
        // The content `low..<high` along the scrolling axis is on screen inside `area`.
        let (areaStart, areaEnd, frameStart) =
            axis == .vertical ? (area.minY, area.maxY, frame.y) : (area.minX, area.maxX, frame.x)
        let low = ContentArithmetic.sum(areaStart - frameStart, offset)
        let high = ContentArithmetic.sum(areaEnd - frameStart, offset)
        let along = pitch(across: axis == .horizontal)
        // Across the scrolling axis: the columns of a grid inside `area`, or whether a carousel's
        // row is.
        let across = pitch(across: true)
        let firstColumn = max(0, ContentArithmetic.floorDivide(area.minX - frame.x - width + across, across))
        let endColumn = min(
            columnCount, ContentArithmetic.floorDivide(area.maxX - frame.x + across - 1, across))
        if axis == .horizontal, frame.y >= area.maxY || ContentArithmetic.sum(frame.y, height) <= area.minY {
            return []
        }
        var parts: [VisiblePart] = []
        for section in sections.indices {
            let start = contentStart(ofSection: section)
            guard start < high else { break }
            let header = headerHeight(of: section)
            if header > 0, ContentArithmetic.sum(start, header) > low {
                let y = ContentArithmetic.sum(frame.y, start - offset)
                parts.append(
                    VisiblePart(
                        section: section, item: nil,
                        frame: Rect(x: frame.x, y: y, width: frame.width, height: header)))
            }
            let itemsStart = ContentArithmetic.sum(start, header)
            // Rows of items in a grid, items in a carousel: `lines` of them, `along` apart.
            let lines = axis == .vertical ? rowCount(ofSection: section) : max(0, sections[section].items)
            // A line covers `size` cells from its start: the first to reach past `low`, the last to
            // start before `high`.
            let size = axis == .vertical ? height : width
            let first = max(0, ContentArithmetic.floorDivide(low - itemsStart - size + along, along))
            let end = min(lines, ContentArithmetic.floorDivide(high - itemsStart + along - 1, along))
            guard first < end else { continue }
            for line in first..<end {
                let lineStart = ContentArithmetic.sum(itemsStart, ContentArithmetic.product(line, along))
                let position = ContentArithmetic.sum(lineStart, -offset)
                if axis == .horizontal {
                    parts.append(
                        VisiblePart(
                            section: section, item: line,
                            frame: Rect(
                                x: ContentArithmetic.sum(frame.x, position), y: frame.y, width: width,
                                height: height)))
                    continue
                }
                let firstItem = ContentArithmetic.product(line, columnCount)
                let end = min(endColumn, max(0, sections[section].items) - firstItem)
                guard firstColumn < end else { continue }
                for column in firstColumn..<end {
                    parts.append(
                        VisiblePart(
                            section: section, item: firstItem + column,
                            frame: Rect(
                                x: ContentArithmetic.sum(
                                    frame.x, ContentArithmetic.product(column, pitch(across: true))),
                                y: ContentArithmetic.sum(frame.y, position), width: width, height: height)))
                }
            }
        }
        return parts
    }
}
