import Foundation
import TestSupport
import Testing
import TutorialFixtures
import TutorialKit
import TutorialKitTerminal

/// A host's own content in a step's box, and buttons with roles.
@Suite struct HostContentTests {
    struct Stars: Hashable, Sendable { var count: Int }

    @Test func theBoxIsLaidOutForTheHostsContentAndSaysWhereToDrawIt() throws {
        let tutorial = Tutorial("host", screen: Fixtures.home) {
            Step("rate", target: .element("search"), title: "Rate us", text: "A rating helps")
                .content(Stars(count: 5), size: Size(width: 30, height: 4))
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let presentation = try #require(session.presentation)
        #expect(presentation.step.content?.value(as: Stars.self) == Stars(count: 5))
        #expect(presentation.step.content?.value(as: String.self) == nil)
        let layout = presentation.layout
        #expect(layout.content.hostContentHeight == 4 && layout.content.titleLines.isEmpty)
        #expect(
            layout.contentFrame == Rect(x: layout.box.minX + 2, y: layout.box.minY + 1, width: 30, height: 4))
        #expect(layout.box.size == Size(width: 34, height: 2 + 4 + 1))
        // A terminal cannot draw the host's view: the text stands in for it, dimmed.
        let lines = FrameRenderer().render(presentation)
        #expect(lines[layout.contentFrame.y].dropFirst(layout.contentFrame.x).hasPrefix("A rating helps"))
    }

    @Test func contentFromAFileIsItsJSONAndSavesBack() throws {
        let json = #"""
            {"id": "t", "version": 1, "screen": "home.screen.json", "steps": [
              {"id": "s", "text": "x", "content": {"view": "stars", "count": 5, "nested": [1, {"a": null}]},
               "contentSize": {"width": 20, "height": 3},
               "buttons": [{"title": "Never", "next": "skip", "role": "destructive"}, {"title": "Ok"}]}]}
            """#
        let path = TestPaths.corpus.appendingPathComponent("home.screen.json").path
        let loaded = TutorialFile.decode(Array(json.utf8), file: "t.tutorial.json") { _ in
            ScreenFile.load(path: path)
        }
        let document = try #require(loaded.model, "\(loaded.diagnostics)")
        let step = document.tutorial.steps[0]
        let text = try #require(step.content?.value(as: Step.HostContent.JSONText.self)?.text)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["view"] as? String == "stars" && object["count"] as? Int == 5)
        #expect(step.contentSize == Size(width: 20, height: 3))
        #expect(step.buttons.map(\.role) == [.destructive, nil])
        let saved = try TutorialFile.encode(document)
        let reloaded = TutorialFile.decode(Array(saved.utf8), file: "t.tutorial.json") { _ in
            ScreenFile.load(path: path)
        }
        #expect(reloaded.model?.tutorial == document.tutorial)
    }

    @Test func contentGivenInSwiftHasNoJSON() throws {
        let tutorial = Tutorial("host", screen: Fixtures.home) {
            Step("rate", text: "Rate").content(Stars(count: 5))
        }
        let document = TutorialFile.Document(tutorial: tutorial, screenPath: "home.screen.json")
        #expect(throws: TutorialFile.EncodingError.self) { try TutorialFile.encode(document) }
    }

    @Test func rolesComeFromWhatAButtonDoesUnlessItSays() {
        let buttons = [
            Step.Button("Not now", action: .skipTutorial), Step.Button("Back", action: .back),
            Step.Button("Delete", action: .finish, role: .destructive), Step.Button("Next"),
        ]
        #expect(
            buttons.indices.map { Step.Button.role(in: buttons, at: $0) } == [
                .skip, .secondary, .destructive, .primary,
            ])
        #expect(Step.Button.role(in: buttons, at: 9) == .secondary)
    }
}
