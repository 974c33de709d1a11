/// Part of the layout pipeline for a step with further highlights: when the box the earlier steps
/// chose covers one, the first placement whose box stays clear of the target and of every highlight
/// (inside the boundary, after the shift step) is taken instead.
package enum AvoidHighlights {
    /// The first placement, in the order a preference tries them and then the rest, whose box is
    /// inside the boundary and covers neither the target nor any highlight; `nil` when none is.
    static func placement(
        for request: LayoutEngine.Request, _ measured: MeasuredStep, size: ContentSize, target: Rect
    ) -> (candidate: SizedCandidate, box: Rect)? {
        let boundary = request.boundary
        for placement in order(for: request, around: target) {
            let candidate = Flip.candidate(at: placement, for: request, measured, size: size, target: target)
            guard candidate.fits else { continue }
            let box = Shift.apply(to: candidate.box, on: placement.side, target: target, boundary: boundary)
            guard boundary.contains(box), !box.intersects(target),
                !request.highlights.contains(where: box.intersects)
            else { continue }
            return (candidate, box)
        }
        return nil
    }

    /// The placements tried: those the preference tries first (``Flip/order(for:around:in:gap:)``,
    /// or `auto`'s sides centred), then every other one in ``Placement/allCases`` order.
    static func order(for request: LayoutEngine.Request, around target: Rect) -> [Placement.Anchored] {
        let first: [Placement.Anchored] =
            switch request.placement {
            case .anchored(let preferred):
                Flip.order(for: preferred, around: target, in: request.boundary, gap: request.options.gap)
            case .auto: Flip.autoOrder.map { Placement.Anchored($0) }
            }
        let rest = Placement.allCases.compactMap { placement -> Placement.Anchored? in
            guard case .anchored(let anchored) = placement, !first.contains(anchored) else { return nil }
            return anchored
        }
        return first + rest
    }
}
