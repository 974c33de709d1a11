/// A fixed rectangle on screen — the TutorialKit talk's "arbitrary frame".
public struct RectTarget: Target, Hashable {
    /// The rectangle in screen coordinates.
    public var frame: Rect

    /// Creates a target at a fixed rectangle.
    public init(_ frame: Rect) {
        self.frame = frame
    }

    /// Returns the rectangle as it is; a rect needs no screen.
    public func resolve(in screen: inout Screen) throws -> Rect? {
        frame
    }

    /// `the frame {x 10, y 5, width 10, height 5}`.
    public var description: String { "the frame \(frame)" }
}

extension Target where Self == RectTarget {
    /// A fixed rectangle on screen.
    public static func rect(_ frame: Rect) -> RectTarget {
        RectTarget(frame)
    }

    /// A fixed rectangle on screen.
    public static func rect(x: Int, y: Int, width: Int, height: Int) -> RectTarget {
        RectTarget(Rect(x: x, y: y, width: width, height: height))
    }
}
