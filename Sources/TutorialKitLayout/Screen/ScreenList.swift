extension Screen {
    /// A scrollable list on a virtual screen, like a table view: sections of uniform rows, each row
    /// drawn from one cell template.
    ///
    /// The list's content runs top to bottom: for each section, its header (if any), then its rows.
    /// ``contentOffset`` is how many cells of content are scrolled above the list's frame.
    public struct List: Hashable, Sendable {
        /// The list's id, unique on its screen (lists and elements share one namespace).
        public var id: String
        /// The visible part of the list, in screen coordinates.
        public var frame: Rect
        /// The height of every row, in cells.
        public var rowHeight: Int
        /// The sections, in order.
        public var sections: [Screen.Section]
        /// How far the content is scrolled, in cells (0 = top).
        public var contentOffset: Int
        /// The sub-elements of every cell, with frames relative to the cell.
        public var cell: [Screen.CellElement]
        /// Label templates per cell sub-element id; `{row}` and `{section}` are replaced by the row's
        /// index path, counted from 0 as targets count it.
        public var rowLabels: [String: String]

        /// Creates a list.
        ///
        /// - Parameters:
        ///   - id: The list's id.
        ///   - frame: Its visible frame in screen coordinates.
        ///   - rowHeight: The height of every row in cells.
        ///   - sections: Its sections.
        ///   - contentOffset: How far it is scrolled; 0 by default.
        ///   - cell: The cell template's sub-elements.
        ///   - rowLabels: Label templates per sub-element id.
        public init(
            id: String,
            frame: Rect,
            rowHeight: Int,
            sections: [Screen.Section],
            contentOffset: Int = 0,
            cell: [Screen.CellElement] = [],
            rowLabels: [String: String] = [:]
        ) {
            self.id = id
            self.frame = frame
            self.rowHeight = rowHeight
            self.sections = sections
            self.contentOffset = contentOffset
            self.cell = cell
            self.rowLabels = rowLabels
        }

        /// The height of all sections with their headers, in cells (saturating at 2⁶⁰, as all content
        /// coordinates do, so no list a host builds overflows).
        public var contentHeight: Int {
            contentY(ofHeaderIn: sections.count)
        }

        /// The largest ``contentOffset`` that still keeps the list's frame filled with content.
        public var maximumContentOffset: Int {
            max(0, contentHeight - frame.height)
        }

        /// The total number of rows across sections.
        public var rowCount: Int {
            sections.reduce(0) { ContentArithmetic.sum($0, max(0, $1.rows)) }
        }

        /// Whether `index` names an existing row.
        public func contains(_ index: Screen.RowIndex) -> Bool {
            sections.indices.contains(index.section) && index.row >= 0
                && index.row < sections[index.section].rows
        }

        /// The cell sub-element with the given id, if any.
        public func cellElement(withID id: String) -> Screen.CellElement? {
            cell.first { $0.id == id }
        }

        /// Where the section's header starts, in content coordinates (0 = top of the content).
        package func contentY(ofHeaderIn section: Int) -> Int {
            sections.prefix(max(0, section)).reduce(0) { ContentArithmetic.sum($0, height(of: $1)) }
        }

        /// A section's height with its header; negative counts count as none.
        private func height(of section: Screen.Section) -> Int {
            ContentArithmetic.sum(
                max(0, section.headerHeight),
                ContentArithmetic.product(max(0, section.rows), max(0, rowHeight)))
        }

        /// ``contentOffset`` within content coordinates, however a host set it.
        private var offset: Int { ContentArithmetic.capped(contentOffset) }

        /// Where the row starts, in content coordinates, or `nil` when the list has no such row.
        package func contentY(of index: Screen.RowIndex) -> Int? {
            guard contains(index) else { return nil }
            let header = ContentArithmetic.sum(
                contentY(ofHeaderIn: index.section), max(0, sections[index.section].headerHeight))
            return ContentArithmetic.sum(header, ContentArithmetic.product(index.row, max(0, rowHeight)))
        }

        /// The row's cell in screen coordinates at the current ``contentOffset``, whether or not it is
        /// visible; `nil` when the list has no such row.
        public func frame(of index: Screen.RowIndex) -> Rect? {
            contentY(of: index).map {
                Rect(
                    x: frame.x, y: ContentArithmetic.sum(frame.y, $0 - offset), width: frame.width,
                    height: rowHeight)
            }
        }

        /// The content offset that scrolls the least from the current one to show the whole row,
        /// clamped to the content. A row taller than the frame is aligned with the frame's top. A row
        /// the list does not have leaves the offset as it is.
        public func contentOffset(revealing index: Screen.RowIndex) -> Int {
            guard let top = contentY(of: index) else { return contentOffset }
            let bottom = ContentArithmetic.sum(top, rowHeight)
            var offset = self.offset
            if top < offset || rowHeight > frame.height {
                offset = top
            } else if bottom > offset + frame.height {
                offset = bottom - frame.height
            }
            return min(max(0, offset), maximumContentOffset)
        }

        /// The label a sub-element of the given row shows: its template with `{row}` and `{section}`
        /// filled in, or `nil` when the template has none.
        public func label(ofCellElement id: String, at index: Screen.RowIndex) -> String? {
            rowLabels[id].map {
                $0.replacingAll("{row}", with: String(index.row))
                    .replacingAll("{section}", with: String(index.section))
            }
        }
    }
}
