import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitReport

/// Reading event logs into a report: the funnel, the endings, the bad lines, the filters, and a
/// run forgotten at its ending.
@Suite struct EventReportTests {
    static func line(_ fields: String, time: String = "2026-11-27T09:00:00.000Z") -> String {
        #"{"format":1,"time":"\#(time)","tutorial":"t","contentVersion":2,\#(fields)}"#
    }

    static func run(_ session: String, reaching steps: Int, ending: String, variant: String = "a") -> [String]
    {
        var lines = [line(#""session":"\#(session)","variant":"\#(variant)","kind":"started""#)]
        for index in 0..<steps {
            lines.append(
                line(
                    #""session":"\#(session)","variant":"\#(variant)","kind":"shown","step":"s\#(index)","index":\#(index)"#
                ))
            if index < steps - 1 {
                lines.append(
                    line(
                        #""session":"\#(session)","variant":"\#(variant)","kind":"advanced","step":"s\#(index)","index":\#(index),"timeOnStep":\#(index + 1)"#
                    ))
            }
        }
        lines.append(
            line(
                #""session":"\#(session)","variant":"\#(variant)","kind":"\#(ending)","step":"s\#(steps - 1)","timeOnStep":0.5"#
            ))
        return lines
    }

    static func report(_ lines: [String], _ options: EventReportBuilder.Options = .init()) -> EventReport {
        let builder = EventReportBuilder(options: options)
        for (number, text) in lines.enumerated() {
            Array(text.utf8).withUnsafeBufferPointer { builder.add($0, file: "log", number: number + 1) }
        }
        return builder.finish()
    }

    @Test func theFunnelCountsEachRunOnceAStepAndTheEndings() throws {
        var lines =
            Self.run("r1", reaching: 3, ending: "completed")
            + Self.run("r2", reaching: 2, ending: "dismissed")
        lines += Self.run("r3", reaching: 1, ending: "failed").map {
            $0.replacingOccurrences(
                of: #""kind":"failed""#, with: #""kind":"failed","reason":"targetMissing""#)
        }
        // r1 goes back and sees s0 again: still one run reaching it.
        lines.insert(Self.line(#""session":"r1","variant":"a","kind":"shown","step":"s0","index":0"#), at: 3)
        let funnel = try #require(Self.report(lines).funnels.first)
        #expect(funnel.tutorial == "t" && funnel.contentVersion == 2)
        #expect(funnel.starts == 3)
        #expect(funnel.steps.map(\.id) == ["s0", "s1", "s2"])
        #expect(funnel.steps.map(\.reached) == [3, 2, 1])
        #expect((funnel.completed, funnel.dismissed, funnel.failed) == (1, 1, ["targetMissing": 1]))
        #expect(funnel.steps[0].median == 1)
        #expect(funnel.unfinished == 0)
    }

    @Test func badLinesAreNamedAndTheRestReported() {
        let lines = [
            Self.line(#""session":"r1","kind":"started""#),
            #"{"format":1,"time":"2026-11-27T09:00:00.000Z","tutorial":"t","sess"#,
            Self.line(#""session":"r1","kind":"teleported""#),
            #"{"format":7,"time":"2026-11-27T09:00:00.000Z","tutorial":"t","session":"r1","kind":"shown"}"#,
            #"["not", "an", "object"]"#,
            "",
            Self.line(#""kind":"shown""#),
            Self.line(#""session":"r1","kind":"completed""#, time: "2025-01-01T00:00:00.000Z"),
        ]
        let report = Self.report(lines)
        #expect(report.lines == 8)
        #expect(report.badLines.map(\.line) == [2, 3, 4, 5, 6, 7])
        #expect(report.badLines.map(\.reason)[1] == "the kind \"teleported\" is not one this version knows")
        #expect(report.badLines.map(\.reason)[2] == "the line is format 7; this version reads format 1")
        #expect(report.badLines.map(\.reason)[5] == "a shown line needs a \"session\"")
        // A time that goes back is no error.
        #expect(report.funnels.first?.completed == 1)
    }

    @Test func aRunIsForgottenAtItsEndingAndOneWithoutIsUnfinished() {
        let builder = EventReportBuilder()
        for (number, text)
            in (Self.run("r1", reaching: 2, ending: "completed") + [
                Self.line(#""session":"r2","kind":"started""#)
            ]).enumerated()
        {
            Array(text.utf8).withUnsafeBufferPointer { builder.add($0, file: "log", number: number + 1) }
        }
        #expect(builder.openRuns == 1)
        #expect(builder.finish().funnels.first?.unfinished == 1)
    }

    @Test func filtersKeepATutorialAndATimeSpan() {
        let lines =
            Self.run("r1", reaching: 1, ending: "completed")
            + Self.run("r2", reaching: 1, ending: "completed").map {
                $0.replacingOccurrences(of: "2026-11-27T09:00:00.000Z", with: "2026-12-05T09:00:00.000Z")
            }
        let december = Self.report(
            lines,
            .init(
                from: Rule.ParameterValue.isoDate("2026-12-01"),
                until: Rule.ParameterValue.isoDate("2027-01-01")))
        #expect(december.funnels.first?.starts == 1)
        #expect(Self.report(lines, .init(tutorial: "other")).funnels.isEmpty)
        #expect(Self.report(lines, .init(tutorial: "t")).funnels.first?.starts == 2)
    }

    @Test func theExperimentComparesVariantsByCompletionAndTheControlGroupByAGoal() throws {
        var lines: [String] = []
        for index in 0..<40 {
            let variant = index % 2 == 0 ? "a" : "b"
            lines += Self.run(
                "r\(index)", reaching: 2,
                ending: index % 4 == 1 || index % 8 == 0 ? "completed" : "dismissed", variant: variant)
        }
        let completion = try #require(Self.report(lines).experiments.first)
        #expect(completion.baseline == "a")
        #expect(completion.sides.map(\.name) == ["a", "b"])
        #expect(completion.sides.map(\.units) == [20, 20])
        #expect(completion.sides.map(\.successes) == [5, 10])

        var goal: [String] = []
        for index in 0..<30 {
            let side = ["control", "a", "b"][index % 3]
            goal.append(Self.line(#""user":"u\#(index)","variant":"\#(side)","kind":"assigned""#))
            if index % 2 == 0 {
                goal.append(
                    #"{"format":1,"time":"2026-11-27T10:00:00.000Z","user":"u\#(index)","kind":"hostEvent","event":"buy"}"#
                )
            }
        }
        // A goal before the assignment, and another event, do not count.
        goal.insert(
            #"{"format":1,"time":"2026-11-27T08:00:00.000Z","user":"u1","kind":"hostEvent","event":"buy"}"#,
            at: 0)
        goal.append(
            #"{"format":1,"time":"2026-11-27T10:00:00.000Z","user":"u1","kind":"hostEvent","event":"browse"}"#
        )
        let byGoal = try #require(Self.report(goal, .init(goal: "buy")).experiments.first)
        #expect(byGoal.baseline == "control")
        #expect(byGoal.sides.map(\.units) == [10, 10, 10])
        #expect(byGoal.sides.map(\.successes) == [5, 5, 5])
        let text = Self.report(goal, .init(goal: "buy")).text()
        #expect(text.contains("experiment on t, \"buy\" per user, compared with the control group:"))
    }

    @Test func aLogIsReadAcrossChunksAndALineTooLongIsNamed() throws {
        let scratch = try Scratch()
        let path = scratch.path("events.jsonl")
        var text = ""
        var runs = 0
        while text.utf8.count < 3 << 20 {
            text += Self.run("r\(runs)", reaching: 3, ending: "completed").joined(separator: "\n") + "\n"
            runs += 1
        }
        text +=
            Self.line(
                #""session":"long","kind":"started","reason":"\#(String(repeating: "x", count: 70_000))""#)
            + "\n"
        // The last line has no newline.
        text += Self.run("last", reaching: 1, ending: "skipped").joined(separator: "\n")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let builder = EventReportBuilder()
        try builder.read(files: [path])
        let report = builder.finish()
        #expect(report.funnels.first?.starts == runs + 1)
        #expect(report.funnels.first?.completed == runs)
        #expect(report.funnels.first?.skipped == 1)
        #expect(report.badLines.map(\.reason) == ["the line is longer than 65536 bytes"])
    }

    @Test func aFileThatCannotBeReadIsSaid() {
        #expect(throws: EventLogLines.Failure.self) {
            try EventReportBuilder().read(files: ["/nonexistent/events.jsonl"])
        }
        #expect(throws: EventLogLines.Failure.self) { try EventReportBuilder().read(files: ["/tmp"]) }
    }
}

/// What the review of the report found: each rule held by a test.
@Suite struct EventReportRuleTests {
    static func report(_ lines: [String], _ options: EventReportBuilder.Options = .init()) -> EventReport {
        EventReportTests.report(lines, options)
    }

    static func line(_ fields: String, time: String = "2026-11-27T09:00:00.000Z") -> String {
        EventReportTests.line(fields, time: time)
    }

    @Test func aCompletionsRepeatedTimeAndAFailureAtAStepNeverShownAreNotCountedAgain() throws {
        let lines = [
            Self.line(#""session":"r","kind":"started""#),
            Self.line(#""session":"r","kind":"shown","step":"a","index":0"#),
            Self.line(#""session":"r","kind":"advanced","step":"a","index":0,"timeOnStep":4"#),
            Self.line(#""session":"r","kind":"completed","timeOnStep":4"#),
            Self.line(#""session":"q","kind":"started""#),
            Self.line(#""session":"q","kind":"shown","step":"a","index":0"#),
            Self.line(#""session":"q","kind":"advanced","step":"a","index":0,"timeOnStep":2"#),
            Self.line(
                #""session":"q","kind":"failed","step":"b","index":1,"reason":"targetMissing","timeOnStep":2"#
            ),
        ]
        let funnel = try #require(Self.report(lines).funnels.first)
        let a = try #require(funnel.steps.first { $0.id == "a" })
        // Two times on "a" (4 and 2), not four; "b" was never shown and has none.
        #expect(a.median == 2 && a.p90 == 4)
        #expect(funnel.steps.first { $0.id == "b" }?.median == nil)
    }

    @Test func anEndingOfARunStartedBeforeTheSpanIsNotCounted() throws {
        let lines = [
            Self.line(#""session":"r","kind":"started""#, time: "2026-11-30T23:59:00.000Z"),
            Self.line(#""session":"r","kind":"completed""#, time: "2026-12-01T00:01:00.000Z"),
        ]
        let report = Self.report(lines, .init(from: Rule.ParameterValue.isoDate("2026-12-01")))
        #expect(report.funnels.first?.starts == 0)
        #expect(report.funnels.first?.completed == 0)
    }

    @Test func aGoalCountsByTimeWhateverOrderTheFilesAreRead() throws {
        let goal =
            #"{"format":1,"time":"2026-11-27T10:00:00.000Z","user":"u","kind":"hostEvent","event":"buy"}"#
        let early =
            #"{"format":1,"time":"2026-11-27T08:00:00.000Z","user":"v","kind":"hostEvent","event":"buy"}"#
        let assignments = [
            Self.line(#""user":"u","variant":"control","kind":"assigned""#),
            Self.line(#""user":"v","variant":"a","kind":"assigned""#),
            Self.line(#""user":"w","variant":"a","kind":"assigned""#),
        ]
        for lines in [[goal, early] + assignments, assignments + [goal, early]] {
            let experiment = try #require(Self.report(lines, .init(goal: "buy")).experiments.first)
            // Sides by name, a then control: u's goal came after their assignment; v's before it.
            #expect(experiment.sides.map(\.name) == ["a", "control"])
            #expect(experiment.sides.map(\.successes) == [0, 1])
            #expect(experiment.sides.map(\.units) == [2, 1])
        }
    }

    @Test func aNameWithALineBreakStaysOnItsLine() {
        let lines = [
            #"{"format":1,"time":"2026-11-27T09:00:00.000Z","tutorial":"t\n  fake","session":"r","kind":"started"}"#
        ]
        let text = Self.report(lines).text()
        #expect(!text.contains("\n  fake"))
        #expect(text.contains("t\\n  fake"))
    }

    @Test func aFunnelKeepsAtMostItsStepsAndTheBarsStayInTheirWidth() {
        var lines = [Self.line(#""session":"r","kind":"started""#)]
        for index in 0..<(EventReportBuilder.maximumSteps + 5) {
            lines.append(Self.line(#""session":"r","kind":"shown","step":"s\#(index)","index":\#(index)"#))
        }
        let report = Self.report(lines)
        #expect(report.funnels.first?.steps.count == EventReportBuilder.maximumSteps)
        #expect(report.badLineCount == 5)
        let widest = report.text(barWidth: 30).split(separator: "\n").map { $0.filter { $0 == "█" }.count }
            .max()
        #expect((widest ?? 0) <= 30)
    }
}
