/// A position on the virtual screen, in whole character cells.
///
/// The origin is the top-left cell; `x` grows to the right and `y` grows downwards. Each coordinate
/// stays within ±``InputLimits/maximumCoordinate``: a value beyond is clamped into it.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The column, counted from the left edge.
    public var x: Int { didSet { x = Coordinate.clamped(x) } }
    /// The row, counted from the top edge.
    public var y: Int { didSet { y = Coordinate.clamped(y) } }

    /// Creates a point at the given column and row.
    public init(x: Int, y: Int) {
        self.x = Coordinate.clamped(x)
        self.y = Coordinate.clamped(y)
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by the given number of cells.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + Coordinate.clamped(dx), y: y + Coordinate.clamped(dy))
    }

    /// Decodes `{"x": …, "y": …}`, clamping as the initialiser does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y))
    }

    private enum CodingKeys: String, CodingKey {
        case x, y
    }

    /// `(x, y)`, as in error messages.
    public var description: String { "(\(x), \(y))" }
}
