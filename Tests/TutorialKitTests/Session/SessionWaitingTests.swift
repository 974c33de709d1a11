import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// What a session waits for, as a host and a log read it: the step, the reason, since when, and
/// for how long at most.
@Suite struct SessionWaitingTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    /// The second step waits for its screen, then for its element, ten seconds at most; the
    /// third points at an element no screen has, and waits five seconds for it.
    var tour: Tutorial {
        Tutorial("tour", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search")
            Step("hours", target: .element("hours"), text: "Opening hours")
                .screen(Fixtures.details)
                .waitFor("hours", timeoutSeconds: 10, onTimeout: .skip)
            Step("ghost", target: .element("ghost"), text: "Not there yet")
                .onMissingTarget(.wait(seconds: 5, then: .end))
        }
    }

    func started(_ tutorial: Tutorial) throws -> TutorialSession {
        let session = try TutorialSession(tutorial: tutorial, clock: clock)
        try session.start()
        return session
    }

    @Test func aStepWaitsForItsScreenThenItsElement() throws {
        let session = try started(tour)
        #expect(session.waiting == nil, "a step showing waits for nothing")
        let began = clock.now()
        try session.next()
        let waiting = try #require(session.waiting)
        #expect(waiting.stepIndex == 1)
        #expect(waiting.reason == .screen("details"))
        #expect(waiting.since == began)
        #expect(waiting.timeout == 10)
        #expect(waiting.description == #"step 2 waits for screen "details" · 10 s at most"#)

        clock.advance(by: 3)
        try session.screenAppeared("details")
        #expect(session.waiting?.reason == .element("hours"))
        #expect(session.waiting?.since == began, "the same wait goes on")
        #expect(session.waiting?.description == #"step 2 waits for element "hours" · 10 s at most"#)

        try session.elementAppeared("hours")
        #expect(session.currentStep?.id == "hours")
        #expect(session.waiting == nil)
    }

    @Test func aMissingTargetWaitsForTheHostsNextReport() throws {
        let session = try started(tour)
        try session.goTo(step: "ghost")
        let began = clock.now()
        #expect(session.state == .waiting(stepIndex: 2))
        #expect(session.waiting?.reason == .target)
        #expect(session.waiting?.description == "step 3 waits for its target · 5 s at most")
        clock.advance(by: 2)
        try session.screenChanged(Fixtures.home)
        #expect(session.waiting?.reason == .target)
        #expect(session.waiting?.since == began, "still missing: the wait counts from its start")
        clock.advance(by: 3)
        try session.tick()
        #expect(session.state == .finished(.failed(atStep: "ghost", reason: .targetMissing)))
        #expect(session.waiting == nil)
    }

    @Test func aRequestWaitsForTheHostsOutcome() throws {
        let session = try started(HostOutcomeTests.dsl)
        try session.choose(buttonAt: 1)
        let waiting = try #require(session.waiting)
        #expect(waiting.reason == .outcome(request: "location.request"))
        #expect(session.awaitedRequest == "location.request")
        #expect(waiting.stepIndex == 0)
        #expect(waiting.since == clock.now())
        #expect(waiting.description == #"step 1 waits for the outcome of "location.request" · 30 s at most"#)
        try session.outcomeReported("location.denied")
        #expect(session.currentStep?.id == "cities")
        #expect(session.waiting == nil)
    }

    @Test func aWaitWithoutATimeoutReadsWithoutOne() throws {
        var tutorial = tour
        tutorial.steps[1].waitFor = nil
        let session = try started(tutorial)
        try session.next()
        #expect(session.waiting?.timeout == nil)
        #expect(session.waiting?.description == #"step 2 waits for screen "details""#)
    }
}
