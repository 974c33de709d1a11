import Foundation
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct TutorialSessionTests {
    let recorder = Recorder()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_000))

    func makeSession(_ tutorial: Tutorial = Fixtures.demo) throws -> (
        TutorialSession, () -> [TutorialSession.AnalyticsRecord]
    ) {
        let session = try TutorialSession(tutorial: tutorial.recording(into: recorder), clock: clock)
        let events = EventLog()
        session.observe { events.append($0) }
        return (session, { events.events })
    }

    @Test func startShowsTheFirstStep() throws {
        let (session, events) = try makeSession()
        try session.start()
        #expect(session.state == .showing(stepIndex: 0))
        #expect(session.presentation?.progress.description == "1 of 3")
        #expect(recorder.log == ["willEnter label", "didEnter label"])
        #expect(events().map(\.kind) == [.started, .stepShown(stepID: "label", index: 0)])
    }

    @Test func nextCallsHooksInOrder() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(try session.next())
        #expect(session.state == .showing(stepIndex: 1))
        #expect(
            recorder.log == [
                "willEnter label", "didEnter label", "willExit label", "didExit label", "willEnter frame",
                "didEnter frame",
            ])
    }

    @Test func nextOnTheLastStepCompletes() throws {
        let (session, events) = try makeSession()
        try session.start(atStep: "detail")
        #expect(try session.next(origin: .keyboard))
        #expect(session.state == .finished(.completed))
        #expect(session.presentation == nil)
        #expect(
            events().map(\.kind).suffix(2) == [
                .stepCompleted(stepID: "detail", index: 2, how: .advanced), .finished(.completed),
            ])
        #expect(recorder.log.suffix(2) == ["willExit detail", "didExit detail"])
    }

    @Test func inputsAfterTheEndChangeNothing() throws {
        let (session, events) = try makeSession()
        try session.start(atStep: "detail")
        try session.next()
        let count = events().count
        #expect(try !session.next())
        #expect(try !session.back())
        #expect(!session.skipAll())
        #expect(!session.dismiss())
        #expect(events().count == count)
        #expect(session.state == .finished(.completed))
    }

    @Test func inputsBeforeTheStartChangeNothing() throws {
        let (session, events) = try makeSession()
        #expect(try !session.next())
        #expect(!session.finish())
        #expect(events().isEmpty)
        #expect(session.state == .idle)
    }

    @Test func backOnTheFirstStepStays() throws {
        let (session, events) = try makeSession()
        try session.start()
        #expect(try !session.back())
        #expect(session.state == .showing(stepIndex: 0))
        #expect(events().count == 2)
        #expect(recorder.log.count == 2)
    }

    @Test func backReturnsToThePreviousStep() throws {
        let (session, events) = try makeSession()
        try session.start()
        try session.next()
        #expect(try session.back(origin: .keyboard))
        #expect(session.state == .showing(stepIndex: 0))
        #expect(events().last?.kind == .stepShown(stepID: "label", index: 0))
        #expect(events().last?.origin == .keyboard)
        #expect(
            recorder.log.suffix(4) == [
                "willExit frame", "didExit frame", "willEnter label", "didEnter label",
            ])
    }

    @Test func skipGoesOnRecordingTheStepAsSkipped() throws {
        let (session, events) = try makeSession()
        try session.start()
        try session.skip()
        #expect(session.state == .showing(stepIndex: 1))
        #expect(events().contains { $0.kind == .stepCompleted(stepID: "label", index: 0, how: .skipped) })
    }

    @Test func skipAllEndsAsSkippedAtTheCurrentStep() throws {
        let (session, events) = try makeSession()
        try session.start()
        try session.next()
        #expect(session.skipAll(origin: .button))
        #expect(session.state == .finished(.skipped(atStep: "frame")))
        #expect(events().last?.kind == .finished(.skipped(atStep: "frame")))
        #expect(events().last?.origin == .button)
    }

    @Test func dismissEndsAsDismissed() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(session.dismiss(origin: .keyboard))
        #expect(session.state == .finished(.dismissed(atStep: "label")))
        #expect(recorder.log.suffix(2) == ["willExit label", "didExit label"])
    }

    @Test func finishCompletesFromAnyStep() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(session.finish())
        #expect(session.state == .finished(.completed))
    }

    @Test func goToBranchesAndBackReturnsAlongThePathTaken() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(try session.goTo(step: "detail"))
        #expect(session.visitedStepIDs == ["label", "detail"])
        try session.back()
        #expect(session.currentStep?.id == "label")
    }

    @Test func goToAnUnknownStepSuggestsTheNearMiss() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(
            throws: SessionError.unknownStep(
                "detial", tutorial: "tutorial-kit-demo", available: ["label", "frame", "detail"])
        ) {
            try session.goTo(step: "detial")
        }
        #expect(
            "\(SessionError.unknownStep("detial", tutorial: "t", available: ["label", "detail"]))"
                == #"no step "detial" in tutorial "t"; did you mean "detail"?; steps: "label", "detail""#)
    }

    @Test func buttonsDriveTheSession() throws {
        let tutorial = Tutorial("buttons", screen: Fixtures.home) {
            Step("ask", text: "Allow location?")
                .buttons(
                    Step.Button("Choose city", action: .goTo("cities")), Step.Button("Allow", action: .next))
            Step("detect", text: "Detecting…")
            Step("cities", target: .element("table"), text: "Pick your city")
                .buttons(Step.Button("Skip", action: .skipTutorial), Step.Button("Done", action: .finish))
        }
        let (session, events) = try makeSession(tutorial)
        try session.start()
        #expect(try session.choose(buttonAt: 0))
        #expect(session.currentStep?.id == "cities")
        #expect(events().last?.origin == .button)
        #expect(throws: SessionError.noButton(5, step: "cities", buttonCount: 2)) {
            try session.choose(buttonAt: 5)
        }
        try session.choose(buttonAt: 1)
        #expect(session.state == .finished(.completed))
    }

    @Test func standardButtonsAreBackAndNextThenDone() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(session.presentation?.buttons == [.next])
        try session.next()
        #expect(session.presentation?.buttons == [.back, .next])
        try session.next()
        #expect(session.presentation?.buttons == [.back, .done])
        #expect(
            session.presentation?.layout.footer
                == StepLayout.Footer(progress: "3 of 3", buttons: ["Back", "Done"]))
    }

    @Test func startAtAGivenStep() throws {
        let (session, _) = try makeSession()
        try session.start(atStep: "frame")
        #expect(session.state == .showing(stepIndex: 1))
        #expect(session.presentation?.progress.description == "2 of 3")
    }

    @Test func startTwiceIsAnError() throws {
        let (session, _) = try makeSession()
        try session.start()
        #expect(throws: SessionError.alreadyStarted(tutorial: "tutorial-kit-demo")) { try session.start() }
        #expect(throws: SessionError.alreadyStarted(tutorial: "tutorial-kit-demo")) {
            try session.start(atIndex: 1)
        }
    }

    @Test func startAtAnIndexOutsideTheTutorialIsAnError() throws {
        let (session, _) = try makeSession()
        #expect(throws: SessionError.stepIndexOutOfRange(3, tutorial: "tutorial-kit-demo", stepCount: 3)) {
            try session.start(atIndex: 3)
        }
    }

    @Test func presentingAStepOutsideTheTutorialThrows() {
        var screen = Fixtures.home
        #expect(throws: SessionError.stepIndexOutOfRange(-1, tutorial: "tutorial-kit-demo", stepCount: 3)) {
            try StepPresenter.present(stepAt: -1, of: Fixtures.demo, on: &screen)
        }
    }

    @Test func aTutorialNeedsStepsAndAScreen() {
        #expect(throws: SessionError.noSteps(tutorial: "empty")) {
            try TutorialSession(tutorial: Tutorial(id: "empty", steps: [], screen: Fixtures.home))
        }
        #expect(throws: SessionError.noScreen(tutorial: "blind")) {
            try TutorialSession(tutorial: Tutorial("blind") { Step("one", text: "Hi") })
        }
    }

    @Test func failedResolutionLeavesTheSessionWhereItWas() throws {
        let tutorial = Tutorial("broken", screen: Fixtures.home) {
            Step("one", target: .element("label"), text: "Fine")
            Step("two", target: .element("serach"), text: "Broken")
        }
        let (session, events) = try makeSession(tutorial)
        try session.start()
        #expect(throws: TargetResolutionError.self) { try session.next() }
        #expect(session.state == .showing(stepIndex: 0))
        #expect(recorder.log == ["willEnter one", "didEnter one"])
        #expect(events().count == 2)
    }

    @Test func eventsCarryTheTimeSpentOnTheStep() throws {
        let (session, events) = try makeSession()
        try session.start()
        clock.advance(by: 4.5)
        try session.next(origin: .keyboard)
        clock.advance(by: 2)
        session.dismiss()
        let completed = try #require(
            events().first { if case .stepCompleted = $0.kind { true } else { false } })
        #expect(completed.timeOnStep == 4.5)
        #expect(completed.origin == .keyboard)
        #expect(completed.date == Date(timeIntervalSince1970: 1_004.5))
        #expect(events().last?.timeOnStep == 2)
        #expect(events().first?.timeOnStep == nil)
        #expect(events().allSatisfy { $0.tutorialID == "tutorial-kit-demo" })
    }

    @Test func resolvingTheRowScrollsTheListAndTheScrollStays() throws {
        let (session, _) = try makeSession()
        try session.start(atStep: "detail")
        let presentation = try #require(session.presentation)
        #expect(presentation.scrolled == StepPresentation.ListScroll(list: "table", contentOffset: 9))
        #expect(presentation.target == Rect(x: 1, y: 21, width: 30, height: 1))
        #expect(session.screen.lists[0].contentOffset == 9)
        try session.back()
        #expect(session.screen.lists[0].contentOffset == 9)
    }

    @Test func eventStreamEndsWithTheTutorial() async throws {
        let session = try TutorialSession(tutorial: Fixtures.demo, clock: clock)
        let stream = session.analyticsRecords()
        try session.start()
        session.skipAll()
        var kinds: [TutorialSession.AnalyticsRecord.Kind] = []
        for await event in stream {
            kinds.append(event.kind)
        }
        #expect(
            kinds == [.started, .stepShown(stepID: "label", index: 0), .finished(.skipped(atStep: "label"))])
    }
}

/// Events gathered by an observer.
final class EventLog: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: [TutorialSession.AnalyticsRecord] = []

    var events: [TutorialSession.AnalyticsRecord] { lock.withLock { stored } }

    func append(_ event: TutorialSession.AnalyticsRecord) {
        lock.withLock { stored.append(event) }
    }
}
