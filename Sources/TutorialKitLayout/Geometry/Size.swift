/// A width and height in whole character cells, each within ±``InputLimits/maximumCoordinate`` (a
/// value beyond is clamped into it).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int { didSet { width = Coordinate.clamped(width) } }
    /// The number of rows.
    public var height: Int { didSet { height = Coordinate.clamped(height) } }

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = Coordinate.clamped(width)
        self.height = Coordinate.clamped(height)
    }

    /// A size with no cells.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size covers no cell (either dimension is zero or negative).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Decodes `{"width": …, "height": …}`, clamping as the initialiser does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decode(Int.self, forKey: .width),
            height: try container.decode(Int.self, forKey: .height))
    }

    private enum CodingKeys: String, CodingKey {
        case width, height
    }

    /// `WxH`, the spelling the command line uses (`--size 80x24`).
    public var description: String { "\(width)x\(height)" }
}
