/// Step 5 of the layout pipeline: the arrow in the cell between the box and its target.
package enum ArrowPlacement {
    /// The arrow for a box on `side` of `target`, or `nil` when it cannot point at the target.
    ///
    /// The arrow touches the box's edge facing the target, outside the box. Along that edge it
    /// aims at the centre of the target's visible part, kept off the box's corners and within the
    /// target's span; when those two spans do not overlap, or the cell is not strictly between box
    /// and target, there is no arrow.
    package static func arrow(forBox box: Rect, on side: Placement.Side, target: Rect, screen: Rect) -> Arrow?
    {
        guard let visible = target.intersection(screen) else { return nil }
        let along: Int
        let across: Int
        if side.isVertical {
            guard let x = aim(visible.minX, visible.maxX, edge: box.minX, box.maxX) else { return nil }
            along = x
            across = side == .bottom ? box.minY - 1 : box.maxY
        } else {
            guard let y = aim(visible.minY, visible.maxY, edge: box.minY, box.maxY) else { return nil }
            along = y
            across = side == .right ? box.minX - 1 : box.maxX
        }
        let position = side.isVertical ? Point(x: along, y: across) : Point(x: across, y: along)
        let isBetween: Bool
        switch side {
        case .bottom: isBetween = across >= target.maxY
        case .top: isBetween = across < target.minY
        case .right: isBetween = across >= target.maxX
        case .left: isBetween = across < target.minX
        }
        guard isBetween, screen.contains(position) else { return nil }
        return Arrow(position: position, direction: Arrow.Direction(pointingFrom: side))
    }

    /// The cross coordinate: the centre of the target span, clamped to the box edge without its
    /// corner cells and to the target span; `nil` when they do not overlap.
    static func aim(_ targetMin: Int, _ targetMax: Int, edge boxMin: Int, _ boxMax: Int) -> Int? {
        let lowest = max(boxMin + 1, targetMin)
        let highest = min(boxMax - 2, targetMax - 1)
        guard lowest <= highest else { return nil }
        let centre = targetMin + (targetMax - targetMin - 1) / 2
        return min(max(centre, lowest), highest)
    }
}
