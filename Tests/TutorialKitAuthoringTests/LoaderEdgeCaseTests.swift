import Foundation
import Testing

@testable import TutorialKitAuthoring
@testable import TutorialKitJSON
@testable import TutorialKitLayout
@testable import TutorialKitSchema

/// Corners of the loaders that the examples and the corpus do not reach.
@Suite struct LoaderEdgeCaseTests {
    static let screen = Screen(
        id: "s", size: Size(width: 40, height: 12),
        elements: [Screen.Element(id: "label", frame: Rect(x: 1, y: 1, width: 5, height: 1))])

    static func decode(_ json: String, loadScreen: ((String) -> LoadedFile<Screen>)? = nil)
        -> LoadedFile<TutorialFile.Document>
    {
        TutorialFile.decode(
            Array(json.utf8), file: "t.json",
            loadScreen: loadScreen ?? { _ in LoadedFile(model: Self.screen, diagnostics: []) })
    }

    @Test func duplicateKeysComeBeforeWhatIsInsideTheObject() throws {
        // As a first pass for duplicates would report them: the order a caller of the collector sees.
        let rect = try JSONReader.read(#"{"x": "a", "x": 0, "y": 0, "width": 1, "height": 1}"#)
        var diagnostics = DiagnosticCollector(file: "r.json", bytes: [])
        ShapeValidator.validate(
            rect, against: try #require(FormatSchema.definition("rect")), at: .root, into: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.message).first?.hasPrefix("duplicate key \"x\"") == true)
        #expect(diagnostics.diagnostics.count == 2)
    }

    @Test func duplicateKeysInATreeBuiltByHandAreFound() {
        // Every offset is 0 here: duplicates are told apart by their place, not their offset.
        let member = { (key: String) in
            JSONMember(key: key, keyOffset: 0, value: JSONNode(.string("a"), offset: 0))
        }
        let text = JSONNode(.object([member("en"), member("en"), member("ru")]), offset: 0)
        var diagnostics = DiagnosticCollector(file: "t.json", bytes: [])
        ShapeValidator.validate(
            text, against: .dictionary(keyName: "locale", values: .anyString), at: .root, into: &diagnostics)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "duplicate key \"en\"; a key may appear once in an object"
            ])
    }

    @Test func aDuplicateStepIdNamesTheFirstStepThatWroteIt() {
        // The first step's id is not a string (the model takes "" for it): the duplicate of the
        // third step is the second, the first written as a string.
        let steps = [#""id": 1"#, #""id": """#, #""id": """#].map {
            #"{ \#($0), "target": { "element": "label" }, "text": "Hi" }"#
        }
        let loaded = Self.decode(
            #"{ "id": "t", "screen": "s.json", "steps": [\#(steps.joined(separator: ", "))] }"#)
        let duplicates = loaded.diagnostics.filter { $0.message.hasPrefix("duplicate step id") }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.path == "/steps/2/id")
        #expect(duplicates.first?.message.contains("first used at 1:") == true)
    }

    @Test func screenFilesAreLoadedOncePerSpellingOfTheirName() {
        // "é" composed and decomposed are equal strings but two names on a file system.
        let composed = "caf\u{E9}.screen.json"
        let decomposed = "cafe\u{301}.screen.json"
        let json =
            #"{ "id": "t", "screen": "\#(composed)", "steps": ["#
            + #"{ "id": "a", "text": "A" }, { "id": "b", "screen": "\#(decomposed)", "text": "B" },"#
            + #"{ "id": "c", "screen": "\#(composed)", "text": "C" }] }"#
        var asked: [[UInt8]] = []
        let loaded = Self.decode(json) { name in
            asked.append(Array(name.utf8))
            return name.utf8.elementsEqual(composed.utf8)
                ? LoadedFile(model: Self.screen, diagnostics: [])
                : LoadedFile(
                    model: nil,
                    diagnostics: [
                        Diagnostic(
                            severity: .error, file: name, position: SourcePosition(line: 1, column: 1),
                            path: "", message: "no such file; check the path", fileProblem: .missing)
                    ])
        }
        #expect(asked == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(
            loaded.diagnostics.contains { $0.path == "/steps/1/screen" && $0.message.contains("not found") })
    }

    /// What a screen's failure means is its kind, never its words: a host's loader that says
    /// "no such file" without the kind gets "has errors", and one that gives the kind gets
    /// "not found" whatever its words.
    @Test func aScreensFailureIsToldApartByItsKindNotItsMessage() {
        let json =
            #"{ "id": "t", "version": 1, "screen": "s.screen.json", "steps": [{ "id": "a", "text": "A" }] }"#
        func loaded(_ problem: Diagnostic.FileProblem?, _ message: String) -> [String] {
            Self.decode(json) { name in
                LoadedFile(
                    model: nil,
                    diagnostics: [
                        Diagnostic(
                            severity: .error, file: name, position: SourcePosition(line: 1, column: 1),
                            path: "",
                            message: message, fileProblem: problem)
                    ])
            }.diagnostics.filter { $0.path == "/screen" }.map(\.message)
        }
        #expect(loaded(nil, "no such file; check the path").first?.contains("has errors") == true)
        #expect(loaded(.missing, "gone").first?.contains("not found") == true)
        #expect(loaded(.outsideRoot, "elsewhere").first == "screen file \"s.screen.json\" elsewhere")
    }

    @Test func eachSpellingOfAScreenNameKeepsItsOwnScreen() throws {
        let composed = "caf\u{E9}.screen.json"
        let decomposed = "cafe\u{301}.screen.json"
        let other = Screen(id: "other", size: Size(width: 30, height: 10))
        let json =
            #"{ "id": "t", "version": 1, "screen": "\#(composed)", "steps": ["#
            + #"{ "id": "a", "text": "A" }, { "id": "b", "screen": "\#(decomposed)", "text": "B" }] }"#
        let loaded = Self.decode(json) { name in
            LoadedFile(model: name.utf8.elementsEqual(composed.utf8) ? Self.screen : other, diagnostics: [])
        }
        let tutorial = try #require(loaded.model).tutorial
        #expect(tutorial.screen == Self.screen)
        #expect(tutorial.steps[1].screen == other)
    }

    @Test func aHostLoaderThatGivesNoScreenAndNoReasonIsAnError() {
        let json =
            #"{ "id": "t", "version": 1, "screen": "bundle.screen.json", "steps": [{ "id": "a", "text": "A" }] }"#
        let silent = Self.decode(json) { _ in LoadedFile(model: nil, diagnostics: []) }
        #expect(silent.model == nil)
        #expect(
            silent.diagnostics.contains { $0.path == "/screen" && $0.message.contains("could not be loaded") }
        )

        // A host says why with the public initializer; the tutorial names the screen's errors.
        let reason = Diagnostic(
            severity: .error, file: "bundle.screen.json", line: 1, column: 1, path: "",
            message: "not in the app bundle")
        let told = Self.decode(json) { _ in LoadedFile(model: nil, diagnostics: [reason]) }
        #expect(told.model == nil)
        #expect(told.diagnostics.contains(reason))
        #expect(reason.line == 1 && reason.column == 1)
    }
}
