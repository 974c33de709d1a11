import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// A step that advances on the host's events can branch on which one comes: explaining location
/// access, then going on one way when the user allows it and another when they do not.
@Suite struct AdvanceBranchTests {
    static let json = """
        {
          "id": "primer",
          "version": 1,
          "screen": "home.screen.json",
          "steps": [
            { "id": "ask", "text": "Allow location?",
              "advanceOn": [
                { "event": "location.allowed", "next": "allowed" },
                { "event": "location.denied", "next": "denied" },
                { "event": "closed", "next": "skip" }
              ] },
            { "id": "allowed", "text": "Parks near you.", "buttons": [{ "title": "Done", "next": "finish" }] },
            { "id": "denied", "text": "Search by name instead." }
          ]
        }
        """

    static var dsl: Tutorial {
        Tutorial("primer", screen: Fixtures.home) {
            Step("ask", text: "Allow location?")
                .advanceOn("location.allowed", then: .goTo("allowed"))
                .advanceOn("location.denied", then: .goTo("denied"))
                .advanceOn("closed", then: .skipTutorial)
            Step("allowed", text: "Parks near you.", buttons: [Step.Button("Done", action: .finish)])
            Step("denied", text: "Search by name instead.")
        }
    }

    func load(_ text: String) -> LoadedFile<TutorialFile.Document> {
        Fixtures.loadOnHome(text, file: "primer.tutorial.json")
    }

    @Test func theFileAndTheDSLSayTheSame() throws {
        let loaded = load(Self.json)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.model?.tutorial == Self.dsl)
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(load(encoded).model?.tutorial == Self.dsl, "written and read back")
        #expect(encoded.contains("\"next\": \"denied\""))
    }

    @Test(arguments: [("location.allowed", "allowed"), ("location.denied", "denied")])
    func theEventThatComesDecidesTheWay(event: String, step: String) throws {
        let session = try TutorialSession(tutorial: Self.dsl)
        try session.start()
        #expect(try !session.eventOccurred("something.else"))
        #expect(try session.eventOccurred(event))
        #expect(session.currentStep?.id == step)
        #expect(session.presentation?.progress.description == "2 of 2", "either way, the tour's second step")
    }

    @Test func aBranchCanEndTheTour() throws {
        let session = try TutorialSession(tutorial: Self.dsl)
        try session.start()
        try session.eventOccurred("closed")
        #expect(session.state == .finished(.skipped(atStep: "ask")))
    }

    @Test func aBranchToNoStepIsAnErrorAtItsNext() {
        let loaded = load(
            Self.json.replacingOccurrences(of: "\"next\": \"denied\"", with: "\"next\": \"denid\""))
        #expect(
            loaded.diagnostics.map(\.description) == [
                "primer.tutorial.json:9:47: error: /steps/0/advanceOn/1/next: no step \"denid\"; did you mean \"denied\"?; \"next\" takes a step id, \"finish\", \"skip\" or \"back\""
            ])
    }

    /// A step that branches has no Back / Next: what the user does decides; progress counts the way
    /// down its first branch.
    @Test func aBranchingStepHasNoStandardButtons() throws {
        let session = try TutorialSession(tutorial: Self.dsl)
        try session.start()
        #expect(session.presentation?.buttons == [])
        #expect(session.presentation?.progress.description == "1 of 2")
    }
}
