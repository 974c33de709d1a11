import Foundation
import Testing
import TutorialKit

@Suite struct TutorialSessionPathTests {
    let branching = Tutorial("signup", screen: Fixtures.home) {
        Step("welcome", text: "Hi")
        Step("why", text: "Location?")
            .buttons(
                StepButton("Choose city", action: .goTo("cities")),
                StepButton("Allow", action: .goTo("detect")))
        Step("detect", text: "Detected").buttons(StepButton("Done", action: .finish))
        Step("cities", text: "Pick one")
        Step("stores", text: "Stores")
    }

    func session(_ tutorial: Tutorial, parameters: [String: ParameterValue] = [:]) throws -> TutorialSession {
        try TutorialSession(tutorial: tutorial, clock: ManualClock()) {
            RuleContext(now: Date(timeIntervalSince1970: 0), parameters: parameters)
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
    }
}
