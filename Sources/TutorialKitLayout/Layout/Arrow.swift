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

    /// Creates an arrow at `position` pointing `direction`.
    public init(position: Point, direction: Arrow.Direction) {
        self.position = position
        self.direction = direction
    }
}
