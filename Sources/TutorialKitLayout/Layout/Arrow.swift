extension Arrow {
    /// Which way an arrow points.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Towards the top: the box is below its target.
        case up
        /// Towards the bottom: the box is above its target.
        case down
        /// Towards the left: the box is right of its target.
        case left
        /// Towards the right: the box is left of its target.
        case right

        /// The direction that points from a box on `side` back at its target.
        package init(pointingFrom side: Placement.Side) {
            switch side {
            case .top: self = .down
            case .bottom: self = .up
            case .left: self = .right
            case .right: self = .left
            }
        }
    }
}

/// The indicator between a step's box and its target, pointing at the target: one cell in a
/// terminal; in a host's units, the rect its triangle is drawn in (``StepGeometry/arrow``).
public struct Arrow: Hashable, Sendable {
    /// The top-left corner of the arrow's rect: in a terminal, its cell.
    public var position: Point
    /// Which way it points.
    public var direction: Arrow.Direction
    /// The size of the arrow's rect: one cell, or in a host's units the chrome's arrow width
    /// along the box's edge and arrow length across it.
    public var size: Size

    /// The rect the arrow is drawn in.
    public var bounds: Rect { Rect(origin: position, size: size) }

    /// The arrow seen in a mirror at the right edge of a screen `width` units wide: on the
    /// mirrored rect, left and right swapped.
    package func mirrored(across width: Int) -> Arrow {
        let direction: Arrow.Direction =
            switch self.direction {
            case .left: .right
            case .right: .left
            case .up, .down: self.direction
            }
        return Arrow(
            position: Point(x: width - position.x - size.width, y: position.y), direction: direction,
            size: size)
    }

    /// Creates an arrow at `position` pointing `direction`, one cell unless `size` says otherwise.
    public init(position: Point, direction: Arrow.Direction, size: Size = Size(width: 1, height: 1)) {
        self.position = position
        self.direction = direction
        self.size = size
    }

    /// The size of an arrow drawn with `chrome` for a box on `side` of its target.
    package static func size(pointingFrom side: Placement.Side, _ chrome: StepLayout.BoxChrome) -> Size {
        side.isVertical
            ? Size(width: chrome.arrowWidth, height: chrome.arrowLength)
            : Size(width: chrome.arrowLength, height: chrome.arrowWidth)
    }

    /// The rect of an arrow at `position` for a box on `side` of its target.
    package static func bounds(
        at position: Point, pointingFrom side: Placement.Side, _ chrome: StepLayout.BoxChrome
    )
        -> Rect
    {
        Rect(origin: position, size: size(pointingFrom: side, chrome))
    }
}
