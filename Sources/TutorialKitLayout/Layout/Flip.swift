/// Step 3 of the layout pipeline: keep the preferred side if the box fits there, else flip to the
/// opposite side, else try the perpendicular sides; `auto` picks the side with the most room.
package enum Flip {
    /// Chooses where the box goes around `target`, trying the content's size (lines counted, not
    /// made) at each placement.
    ///
    /// - Returns: The first placement that fits, in the order of ``order(for:around:in:gap:)`` (or,
    ///   for `auto`, the fitting side with the most room), or the best fit when none does.
    static func choose(
        for request: LayoutEngine.Request, _ measured: MeasuredStep, size: ContentSize, target: Rect
    ) -> (candidate: SizedCandidate, fits: Bool) {
        let boundary = request.boundary
        let gap = request.options.gap
        // Each placement is sized once: a second look (for the least cut) reuses the first's.
        var sized: [(placement: Placement.Anchored, candidate: SizedCandidate)] = []
        func candidate(at placement: Placement.Anchored) -> SizedCandidate {
            if let known = sized.first(where: { $0.placement == placement }) { return known.candidate }
            let made = Self.candidate(at: placement, for: request, measured, size: size, target: target)
            sized.append((placement, made))
            return made
        }
        // A box that shows its text whole beats one narrowed beside the target until it is cut:
        // the cut one is taken only when no placement shows the text whole.
        let whole = choose(request.placement, around: target, in: boundary, gap: gap, candidate) {
            $0.fits && $0.isWhole
        }
        if whole.fits { return whole }
        // No placement shows it whole: the one that fits and hides the fewest lines, the first
        // tried on a tie, so a reader scrolls the least.
        let placements: [Placement.Anchored] =
            switch request.placement {
            case .anchored(let preferred): order(for: preferred, around: target, in: boundary, gap: gap)
            case .auto: autoOrder.map { Placement.Anchored($0) }
            }
        var leastCut: SizedCandidate?
        for placement in placements {
            let next = candidate(at: placement)
            guard next.fits else { continue }
            if let current = leastCut, current.hiddenLines <= next.hiddenLines { continue }
            leastCut = next
        }
        return leastCut.map { ($0, true) } ?? whole
    }

    /// The first placement whose candidate is `acceptable`, in the order of
    /// ``order(for:around:in:gap:)`` (or, for `auto`, the acceptable side with the most room), or
    /// the best fit, marked as not fitting, when none is.
    private static func choose(
        _ placement: Placement, around target: Rect, in boundary: Rect, gap: Int,
        _ candidate: (Placement.Anchored) -> SizedCandidate, acceptable: (SizedCandidate) -> Bool
    ) -> (candidate: SizedCandidate, fits: Bool) {
        switch placement {
        case .anchored(let preferred):
            // The first acceptable one wins: the rest need not be tried at all.
            var best: SizedCandidate?
            for placement in order(for: preferred, around: target, in: boundary, gap: gap) {
                let next = candidate(placement)
                if acceptable(next) { return (next, true) }
                best = best.map { better($0, next) } ?? next
            }
            // `order` is never empty, so neither is `best`.
            return (best ?? candidate(preferred), false)
        case .auto:
            var roomiest: (candidate: SizedCandidate, room: Int)?
            var best: SizedCandidate?
            for side in autoOrder {
                let next = candidate(Placement.Anchored(side))
                best = best.map { better($0, next) } ?? next
                guard acceptable(next) else { continue }
                let room = Offset.room(on: side, around: target, in: boundary, gap: gap)
                if let current = roomiest, !isRoomier(next, room: room, than: current) { continue }
                roomiest = (next, room)
            }
            if let roomiest { return (roomiest.candidate, true) }
            // `autoOrder` is never empty, so neither is `best`.
            return (best ?? candidate(Placement.Anchored(.bottom)), false)
        }
    }

    /// The sides `auto` considers, in the order that breaks ties.
    package static let autoOrder: [Placement.Side] = [.bottom, .top, .right, .left]

    /// The placements tried for an explicit preference: itself, the opposite side with the same
    /// alignment, then the two perpendicular sides, roomier first (bottom or right on a tie).
    package static func order(
        for preferred: Placement.Anchored, around target: Rect, in boundary: Rect, gap: Int
    ) -> [Placement.Anchored] {
        let (one, other) = preferred.side.perpendicularPair
        let oneRoom = Offset.room(on: one, around: target, in: boundary, gap: gap)
        let otherRoom = Offset.room(on: other, around: target, in: boundary, gap: gap)
        let oneFirst = oneRoom != otherRoom ? oneRoom > otherRoom : one == .bottom || one == .right
        let (roomier, tighter) = oneFirst ? (one, other) : (other, one)
        return [
            preferred, preferred.flipped, Placement.Anchored(roomier, preferred.alignment),
            Placement.Anchored(tighter, preferred.alignment),
        ]
    }

    /// The box at `placement`; a box beside the target (left or right) that does not fit is
    /// narrowed to the room on that side when it can be.
    static func candidate(
        at placement: Placement.Anchored, for request: LayoutEngine.Request, _ measured: MeasuredStep,
        size: ContentSize, target: Rect
    ) -> SizedCandidate {
        let boundary = request.boundary
        let gap = request.options.gap
        let plain = SizedCandidate(
            placement: placement, content: size,
            box: Offset.box(of: size.size, at: placement, around: target, gap: gap), boundary: boundary)
        guard !plain.fits, !placement.side.isVertical else { return plain }
        let room = Offset.room(on: placement.side, around: target, in: boundary, gap: gap)
        guard let narrowed = Narrowing.size(of: request, measured, from: size, toFit: room) else {
            return plain
        }
        return SizedCandidate(
            placement: placement, content: narrowed,
            box: Offset.box(of: narrowed.size, at: placement, around: target, gap: gap), boundary: boundary)
    }

    /// Whether `candidate`, with `room` free on its side, has more room relative to the box's size
    /// along the main axis than `current` has; ties keep the one tried first (``autoOrder``).
    private static func isRoomier(
        _ candidate: SizedCandidate, room: Int, than current: (candidate: SizedCandidate, room: Int)
    ) -> Bool {
        // room / size > current.room / current.size, compared without division.
        room * mainAxisSize(of: current.candidate) > current.room * mainAxisSize(of: candidate)
    }

    private static func mainAxisSize(of candidate: SizedCandidate) -> Int {
        max(1, candidate.placement.side.isVertical ? candidate.box.height : candidate.box.width)
    }

    /// The better fit of the best so far and the next candidate tried: the smaller total overflow,
    /// then one that sticks out only towards the bottom or right; `best` on a tie.
    static func better<Candidate: PlacedBox>(_ best: Candidate, _ candidate: Candidate) -> Candidate {
        let fewer = candidate.overflow.total < best.overflow.total
        let sameButBetterDirection =
            candidate.overflow.total == best.overflow.total
            && candidate.overflow.isTowardsBottomOrRight && !best.overflow.isTowardsBottomOrRight
        return fewer || sameButBetterDirection ? candidate : best
    }
}
