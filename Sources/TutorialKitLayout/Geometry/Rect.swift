/// An axis-aligned rectangle of whole character cells. As a ``Point`` and a ``Size`` it keeps every
/// number within ±``InputLimits/maximumCoordinate``, so its edges and sums never overflow.
///
/// `minX`/`minY` are the first covered column and row; `maxX`/`maxY` are one past the last, so a rect
/// `{x: 2, width: 3}` covers columns 2, 3 and 4 and has `maxX == 5`. JSON spells it
/// `{"x": 0, "y": 0, "width": 10, "height": 3}`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows covered.
    public var size: Size

    /// The rect seen in a mirror at the right edge of a screen `width` cells wide: as far from
    /// the right edge as it was from the left.
    package func mirrored(across width: Int) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }

    /// Creates a rect from its top-left cell and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rect spanning `minX..<maxX` by `minY..<maxY` (empty when a max is below its min).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let (x, width) = Self.span(from: minX, to: maxX)
        let (y, height) = Self.span(from: minY, to: maxY)
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The start and length of `lower..<upper` as a rect can hold them: a start within
    /// ±``InputLimits/maximumCoordinate`` and a length of at most that. An edge can lie twice as far
    /// out (a start at the limit plus a length of the limit), so edges are clamped to twice the
    /// limit; a span longer than a rect holds keeps the edge nearer 0, where the screen is.
    static func span(from lower: Int, to upper: Int) -> (start: Int, length: Int) {
        let limit = Coordinate.limit
        let (lower, upper) = (min(max(lower, -2 * limit), 2 * limit), min(max(upper, -2 * limit), 2 * limit))
        guard upper - lower > limit else { return (lower, max(0, upper - lower)) }
        return abs(lower) <= abs(upper) ? (lower, limit) : (upper - limit, limit)
    }

    /// The rect at the origin with no size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The first column.
    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The first row.
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The number of columns.
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    /// The number of rows.
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }

    /// The first covered column.
    public var minX: Int { x }
    /// The first covered row.
    public var minY: Int { y }
    /// One past the last covered column.
    public var maxX: Int { x + width }
    /// One past the last covered row.
    public var maxY: Int { y + height }

    /// Whether the rect covers no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// The covered columns.
    public var columns: Range<Int> { minX..<max(minX, maxX) }
    /// The covered rows.
    public var rows: Range<Int> { minY..<max(minY, maxY) }

    /// Whether the cell at `point` is inside the rect.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` is inside this rect. An empty rect is contained when its origin
    /// lies within this rect's bounds.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rects share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        intersection(other) != nil
    }

    /// The cells both rects cover, or `nil` when they share none.
    public func intersection(_ other: Rect) -> Rect? {
        let result = Rect(
            minX: max(minX, other.minX),
            minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY)
        )
        return result.isEmpty ? nil : result
    }

    /// The smallest rect covering both. An empty rect adds nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Rect(
            minX: min(minX, other.minX),
            minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY)
        )
    }

    /// The rect shrunk by `insets` (grown where an inset is negative). Never negative in size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            minX: minX + insets.left,
            minY: minY + insets.top,
            maxX: maxX - insets.right,
            maxY: maxY - insets.bottom
        )
    }

    /// The rect shrunk by `dx` columns on the left and right and `dy` rows at the top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The rect grown by `dx` columns on the left and right and `dy` rows at the top and bottom.
    public func outsetBy(dx: Int, dy: Int) -> Rect {
        insetBy(dx: -Coordinate.clamped(dx), dy: -Coordinate.clamped(dy))
    }

    /// The rect moved by the given number of cells.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rect moved, without changing its size, the least distance that puts it inside `bounds`.
    /// Where the rect is larger than `bounds`, its top-left edge is aligned with the bounds'.
    public func clamped(into bounds: Rect) -> Rect {
        var result = self
        result.x = Self.clamp(x, width, into: bounds.minX, bounds.maxX)
        result.y = Self.clamp(y, height, into: bounds.minY, bounds.maxY)
        return result
    }

    /// `start` moved so that `start..<start + length` lies in `lower..<upper`; `lower` wins when the
    /// span is longer than the room.
    static func clamp(_ start: Int, _ length: Int, into lower: Int, _ upper: Int) -> Int {
        max(lower, min(start, upper - length))
    }

    /// `{x, y, width, height}`, as in error messages.
    public var description: String { "{x \(x), y \(y), width \(width), height \(height)}" }
}

extension Rect: Codable {
    private enum CodingKeys: String, CodingKey {
        case x, y, width, height
    }

    /// Decodes `{"x": …, "y": …, "width": …, "height": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Int.self, forKey: .x),
            y: try container.decode(Int.self, forKey: .y),
            width: try container.decode(Int.self, forKey: .width),
            height: try container.decode(Int.self, forKey: .height)
        )
    }

    /// Encodes `{"x": …, "y": …, "width": …, "height": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
