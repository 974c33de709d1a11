/// The outcome of choosing a side.
public enum SideChoice: Hashable, Sendable {
    /// A placement fits on its side.
    case fits(PlacementCandidate)
    /// None fits; this one sticks out the least (Floating UI's `bestFit`).
    case bestFit(PlacementCandidate)
}

/// Step 3 of the layout pipeline: keep the preferred side if the box fits there, else flip to the
/// opposite side, else try the perpendicular sides; `auto` picks the side with the most room.
public enum Flip {
    /// Chooses where the box goes around `target`.
    ///
    /// - Parameters:
    ///   - request: The step being laid out (its placement, text and options).
    ///   - content: The content measured at the preferred width.
    ///   - target: The resolved target.
    /// - Returns: The first placement that fits, in the order of ``order(for:around:in:gap:)`` (or,
    ///   for `auto`, the fitting side with the most room), or the best fit when none does.
    public static func choose(for request: LayoutRequest, content: BoxContent, target: Rect) -> SideChoice {
        choose(for: request, MeasuredStep(request), content: content, target: target)
    }

    static func choose(
        for request: LayoutRequest, _ measured: MeasuredStep, content: BoxContent, target: Rect
    )
        -> SideChoice
    {
        let boundary = request.boundary
        let gap = request.options.gap
        switch request.placement {
        case .anchored(let preferred):
            // The first that fits wins: the rest need not be laid out at all.
            var candidates: [PlacementCandidate] = []
            let (first, second, third, fourth) = orderedPlacements(
                for: preferred, around: target, in: boundary, gap: gap)
            for placement in [first, second, third, fourth] {
                let next = candidate(at: placement, for: request, measured, content: content, target: target)
                if next.fits { return .fits(next) }
                candidates.append(next)
            }
            return .bestFit(bestFit(of: candidates) ?? candidates[0])  // four candidates, never empty
        case .auto:
            let candidates = autoOrder.map {
                candidate(at: AnchoredPlacement($0), for: request, measured, content: content, target: target)
            }
            if let roomiest = roomiest(of: candidates.filter(\.fits), around: target, in: boundary, gap: gap)
            {
                return .fits(roomiest)
            }
            return .bestFit(bestFit(of: candidates) ?? candidates[0])  // four candidates, never empty
        }
    }

    /// The sides `auto` considers, in the order that breaks ties.
    public static let autoOrder: [Side] = [.bottom, .top, .right, .left]

    /// The placements tried for an explicit preference: itself, the opposite side with the same
    /// alignment, then the two perpendicular sides, roomier first (bottom or right on a tie).
    public static func order(
        for preferred: AnchoredPlacement, around target: Rect, in boundary: Rect, gap: Int
    )
        -> [AnchoredPlacement]
    {
        let (first, second, third, fourth) = orderedPlacements(
            for: preferred, around: target, in: boundary, gap: gap)
        return [first, second, third, fourth]
    }

    /// ``order(for:around:in:gap:)`` without an array per step laid out.
    static func orderedPlacements(
        for preferred: AnchoredPlacement, around target: Rect, in boundary: Rect, gap: Int
    ) -> (AnchoredPlacement, AnchoredPlacement, AnchoredPlacement, AnchoredPlacement) {
        let (one, other) = preferred.side.perpendicularPair
        let oneRoom = Offset.room(on: one, around: target, in: boundary, gap: gap)
        let otherRoom = Offset.room(on: other, around: target, in: boundary, gap: gap)
        let oneFirst = oneRoom != otherRoom ? oneRoom > otherRoom : one == .bottom || one == .right
        let (roomier, tighter) = oneFirst ? (one, other) : (other, one)
        return (
            preferred, preferred.flipped, AnchoredPlacement(roomier, preferred.alignment),
            AnchoredPlacement(tighter, preferred.alignment)
        )
    }

    /// The box at `placement`; a box beside the target (left or right) that does not fit is
    /// narrowed to the room on that side when it can be.
    public static func candidate(
        at placement: AnchoredPlacement,
        for request: LayoutRequest,
        content: BoxContent,
        target: Rect
    ) -> PlacementCandidate {
        candidate(at: placement, for: request, MeasuredStep(request), content: content, target: target)
    }

    static func candidate(
        at placement: AnchoredPlacement, for request: LayoutRequest, _ measured: MeasuredStep,
        content: BoxContent,
        target: Rect
    ) -> PlacementCandidate {
        let boundary = request.boundary
        let gap = request.options.gap
        let plain = PlacementCandidate(
            placement: placement,
            content: content,
            box: Offset.box(of: content.size, at: placement, around: target, gap: gap),
            boundary: boundary
        )
        guard !plain.fits, !placement.side.isVertical else { return plain }
        let room = Offset.room(on: placement.side, around: target, in: boundary, gap: gap)
        guard let narrowed = Narrowing.content(of: request, measured, from: content, toFit: room) else {
            return plain
        }
        return PlacementCandidate(
            placement: placement,
            content: narrowed,
            box: Offset.box(of: narrowed.size, at: placement, around: target, gap: gap),
            boundary: boundary
        )
    }

    /// Of fitting candidates, the one whose side has the most free room relative to the box's size
    /// along the main axis; ties keep ``autoOrder``.
    static func roomiest(
        of candidates: [PlacementCandidate], around target: Rect, in boundary: Rect, gap: Int
    )
        -> PlacementCandidate?
    {
        var best: (candidate: PlacementCandidate, room: Int, size: Int)?
        for candidate in candidates {
            let side = candidate.placement.side
            let room = Offset.room(on: side, around: target, in: boundary, gap: gap)
            let size = side.isVertical ? candidate.box.height : candidate.box.width
            // room / size > best.room / best.size, compared without division.
            if let current = best, room * current.size <= current.room * size { continue }
            best = (candidate, room, max(1, size))
        }
        return best?.candidate
    }

    /// The candidate with the smallest total overflow, preferring one that sticks out only towards
    /// the bottom or right; ties keep the order tried. `nil` when there are no candidates.
    public static func bestFit(of candidates: [PlacementCandidate]) -> PlacementCandidate? {
        candidates.reduce(nil) { best, candidate in
            guard let best else { return candidate }
            let fewer = candidate.overflow.total < best.overflow.total
            let sameButBetterDirection =
                candidate.overflow.total == best.overflow.total
                && candidate.overflow.isTowardsBottomOrRight && !best.overflow.isTowardsBottomOrRight
            return fewer || sameButBetterDirection ? candidate : best
        }
    }
}
