import Foundation
import TestSupport
import Testing
import TutorialKit

/// The event line: written and read back the same, appended whole by many writers at once, and
/// written by a controller for every run, with the experiment's assignment.
@Suite struct TutorialEventTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000.25)

    @Test func aLineReadsBackAsTheEventItWas() throws {
        var event = TutorialEvent(
            time: Self.date, kind: .failed, user: "u \"1\"", session: "s", tutorial: "t", contentVersion: 2,
            bundleVersion: 7, variant: "short", step: "search", index: 1)
        event.timeOnStep = 2.25
        event.reason = "targetMissing"
        let line = event.line
        #expect(line.hasPrefix(#"{"format":1,"time":"2027-01-15T08:00:00.250Z","user":"u \"1\"""#))
        #expect(line.hasSuffix("}\n"))
        #expect(try TutorialEvent.parse(line: line).get() == event)
    }

    @Test func everyKindIsWrittenAndRead() throws {
        for kind in TutorialEvent.Kind.allCases {
            let event = TutorialEvent(time: Self.date, kind: kind, session: "s", tutorial: "t")
            #expect(try TutorialEvent.parse(line: event.line).get().kind == kind)
        }
        #expect(throws: EventLineError.self) {
            try TutorialEvent.parse(line: #"{"format":2,"time":"2026-01-01T00:00:00Z","kind":"shown"}"#).get()
        }
    }

    @Test func linesAppendedAtOnceNeverInterleave() async throws {
        let scratch = try Scratch()
        let log = TutorialEventLog(path: scratch.path("events.jsonl"))
        let long = String(repeating: "x", count: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for number in 0..<50 {
                        var event = TutorialEvent(
                            time: Self.date, kind: .hostEvent, user: "w\(writer)-\(number)")
                        event.event = long
                        try? log.append(event)
                    }
                }
            }
        }
        let lines = try String(contentsOfFile: log.path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 400)
        #expect(lines.allSatisfy { (try? TutorialEvent.parse(line: $0).get()) != nil })
    }

    @Test func aControllerLogsEachRunAndTheAssignmentOnce() throws {
        let scratch = try Scratch()
        let log = TutorialEventLog(path: scratch.path("events.jsonl"))
        let screen = Screen(id: "home", size: Size(width: 40, height: 12), elements: [])
        var tutorial = Tutorial(
            id: "tour", version: 3, steps: [Step("one", text: "One."), Step("two", text: "Two.")],
            screen: screen)
        tutorial.experiment = Tutorial.Experiment("e", variants: [.init("only", weight: 1)])
        let store = InMemorySeenStateStore()
        let controller = TutorialController(tutorial: tutorial, store: store, screen: screen)
        controller.eventLog = log
        controller.userID = "u1"
        controller.bundleVersion = 4
        let session = try #require(try controller.start())
        try session.next()
        try session.back()
        try session.choose(buttonAt: (session.presentation?.buttons.count ?? 1) - 1)
        _ = session.dismiss()
        let events = try String(contentsOfFile: log.path, encoding: .utf8).split(separator: "\n").map {
            try TutorialEvent.parse(line: $0).get()
        }
        #expect(events.map(\.kind.rawValue).first == "assigned")
        #expect(events.filter { $0.kind == .assigned }.count == 1)
        #expect(events.contains { $0.kind == .back && $0.step == "two" })
        #expect(events.contains { $0.kind == .button })
        #expect(events.last?.kind.endsRun == true)
        let runs = Set(events.compactMap(\.session))
        #expect(runs == [session.id])
        #expect(events.allSatisfy { $0.user == "u1" && $0.tutorial == "tour" && $0.contentVersion == 3 })
        #expect(events.dropFirst().allSatisfy { $0.bundleVersion == 4 && $0.variant == "only" })
    }
}
