extension Screen {
    /// A named, fixed element of a virtual screen: a button, a label, a map.
    public struct Element: Hashable, Sendable {
        /// The element's id, unique on its screen.
        public var id: String
        /// Where it is, in screen coordinates.
        public var frame: Rect
        /// The text a renderer draws in it, if any.
        public var label: String?

        /// Creates an element.
        public init(id: String, frame: Rect, label: String? = nil) {
            self.id = id
            self.frame = frame
            self.label = label
        }
    }
}
