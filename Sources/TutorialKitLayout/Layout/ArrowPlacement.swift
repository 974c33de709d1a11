/// Step 5 of the layout pipeline: the arrow in the gap between the box and its target.
package enum ArrowPlacement {
    /// The arrow for a box on `side` of `target`, or `nil` when it cannot point at the target.
    ///
    /// The arrow touches the box's edge facing the target, outside the box. Along that edge it
    /// aims at the centre of the target's visible part, kept off the box's corners and within the
    /// target's span; when those two spans do not overlap, or the cell is not strictly between box
    /// and target, there is no arrow.
    package static func arrow(
        forBox box: Rect, on side: Placement.Side, target: Rect, screen: Rect,
        chrome: StepLayout.BoxChrome = .cells
    ) -> Arrow? {
        guard let visible = target.intersection(screen) else { return nil }
        let length = chrome.arrowLength
        let along: Int
        let across: Int
        if side.isVertical {
            guard let x = aim(visible.minX, visible.maxX, edge: box.minX, box.maxX, chrome) else {
                return nil
            }
            along = x
            across = side == .bottom ? box.minY - length : box.maxY
        } else {
            guard let y = aim(visible.minY, visible.maxY, edge: box.minY, box.maxY, chrome) else {
                return nil
            }
            along = y
            across = side == .right ? box.minX - length : box.maxX
        }
        let position = side.isVertical ? Point(x: along, y: across) : Point(x: across, y: along)
        let isBetween: Bool
        switch side {
        case .bottom: isBetween = across >= target.maxY
        case .top: isBetween = across + length <= target.minY
        case .right: isBetween = across >= target.maxX
        case .left: isBetween = across + length <= target.minX
        }
        let bounds = Arrow.bounds(at: position, pointingFrom: side, chrome)
        guard isBetween, screen.contains(bounds) else { return nil }
        return Arrow(position: position, direction: Arrow.Direction(pointingFrom: side), size: bounds.size)
    }

    /// Where the arrow's base starts along the box's edge: under the centre of the target span,
    /// kept off the box's corners and within the target span; `nil` when they do not overlap.
    static func aim(
        _ targetMin: Int, _ targetMax: Int, edge boxMin: Int, _ boxMax: Int,
        _ chrome: StepLayout.BoxChrome = .cells
    ) -> Int? {
        let width = chrome.arrowWidth
        let lowest = max(boxMin + chrome.arrowInset, targetMin)
        let highest = min(boxMax - chrome.arrowInset - width, targetMax - width)
        guard lowest <= highest else { return nil }
        let centre = targetMin + (targetMax - targetMin - width) / 2
        return min(max(centre, lowest), highest)
    }
}
