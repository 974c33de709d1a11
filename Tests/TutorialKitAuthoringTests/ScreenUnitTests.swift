import Testing
import TutorialKitAuthoring
import TutorialKitLayout

/// A tutorial's screens share one unit: its steps' numbers and options are in it.
@Suite struct ScreenUnitTests {
    static func screen(_ id: String, _ unit: Screen.Unit) -> Screen {
        Screen(
            id: id, size: Size(width: 60, height: 24), unit: unit,
            elements: [Screen.Element(id: "label", frame: Rect(x: 2, y: 2, width: 10, height: 1))])
    }

    static func load(main: Screen.Unit, step: Screen.Unit) -> LoadedFile<TutorialFile.Document> {
        let json = """
            {"id": "t", "version": 1, "screen": "main.screen.json",
             "steps": [{"id": "one", "target": {"element": "label"}, "text": "Hello"},
                       {"id": "two", "screen": "other.screen.json", "target": {"element": "label"}, "text": "There"}]}
            """
        return TutorialFile.decode(Array(json.utf8), file: "t.tutorial.json") { path in
            LoadedFile(
                model: path == "main.screen.json" ? screen("main", main) : screen("other", step),
                diagnostics: [])
        }
    }

    @Test("a step's screen in another unit than the tutorial's is an error at its screen")
    func mixedUnitsAreRefused() throws {
        let mixed = Self.load(main: .cells, step: .points)
        #expect(mixed.model == nil)
        let diagnostic = try #require(mixed.diagnostics.first { $0.path == "/steps/1/screen" })
        #expect(diagnostic.message.contains(#"is in points and the tutorial's in cells"#))
        #expect(Self.load(main: .points, step: .points).model != nil)
        #expect(Self.load(main: .cells, step: .cells).model != nil)
    }
}
