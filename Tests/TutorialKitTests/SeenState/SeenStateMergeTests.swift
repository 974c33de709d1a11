import Foundation
import LayoutInvariants
import TestSupport
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct SeenStateMergeTests {
    let early = Date(timeIntervalSince1970: 1_800_000_000)
    let late = Date(timeIntervalSince1970: 1_800_086_400)

    func entry(
        _ status: SeenRecord.Status, version: Int = 1, shown: Int, first: Date, last: Date, step: String?,
        recent: [Date] = [], unknown: [String: JSONValue] = [:]
    )
        -> SeenStateDocument.Entry
    {
        .init(
            record: SeenRecord(
                status: status, contentVersion: version, timesShown: shown, firstShownAt: first,
                lastShownAt: last, lastStep: step, recentShows: recent),
            unknown: unknown)
    }

    @Test func theMoreFinishedStatusWinsCountersTakeTheMaximum() {
        let phone = entry(
            .completed, shown: 1, first: early, last: early, step: "end",
            unknown: ["device": .string("phone")])
        let tablet = entry(
            .dismissed, shown: 3, first: late, last: late, step: "middle", unknown: ["tablet": .bool(true)])
        let merged = SeenStateMerge.merge(phone, tablet)
        #expect(merged.record.status == .completed)
        #expect(merged.record.lastStep == "end")
        #expect(merged.record.timesShown == 3)
        #expect(merged.record.firstShownAt == early)
        #expect(merged.record.lastShownAt == late)
        #expect(merged.unknown.keys.sorted() == ["device", "tablet"])
    }

    /// Seen beats not seen; among the runs not seen, a failure stays known over a run left or
    /// in progress, and keeps its reason.
    @Test func aFailureOutranksRunsNotSeenAndKeepsItsReason() {
        var failed = entry(.failed, shown: 1, first: early, last: early, step: "ghost")
        failed.record.failure = .targetMissing
        for other in [SeenRecord.Status.inProgress, .abandoned] {
            let merged = SeenStateMerge.merge(
                entry(other, shown: 2, first: late, last: late, step: "b"), failed)
            #expect(merged.record.status == .failed && merged.record.failure == .targetMissing)
            #expect(merged.record.lastStep == "ghost")
        }
        for seen in [SeenRecord.Status.dismissed, .skipped, .completed] {
            let merged = SeenStateMerge.merge(
                failed, entry(seen, shown: 1, first: late, last: late, step: nil))
            #expect(merged.record.status == seen && merged.record.failure == nil)
        }
    }

    /// Device A completed a tutorial; device B, not yet synced, started it later. The merge used to
    /// take B's `inProgress` (the later show), and the tutorial showed again.
    @Test func aStartBeforeSyncingNeverReopensASeenTutorial() throws {
        let scratch = try Scratch()
        let tutorial = Fixtures.demo
        let phone = JSONFileSeenStore(path: scratch.path("phone.json"))
        let tablet = JSONFileSeenStore(path: scratch.path("tablet.json"))
        let clock = ManualClock(early)
        let done = try #require(
            try TutorialController(tutorial: tutorial, store: phone, clock: clock).start())
        #expect(done.finish())
        clock.advance(by: 3_600)
        _ = try #require(try TutorialController(tutorial: tutorial, store: tablet, clock: clock).start())
        #expect(try tablet.record(for: tutorial.id)?.status == .inProgress)

        try phone.merge(contentsOf: tablet.path)
        try tablet.merge(contentsOf: phone.path)
        for store in [phone, tablet] {
            let record = try #require(try store.record(for: tutorial.id))
            #expect(record.status == .completed)
            #expect(record.timesShown == 2, "both shows count")
            #expect(record.lastShownAt == early.addingTimeInterval(3_600))
            #expect(try TutorialController(tutorial: tutorial, store: store, clock: clock).start() == nil)
        }
    }

    /// A newer content version changed the tutorial: in progress at it beats seen at an older one.
    @Test func inProgressOfANewerVersionWins() {
        let seen = entry(.completed, version: 1, shown: 1, first: early, last: late, step: "end")
        let newer = entry(.inProgress, version: 2, shown: 2, first: early, last: early, step: "start")
        for merged in [SeenStateMerge.merge(seen, newer), SeenStateMerge.merge(newer, seen)] {
            #expect(merged.record.status == .inProgress)
            #expect(merged.record.contentVersion == 2)
            #expect(merged.record.lastStep == "start")
        }
    }

    /// Merging a file with itself used to drop shows that shared a second: a set of dates kept one
    /// of them, so three shows became two while `timesShown` stayed 3.
    @Test func mergingWithItselfKeepsShowsThatShareASecond() {
        let twice = entry(
            .inProgress, shown: 3, first: early, last: late, step: "s", recent: [early, early, late])
        #expect(SeenStateMerge.merge(twice, twice) == twice)
        let document = SeenStateDocument(
            entries: ["t": twice], events: ["e": Rule.EventHistory(count: 3, recent: [early, early, late])])
        #expect(SeenStateMerge.merge(document, document) == document)
    }

    /// Shows the devices share count once, and each device's own shows once more.
    @Test func showsOfTwoDevicesCountOnceEach() {
        let shared = [early, early]
        let phone = entry(
            .completed, shown: 3, first: early, last: early, step: nil, recent: shared + [early + 60])
        let tablet = entry(
            .inProgress, shown: 4, first: early, last: late, step: nil, recent: shared + [early + 120, late])
        let merged = SeenStateMerge.merge(phone, tablet).record
        #expect(merged.recentShows == [early, early, early + 60, early + 120, late])
        #expect(merged.timesShown == 5)
    }

    @Test func eventHistoriesMergeAsShowsDo() {
        let a = Rule.EventHistory(count: 3, recent: [early])
        let b = Rule.EventHistory(count: 2, recent: [late])
        #expect(SeenStateMerge.merge(a, b) == Rule.EventHistory(count: 3, recent: [early, late]))
        let c = Rule.EventHistory(count: 2, recent: [early, late + 1])
        #expect(SeenStateMerge.merge(b, c) == Rule.EventHistory(count: 3, recent: [early, late, late + 1]))
    }

    @Test func recordsOnOneDeviceOnlyAreKept() {
        let a = SeenStateDocument(entries: [
            "a": entry(.completed, shown: 1, first: early, last: early, step: nil)
        ])
        let b = SeenStateDocument(entries: [
            "b": entry(.skipped, shown: 2, first: late, last: late, step: "x")
        ])
        #expect(SeenStateMerge.merge(a, b).entries.keys.sorted() == ["a", "b"])
    }
}
