import Foundation
import Testing
import TutorialKitAuthoring
import TutorialKitModel

@Suite struct EligibilityTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    func ago(_ days: Double) -> Date { now.addingTimeInterval(-days * 86_400) }

    var prompt: Tutorial {
        var tutorial = Tutorial("rate") { Step("stars", text: "Rate us?") }
        tutorial.frequency = Tutorial.DisplayFrequency(minDaysBetween: 30, maxShows: 3, windowDays: 365)
        return tutorial
    }

    func record(_ status: SeenRecord.Status, shows: [Date]) -> SeenRecord {
        SeenRecord(
            status: status, contentVersion: 1, timesShown: shows.count, firstShownAt: shows.first ?? now,
            lastShownAt: shows.last ?? now, recentShows: shows)
    }

    func report(_ tutorial: Tutorial, _ record: SeenRecord?, parameters: [String: Rule.ParameterValue] = [:])
        -> Eligibility.Report
    {
        Eligibility.evaluate(
            tutorial, record: record, context: Rule.Context(now: now, parameters: parameters))
    }

    @Test func aNewTutorialStarts() {
        let report = report(Tutorial("tour") { Step("a", text: "A") }, nil)
        #expect(report.starts)
        #expect(report.parts.map(\.rule) == ["not seen yet"])
    }

    @Test(arguments: [SeenRecord.Status.completed, .skipped, .dismissed])
    func aSeenTutorialWithoutFrequencyDoesNotStartAgain(status: SeenRecord.Status) {
        #expect(!report(Tutorial("tour") { Step("a", text: "A") }, record(status, shows: [ago(400)])).starts)
    }

    @Test func anInterruptedTutorialStartsAgain() {
        #expect(
            report(Tutorial("tour") { Step("a", text: "A") }, record(.inProgress, shows: [ago(1)])).starts)
    }

    @Test func exactlyThirtyDaysLaterIsAllowed() {
        #expect(report(prompt, record(.skipped, shows: [ago(30)])).starts)
        let tooSoon = report(prompt, record(.skipped, shows: [ago(29.9)]))
        #expect(!tooSoon.starts)
        #expect(tooSoon.parts[1].rule == "at least 30 days since last shown")
        #expect(tooSoon.parts[1].detail == "last shown 29 days ago")
    }

    @Test func theFourthShowWithinAYearIsRefused() {
        let three = record(.dismissed, shows: [ago(300), ago(200), ago(100)])
        let report = report(prompt, three)
        #expect(!report.starts)
        #expect(report.parts[2].rule == "shown at most 3 times within 365 days")
        #expect(report.parts[2].detail == "shown 3 times in that window")
    }

    @Test func theWindowSlides() {
        let oldestOutside = record(.dismissed, shows: [ago(366), ago(200), ago(100)])
        #expect(report(prompt, oldestOutside).starts)
    }

    @Test func aCompletedPromptIsNotAskedAgain() {
        let rated = report(prompt, record(.completed, shows: [ago(100)]))
        #expect(!rated.starts)
        #expect(rated.parts[0].rule == "not completed")
    }

    @Test func showIfIsPartOfTheReport() {
        var tutorial = Tutorial("tour") { Step("a", text: "A") }
        tutorial.showIf = .parameter("isLoyal", .equals(true))
        #expect(!report(tutorial, nil).starts)
        #expect(report(tutorial, nil, parameters: ["isLoyal": true]).starts)
        #expect(report(tutorial, nil).checks.map(\.check.rule) == ["not seen yet", "isLoyal = true"])
    }

    @Test func startingRecordsTheShowDate() {
        let first = SeenRecord.started(nil, version: 1, at: ago(10), step: "a")
        let second = SeenRecord.started(first, version: 1, at: now, step: "a")
        #expect(second.recentShows == [ago(10), now])
        #expect(second.timesShown == 2)
    }
}
