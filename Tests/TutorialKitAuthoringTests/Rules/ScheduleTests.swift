import Foundation
import Testing
import TutorialFixtures
import TutorialKitAuthoring
import TutorialKitModel

/// A tutorial's start and end dates: a tour for a feature released on a date, a seasonal tip.
@Suite struct ScheduleTests {
    static func date(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    func load(_ schedule: String) -> LoadedFile<TutorialFile.Document> {
        let json = """
            { "id": "winter", "version": 1, "screen": "home.screen.json", \(schedule)
              "steps": [ { "id": "a", "text": "Snow mode is here." } ] }
            """
        return Fixtures.loadOnHome(json, file: "winter.tutorial.json")
    }

    func check(_ tutorial: Tutorial, at now: String) throws -> Rule.Check? {
        let report = Eligibility.evaluate(
            tutorial, record: nil, context: Rule.Context(now: try Self.date(now)))
        return report.parts.first { $0.rule.hasPrefix("available") }
    }

    @Test func aDateAloneStartsAtItsMidnightAndEndsAfterItsLastDay() throws {
        let loaded = load(#""availableFrom": "2026-12-01", "availableUntil": "2026-12-31","#)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let tutorial = try #require(loaded.model?.tutorial)
        #expect(tutorial.availableFrom == (try Self.date("2026-12-01T00:00:00Z")))
        #expect(tutorial.availableUntil == (try Self.date("2027-01-01T00:00:00Z")))
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(encoded.contains(#""availableFrom": "2026-12-01""#))
        #expect(encoded.contains(#""availableUntil": "2026-12-31""#), "written as the day it includes")
    }

    @Test(arguments: [
        ("2026-11-30T23:59:59Z", false, "not yet: it starts in 0 min"),
        ("2026-11-24T10:00:00Z", false, "not yet: it starts in 6 days"),
        ("2026-12-01T00:00:00Z", true, "now is within it, 31 days left"),
        ("2026-12-31T23:59:00Z", true, "now is within it, 1 min left"),
        ("2027-01-01T00:00:00Z", false, "no longer: it ended 0 min ago"),
        ("2027-01-04T12:00:00Z", false, "no longer: it ended 3 days ago"),
    ])
    func itStartsOnlyWithinItsDates(now: String, holds: Bool, detail: String) throws {
        let tutorial = try #require(
            load(#""availableFrom": "2026-12-01", "availableUntil": "2026-12-31","#).model?.tutorial)
        let check = try #require(try check(tutorial, at: now))
        #expect(check.rule == "available from 2026-12-01 through 2026-12-31")
        #expect(check.holds == holds)
        #expect(check.detail == detail)
        let starts = Eligibility.evaluate(
            tutorial, record: nil, context: Rule.Context(now: try Self.date(now))
        ).starts
        #expect(starts == holds)
    }

    @Test func aMomentIsKeptAsWritten() throws {
        let tutorial = try #require(load(#""availableUntil": "2026-12-24T18:00:00Z","#).model?.tutorial)
        #expect(tutorial.availableFrom == nil)
        let check = try #require(try check(tutorial, at: "2026-12-24T17:00:00Z"))
        #expect(check.rule == "available until 2026-12-24T18:00:00Z")
        #expect(check.detail == "now is within it, 1 h 0 min left")
    }

    @Test func aTutorialWithoutDatesHasNoSuchCheck() throws {
        let tutorial = try #require(load("").model?.tutorial)
        #expect(try check(tutorial, at: "2026-12-01T00:00:00Z") == nil)
    }

    @Test func theDSLSaysTheSame() throws {
        let loaded = try #require(load(#""availableFrom": "2026-12-01","#).model?.tutorial)
        let dsl = Tutorial("winter", screen: Fixtures.home) { Step("a", text: "Snow mode is here.") }
            .available(from: try Self.date("2026-12-01T00:00:00Z"))
        #expect(dsl == loaded)
    }

    /// A rule's date may be a date alone too, as `--param` and the schedule take it.
    @Test func aRuleComparesWithADateAlone() throws {
        let json = """
            { "id": "r", "version": 1, "screen": "home.screen.json",
              "parameters": { "registeredAt": "date" },
              "showIf": { "param": "registeredAt", "<": "2026-12-01" },
              "steps": [ { "id": "a", "text": "Welcome back." } ] }
            """
        let loaded = Fixtures.loadOnHome(json, file: "r.tutorial.json")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let rule = try #require(loaded.model?.tutorial.showIf)
        for (registered, holds) in [("2026-11-30T23:00:00Z", true), ("2026-12-01T00:00:00Z", false)] {
            let context = Rule.Context(
                now: try Self.date("2027-01-01T00:00:00Z"),
                parameters: ["registeredAt": .date(try Self.date(registered))])
            #expect(rule.holds(in: context) == holds, "registered \(registered)")
        }
    }
}
