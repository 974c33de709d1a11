extension Screen {
    /// A section of a ``Screen/List``: an optional header followed by a number of uniform rows.
    public struct Section: Hashable, Sendable {
        /// How many rows the section has.
        public var rows: Int
        /// The header's height in cells; 0 for no header.
        public var headerHeight: Int
        /// The header's text, if any.
        public var title: String?

        /// Creates a section of `rows` rows with an optional header.
        public init(rows: Int, headerHeight: Int = 0, title: String? = nil) {
            self.rows = rows
            self.headerHeight = headerHeight
            self.title = title
        }
    }
}
