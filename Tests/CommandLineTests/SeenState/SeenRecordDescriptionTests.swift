import Foundation
import TestSupport
import Testing
import TutorialKit

/// A host's `print(record)` is what `tutorialkit seen show ID` prints under the record's id.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct SeenRecordDescriptionTests {
    let scratch: Scratch
    init() throws { scratch = try Scratch() }

    func date(_ text: String) throws -> Date { try Date.ISO8601FormatStyle().parse(text) }

    @Test func aRecordIsAFieldALine() throws {
        let record = SeenRecord(
            status: .skipped, contentVersion: 2, timesShown: 1,
            firstShownAt: try date("2027-01-01T08:00:00Z"),
            lastShownAt: try date("2027-01-03T09:30:00Z"), lastStep: "stars")
        #expect(
            "\(record)" == """
                status:         skipped
                contentVersion: 2
                timesShown:     1
                firstShownAt:   2027-01-01T08:00:00Z
                lastShownAt:    2027-01-03T09:30:00Z
                lastStep:       stars
                """)
    }

    /// A failed run says why, a variant which; a step from a hand-edited file keeps its line.
    @Test func theFailureAndTheVariantFollowWhenThereAreAny() throws {
        let shown = try date("2027-01-01T08:00:00Z")
        let record = SeenRecord(
            status: .failed, contentVersion: 1, timesShown: 3, firstShownAt: shown, lastShownAt: shown,
            lastStep: "why\nlocation", failure: .outcomeNeverArrived, variant: "welcome-first")
        #expect(
            "\(record)" == #"""
                status:         failed
                contentVersion: 1
                timesShown:     3
                firstShownAt:   2027-01-01T08:00:00Z
                lastShownAt:    2027-01-01T08:00:00Z
                lastStep:       why\nlocation
                failure:        outcome never arrived
                variant:        welcome-first
                """#)
        let unseen = SeenRecord(
            status: .inProgress, contentVersion: 1, timesShown: 1, firstShownAt: shown, lastShownAt: shown)
        #expect("\(unseen)".split(separator: "\n").last == "lastStep:       -")
    }

    @Test func seenShowPrintsTheRecordUnderItsID() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        let shown = try date("2027-01-01T08:00:00Z")
        try store.update("grocery-signup") { record in
            record = SeenRecord(
                status: .failed, contentVersion: 1, timesShown: 2, firstShownAt: shown, lastShownAt: shown,
                lastStep: "why-location", failure: .targetMissing, variant: "straight-to-why")
        }
        let show = try ToolRunner.run(["seen", "show", "grocery-signup", "--store", path])
        #expect(show.status == 0, "\(show.standardError)")
        let record = try #require(try store.record(for: "grocery-signup"))
        #expect(show.standardOutput == "tutorial:       grocery-signup\n\(record)\n")
        #expect(
            show.standardOutput.contains(
                "\nfailure:        target missing\nvariant:        straight-to-why\n"))
    }
}
