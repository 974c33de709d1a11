/// A position on the virtual screen, in whole character cells.
///
/// The origin is the top-left cell; `x` grows to the right and `y` grows downwards.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The column, counted from the left edge.
    public var x: Int
    /// The row, counted from the top edge.
    public var y: Int

    /// Creates a point at the given column and row.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by the given number of cells.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// `(x, y)`, as in error messages.
    public var description: String { "(\(x), \(y))" }
}
