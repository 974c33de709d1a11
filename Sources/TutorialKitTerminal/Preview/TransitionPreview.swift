import TutorialKit

/// The frames of a step change for review, as `preview --transitions` prints them.
package enum TransitionPreview {
    /// The frames of the transition from `from` (`nil`: nothing) to `to` before its last, which is
    /// the step's own frame, at the rate `play` draws them; each with a caption such as
    /// `Step 1 → 2 · frame 3 of 6 · 100 ms`.
    package static func frames(
        from: StepPresentation?, to: StepPresentation, _ renderer: FrameRenderer
    ) -> [(caption: String, canvas: Canvas)] {
        let transition = StepLayout.Transition(from: from, to: to)
        let change = "Step \(from.map { "\($0.progress.position)" } ?? "–") → \(to.progress.position)"
        return inBetween(transition).map { frame in
            (
                "\(change) · frame \(frame.index) of \(frame.count) · \(frame.milliseconds) ms",
                renderer.canvas(for: transition, to: to, at: frame.time)
            )
        }
    }

    /// The frames of `transition` between its start and its end, at the rate `play` draws them:
    /// each one's number, the count, its time (0 to 1) and its milliseconds.
    package static func inBetween(_ transition: StepLayout.Transition) -> [(
        index: Int, count: Int, time: Double, milliseconds: Int
    )] {
        let count = transition.frameCount(framesPerSecond: StepAnimator.framesPerSecond)
        return (1..<max(1, count)).map { index in
            (
                index, count, StepLayout.Transition.time(ofFrame: index, of: count),
                transition.milliseconds(atFrame: index, of: count)
            )
        }
    }
}
