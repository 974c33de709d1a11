import Foundation
import Testing
import TutorialFixtures
import TutorialKitAuthoring
import TutorialKitModel

/// A tutorial written in Swift gets a file's checks by being written as JSON and read back, as the
/// authoring article says: the compiler checks its types, not its meaning.
@Suite struct SwiftTutorialCheckTests {
    @Test func writtenAndReadBackItGetsAFilesDiagnostics() throws {
        let tutorial = Tutorial("primer", screen: Fixtures.home) {
            Step("ask", text: "May we use your location?")
                .buttons(Step.Button("Allow", action: .request("location.request")))
                .onOutcome("location.denied", then: .goTo("nowhere"))
            Step("done", text: "Thanks")
        }
        .experiment("copy", control: 10, .init("short", weight: -1))
        let document = TutorialFile.Document(tutorial: tutorial, screenPath: "home.screen.json")
        let json = try TutorialFile.encode(document)
        let loaded = TutorialFile.decode(Array(json.utf8), file: "primer.tutorial.json") { _ in
            LoadedFile(model: Fixtures.home, diagnostics: [])
        }
        let messages = loaded.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("no step \"nowhere\"") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("must be at least 0") }, "\(messages)")
        #expect(loaded.model == nil, "errors, so no model")
    }
}
