import Foundation
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct TutorialCoordinatorTests {
    let store = InMemorySeenStateStore()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func controller(_ name: String, priority: Int = 0, showIf: Rule? = nil) -> TutorialController {
        TutorialController(
            name: name, showIf: showIf, priority: priority, store: store, clock: clock, screen: Fixtures.home
        ) {
            Step("\(name)-1", text: "First")
            Step("\(name)-2", text: "Second")
        }
    }

    @Test func theHighestPriorityEligibleTutorialGoesFirst() throws {
        let coordinator = TutorialCoordinator(store: store, clock: clock)
        coordinator.register(controller("tips", priority: 1))
        coordinator.register(
            controller(
                "rate", priority: 10, showIf: .event("purchase.completed", atLeast: 1, withinDays: nil)))
        coordinator.register(controller("onboarding", priority: 5))
        #expect(try coordinator.eligible().map(\.id) == ["onboarding", "tips"])
        let first = try #require(try coordinator.startNext())
        #expect(first.tutorial.id == "onboarding")
    }

    @Test func oneAtATimeTheRestQueued() throws {
        let coordinator = TutorialCoordinator(store: store, clock: clock)
        coordinator.register(controller("a", priority: 2))
        coordinator.register(controller("b", priority: 1))
        let first = try #require(try coordinator.startNext())
        #expect(try coordinator.startNext() == nil, "a is still running")
        first.finish()
        let second = try #require(try coordinator.startNext())
        #expect(second.tutorial.id == "b")
        second.finish()
        #expect(try coordinator.startNext() == nil, "both seen")
    }

    @Test func tiesGoToTheFirstRegistered() throws {
        let coordinator = TutorialCoordinator(store: store, clock: clock)
        coordinator.register(controller("first"))
        coordinator.register(controller("second"))
        #expect(try coordinator.eligible().map(\.id) == ["first", "second"])
    }

    @Test func aHostWideCapAllowsOneTutorialADay() throws {
        let coordinator = TutorialCoordinator(store: store, clock: clock, hostCap: .oneADay)
        coordinator.register(controller("a"))
        coordinator.register(controller("b"))
        try #require(try coordinator.startNext()).finish()
        #expect(try coordinator.isCapReached())
        #expect(try coordinator.startNext() == nil)
        clock.advance(by: 86_400)
        #expect(try coordinator.startNext()?.tutorial.id == "b")
    }

    @Test func aHigherPriorityTutorialBecomingEligibleWinsTheNextTurn() throws {
        let coordinator = TutorialCoordinator(store: store, clock: clock)
        let rate = controller(
            "rate", priority: 10, showIf: .event("purchase.completed", atLeast: 1, withinDays: nil))
        coordinator.register(controller("tips", priority: 1))
        coordinator.register(rate)
        try rate.reportEvent("purchase.completed")
        #expect(try coordinator.startNext()?.tutorial.id == "rate")
    }
}
