import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// What a host's `print(session.state)` and `print(record)` show for a session.
@Suite struct SessionDescriptionTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    /// A step on another screen, so the session waits for it.
    var tour: Tutorial {
        Tutorial("store-tour", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search")
            Step("hours", target: .element("hours"), text: "Opening hours").screen(Fixtures.details)
            Step("done", text: "That's all")
        }
    }

    /// Steps counted from 1, as their progress counts them.
    @Test func aSessionsStatesReadAsItGoes() throws {
        let session = try TutorialSession(tutorial: tour, clock: clock)
        var states = ["\(session.state)"]
        try session.start()
        states.append("\(session.state)")
        try session.next()
        states.append("\(session.state)")
        try session.screenAppeared("details")
        states.append("\(session.state)")
        _ = session.skipAll(origin: .keyboard)
        states.append("\(session.state)")
        #expect(
            states == [
                "idle", "showing step 1", "waiting for step 2", "showing step 2",
                #"finished: skipped at "hours""#,
            ])
    }

    @Test(arguments: [
        (TutorialSession.State.finished(.completed), "finished: completed"),
        (.finished(.dismissed(atStep: "search")), #"finished: dismissed at "search""#),
        (.finished(.abandoned(atStep: "search")), #"finished: abandoned at "search""#),
        (
            .finished(.failed(atStep: "hours", reason: .screenNeverAppeared)),
            #"finished: failed at "hours": screen never appeared"#
        ),
        (.showing(stepIndex: .max), "showing step \(Int.max)"),
    ])
    func aStateReadsInWords(state: TutorialSession.State, text: String) {
        #expect(state.description == text)
    }

    @Test func anOutcomeShowsAStepsControlCharactersAsEscapes() {
        #expect(
            TutorialSession.Outcome.skipped(atStep: "a\u{1B}]52;c;x\u{7}").description
                == #"skipped at "a\e]52;c;x\u{7}""#)
    }

    /// A session's records as a log shows them, one line each.
    @Test func aSessionsRecordsReadOneALine() throws {
        let session = try TutorialSession(tutorial: tour, clock: clock)
        var lines: [String] = []
        session.observe { lines.append("\($0)") }
        try session.start()
        clock.advance(by: 2.5)
        try session.next(origin: .keyboard)
        try session.screenAppeared("details")
        clock.advance(by: 12)
        _ = session.skipAll(origin: .button)
        #expect(
            lines == [
                "started · store-tour · hostAPI",
                #"stepShown "search" (step 1) · store-tour · hostAPI"#,
                #"stepCompleted "search" (step 1): advanced · store-tour · keyboard · 2.5 s on the step"#,
                #"stepShown "hours" (step 2) · store-tour · hostAPI"#,
                #"finished: skipped at "hours" · store-tour · button · 12 s on the step"#,
            ])
    }

    @Test(arguments: [
        (
            TutorialSession.AnalyticsRecord.Kind.hostActionRequested(
                stepID: "why", action: "location.request"),
            #"hostActionRequested "why": location.request · grocery · button · variant "welcome-first""#
        ),
        (
            .outcomeReported(stepID: "why", action: "location.request", outcome: "location.denied"),
            #"outcomeReported "why": location.request answered location.denied · grocery · button · variant "welcome-first""#
        ),
        (
            .outcomeTimedOut(stepID: "why", action: "location.request"),
            #"outcomeTimedOut "why": location.request · grocery · button · variant "welcome-first""#
        ),
        (
            .stepUnavailable(stepID: "cities", reason: .targetMissing, handling: .centre),
            #"stepUnavailable "cities": target missing, then centre · grocery · button · variant "welcome-first""#
        ),
        (
            .stepCompleted(stepID: "cities\nnext", index: 3, how: .skipped),
            #"stepCompleted "cities\nnext" (step 4): skipped · grocery · button · variant "welcome-first""#
        ),
    ])
    func aRecordOfEachKindReadsInWords(kind: TutorialSession.AnalyticsRecord.Kind, text: String) {
        let record = TutorialSession.AnalyticsRecord(
            kind: kind, tutorialID: "grocery", origin: .button, date: clock.now(), variant: "welcome-first")
        #expect(record.description == text)
    }

    /// Time on a step to a tenth of a second, and none from a clock that gave no finite time.
    @Test(arguments: [(0.04, " · 0 s on the step"), (61.25, " · 61.3 s on the step"), (.nan, "")])
    func timeOnAStepIsInSeconds(seconds: TimeInterval, suffix: String) {
        let record = TutorialSession.AnalyticsRecord(
            kind: .finished(.completed), tutorialID: "tour", origin: .pointer, date: clock.now(),
            timeOnStep: seconds)
        #expect(record.description == "finished: completed · tour · pointer" + suffix)
    }
}
