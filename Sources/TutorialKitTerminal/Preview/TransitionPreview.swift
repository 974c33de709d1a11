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
        let count = transition.frameCount(framesPerSecond: StepAnimator.framesPerSecond)
        let change = "Step \(from.map { "\($0.progress.position)" } ?? "–") → \(to.progress.position)"
        return (1..<max(1, count)).map { index in
            (
                "\(change) · frame \(index) of \(count) · \(transition.milliseconds(atFrame: index, of: count)) ms",
                renderer.canvas(
                    for: transition, to: to, at: StepLayout.Transition.time(ofFrame: index, of: count))
            )
        }
    }
}
