import Foundation
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct TutorialControllerTests {
    let store = InMemorySeenStateStore()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func controller(version: Int = 1, showAgain: Bool = false, made: Recorder? = nil) -> TutorialController {
        TutorialController(
            name: "tutorial-kit-demo", version: version, showAgainWhenVersionRises: showAgain, store: store,
            clock: clock, screen: Fixtures.home
        ) {
            let _ = made?.append("makeSteps")
            Step("label", target: .element("label"), text: "This is a text view")
            Step("detail", target: .listRow(list: "table", row: 10, element: "detail"), text: "A detail")
        }
    }

    @Test func startShowsAnUnseenTutorialAndRecordsIt() throws {
        let session = try #require(try controller().start())
        #expect(session.currentStep?.id == "label")
        let record = try #require(store.record(for: "tutorial-kit-demo"))
        #expect(record.status == .inProgress)
        #expect(record.timesShown == 1)
        #expect(record.firstShownAt == clock.now())
        #expect(record.lastStep == "label")
    }

    /// A host's analytics hear a session from its start, the first step shown included.
    @Test func theHostHearsEveryEventFromTheStart() throws {
        let controller = controller()
        let heard = Recorder()
        controller.onAnalyticsRecord = {
            heard.append($0.jsonLine.contains("\"started\"") ? "started" : "\($0.kind)")
        }
        let session = try #require(try controller.start())
        try session.next()
        #expect(heard.log.first == "started")
        #expect(heard.log.dropFirst().first == "stepShown(stepID: \"label\", index: 0)")
        #expect(heard.log.count == 4, "started, shown, completed, shown")
    }

    @Test func stepsAreMadeWhenTheTutorialStarts() throws {
        let made = Recorder()
        let controller = controller(made: made)
        #expect(made.log.isEmpty)
        try controller.start()
        #expect(made.log == ["makeSteps"])
    }

    @Test func completedTutorialIsNotShownAgain() throws {
        let controller = controller()
        let session = try #require(try controller.start())
        try session.next()
        try session.next()
        #expect(try controller.hasSeenTutorial())
        #expect(try controller.start() == nil)
        #expect(store.record(for: "tutorial-kit-demo")?.status == .completed)
        #expect(store.record(for: "tutorial-kit-demo")?.lastStep == "detail")
    }

    @Test(arguments: [SeenRecord.Status.skipped, .dismissed])
    func skippedOrDismissedCountsAsSeen(status: SeenRecord.Status) throws {
        let controller = controller()
        let session = try #require(try controller.start())
        try session.next()
        if status == .skipped { session.skipAll() } else { session.dismiss() }
        #expect(try controller.hasSeenTutorial())
        #expect(store.record(for: "tutorial-kit-demo")?.status == status)
        #expect(store.record(for: "tutorial-kit-demo")?.lastStep == "detail")
    }

    @Test func anInterruptedRunIsNotSeen() throws {
        try controller().start()
        #expect(try !controller().hasSeenTutorial())
    }

    @Test func forceStartShowsASeenTutorialAndCountsIt() throws {
        let controller = controller()
        try #require(try controller.start()).finish()
        clock.advance(by: 60)
        let session = try controller.forceStart()
        #expect(session.currentStep?.id == "label")
        let record = try #require(store.record(for: "tutorial-kit-demo"))
        #expect(record.timesShown == 2)
        #expect(record.lastShownAt == clock.now())
        #expect(record.firstShownAt == clock.now().addingTimeInterval(-60))
    }

    @Test func outcomeIsRecordedAfterTheHostLetsGoOfTheController() throws {
        var controller: TutorialController? = controller()
        let session = try #require(try controller?.start())
        controller = nil
        session.finish()
        #expect(store.record(for: "tutorial-kit-demo")?.status == .completed)
    }

    @Test func startAtAStepForDebugging() throws {
        let session = try controller().start(atStep: "detail")
        #expect(session.currentStep?.id == "detail")
    }

    @Test func resetForgetsTheTutorial() throws {
        let controller = controller()
        try #require(try controller.start()).finish()
        try controller.reset()
        #expect(try !controller.hasSeenTutorial())
        #expect(try controller.start() != nil)
    }

    @Test func aNewVersionShowsAgainOnlyWhenTheTutorialAsks() throws {
        try #require(try controller(version: 1).start()).finish()
        #expect(try controller(version: 2).hasSeenTutorial())
        #expect(try !controller(version: 2, showAgain: true).hasSeenTutorial())
        #expect(try controller(version: 1, showAgain: true).hasSeenTutorial())
    }

    @Test func aTutorialValueRunsThroughTheController() throws {
        let controller = TutorialController(tutorial: Fixtures.demo, store: store, clock: clock)
        let session = try #require(try controller.start())
        #expect(session.presentation?.progress.description == "1 of 3")
    }

    @Test func storeFailuresAfterTheStartAreReported() throws {
        let failing = FailingStore()
        let errors = Recorder()
        let controller = TutorialController(tutorial: Fixtures.demo, store: failing, clock: clock)
        controller.onStoreError = { errors.append("\($0)") }
        let session = try controller.forceStart()
        failing.fails = true
        session.finish()
        #expect(errors.log == ["disk full"])
        #expect(controller.lastStoreError != nil)
    }
}

/// A store whose writes fail on demand.
final class FailingStore: SeenStateStore, @unchecked Sendable {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    // Only touched from the test's own thread.
    var fails = false
    private let inner = InMemorySeenStateStore()

    func record(for tutorialID: String) throws -> SeenRecord? { inner.record(for: tutorialID) }
    func allRecords() throws -> [String: SeenRecord] { inner.allRecords() }
    func update(_ tutorialID: String, _ change: (inout SeenRecord?) throws -> Void) throws {
        if fails { throw DiskFull() }
        try inner.update(tutorialID, change)
    }
    func reset(_ tutorialID: String) throws { inner.reset(tutorialID) }
    func resetAll() throws { inner.resetAll() }
    func recordEvent(_ name: String, at date: Date) throws { inner.recordEvent(name, at: date) }
    func events() throws -> [String: Rule.EventHistory] { inner.events() }
}

@Suite struct TutorialControllerRulesTests {
    let store = InMemorySeenStateStore()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func prompt() -> TutorialController {
        var tutorial = Tutorial("rate", screen: Fixtures.home) { Step("stars", text: "Rate us?") }
        tutorial.showIf = .all([
            .event("purchase.completed", atLeast: 1, withinDays: 1), .parameter("isLoyal", .equals(true)),
        ])
        tutorial.frequency = Tutorial.DisplayFrequency(minDaysBetween: 30, maxShows: 3, windowDays: 365)
        return TutorialController(tutorial: tutorial, store: store, clock: clock)
    }

    @Test func startsOnlyWhenItsRulesHold() throws {
        let controller = prompt()
        #expect(try controller.start() == nil)
        try controller.reportEvent("purchase.completed")
        #expect(try controller.start() == nil, "isLoyal is not set")
        controller.parameters["isLoyal"] = true
        let session = try #require(try controller.start())
        #expect(session.currentStep?.id == "stars")
    }

    @Test func dismissedPromptComesBackAfterThirtyDaysAtMostThreeTimes() throws {
        let controller = prompt()
        controller.parameters["isLoyal"] = true
        for round in 1...3 {
            try controller.reportEvent("purchase.completed")
            let session = try #require(try controller.start(), "show \(round)")
            session.dismiss()
            #expect(try controller.start() == nil, "not again the same day")
            clock.advance(by: 30 * 86_400)
        }
        try controller.reportEvent("purchase.completed")
        let report = try controller.explain()
        #expect(!report.starts)
        #expect(report.parts.last?.detail == "shown 3 times in that window")
    }

    @Test func aRatedPromptIsNeverAskedAgain() throws {
        let controller = prompt()
        controller.parameters["isLoyal"] = true
        try controller.reportEvent("purchase.completed")
        try #require(try controller.start()).finish()
        clock.advance(by: 400 * 86_400)
        try controller.reportEvent("purchase.completed")
        #expect(try controller.start() == nil)
        #expect(try controller.explain().parts.first?.rule == "not completed")
    }

    @Test func aReportedEventMovesTheStepWaitingForItAndAResetKeepsIt() throws {
        let controller = TutorialController(
            tutorial: Tutorial("search", screen: Fixtures.home) {
                Step("open", text: "Open the search").advanceOn("search.opened")
                Step("type", text: "Type a store's name")
            }, store: store, clock: clock)
        let session = try #require(try controller.start())
        #expect(try !controller.reportEvent("cart.opened"))
        #expect(try controller.reportEvent("search.opened"))
        #expect(session.currentStep?.id == "type")
        #expect(store.events()["search.opened"]?.count == 1)
        try controller.reset()
        #expect(store.events()["search.opened"]?.count == 1, "a tutorial's reset keeps the user's events")
        store.resetAll()
        #expect(store.events().isEmpty)
    }
}
