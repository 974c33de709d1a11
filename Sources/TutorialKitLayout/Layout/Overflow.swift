/// How far a box sticks out of the boundary on each edge, as Floating UI's `detectOverflow`
/// measures it: positive = past the edge by that many cells, 0 = flush, negative = room left.
package struct Overflow: Hashable, Sendable {
    /// Cells above the boundary's top.
    package var top: Int
    /// Cells left of the boundary's left edge.
    package var left: Int
    /// Cells below the boundary's bottom.
    package var bottom: Int
    /// Cells right of the boundary's right edge.
    package var right: Int

    /// Measures `box` against `boundary`.
    package init(of box: Rect, in boundary: Rect) {
        top = boundary.minY - box.minY
        left = boundary.minX - box.minX
        bottom = box.maxY - boundary.maxY
        right = box.maxX - boundary.maxX
    }

    /// The overflow on one edge.
    package subscript(side: Placement.Side) -> Int {
        switch side {
        case .top: top
        case .bottom: bottom
        case .left: left
        case .right: right
        }
    }

    /// Whether a box placed on `side` stays inside the boundary along that side's main axis (both
    /// ends), which is what "the side fits" means; the cross axis is the shift step's job.
    package func fitsMainAxis(of side: Placement.Side) -> Bool {
        side.isVertical ? top <= 0 && bottom <= 0 : left <= 0 && right <= 0
    }

    /// The sum of the positive overflows: how badly the box misses the boundary.
    package var total: Int {
        max(0, top) + max(0, left) + max(0, bottom) + max(0, right)
    }

    /// Whether the box sticks out only towards the bottom or right, if at all — the direction a
    /// reader scrolls, preferred by best-fit.
    package var isTowardsBottomOrRight: Bool { top <= 0 && left <= 0 }
}
