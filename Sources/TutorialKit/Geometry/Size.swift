/// A width and height in whole character cells.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// A size with no cells.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size covers no cell (either dimension is zero or negative).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `WxH`, the spelling the command line uses (`--size 80x24`).
    public var description: String { "\(width)x\(height)" }
}
