import TutorialKitLayout

extension StepLayout.Transition {
    /// The transition from the step `from` showed to the step `to` shows: from its layout, and with
    /// the list or grid that scrolled between them (the same one, in the same place, at another
    /// offset). A step on a screen of another size starts afresh, as a first step does: its old
    /// layout belongs to a screen that is gone.
    public init(
        from: StepPresentation?, to: StepPresentation, duration: Duration = standardDuration,
        curve: Curve = .easeInOut
    ) {
        let before = from.flatMap { $0.screen.size == to.screen.size ? $0 : nil }
        let scroll = before.flatMap { before in
            Self.scroll(
                .list, from: before.screen.lists.map { ($0.id, $0.frame, $0.contentOffset) },
                to: to.screen.lists.map { ($0.id, $0.frame, $0.contentOffset) })
                ?? Self.scroll(
                    .grid, from: before.screen.grids.map { ($0.id, $0.frame, $0.contentOffset) },
                    to: to.screen.grids.map { ($0.id, $0.frame, $0.contentOffset) })
        }
        self.init(from: before?.layout, to: to.layout, duration: duration, curve: curve, scroll: scroll)
    }

    /// The first of the scrolling parts `to` shows at another offset than `from` did, in the same
    /// place.
    private static func scroll(
        _ kind: Screen.ScrollKind, from: [(id: String, frame: Rect, offset: Int)],
        to: [(id: String, frame: Rect, offset: Int)]
    ) -> Scroll? {
        for new in to {
            guard let old = from.first(where: { $0.id == new.id && $0.frame == new.frame }),
                old.offset != new.offset
            else { continue }
            return Scroll(list: new.id, from: old.offset, to: new.offset, kind: kind)
        }
        return nil
    }
}
