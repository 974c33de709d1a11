/// Part of the layout pipeline for a step with further highlights: when the box the earlier steps
/// chose covers one, the first placement whose box stays clear of the target and of every highlight
/// (inside the boundary, after the shift step) is taken instead.
package enum AvoidHighlights {
    /// The first placement, in the order a preference tries them and then the rest, whose box is
    /// inside the boundary and covers neither the target nor any highlight: first with the box at
    /// its size, then (beside the target) narrowed to the room there; `nil` when none is.
    static func placement(
        for request: LayoutEngine.Request, _ measured: MeasuredStep, size: ContentSize, target: Rect
    ) -> (candidate: SizedCandidate, box: Rect)? {
        let order = order(for: request, around: target)
        // The box at its own size costs no wrapping; a narrowed one re-wraps the text, once a side.
        if let clear = order.lazy.compactMap({ clearBox(at: $0, size, request, target) }).first {
            return clear
        }
        var narrowed: [(side: Placement.Side, size: ContentSize)] = []
        for placement in order where !placement.side.isVertical {
            let content: ContentSize
            if let known = narrowed.first(where: { $0.side == placement.side }) {
                content = known.size
            } else {
                content =
                    Flip.candidate(at: placement, for: request, measured, size: size, target: target).content
                narrowed.append((placement.side, content))
            }
            guard content != size, let clear = clearBox(at: placement, content, request, target) else {
                continue
            }
            return clear
        }
        return nil
    }

    /// The box of `content` at `placement`, shifted, when it fits on its side, lies inside the
    /// boundary and is clear of the target and every highlight.
    private static func clearBox(
        at placement: Placement.Anchored, _ content: ContentSize, _ request: LayoutEngine.Request,
        _ target: Rect
    ) -> (candidate: SizedCandidate, box: Rect)? {
        let boundary = request.boundary
        let candidate = SizedCandidate(
            placement: placement, content: content,
            box: Offset.box(of: content.size, at: placement, around: target, gap: request.options.gap),
            boundary: boundary)
        guard candidate.fits else { return nil }
        let box = Shift.apply(to: candidate.box, on: placement.side, target: target, boundary: boundary)
        guard boundary.contains(box), !box.intersects(target),
            !request.highlights.contains(where: box.intersects)
        else { return nil }
        return (candidate, box)
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
