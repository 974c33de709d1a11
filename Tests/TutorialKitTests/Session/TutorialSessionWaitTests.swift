import Foundation
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct TutorialSessionWaitTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    func tour(onTimeout: Step.WaitCondition.TimeoutAction = .skip) -> Tutorial {
        Tutorial("tour", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search")
            Step("hours", target: .element("hours"), text: "Opening hours")
                .screen(Fixtures.details)
                .waitFor("hours", timeoutSeconds: 10, onTimeout: onTimeout)
            Step("done", text: "That's all")
        }
    }

    func started(_ tutorial: Tutorial) throws -> (TutorialSession, EventLog) {
        let session = try TutorialSession(tutorial: tutorial, clock: clock)
        let log = EventLog()
        session.observe { log.append($0) }
        try session.start()
        return (session, log)
    }

    @Test func aStepOnAnotherScreenWaitsForItAndItsElement() throws {
        let (session, log) = try started(tour())
        try session.next()
        #expect(session.state == .waiting(stepIndex: 1))
        #expect(session.presentation == nil)
        try session.screenAppeared("details")
        #expect(session.state == .waiting(stepIndex: 1), "the hours have not loaded yet")
        clock.advance(by: 3)
        try session.elementAppeared("hours")
        #expect(session.currentStep?.id == "hours")
        #expect(session.screen.id == "details")
        #expect(session.presentation?.progress.description == "2 of 3")
        #expect(log.events.last?.kind == .stepShown(stepID: "hours", index: 1))
    }

    @Test func aWaitThatRunsOutPassesTheStepOver() throws {
        let (session, _) = try started(tour(onTimeout: .skip))
        try session.next()
        try session.screenAppeared("details")
        clock.advance(by: 9)
        try session.tick()
        #expect(session.state == .waiting(stepIndex: 1), "not yet")
        clock.advance(by: 1)
        try session.tick()
        #expect(session.state == .waiting(stepIndex: 2), "the last step is on the main screen, shown again")
        try session.screenAppeared("home")
        #expect(session.currentStep?.id == "done")
        #expect(session.visitedStepIDs == ["search", "done"])
    }

    /// Ended by a wait, the run failed — the user skipped nothing — and says what never came.
    @Test func aWaitThatRunsOutCanEndTheTutorialAsFailed() throws {
        let (session, _) = try started(tour(onTimeout: .end))
        try session.next()
        clock.advance(by: 10)
        try session.tick()
        #expect(session.state == .finished(.failed(atStep: "hours", reason: .screenNeverAppeared)))
    }

    @Test func theUserCanLeaveWhileWaiting() throws {
        let (session, _) = try started(tour())
        try session.next()
        #expect(session.dismiss())
        #expect(session.state == .finished(.dismissed(atStep: "hours")))
    }

    @Test func backFromAWaitReturnsToTheStepBefore() throws {
        let (session, _) = try started(tour())
        try session.next()
        #expect(try session.back())
        #expect(session.currentStep?.id == "search")
    }

    @Test func previewsDoNotWait() throws {
        let presentations = try TutorialPreview.presentations(of: tour())
        #expect(presentations.map(\.screen.id) == ["home", "details", "home"])
    }
}
