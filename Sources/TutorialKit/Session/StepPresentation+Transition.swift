import TutorialKitLayout

extension StepLayout.Transition {
    /// The transition from the step `from` showed to the step `to` shows: from its layout, and with
    /// the list that scrolled between them (the same list, in the same place, at another offset).
    /// A step on a screen of another size starts afresh, as a first step does: its old layout
    /// belongs to a screen that is gone.
    public init(
        from: StepPresentation?, to: StepPresentation, duration: Duration = standardDuration,
        curve: Curve = .easeInOut
    ) {
        let before = from.flatMap { $0.screen.size == to.screen.size ? $0 : nil }
        let scroll = before.flatMap { before in
            to.screen.lists.lazy.compactMap { list -> Scroll? in
                guard
                    let old = before.screen.lists.first(where: { $0.id == list.id && $0.frame == list.frame }
                    ),
                    old.contentOffset != list.contentOffset
                else { return nil }
                return Scroll(list: list.id, from: old.contentOffset, to: list.contentOffset)
            }.first
        }
        self.init(from: before?.layout, to: to.layout, duration: duration, curve: curve, scroll: scroll)
    }
}
