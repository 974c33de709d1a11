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

/// The indicator between a step's box and its target: one cell, pointing at the target.
public struct Arrow: Hashable, Sendable {
    /// The arrow's cell.
    public var position: Point
    /// Which way it points.
    public var direction: Arrow.Direction

    /// The arrow seen in a mirror at the right edge of a screen `width` cells wide: on the
    /// mirrored cell, left and right swapped.
    package func mirrored(across width: Int) -> Arrow {
        let direction: Arrow.Direction =
            switch self.direction {
            case .left: .right
            case .right: .left
            case .up, .down: self.direction
            }
        return Arrow(position: Point(x: width - 1 - position.x, y: position.y), direction: direction)
    }

    /// Creates an arrow at `position` pointing `direction`.
    public init(position: Point, direction: Arrow.Direction) {
        self.position = position
        self.direction = direction
    }
}
