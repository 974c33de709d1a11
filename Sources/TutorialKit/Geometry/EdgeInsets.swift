/// Distances in cells from each edge of a rectangle, such as a screen's safe area.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cells taken from the top edge.
    public var top: Int
    /// Cells taken from the left edge.
    public var left: Int
    /// Cells taken from the bottom edge.
    public var bottom: Int
    /// Cells taken from the right edge.
    public var right: Int

    /// Creates insets; every edge defaults to zero.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    public init(all inset: Int) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Int { left + right }
    /// `top + bottom`.
    public var vertical: Int { top + bottom }

    /// `{top, left, bottom, right}`, as in error messages.
    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}
