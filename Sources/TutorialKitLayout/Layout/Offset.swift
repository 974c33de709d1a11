/// Step 2 of the layout pipeline: put a box of a given size on one side of the target, `gap` cells
/// away, aligned along that side.
package enum Offset {
    /// The box's rect for `placement` around `target`.
    ///
    /// On the main axis the box sits outside the target, `gap` cells away. On the cross axis,
    /// `start` lines up the leading edges, `end` the trailing edges, and `center` the centres
    /// (rounding towards the leading edge).
    package static func box(of size: Size, at placement: Placement.Anchored, around target: Rect, gap: Int)
        -> Rect
    {
        let x: Int
        let y: Int
        switch placement.side {
        case .top:
            y = target.minY - gap - size.height
            x = crossStart(placement.alignment, target.minX, target.width, size.width)
        case .bottom:
            y = target.maxY + gap
            x = crossStart(placement.alignment, target.minX, target.width, size.width)
        case .left:
            x = target.minX - gap - size.width
            y = crossStart(placement.alignment, target.minY, target.height, size.height)
        case .right:
            x = target.maxX + gap
            y = crossStart(placement.alignment, target.minY, target.height, size.height)
        }
        return Rect(origin: Point(x: x, y: y), size: size)
    }

    /// Where a span of `length` starts when aligned with the target span `start..<start + extent`.
    static func crossStart(_ alignment: Placement.Alignment, _ start: Int, _ extent: Int, _ length: Int)
        -> Int
    {
        switch alignment {
        case .start: start
        case .end: start + extent - length
        case .center: start + floorDivide(extent - length, by: 2)
        }
    }

    /// Division rounding towards negative infinity, so centring is consistent on both sides of 0.
    static func floorDivide(_ value: Int, by divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The cells free between the target and the boundary's edge on `side`, less the gap: the most
    /// a box there can measure along the main axis.
    package static func room(on side: Placement.Side, around target: Rect, in boundary: Rect, gap: Int) -> Int
    {
        switch side {
        case .top: target.minY - gap - boundary.minY
        case .bottom: boundary.maxY - target.maxY - gap
        case .left: target.minX - gap - boundary.minX
        case .right: boundary.maxX - target.maxX - gap
        }
    }
}
