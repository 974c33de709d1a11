extension Screen {
    /// A sub-element of every cell of a ``Screen/List`` — a cell's title or detail label — with a frame
    /// relative to the cell's top-left corner.
    public struct CellElement: Hashable, Sendable {
        /// The sub-element's id, unique within the list's cell template.
        public var id: String
        /// Where it is inside the cell.
        public var frame: Rect

        /// Creates a cell sub-element.
        public init(id: String, frame: Rect) {
            self.id = id
            self.frame = frame
        }
    }
}
