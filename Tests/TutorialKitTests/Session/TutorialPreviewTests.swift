import Testing
import TutorialFixtures
import TutorialKit

/// A preview shows every step as a session shows it when it enters, whatever the step's hooks
/// then do with the session.
@Suite struct TutorialPreviewTests {
    /// Holds the session a hook moves on, and what it showed then.
    final class SessionHandle: @unchecked Sendable {
        // @unchecked: a test uses it from its own thread only, as the session's hooks run on the
        // caller of the session's input.
        var session: TutorialSession?
        var shownAsItEntered: StepPresentation?
        var error: (any Error)?

        func moveOn() {
            guard let session else { return }
            shownAsItEntered = session.presentation
            do {
                try session.next()
            } catch {
                self.error = error
            }
        }
    }

    /// The demo whose middle step's `didEnter` moves its session on (a host that finds the step
    /// already done).
    func tutorial(movingOnWith handle: SessionHandle) -> Tutorial {
        var tutorial = Fixtures.demo
        tutorial.steps[1].hooks = Step.Hooks(didEnter: { _ in handle.moveOn() })
        return tutorial
    }

    @Test func aStepWhoseHookMovesTheSessionOnAsItEntersStillShowsInThePreview() throws {
        let handle = SessionHandle()
        let tutorial = tutorial(movingOnWith: handle)
        let previewed = try TutorialPreview.presentations(of: tutorial)
        let single = try TutorialPreview.presentation(ofStepAt: 1, of: tutorial)

        let session = try TutorialSession(tutorial: tutorial)
        handle.session = session
        try session.start()
        try session.next()
        #expect(handle.error == nil)
        #expect(session.state == .showing(stepIndex: 2), "the hook moved the session on")

        #expect(previewed.map(\.step.id) == ["label", "frame", "detail"])
        let shown = try #require(handle.shownAsItEntered)
        #expect(shown.index == 1)
        #expect(previewed[1] == shown, "the preview shows the step as the session did when it entered")
        #expect(single == shown)
        #expect(previewed[1].target != nil && previewed[1].missingTarget == nil)
    }
}
