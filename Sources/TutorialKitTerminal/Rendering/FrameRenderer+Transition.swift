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
        if let scroll = transition.scroll, let offset = frame.scrollOffset {
            switch scroll.kind {
            case .list:
                screen.lists.firstIndex { $0.id == scroll.list }.map {
                    screen.lists[$0].contentOffset = offset
                }
            case .grid:
                screen.grids.firstIndex { $0.id == scroll.list }.map {
                    screen.grids[$0].contentOffset = offset
                }
            }
        }
        return overlay(frame, on: draw(screen))
    }

    /// The same frame drawn over a canvas its host drew itself, as ``overlay(_:on:)`` draws a step:
    /// the host draws a scrolling list where the frame's ``StepLayout/Transition/Frame/scrollOffset``
    /// says.
    public func overlay(
        _ transition: StepLayout.Transition, to presentation: StepPresentation, at time: Double,
        on canvas: Canvas
    ) -> Canvas {
        let frame = transition.frame(at: time)
        guard !frame.isSettled else { return overlay(presentation, on: canvas) }
        return overlay(frame, on: drawn(canvas, showing: presentation.screen))
    }

    /// The spotlight with a plain border and the empty box of a frame on the way.
    private func overlay(_ frame: StepLayout.Transition.Frame, on drawn: DrawnScreen) -> Canvas {
        var canvas = drawn.outside
        if let spotlight = frame.spotlight {
            canvas.restore(spotlight, from: drawn.canvas)
            canvas.drawBorder(
                spotlight, with: glyphs.spotlight,
                style: spotlightStyle)
        }
        canvas.fill(frame.box)
        canvas.drawBorder(
            frame.box, with: glyphs.tooltip,
            style: boxStyle)
        return canvas
    }
}
