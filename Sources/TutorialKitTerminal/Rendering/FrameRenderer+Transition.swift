import TutorialKit

extension FrameRenderer {
    /// The frame `time` (0 to 1) through the transition to the step `to` shows: the screen with a
    /// scrolling list where it is now, the spotlight (with a plain border) and an empty box where
    /// they are now; once settled, the step's own frame with its text and arrow.
    public func canvas(
        for transition: StepLayout.Transition, to presentation: StepPresentation, at time: Double
    ) -> Canvas {
        let frame = transition.frame(at: time)
        guard !frame.isSettled else { return canvas(for: presentation) }
        var screen = presentation.screen
        if let scroll = transition.scroll, let offset = frame.scrollOffset,
            let index = screen.lists.firstIndex(where: { $0.id == scroll.list })
        {
            screen.lists[index].contentOffset = offset
        }
        let drawn = draw(screen)
        var canvas = drawn.outside
        if let spotlight = frame.spotlight {
            canvas.restore(spotlight, from: drawn.canvas)
            canvas.drawBorder(
                spotlight, with: options.glyphs.spotlight,
                style: options.usesColor ? CellStyle(color: .yellow) : .plain)
        }
        canvas.fill(frame.box)
        canvas.drawBorder(
            frame.box, with: options.glyphs.tooltip,
            style: options.usesColor ? CellStyle(color: .cyan) : .plain)
        return canvas
    }
}
