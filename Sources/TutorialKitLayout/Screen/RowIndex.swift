extension Screen {
    /// A row of a sectioned list: the section and the row within it, both counted from 0.
    public struct RowIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The section, from 0.
        public var section: Int
        /// The row within the section, from 0.
        public var row: Int

        /// Creates the index of `row` in `section`.
        public init(section: Int = 0, row: Int) {
            self.section = section
            self.row = row
        }

        /// Orders by section, then row.
        public static func < (lhs: Screen.RowIndex, rhs: Screen.RowIndex) -> Bool {
            (lhs.section, lhs.row) < (rhs.section, rhs.row)
        }

        /// `section 0, row 10`.
        public var description: String { "section \(section), row \(row)" }
    }
}
