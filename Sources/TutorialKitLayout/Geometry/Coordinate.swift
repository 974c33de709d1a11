/// The range every number of the geometry types keeps to: within it, sums and products of the
/// layout engine and the renderer never overflow, whatever a host or a file passes in.
enum Coordinate {
    /// ``InputLimits/maximumCoordinate``, the largest magnitude kept.
    static let limit = InputLimits.maximumCoordinate

    /// `value` clamped into `-limit...limit`.
    @inline(__always)
    static func clamped(_ value: Int) -> Int { min(max(value, -limit), limit) }
}

/// Arithmetic on a list's content coordinates, which a host's list of any size can push past
/// ``Coordinate/limit``: it saturates at ±2⁶⁰ instead of overflowing.
enum ContentArithmetic {
    /// The largest magnitude a content coordinate takes.
    static let limit = 1 << 60

    /// `value` within `-limit...limit`.
    static func capped(_ value: Int) -> Int { min(max(value, -limit), limit) }

    /// `a + b`, saturated.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = capped(a).addingReportingOverflow(capped(b))
        return overflow ? (b > 0 ? limit : -limit) : capped(result)
    }

    /// `a / b` rounded down, for `b > 0`.
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return a % b < 0 ? quotient - 1 : quotient
    }

    /// `a × b`, saturated.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? ((a < 0) == (b < 0) ? limit : -limit) : capped(result)
    }
}
