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
}
