extension Screen {
    /// What scrolls on a screen: a list or a grid.
    public enum ScrollKind: String, Hashable, Sendable {
        /// A ``Screen/List``.
        case list
        /// A ``Screen/Grid``.
        case grid
    }

    /// A scrollable grid on a virtual screen, like a collection view: sections of uniform items laid
    /// out in columns and scrolled up and down, or (``Axis/horizontal``) a carousel, one row of items
    /// scrolled sideways. Each item is drawn from one cell template.
    ///
    /// A vertical grid's content runs top to bottom: for each section its header (if any), then its
    /// items in rows of ``columnCount``, ``rowSpacing`` between rows and between sections. A carousel's
    /// content runs left to right: each section's items in turn, ``columnSpacing`` apart; it has no
    /// headers. ``contentOffset`` is how many cells of content are scrolled past the frame's top
    /// (or left) edge.
    public struct Grid: Hashable, Sendable {
        /// How many columns a vertical grid has.
        public enum Columns: Hashable, Sendable {
            /// This many (at least 1).
            case fixed(Int)
            /// As many items as fit across the frame, at least 1.
            case adaptive
        }

        /// Which way the grid scrolls.
        public enum Axis: String, Hashable, Sendable, CaseIterable {
            /// Up and down, items in rows of ``Screen/Grid/columnCount``.
            case vertical
            /// Sideways: a carousel, one row of items.
            case horizontal
        }

        /// A section of a grid: an optional header (vertical grids only) followed by its items.
        public struct Section: Hashable, Sendable {
            /// How many items the section has.
            public var items: Int
            /// The header's height in cells; 0 for no header.
            public var headerHeight: Int
            /// The header's text, if any.
            public var title: String?

            /// Creates a section of `items` items with an optional header.
            public init(items: Int, headerHeight: Int = 0, title: String? = nil) {
                self.items = items
                self.headerHeight = headerHeight
                self.title = title
            }
        }

        /// The grid's id, unique on its screen (elements, lists and grids share one namespace).
        public var id: String
        /// The visible part of the grid, in screen coordinates.
        public var frame: Rect
        /// The size of every item, in cells.
        public var itemSize: Size
        /// Cells between two items side by side.
        public var columnSpacing: Int
        /// Cells between two rows of items, and between sections of a vertical grid.
        public var rowSpacing: Int
        /// How many columns a vertical grid has.
        public var columns: Columns
        /// Which way it scrolls.
        public var axis: Axis
        /// The sections, in order.
        public var sections: [Section]
        /// How far the content is scrolled, in cells (0 = the start).
        public var contentOffset: Int
        /// The sub-elements of every item, with frames relative to the item.
        public var cell: [Screen.CellElement]
        /// Label templates per cell sub-element id; `{item}` and `{section}` are replaced by the
        /// item's index, counted from 0 as targets count it.
        public var itemLabels: [String: String]

        /// Creates a grid.
        public init(
            id: String, frame: Rect, itemSize: Size, columnSpacing: Int = 1, rowSpacing: Int = 1,
            columns: Columns = .adaptive, axis: Axis = .vertical, sections: [Section], contentOffset: Int = 0,
            cell: [Screen.CellElement] = [], itemLabels: [String: String] = [:]
        ) {
            self.id = id
            self.frame = frame
            self.itemSize = itemSize
            self.columnSpacing = columnSpacing
            self.rowSpacing = rowSpacing
            self.columns = columns
            self.axis = axis
            self.sections = sections
            self.contentOffset = contentOffset
            self.cell = cell
            self.itemLabels = itemLabels
        }

        /// How many items a row holds: the fixed count, or as many as fit across the frame; 1 for
        /// a carousel's single row (which holds them all, scrolling).
        public var columnCount: Int {
            guard axis == .vertical else { return 1 }
            switch columns {
            case .fixed(let count): return max(1, count)
            case .adaptive:
                let pitch = ContentArithmetic.sum(width, spacing(columnSpacing))
                return pitch > 0
                    ? max(1, ContentArithmetic.sum(frame.width, spacing(columnSpacing)) / pitch) : 1
            }
        }

        /// The length of all sections along the scrolling axis, in cells (saturating, as all content
        /// coordinates do).
        public var contentLength: Int {
            var length = 0
            for index in sections.indices {
                if index > 0 { length = ContentArithmetic.sum(length, gap) }
                length = ContentArithmetic.sum(length, self.length(ofSection: index))
            }
            return length
        }

        /// The largest ``contentOffset`` that still keeps the frame filled with content.
        public var maximumContentOffset: Int {
            max(0, contentLength - (axis == .vertical ? frame.height : frame.width))
        }

        /// Whether `index` names an existing item.
        public func contains(_ index: Screen.ItemIndex) -> Bool {
            sections.indices.contains(index.section) && index.item >= 0
                && index.item < sections[index.section].items
        }

        /// The cell sub-element with the given id, if any.
        public func cellElement(withID id: String) -> Screen.CellElement? {
            cell.first { $0.id == id }
        }

        /// The item's frame in screen coordinates at the current ``contentOffset``, whether or not
        /// it is visible; `nil` when the grid has no such item.
        public func frame(of index: Screen.ItemIndex) -> Rect? {
            guard let start = contentStart(of: index) else { return nil }
            let along = ContentArithmetic.sum(start, -offset)
            switch axis {
            case .vertical:
                let column = index.item % columnCount
                return Rect(
                    x: ContentArithmetic.sum(frame.x, ContentArithmetic.product(column, pitch(across: true))),
                    y: ContentArithmetic.sum(frame.y, along), width: width, height: height)
            case .horizontal:
                return Rect(
                    x: ContentArithmetic.sum(frame.x, along), y: frame.y, width: width, height: height)
            }
        }

        /// The content offset that scrolls the least from the current one to show the whole item,
        /// clamped to the content. An item longer than the frame is aligned with its start. An item
        /// the grid does not have leaves the offset as it is.
        public func contentOffset(revealing index: Screen.ItemIndex) -> Int {
            guard let start = contentStart(of: index) else { return contentOffset }
            let length = axis == .vertical ? height : width
            let visible = axis == .vertical ? frame.height : frame.width
            let end = ContentArithmetic.sum(start, length)
            var offset = self.offset
            if start < offset || length > visible {
                offset = start
            } else if end > ContentArithmetic.sum(offset, visible) {
                offset = end - visible
            }
            return min(max(0, offset), maximumContentOffset)
        }

        /// The label a sub-element of the given item shows: its template with `{item}` and
        /// `{section}` filled in, or `nil` when the template has none.
        public func label(ofCellElement id: String, at index: Screen.ItemIndex) -> String? {
            itemLabels[id].map {
                $0.replacingAll("{item}", with: String(index.item))
                    .replacingAll("{section}", with: String(index.section))
            }
        }

        // MARK: - Content coordinates

        /// Where the item starts along the scrolling axis, in content coordinates; `nil` when the
        /// grid has no such item.
        package func contentStart(of index: Screen.ItemIndex) -> Int? {
            guard contains(index) else { return nil }
            let sectionStart = contentStart(ofSection: index.section)
            switch axis {
            case .vertical:
                let rowsStart = ContentArithmetic.sum(sectionStart, headerHeight(of: index.section))
                return ContentArithmetic.sum(
                    rowsStart, ContentArithmetic.product(index.item / columnCount, pitch(across: false)))
            case .horizontal:
                return ContentArithmetic.sum(
                    sectionStart, ContentArithmetic.product(index.item, pitch(across: true)))
            }
        }

        /// Where section `section` starts (its header, if any), in content coordinates.
        package func contentStart(ofSection section: Int) -> Int {
            var start = 0
            for index in 0..<min(max(0, section), sections.count) {
                start = ContentArithmetic.sum(ContentArithmetic.sum(start, length(ofSection: index)), gap)
            }
            return start
        }

        /// The header's height of `section`: none in a carousel, none for a negative height.
        package func headerHeight(of section: Int) -> Int {
            axis == .vertical ? ContentArithmetic.capped(max(0, sections[section].headerHeight)) : 0
        }

        /// How many rows of items `section` takes in a vertical grid.
        package func rowCount(ofSection section: Int) -> Int {
            let items = max(0, sections[section].items)
            return items == 0 ? 0 : (items - 1) / columnCount + 1
        }

        /// The length of a section along the scrolling axis, header included.
        private func length(ofSection section: Int) -> Int {
            let (count, size, spacing) =
                axis == .vertical
                ? (rowCount(ofSection: section), height, spacing(rowSpacing))
                : (max(0, sections[section].items), width, spacing(columnSpacing))
            let items =
                count == 0
                ? 0
                : ContentArithmetic.sum(
                    ContentArithmetic.product(count, size), ContentArithmetic.product(count - 1, spacing))
            return ContentArithmetic.sum(headerHeight(of: section), items)
        }

        /// The gap between two sections: the spacing between rows (or items, in a carousel).
        private var gap: Int { spacing(axis == .vertical ? rowSpacing : columnSpacing) }

        /// An item plus its spacing, across (side by side) or along rows.
        package func pitch(across: Bool) -> Int {
            across
                ? ContentArithmetic.sum(width, spacing(columnSpacing))
                : ContentArithmetic.sum(height, spacing(rowSpacing))
        }

        /// ``itemSize`` within content coordinates, however a host set it; never negative.
        package var width: Int { ContentArithmetic.capped(max(0, itemSize.width)) }
        package var height: Int { ContentArithmetic.capped(max(0, itemSize.height)) }

        /// A spacing within content coordinates; never negative.
        private func spacing(_ value: Int) -> Int { ContentArithmetic.capped(max(0, value)) }

        /// ``contentOffset`` within content coordinates, however a host set it.
        package var offset: Int { ContentArithmetic.capped(contentOffset) }
    }

    /// An item of a sectioned grid: the section and the item within it, both counted from 0.
    public struct ItemIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The section, from 0.
        public var section: Int
        /// The item within the section, from 0.
        public var item: Int

        /// Creates the index of `item` in `section`.
        public init(section: Int = 0, item: Int) {
            self.section = section
            self.item = item
        }

        /// Orders by section, then item.
        public static func < (lhs: Screen.ItemIndex, rhs: Screen.ItemIndex) -> Bool {
            (lhs.section, lhs.item) < (rhs.section, rhs.item)
        }

        /// `section 0, item 4`.
        public var description: String { "section \(section), item \(item)" }
    }
}
