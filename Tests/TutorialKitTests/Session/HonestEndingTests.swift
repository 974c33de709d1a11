import Foundation
import Testing
import TutorialKit

/// How a run ended is recorded as it was: a failed run keeps its reason and does not count as
/// seen, so a broken tutorial does not silence itself; an abandoned one resumes where it was left.
@Suite struct HonestEndingTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func controller(_ policy: Step.MissingTarget, store: InMemorySeenStateStore) -> TutorialController {
        var tutorial = MissingTargetTests().tour(policy)
        tutorial.onMissingTarget = nil
        return TutorialController(tutorial: tutorial, store: store, clock: clock)
    }

    @Test func aFailedRunIsRecordedWithItsReasonAndShowsAgainFromTheStart() throws {
        let store = InMemorySeenStateStore()
        let controller = controller(.end, store: store)
        let session = try #require(try controller.start())
        try session.next()
        let record = try #require(store.record(for: "tour"))
        #expect(record.status == .failed)
        #expect(record.failure == .targetMissing)
        #expect(record.lastStep == "ghost")
        #expect(record.recentShows.isEmpty, "nor does it count against frequency caps")
        #expect(record.timesShown == 1, "it was started")
        #expect(try controller.hasSeenTutorial() == false)
        let report = try controller.explain()
        #expect(report.starts)
        #expect(report.checks.first?.check.detail.hasPrefix("failed: target missing") == true)
        clock.advance(by: 60)
        let again = try #require(try controller.start())
        #expect(again.currentStep?.id == "welcome", "a failed run does not resume")
        let restarted = try #require(store.record(for: "tour"))
        #expect(restarted.status == .inProgress && restarted.failure == nil && restarted.timesShown == 2)
    }

    @Test func aRunThatFailsAsItStartsIsRecordedAsFailed() throws {
        let store = InMemorySeenStateStore()
        var tutorial = MissingTargetTests().tour(.end)
        tutorial.steps.removeFirst()
        let session = try #require(
            try TutorialController(tutorial: tutorial, store: store, clock: clock).start())
        #expect(session.isFinished)
        #expect(store.record(for: "tour")?.status == .failed)
    }

    @Test func anAbandonedRunResumesWhereItWasLeft() throws {
        let store = InMemorySeenStateStore()
        let controller = controller(.skip, store: store)
        let session = try #require(try controller.start())
        try session.next()
        #expect(session.currentStep?.id == "search")
        try session.screenAppeared("settings")
        let record = try #require(store.record(for: "tour"))
        #expect(record.status == .abandoned && record.lastStep == "search")
        #expect(try controller.hasSeenTutorial() == false)
        let resumed = try #require(try controller.start())
        #expect(resumed.currentStep?.id == "search")
    }

    @Test func aDismissedRunStillCountsAsSeen() throws {
        let store = InMemorySeenStateStore()
        let controller = controller(.skip, store: store)
        try #require(try controller.start()).dismiss()
        #expect(try controller.hasSeenTutorial())
        #expect(try controller.start() == nil)
    }
}

extension HonestEndingTests {
    /// A host-wide cap of one tutorial a day does not keep a run the app left half-way from
    /// resuming: it is the same tutorial, not another.
    @Test func aRunLeftHalfWayResumesWhateverTheHostCap() throws {
        let store = InMemorySeenStateStore()
        let coordinator = TutorialCoordinator(store: store, clock: clock, hostCap: .oneADay)
        coordinator.register(controller(.skip, store: store))
        let session = try #require(try coordinator.startNext())
        try session.next()
        session.abandon()
        #expect(try coordinator.isCapReached())
        #expect(try coordinator.startNext()?.currentStep?.id == "search")
    }
}
