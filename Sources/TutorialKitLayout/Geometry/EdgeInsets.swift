/// Distances in cells from each edge of a rectangle, such as a screen's safe area. Each stays within
/// ±``InputLimits/maximumCoordinate`` (a value beyond is clamped into it).
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cells taken from the top edge.
    public var top: Int { didSet { top = Coordinate.clamped(top) } }
    /// Cells taken from the left edge.
    public var left: Int { didSet { left = Coordinate.clamped(left) } }
    /// Cells taken from the bottom edge.
    public var bottom: Int { didSet { bottom = Coordinate.clamped(bottom) } }
    /// Cells taken from the right edge.
    public var right: Int { didSet { right = Coordinate.clamped(right) } }

    /// Creates insets; every edge defaults to zero.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = Coordinate.clamped(top)
        self.left = Coordinate.clamped(left)
        self.bottom = Coordinate.clamped(bottom)
        self.right = Coordinate.clamped(right)
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

    /// Decodes `{"top": …, "left": …, "bottom": …, "right": …}`, clamping as the initialiser does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            top: try container.decode(Int.self, forKey: .top),
            left: try container.decode(Int.self, forKey: .left),
            bottom: try container.decode(Int.self, forKey: .bottom),
            right: try container.decode(Int.self, forKey: .right))
    }

    private enum CodingKeys: String, CodingKey {
        case top, left, bottom, right
    }

    /// `{top, left, bottom, right}`, as in error messages.
    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}
