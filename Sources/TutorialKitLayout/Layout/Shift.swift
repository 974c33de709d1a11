/// Step 4 of the layout pipeline: slide the box along its side so it stays inside the boundary,
/// but not so far that it stops sharing a cell with the target (Floating UI's `shift` with
/// `limitShift`). The boundary wins when the two disagree, and a box larger than the boundary keeps
/// its top-left edge on the boundary's.
package enum Shift {
    /// `box` moved along the cross axis of `side`.
    package static func apply(to box: Rect, on side: Placement.Side, target: Rect, boundary: Rect) -> Rect {
        var shifted = box
        if side.isVertical {
            shifted.x = crossStart(box.x, box.width, target.minX, target.maxX, boundary.minX, boundary.maxX)
        } else {
            shifted.y = crossStart(box.y, box.height, target.minY, target.maxY, boundary.minY, boundary.maxY)
        }
        return shifted
    }

    /// Where a span of `length` starting at `start` goes: inside `lower..<upper`, and overlapping
    /// `targetMin..<targetMax` by at least one cell where the boundary allows it.
    static func crossStart(
        _ start: Int,
        _ length: Int,
        _ targetMin: Int,
        _ targetMax: Int,
        _ lower: Int,
        _ upper: Int
    ) -> Int {
        let inBoundary = Rect.clamp(start, length, into: lower, upper)
        let lowest = max(targetMin + 1 - length, lower)
        let highest = min(targetMax - 1, upper - length)
        guard lowest <= highest else { return inBoundary }
        return min(max(inBoundary, lowest), highest)
    }
}
