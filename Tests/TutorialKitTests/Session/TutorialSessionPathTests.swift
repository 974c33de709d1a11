import Foundation
import TestSupport
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct TutorialSessionPathTests {
    let branching = Tutorial("signup", screen: Fixtures.home) {
        Step("welcome", text: "Hi")
        Step("why", text: "Location?")
            .buttons(
                Step.Button("Choose city", action: .goTo("cities")),
                Step.Button("Allow", action: .goTo("detect")))
        Step("detect", text: "Detected").buttons(Step.Button("Done", action: .finish))
        Step("cities", text: "Pick one")
        Step("stores", text: "Stores")
    }

    func session(_ tutorial: Tutorial, parameters: [String: Rule.ParameterValue] = [:]) throws
        -> TutorialSession
    {
        try TutorialSession(tutorial: tutorial, clock: ManualClock()) {
            Rule.Context(now: Date(timeIntervalSince1970: 0), parameters: parameters)
        }
    }

    @Test func progressFollowsTheDefaultButtons() throws {
        let session = try session(branching)
        try session.start()
        #expect(session.presentation?.progress.description == "1 of 3")
        try session.next()
        #expect(session.presentation?.progress.description == "2 of 3")
        try session.choose(buttonAt: 1)
        #expect(session.currentStep?.id == "detect")
        #expect(session.presentation?.progress.description == "3 of 3")
    }

    @Test func progressOnTheOtherBranch() throws {
        let session = try session(branching)
        try session.start(atStep: "why")
        #expect(session.presentation?.progress.description == "2 of 3")
        try session.choose(buttonAt: 0)
        #expect(session.presentation?.progress.description == "3 of 4")
        try session.next()
        #expect(session.presentation?.progress.description == "4 of 4")
        try session.back()
        try session.back()
        #expect(session.currentStep?.id == "why")
        #expect(session.presentation?.progress.description == "2 of 3")
    }

    @Test func startingPartWayShowsThePlaceOnTheShortestWay() throws {
        let session = try session(branching)
        try session.start(atStep: "stores")
        #expect(session.presentation?.progress.description == "4 of 4")
    }

    var conditional: Tutorial {
        Tutorial("conditional", screen: Fixtures.home) {
            Step("one", text: "One")
            Step("loyal", text: "Thanks for staying").showIf(.parameter("isLoyal", .equals(true)))
            Step("three", text: "Three")
        }
    }

    @Test func aStepWhoseRuleFailsIsPassedOver() throws {
        let session = try session(conditional)
        try session.start()
        #expect(session.presentation?.progress.description == "1 of 2")
        try session.next()
        #expect(session.currentStep?.id == "three")
        #expect(session.presentation?.progress.description == "2 of 2")
        try session.back()
        #expect(session.currentStep?.id == "one")
    }

    @Test func aStepWhoseRuleHoldsIsShown() throws {
        let session = try session(conditional, parameters: ["isLoyal": true])
        try session.start()
        try session.next()
        #expect(session.currentStep?.id == "loyal")
        #expect(session.presentation?.progress.description == "2 of 3")
    }

    @Test func aFirstStepWhoseRuleFailsIsPassedOverAtTheStart() throws {
        var tutorial = conditional
        tutorial.steps[0].showIf = .parameter("isNew", .equals(true))
        let session = try session(tutorial)
        try session.start()
        #expect(session.currentStep?.id == "three")
        #expect(session.presentation?.progress.description == "1 of 1")
        // The only step on the way: no progress in its box.
        #expect(session.presentation?.progress.isShown == false)
        #expect(session.presentation?.layout.footer.progress == nil)
    }
}

@Suite struct AdvanceAndResumeTests {
    @Test func theHostsEventCompletesTheStep() throws {
        let tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search for a store").advanceOn("search.opened")
            Step("done", text: "Well done")
        }
        let session = try TutorialSession(tutorial: tutorial, clock: ManualClock())
        try session.start()
        #expect(try !session.eventOccurred("cart.opened"))
        #expect(session.currentStep?.id == "search")
        #expect(try session.eventOccurred("search.opened"))
        #expect(session.currentStep?.id == "done")
        #expect(try !session.eventOccurred("search.opened"), "only the step that asked for it advances")
    }

    @Test func anInterruptedRunResumesAtItsLastStepThroughTheFileStore() throws {
        let scratch = try Scratch()
        let path = scratch.path("state.json")
        do {
            let first = TutorialController(tutorial: Fixtures.demo, store: JSONFileSeenStore(path: path))
            let session = try #require(try first.start())
            try session.next()
            // The app quits here, mid-tutorial.
        }
        #expect(try JSONFileSeenStore(path: path).record(for: "tutorial-kit-demo")?.lastStep == "frame")
        let relaunched = TutorialController(tutorial: Fixtures.demo, store: JSONFileSeenStore(path: path))
        let resumed = try #require(try relaunched.start())
        #expect(resumed.currentStep?.id == "frame")
        #expect(resumed.presentation?.progress.description == "2 of 3")
    }

    @Test func resumeFalseStartsOver() throws {
        let store = InMemorySeenStateStore()
        var tutorial = Fixtures.demo
        tutorial.resumes = false
        try #require(try TutorialController(tutorial: tutorial, store: store).start()).next()
        let again = try #require(try TutorialController(tutorial: tutorial, store: store).start())
        #expect(again.currentStep?.id == "label")
    }

    /// A controller whose steps are made at start says everything a built tutorial can about when
    /// it runs: here, that an interrupted run starts over, and which locale is the fallback.
    @Test func aLazilyBuiltTutorialCanStartOverAndNameItsFallbackLocale() throws {
        let store = InMemorySeenStateStore()
        func controller(resumes: Bool) -> TutorialController {
            TutorialController(
                name: "lazy", resumes: resumes, defaultLocale: "ru", store: store, locale: "de",
                screen: Fixtures.demo.screen
            ) {
                Step("one", text: LocalizedText(["en": "One", "ru": "Один"]))
                Step("two", text: "Two")
            }
        }
        let first = try #require(try controller(resumes: true).start())
        #expect(first.presentation?.text == "Один")
        try first.next()
        #expect(try #require(try controller(resumes: true).start()).currentStep?.id == "two")
        #expect(try #require(try controller(resumes: false).start()).currentStep?.id == "one")
    }
}
