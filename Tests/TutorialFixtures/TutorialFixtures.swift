@_exported import ScreenFixtures
import TutorialKitAuthoring
import TutorialKitLayout
import TutorialKitModel

/// The tutorials shared by the tests, on ``Fixtures/home``.
extension Fixtures {
    /// A tutorial file's text read as `file`, every screen it names being ``home``.
    package static func loadOnHome(_ json: String, file: String = "test.tutorial.json") -> LoadedFile<
        TutorialFile.Document
    > {
        TutorialFile.decode(Array(json.utf8), file: file) { _ in LoadedFile(model: home, diagnostics: []) }
    }

    /// The TutorialKit talk's demo: a text label, an arbitrary frame, and row 10's detail label.
    package static let demo = Tutorial("tutorial-kit-demo", version: 1, screen: home) {
        Step("label", target: .element("label"), text: "This is a text view")
        Step(
            "frame", target: .rect(x: 10, y: 5, width: 10, height: 5), text: "This is an arbitrary frame",
            placement: .rightStart)
        Step(
            "detail", target: .listRow(list: "table", row: 10, element: "detail"), title: "Details",
            text: "This is a table view cell's detail")
    }
}
