import Testing
import TutorialKit
import TutorialKitTerminal

/// Transitions as a terminal plays them: when each frame is due, what it shows, and cuts.
@Suite struct StepAnimatorTests {
    let tutorial = Tutorial("animate", screen: TerminalFixtures.searchScreen) {
        Step("search", target: .element("search"), text: "Search here")
        Step("cart", target: .element("cart"), text: "Your cart")
        Step("done", text: "That's all")
    }

    /// The presentations of the tutorial's steps, in order.
    func presentations() throws -> [StepPresentation] {
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        var shown = [try #require(session.presentation)]
        while try session.next(), let presentation = session.presentation { shown.append(presentation) }
        return shown
    }

    @Test func aChangeOfStepIsDrawnInSixFramesOver200Milliseconds() throws {
        let steps = try presentations()
        let animator = StepAnimator()
        let start = ContinuousClock.now
        animator.show(steps[0], at: start)
        animator.finish()
        animator.show(steps[1], at: start)
        var times: [Double] = []
        var now = start
        // Drawing each frame when it is due, as play's loop does.
        while let moment = animator.moment(at: now) {
            times.append(moment.time)
            let next = try #require(animator.nextFrame(after: now))
            #expect(next > now)
            #expect(now.duration(to: next) <= .milliseconds(34), "at most 30 frames a second")
            now = next
        }
        #expect(times.count == 6)
        #expect(times == (0..<6).map { Double($0) / 6 })
        #expect(start.duration(to: now) == StepLayout.Transition.standardDuration)
        #expect(animator.nextFrame(after: now) == nil)
    }

    @Test func aMomentIsTheFrameDueNotOneAhead() throws {
        let steps = try presentations()
        let animator = StepAnimator()
        let start = ContinuousClock.now
        animator.show(steps[0], at: start)
        animator.show(steps[1], at: start)
        #expect(animator.moment(at: start + .milliseconds(40))?.time == 1.0 / 6)
        #expect(animator.moment(at: start + .milliseconds(199))?.time == 5.0 / 6)
        #expect(animator.moment(at: start + .milliseconds(200)) == nil)
        #expect(animator.moment(at: start + .milliseconds(40)) == nil, "an ended transition stays ended")
    }

    @Test func theFirstStepGrowsInAndTheSameStepAgainIsNoNewTransition() throws {
        let steps = try presentations()
        let animator = StepAnimator()
        let start = ContinuousClock.now
        animator.show(steps[0], at: start)
        let first = try #require(animator.moment(at: start))
        #expect(first.transition.from == nil)
        animator.show(steps[0], at: start + .milliseconds(300))
        #expect(animator.moment(at: start + .milliseconds(300)) == nil)
    }

    @Test func reducedMotionAndFinishingAreCuts() throws {
        let steps = try presentations()
        let start = ContinuousClock.now
        let reduced = StepAnimator(reducesMotion: true)
        reduced.show(steps[0], at: start)
        reduced.show(steps[1], at: start)
        #expect(reduced.moment(at: start) == nil)
        #expect(reduced.nextFrame(after: start) == nil)
        let animator = StepAnimator()
        animator.show(steps[1], at: start)
        animator.show(steps[2], at: start)
        #expect(animator.moment(at: start) != nil)
        animator.finish()
        #expect(animator.moment(at: start) == nil)
    }

    @Test func aHostsDurationIsKeptWithinItsLimit() throws {
        let steps = try presentations()
        let start = ContinuousClock.now
        let animator = StepAnimator(duration: .seconds(Int64.max))
        animator.show(steps[0], at: start)
        animator.show(steps[1], at: start)
        #expect(animator.moment(at: start)?.transition.duration == StepAnimator.longestDuration)
        let next = try #require(animator.nextFrame(after: start))
        #expect(start.duration(to: next) == StepAnimator.longestDuration / 300, "30 frames a second still")
        let negative = StepAnimator(duration: .seconds(-5))
        negative.show(steps[0], at: start)
        negative.show(steps[1], at: start)
        #expect(negative.moment(at: start) == nil, "no time is a cut")
    }

    @Test(arguments: [(nil, false), ("", false), ("0", false), ("1", true), ("yes", true), ("true", true)])
    func theEnvironmentAsksForReducedMotionWithAnyValueButNoneOrZero(value: String?, reduces: Bool) {
        #expect(StepAnimator.reducesMotion(environmentValue: value) == reduces)
    }

    @Test func aLoopWaitsUntilTheNextFrameAndNoLonger() {
        #expect(RawTerminal.pollTimeout(until: nil) == -1)
        #expect(RawTerminal.pollTimeout(until: .now - .seconds(1)) == 0)
        let soon = RawTerminal.pollTimeout(until: .now + .milliseconds(33))
        #expect(soon > 0 && soon <= 34)
        #expect(RawTerminal.pollTimeout(until: .now + .seconds(3600)) == 1_000)
    }
}
