import Foundation
import Testing
import TutorialFixtures
import TutorialKit
import TutorialKitTerminal

/// A button asks the host to act (show the system's location prompt); the step waits, and the
/// host's answer — allowed once, while using, always, denied — decides where the tour goes.
@Suite struct HostOutcomeTests {
    static let json = """
        {
          "id": "primer",
          "version": 1,
          "screen": "home.screen.json",
          "events": ["location.allowedOnce", "location.allowedWhileUsing", "location.denied"],
          "steps": [
            { "id": "ask", "text": "We use your location to find parks near you.",
              "buttons": [
                { "title": "Not now", "next": "cities" },
                { "title": "Allow", "action": "location.request" }
              ],
              "outcomes": {
                "on": { "location.allowedOnce": "nearby", "location.allowedWhileUsing": "nearby",
                        "location.denied": "cities" },
                "otherwise": "finish",
                "timeoutSeconds": 30,
                "onTimeout": "cities"
              } },
            { "id": "nearby", "text": "Parks near you.", "buttons": [{ "title": "Done", "next": "finish" }] },
            { "id": "cities", "text": "Pick a city instead." }
          ]
        }
        """

    static var dsl: Tutorial {
        Tutorial("primer", screen: Fixtures.home) {
            Step("ask", text: "We use your location to find parks near you.")
                .buttons(
                    Step.Button("Not now", action: .goTo("cities")),
                    Step.Button("Allow", action: .request("location.request"))
                )
                .onOutcome("location.allowedOnce", then: .goTo("nearby"))
                .onOutcome("location.allowedWhileUsing", then: .goTo("nearby"))
                .onOutcome("location.denied", then: .goTo("cities"))
                .onOtherOutcome(.finish)
                .onNoOutcome(within: 30, then: .goTo("cities"))
            Step("nearby", text: "Parks near you.", buttons: [Step.Button("Done", action: .finish)])
            Step("cities", text: "Pick a city instead.")
        }
        .events("location.allowedOnce", "location.allowedWhileUsing", "location.denied")
    }

    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func load(_ text: String) -> LoadedFile<TutorialFile.Document> {
        Fixtures.loadOnHome(text, file: "primer.tutorial.json")
    }

    /// A started session, with every event it reports logged as a JSON line.
    func started(_ tutorial: Tutorial = Self.dsl) throws -> (TutorialSession, Recorder) {
        let session = try TutorialSession(tutorial: tutorial, clock: clock)
        let recorder = Recorder()
        session.observe { recorder.append($0.jsonLine) }
        try session.start()
        return (session, recorder)
    }

    @Test func theFileAndTheDSLSayTheSame() throws {
        let loaded = load(Self.json)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.model?.tutorial == Self.dsl)
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(load(encoded).model?.tutorial == Self.dsl, "written and read back")
        #expect(encoded.contains("\"action\": \"location.request\""))
        #expect(encoded.contains("\"location.denied\": \"cities\""))
    }

    @Test(arguments: [
        ("location.allowedOnce", "nearby"), ("location.allowedWhileUsing", "nearby"),
        ("location.denied", "cities"),
    ])
    func theHostsAnswerDecidesTheWay(outcome: String, step: String) throws {
        let (session, recorder) = try started()
        #expect(try session.choose(buttonAt: 1))
        #expect(session.currentStep?.id == "ask", "the step stays while the host asks")
        #expect(session.awaitedRequest == "location.request")
        #expect(try session.outcomeReported(outcome))
        #expect(session.currentStep?.id == step)
        #expect(session.awaitedRequest == nil)
        let events = recorder.log.map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let requested = try #require(events.first { $0?["kind"] as? String == "hostActionRequested" } ?? nil)
        #expect(requested["action"] as? String == "location.request")
        #expect(requested["step"] as? String == "ask")
        let reported = try #require(events.first { $0?["kind"] as? String == "outcomeReported" } ?? nil)
        #expect(reported["outcome"] as? String == outcome)
        #expect(reported["action"] as? String == "location.request")
    }

    @Test func nextAndBackWaitForTheHostsAnswer() throws {
        var tutorial = Self.dsl
        tutorial.steps.insert(Step("welcome", text: "Welcome"), at: 0)
        let (session, recorder) = try started(tutorial)
        try session.next()
        #expect(try session.choose(buttonAt: 1))
        let logged = recorder.log.count
        #expect(try !session.next(), "the answer says where to go, not Next")
        #expect(try !session.skip())
        #expect(try !session.back())
        #expect(session.currentStep?.id == "ask")
        #expect(session.awaitedRequest == "location.request", "the request is still awaited")
        #expect(recorder.log.count == logged, "nothing happened")
        #expect(try session.outcomeReported("location.denied"))
        #expect(session.currentStep?.id == "cities")
        #expect(session.skipAll(), "the user can still end the tour")
    }

    @Test func anOutcomeTheStepDoesNotNameGoesWhereOtherwiseSays() throws {
        let (session, _) = try started()
        try session.choose(buttonAt: 1)
        #expect(try session.outcomeReported("location.allowedAlways"))
        #expect(session.state == .finished(.completed))
    }

    @Test func anOutcomeWithoutARequestChangesNothing() throws {
        let (session, recorder) = try started()
        #expect(try !session.outcomeReported("location.denied"))
        #expect(session.currentStep?.id == "ask")
        #expect(!recorder.log.contains { $0.contains("outcomeReported") })
    }

    @Test func noOutcomeInTimeGoesWhereTheTimeoutSays() throws {
        let (session, recorder) = try started()
        try session.choose(buttonAt: 1)
        clock.advance(by: 29)
        try session.tick()
        #expect(session.currentStep?.id == "ask", "29 seconds are within the timeout")
        clock.advance(by: 1)
        try session.tick()
        #expect(session.currentStep?.id == "cities")
        #expect(recorder.log.contains { $0.contains("\"kind\":\"outcomeTimedOut\"") })
        #expect(try !session.outcomeReported("location.allowedOnce"), "an answer after the timeout is late")
    }

    @Test func anAnswerLeadingToAStepThatCannotShowKeepsTheRequest() throws {
        let tutorial = Tutorial("broken", screen: Fixtures.home) {
            Step("ask", text: "Allow?")
                .buttons(Step.Button("Allow", action: .request("location.request")))
                .onOutcome("location.denied", then: .goTo("gone"))
                .onNoOutcome(within: 5, then: .goTo("gone"))
            Step("gone", target: .element("no-such-element"), text: "Never shown.")
        }
        let session = try TutorialSession(tutorial: tutorial, clock: clock)
        try session.start()
        try session.choose(buttonAt: 0)
        #expect(throws: (any Error).self) { try session.outcomeReported("location.denied") }
        #expect(session.currentStep?.id == "ask")
        #expect(session.awaitedRequest == "location.request", "the answer did not take")
        clock.advance(by: 5)
        #expect(throws: (any Error).self) { try session.tick() }
        #expect(session.awaitedRequest == "location.request", "nor did the timeout")
    }

    @Test func leavingTheStepDropsTheRequest() throws {
        let (session, _) = try started()
        try session.choose(buttonAt: 1)
        #expect(try session.choose(buttonAt: 0))
        #expect(session.currentStep?.id == "cities")
        #expect(session.awaitedRequest == nil)
        clock.advance(by: 60)
        try session.tick()
        #expect(session.currentStep?.id == "cities", "no timeout of a request left behind")
    }

    @Test func theTranscriptSaysWhereEachAnswerLeads() throws {
        let presentation = try #require(
            try TutorialPreview.presentations(of: Self.dsl, screenSize: Fixtures.home.size).first)
        let transcript = Transcript.describe(presentation)
        #expect(transcript.contains("Buttons: Not now, Allow (asks the host for location.request)."))
        #expect(
            transcript.hasSuffix(
                "Then location.allowedOnce goes to \"nearby\"; location.allowedWhileUsing goes to \"nearby\"; "
                    + "location.denied goes to \"cities\"; any other outcome goes to the end (completed); "
                    + "no outcome within 30 s goes to \"cities\"."))
    }

    @Test func everyWayAnAnswerTakesCountsAsReachable() {
        // "cities" and "nearby" are reached only through the outcomes: no "never shown" errors.
        let loaded = load(
            Self.json.replacingOccurrences(of: #""next": "cities" },"#, with: #""next": "finish" },"#))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    }
}
