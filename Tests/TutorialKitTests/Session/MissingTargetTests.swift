import Foundation
import Testing
import TutorialFixtures
import TutorialKit
import TutorialKitTerminal

/// A step whose target is not on screen: the policy of the step or its tutorial passes it over,
/// ends the run as failed, centres the box, or waits first. Without a policy the host gets the
/// error, as before.
@Suite struct MissingTargetTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    /// Three steps; the middle one points at "ghost", which the home screen does not have.
    func tour(_ policy: Step.MissingTarget?, onTutorial: Bool = false) -> Tutorial {
        var tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("welcome", text: "Welcome")
            Step("ghost", target: .element("ghost"), text: "A button that is not there")
            Step("search", target: .element("search"), text: "Search")
        }
        tutorial.steps[1].highlights = [ElementTarget("cart"), ElementTarget("phantom")]
        if onTutorial {
            tutorial.onMissingTarget = policy
        } else {
            tutorial.steps[1].onMissingTarget = policy
        }
        return tutorial
    }

    /// The home screen with the ghost's element on it.
    static let homeWithGhost: Screen = {
        var screen = Fixtures.home
        screen.elements.append(Screen.Element(id: "ghost", frame: Rect(x: 30, y: 4, width: 10, height: 3)))
        return screen
    }()

    func started(_ tutorial: Tutorial, waitsForHost: Bool = true) throws -> (TutorialSession, EventLog) {
        let session = try TutorialSession(tutorial: tutorial, clock: clock, waitsForHost: waitsForHost)
        let log = EventLog()
        session.observe { log.append($0) }
        try session.start()
        return (session, log)
    }

    @Test func withoutAPolicyTheHostGetsTheErrorAndTheSessionStays() throws {
        let (session, log) = try started(tour(nil))
        #expect(throws: TargetResolutionError.self) { try session.next() }
        #expect(session.currentStep?.id == "welcome")
        #expect(log.kinds.count == 2, "started and the first step shown: \(log.kinds)")
    }

    @Test(arguments: [false, true])
    func skipPassesTheStepOverAndSaysWhy(onTutorial: Bool) throws {
        let (session, log) = try started(tour(.skip, onTutorial: onTutorial))
        try session.next()
        #expect(session.currentStep?.id == "search")
        #expect(session.presentation?.progress.position == 2, "the step passed over is not counted")
        #expect(session.visitedStepIDs == ["welcome", "search"])
        #expect(
            log.kinds.suffix(3) == [
                .stepCompleted(stepID: "welcome", index: 0, how: .advanced),
                .stepUnavailable(stepID: "ghost", reason: .targetMissing, handling: .skip),
                .stepShown(stepID: "search", index: 2),
            ])
    }

    @Test func aStepsPolicyWinsOverItsTutorials() throws {
        var tutorial = tour(.skip)
        tutorial.onMissingTarget = .end
        let (session, _) = try started(tutorial)
        try session.next()
        #expect(session.currentStep?.id == "search", "the step's skip, not the tutorial's end")
    }

    @Test func endFailsTheRunWithItsReason() throws {
        let (session, log) = try started(tour(.end))
        try session.next()
        #expect(session.state == .finished(.failed(atStep: "ghost", reason: .targetMissing)))
        #expect(
            log.kinds.suffix(2) == [
                .stepUnavailable(stepID: "ghost", reason: .targetMissing, handling: .end),
                .finished(.failed(atStep: "ghost", reason: .targetMissing)),
            ])
        let line = try #require(log.events.last).jsonLine
        #expect(line.contains("\"outcome\":\"failed\""), "\(line)")
        #expect(line.contains("\"reason\":\"targetMissing\""), "\(line)")
        #expect(line.contains("\"atStep\":\"ghost\""), "\(line)")
    }

    @Test func centreShowsTheBoxWithoutAnArrowAndLeavesOutMissingHighlights() throws {
        let (session, log) = try started(tour(.centre))
        try session.next()
        let presentation = try #require(session.presentation)
        #expect(presentation.step.id == "ghost")
        #expect(presentation.target == nil)
        #expect(presentation.layout.arrow == nil)
        #expect(presentation.highlights.count == 1, "the cart is there, the phantom is not")
        #expect(presentation.highlights.first == Fixtures.home.element(withID: "cart")?.frame)
        let box = presentation.layout.box
        let screen = Fixtures.home.size
        #expect(abs((box.x + box.width / 2) - screen.width / 2) <= 1, "centred across: \(box)")
        #expect(
            log.kinds.contains(.stepUnavailable(stepID: "ghost", reason: .targetMissing, handling: .centre)))
    }

    @Test func aWaitEndsWhenTheHostReportsAScreenWithTheTarget() throws {
        let (session, log) = try started(tour(.wait(seconds: 5, then: .skip)))
        try session.next()
        #expect(session.state == .waiting(stepIndex: 1))
        clock.advance(by: 3)
        try session.screenChanged(Fixtures.home)
        try session.tick()
        #expect(session.state == .waiting(stepIndex: 1), "still missing, and the wait counts from its start")
        try session.screenChanged(Self.homeWithGhost)
        #expect(session.currentStep?.id == "ghost")
        #expect(session.presentation?.target != nil)
        #expect(session.presentation?.highlights.count == 1, "with a policy, a missing highlight is left out")
        #expect(!log.kinds.contains { if case .stepUnavailable = $0 { true } else { false } })
    }

    @Test(arguments: [Step.MissingTarget.Fallback.skip, .end, .centre])
    func aWaitThatRunsOutFallsBack(_ fallback: Step.MissingTarget.Fallback) throws {
        let (session, log) = try started(tour(.wait(seconds: 5, then: fallback)))
        try session.next()
        clock.advance(by: 4.9)
        try session.tick()
        #expect(session.state == .waiting(stepIndex: 1))
        clock.advance(by: 0.1)
        try session.tick()
        switch fallback {
        case .skip: #expect(session.currentStep?.id == "search")
        case .end: #expect(session.state == .finished(.failed(atStep: "ghost", reason: .targetMissing)))
        case .centre: #expect(session.currentStep?.id == "ghost" && session.presentation?.target == nil)
        }
        #expect(
            log.kinds.contains(.stepUnavailable(stepID: "ghost", reason: .targetMissing, handling: fallback)))
    }

    /// Each step passed over used to call the next move from within the last: a run of missing
    /// targets as long as a big tutorial overflowed the stack. A run of 20,000 needs a loop.
    @Test func aLongRunOfMissingTargetsIsPassedOverWithoutRecursion() throws {
        var tutorial = Tutorial("long", screen: Fixtures.home) { Step("welcome", text: "Welcome") }
        tutorial.onMissingTarget = .skip
        for index in 0..<20_000 {
            tutorial.steps.append(Step("ghost-\(index)", target: .element("ghost"), text: "Not there"))
        }
        tutorial.steps.append(Step("search", target: .element("search"), text: "Search"))
        let (session, log) = try started(tutorial)
        try session.next()
        #expect(session.currentStep?.id == "search")
        #expect(session.presentation?.progress.position == 2)
        #expect(log.kinds.filter { if case .stepUnavailable = $0 { true } else { false } }.count == 20_000)
    }

    /// A preview shows every step, centred when its target is missing; the transcript says what a
    /// run does with it instead.
    @Test(arguments: [
        (Step.MissingTarget.skip, "a run passes this step over (centred here)."),
        (.end, "a run ends here, as failed (centred here)."),
        (.wait(seconds: 5, then: .end), "a run ends here, as failed (centred here)."),
        (.centre, "centred on screen, without an arrow."),
    ])
    func aPreviewSaysWhatARunDoesWithAMissingTarget(_ policy: Step.MissingTarget, _ words: String) throws {
        let presentations = try TutorialPreview.presentations(of: tour(policy))
        #expect(presentations.map(\.step.id) == ["welcome", "ghost", "search"])
        #expect(presentations[1].missingTarget == policy)
        #expect(presentations[0].missingTarget == nil)
        let transcript = Transcript.describe(presentations[1])
        #expect(
            transcript.contains("Its target, the element \"ghost\", is missing: " + words), "\(transcript)")
    }

    @Test func withoutTheHostAWaitFallsBackAtOnce() throws {
        let (session, _) = try started(tour(.wait(seconds: 5, then: .skip)), waitsForHost: false)
        try session.next()
        #expect(session.currentStep?.id == "search")
    }

    @Test func aScreenThatNeverAppearsFailsTheRunEvenWhenThePolicyCentres() throws {
        let details = Screen(id: "details", size: Size(width: 60, height: 24))
        let tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("welcome", text: "Welcome")
            Step("hours", text: "Opening hours").screen(details).onMissingTarget(
                .wait(seconds: 10, then: .centre))
        }
        let (session, log) = try started(tutorial)
        try session.next()
        clock.advance(by: 10)
        try session.tick()
        #expect(session.state == .finished(.failed(atStep: "hours", reason: .screenNeverAppeared)))
        #expect(
            log.kinds.contains(
                .stepUnavailable(stepID: "hours", reason: .screenNeverAppeared, handling: .end)))
    }

    @Test func aWaitForAnElementThatRunsOutFailsTheRunAsItsTargetMissing() throws {
        let tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("welcome", text: "Welcome")
            Step("results", target: .element("search"), text: "Results").waitFor(
                "results", timeoutSeconds: 10, onTimeout: .end)
        }
        let (session, _) = try started(tutorial)
        try session.next()
        clock.advance(by: 10)
        try session.tick()
        #expect(session.state == .finished(.failed(atStep: "results", reason: .targetMissing)))
    }

    @Test func aFirstStepThatFailsEndsTheRunAsItStarts() throws {
        var tutorial = tour(.end)
        tutorial.steps.removeFirst()
        let (session, log) = try started(tutorial)
        #expect(session.state == .finished(.failed(atStep: "ghost", reason: .targetMissing)))
        #expect(log.kinds.first == .started)
        #expect(log.kinds.count == 3, "\(log.kinds)")
    }

    @Test func goingBackToAStepWhoseTargetWentMissing() throws {
        // The ghost is there at first, then the host removes it.
        let policies = [
            (Step.MissingTarget.skip, "search"), (.centre, "ghost"),
            (.wait(seconds: 5, then: .centre), "ghost"),
        ]
        for (policy, expected) in policies {
            let (session, _) = try started(tour(policy))
            try session.screenChanged(Self.homeWithGhost)
            try session.next()
            try session.next()
            #expect(session.currentStep?.id == "search")
            try session.screenChanged(Fixtures.home)
            if policy == .skip {
                #expect(throws: TargetResolutionError.self, "no step to go back over to") {
                    try session.back()
                }
            } else {
                try session.back()
                #expect(session.presentation?.target == nil, "centred at once, not waited for")
            }
            #expect(session.currentStep?.id == expected)
        }
    }

    @Test func aScreenTheTutorialDoesNotUseAbandonsTheRun() throws {
        let (session, log) = try started(tour(nil))
        try session.screenAppeared("home")
        #expect(!session.isFinished, "its own screen")
        try session.screenAppeared("settings")
        #expect(session.state == .finished(.abandoned(atStep: "welcome")))
        #expect(try #require(log.events.last).jsonLine.contains("\"outcome\":\"abandoned\""))
    }

    @Test func aPreviewNeverAbandons() throws {
        let (session, _) = try started(tour(nil), waitsForHost: false)
        try session.screenAppeared("settings")
        #expect(!session.isFinished)
    }

    @Test func aPromptWhileARequestWaitsDoesNotAbandonTheRun() throws {
        let tutorial = Tutorial("primer", screen: Fixtures.home) {
            Step("ask", text: "We use your location.")
                .buttons(Step.Button("Allow", action: .request("location.request")))
                .onOtherOutcome(.next)
                .onNoOutcome(within: 30)
            Step("thanks", text: "Thanks")
        }
        let (session, _) = try started(tutorial)
        try session.choose(buttonAt: 0)
        try session.screenAppeared("system-prompt")
        #expect(!session.isFinished)
        clock.advance(by: 30)
        try session.tick()
        #expect(session.state == .finished(.failed(atStep: "ask", reason: .outcomeNeverArrived)))
    }

    @Test func theHostCanSayTheRunWasLeft() throws {
        let (session, _) = try started(tour(nil))
        #expect(session.abandon())
        #expect(session.state == .finished(.abandoned(atStep: "welcome")))
        #expect(!session.abandon(), "once")
    }

    @Test func theFileAndTheDSLSayTheSame() throws {
        let json = """
            {
              "id": "tour", "version": 1, "screen": "home.screen.json",
              "onMissingTarget": { "waitSeconds": 2.5, "then": "centre" },
              "steps": [
                { "id": "welcome", "text": "Welcome", "onMissingTarget": "skip" },
                { "id": "cart", "target": { "element": "cart" }, "text": "Cart",
                  "onMissingTarget": { "waitSeconds": 5 } }
              ]
            }
            """
        let dsl = Tutorial("tour", screen: Fixtures.home) {
            Step("welcome", text: "Welcome").onMissingTarget(.skip)
            Step("cart", target: .element("cart"), text: "Cart").onMissingTarget(
                .wait(seconds: 5, then: .end))
        }
        .onMissingTarget(.wait(seconds: 2.5, then: .centre))
        let loaded = Fixtures.loadOnHome(json)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.model?.tutorial == dsl)
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(Fixtures.loadOnHome(encoded).model?.tutorial == dsl, "written and read back: \(encoded)")
    }
}

extension EventLog {
    /// What happened, in order.
    var kinds: [TutorialSession.AnalyticsRecord.Kind] { events.map(\.kind) }
}

extension MissingTargetTests {
    @Test func aPreviewShowsAStepWhoseTargetIsMissingCentred() throws {
        for policy in [Step.MissingTarget.skip, .end, .wait(seconds: 3, then: .skip)] {
            let presentations = try TutorialPreview.presentations(of: tour(policy))
            #expect(presentations.map(\.step.id) == ["welcome", "ghost", "search"])
            #expect(presentations[1].target == nil && presentations[1].layout.arrow == nil)
        }
    }
}
