import Foundation
import TestSupport
import Testing
import TutorialKitJSON

@testable import TutorialKitLanguageServer

/// Completion of values, definitions, the steps' outline and hover, in process: a session with the
/// server over the demo tutorial and its screen, copied to a folder of their own.
@Suite final class LanguageServerNavigationTests {
    let folder: URL
    let server = LanguageServer(log: { _ in })
    var tutorialURI: String { FileURI.uri(folder.appendingPathComponent("demo.tutorial.json").path) }
    var screenPath: String { folder.appendingPathComponent("demo.screen.json").path }

    static let tutorial = """
        {
          "id": "demo",
          "version": 1,
          "screen": "demo.screen.json",
          "steps": [
            { "id": "label", "target": { "element": "label" }, "text": "A label" },
            {
              "id": "second",
              "target": { "element": "" },
              "text": "Then",
              "placement": "",
              "buttons": [ { "title": "Again", "next": "label" } ]
            }
          ]
        }
        """

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-nav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.tutorials.appendingPathComponent("tutorial-kit-demo/demo.screen.json"),
            to: URL(fileURLWithPath: screenPath))
        _ = send(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(FileURI.uri(folder.path))","capabilities":{}}}"#
        )
        _ = send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(tutorialURI)","version":1,"text":\#(JSONWriter.writeLine(.string(Self.tutorial)).dropLast())}}}"#
        )
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func send(_ json: String) -> [JSONNode] {
        server.handle(Array(json.utf8)).messages.compactMap { try? JSONReader.read(JSONWriter.write($0)) }
    }

    /// The result of a request about the place where `marker` ends in the tutorial's text.
    func request(_ method: String, after marker: String, nth: Int = 0) throws -> JSONNode? {
        let lines = Self.tutorial.split(separator: "\n", omittingEmptySubsequences: false)
        let matches = lines.enumerated().filter { $0.element.contains(marker) }
        let (line, text) = try #require(matches.count > nth ? matches[nth] : nil)
        let character = try #require(text.range(of: marker)).upperBound.utf16Offset(in: text)
        let reply = send(
            #"{"jsonrpc":"2.0","id":9,"method":"\#(method)","params":{"textDocument":{"uri":"\#(tutorialURI)"},"position":{"line":\#(line),"character":\#(character)}}}"#
        )
        return reply.first?["result"]?.value
    }

    func labels(_ result: JSONNode?) -> [String] {
        (result?["items"]?.value.elements ?? []).compactMap { $0["label"]?.value.string }
    }

    @Test func valuesFitTheirKeys() throws {
        let placements = labels(try request("textDocument/completion", after: #""placement": ""#))
        #expect(
            placements.contains("top") && placements.contains("bottom-start") && placements.contains("auto"))
        let elements = labels(try request("textDocument/completion", after: #""element": ""#, nth: 1))
        #expect(elements.contains("label") && elements.contains("photo"))
        let steps = labels(try request("textDocument/completion", after: #""next": ""#))
        #expect(steps.prefix(2) == ["label", "second"] && steps.contains("finish"))
    }

    @Test func definitionsLeadToStepsAndScreens() throws {
        let step = try #require(try request("textDocument/definition", after: #""next": "la"#))
        #expect(step["uri"]?.value.string == tutorialURI)
        #expect(step["range"]?.value["start"]?.value["line"]?.value.integer == 5)
        let element = try #require(try request("textDocument/definition", after: #""element": "la"#))
        #expect(element["uri"]?.value.string == FileURI.uri(screenPath))
        let screenText = try String(contentsOfFile: screenPath, encoding: .utf8)
        let line = screenText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains(#""id": "label""#)
        }
        #expect(element["range"]?.value["start"]?.value["line"]?.value.integer == line)
        let screen = try #require(try request("textDocument/definition", after: #""screen": "demo"#))
        #expect(screen["uri"]?.value.string == FileURI.uri(screenPath))
    }

    @Test func theStepsAreTheOutline() throws {
        let reply = send(
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(tutorialURI)"}}}"#
        )
        let symbols = reply.first?["result"]?.value.elements ?? []
        #expect(symbols.compactMap { $0["name"]?.value.string } == ["label", "second"])
        #expect(symbols.last?["range"]?.value["start"]?.value["line"]?.value.integer == 6)
        #expect(symbols.last?["range"]?.value["end"]?.value["line"]?.value.integer == 12)
    }

    @Test func hoverSaysWhatAKeyMeans() throws {
        let hover = try #require(try request("textDocument/hover", after: #""plac"#))
        let value = hover["contents"]?.value["value"]?.value.string ?? ""
        #expect(value.hasPrefix("**placement** (optional): "))
        // Not a key: nothing to say.
        #expect(try request("textDocument/hover", after: #""Th"#)?.value == JSONValue.null)
    }

    @Test func hoverOnAStepsIdDrawsItsFrame() throws {
        // Only a tutorial that loads has frames: the fixture's second step is being typed.
        #expect(try request("textDocument/hover", after: #"{ "id": "lab"#)?.value == JSONValue.null)
        let valid = Self.tutorial.replacingOccurrences(
            of: #""element": "" }"#, with: #""element": "photo" }"#
        )
        .replacingOccurrences(of: #""placement": "","#, with: #""placement": "top","#)
        .replacingOccurrences(of: #""next": "label""#, with: #""next": "finish""#)
        let published = send(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(tutorialURI)","version":2},"contentChanges":[{"text":\#(JSONWriter.writeLine(.string(valid)).dropLast())}]}}"#
        )
        #expect(published.first?["params"]?.value["diagnostics"]?.value.elements?.isEmpty == true)
        let hover = try #require(try request("textDocument/hover", after: #"{ "id": "lab"#))
        let value = try #require(hover["contents"]?.value["value"]?.value.string)
        #expect(value.hasPrefix("```text\nStep 1 of 2 · label"))
        // The frame: the box around the step's text, as preview draws it.
        #expect(value.contains("A label"))
        #expect(value.contains("╭") || value.contains("┌"))
    }

    @Test func aDidYouMeanBecomesAQuickFix() throws {
        let message = #"/steps/0/target/element: the screen has no element "lable"; did you mean "label"?"#
        #expect(LanguageServer.suggestion(in: message) == "label")
        #expect(LanguageServer.suggestion(in: "no hint here") == nil)
        let diagnostic =
            #"{"range":{"start":{"line":5,"character":40},"end":{"line":5,"character":47}},"message":"\#(message.replacingOccurrences(of: "\"", with: "\\\""))"}"#
        let reply = send(
            #"{"jsonrpc":"2.0","id":11,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(tutorialURI)"},"range":{"start":{"line":5,"character":40},"end":{"line":5,"character":47}},"context":{"diagnostics":[\#(diagnostic)]}}}"#
        )
        let action = try #require(reply.first?["result"]?.value.elements?.first)
        #expect(action["kind"]?.value.string == "quickfix")
        let edits = action["edit"]?.value["changes"]?.value[tutorialURI]?.value.elements
        #expect(edits?.first?["newText"]?.value.string == "\"label\"")
        #expect(edits?.first?["range"]?.value["start"]?.value["character"]?.value.integer == 40)
    }

    /// The edits a rename gives, by URI: each range's start line and the new text.
    func renamed(after marker: String, to newName: String) throws -> [String: [(line: Int, text: String)]] {
        let lines = Self.tutorial.split(separator: "\n", omittingEmptySubsequences: false)
        let (line, text) = try #require(lines.enumerated().first { $0.element.contains(marker) })
        let character = try #require(text.range(of: marker)).upperBound.utf16Offset(in: text)
        let reply = send(
            #"{"jsonrpc":"2.0","id":12,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(tutorialURI)"},"position":{"line":\#(line),"character":\#(character)},"newName":"\#(newName)"}}"#
        )
        var found: [String: [(line: Int, text: String)]] = [:]
        for change in reply.first?["result"]?.value["changes"]?.value.members ?? [] {
            found[change.key] = (change.value.elements ?? []).map {
                (
                    $0["range"]?.value["start"]?.value["line"]?.value.integer ?? -1,
                    $0["newText"]?.value.string ?? ""
                )
            }
        }
        return found
    }

    @Test func aStepsIdIsRenamedWhereverItLeads() throws {
        // From the step itself, or from a button that leads to it: the same two places.
        for marker in [#"{ "id": "lab"#, #""next": "la"#] {
            let edits = try renamed(after: marker, to: "first")
            #expect(edits.keys.sorted() == [tutorialURI])
            #expect(edits[tutorialURI]?.map(\.line) == [5, 11])
            #expect(edits[tutorialURI]?.allSatisfy { $0.text == "\"first\"" } == true)
        }
    }

    @Test func anElementIsRenamedInTheTutorialAndItsScreen() throws {
        let edits = try renamed(after: #""element": "la"#, to: "caption")
        // The target's element (not the step's id, though it is spelt the same), and the screen's.
        #expect(edits[tutorialURI]?.map(\.line) == [5])
        let screenText = try String(contentsOfFile: screenPath, encoding: .utf8)
        let line = screenText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains(#""id": "label""#)
        }
        #expect(edits[FileURI.uri(screenPath)]?.map(\.line) == [line].compactMap { $0 })
    }

    @Test func aRenameOfAnythingElseOrToNothingIsRefused() throws {
        let text = send(
            #"{"jsonrpc":"2.0","id":13,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(tutorialURI)"},"position":{"line":5,"character":64},"newName":"x"}}"#
        )
        #expect(text.first?["error"] != nil, "a step's text is not a name")
        let empty = send(
            #"{"jsonrpc":"2.0","id":14,"method":"textDocument/rename","params":{"textDocument":{"uri":"\#(tutorialURI)"},"position":{"line":5,"character":14},"newName":""}}"#
        )
        #expect(empty.first?["error"]?.value["code"]?.value.integer == -32602)
    }

    @Test func aThemesEnumeratedValuesAreOffered() throws {
        let uri = FileURI.uri(folder.appendingPathComponent("mine.theme.json").path)
        let text = #"{ "name": "mine", "border": ""#
        _ = send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":\#(JSONWriter.writeLine(.string(text)).dropLast())}}}"#
        )
        let reply = send(
            #"{"jsonrpc":"2.0","id":15,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":\#(text.utf16.count)}}}"#
        )
        let labels = (reply.first?["result"]?.value["items"]?.value.elements ?? []).compactMap {
            $0["label"]?.value.string
        }
        #expect(labels.contains("rounded") && labels.contains("heavy") && labels.contains("ascii"))
    }
}
