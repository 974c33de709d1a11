import Foundation
import TestSupport
import Testing

/// `tutorialkit lsp` spoken to as an editor's client speaks: raw JSON-RPC over pipes. Diagnostics
/// are validate's, as the editor's text changes; completion offers the keys at the cursor; a
/// hostile client gets errors or a clean exit, never a crash.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) final class LanguageServerProtocolTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["tutorial-kit-demo.tutorial.json", "demo.screen.json"] {
            try FileManager.default.copyItem(
                at: TestPaths.tutorials.appendingPathComponent("tutorial-kit-demo/\(file)"),
                to: folder.appendingPathComponent(file))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var tutorial: URL { folder.appendingPathComponent("tutorial-kit-demo.tutorial.json") }
    var screen: URL { folder.appendingPathComponent("demo.screen.json") }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func open(_ server: LanguageServerProcess, _ url: URL, _ text: String) {
        server.notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":"\#(url.absoluteString)","languageId":"json","version":1,"text":\#(text.jsonLiteral)}}"#
        )
    }

    func messages(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.compactMap { $0["message"] as? String }
    }

    @Test func initializeSaysWhatTheServerDoes() throws {
        let server = try LanguageServerProcess()
        let reply = try server.initialize(root: folder)
        let result = try #require(reply["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(capabilities["completionProvider"] != nil)
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "tutorialkit")
        #expect(try server.request("shutdown")["result"] is NSNull)
        server.notify("exit")
        #expect(server.waitForExit() == 0)
        // UTF-8 positions when the client offers them.
        let other = try LanguageServerProcess()
        let utf8 = try other.initialize(root: folder, encodings: ["utf-8", "utf-16"])
        #expect(
            ((utf8["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"]
                as? String == "utf-8")
        other.notify("exit")
        #expect(other.waitForExit() == 1, "exit without shutdown")
    }

    @Test func diagnosticsAreValidatesAtEachChange() throws {
        let server = try LanguageServerProcess()
        try server.initialize(root: folder)
        let good = try text(tutorial)
        open(server, tutorial, good)
        #expect(try server.diagnostics(for: tutorial.absoluteString).isEmpty)
        // A target's element the screen does not have, typed in.
        let broken = good.replacingOccurrences(of: #""element": "label""#, with: #""element": "lable""#)
        server.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)","version":2},"contentChanges":[{"text":\#(broken.jsonLiteral)}]}"#
        )
        let diagnostics = try server.diagnostics(for: tutorial.absoluteString)
        try FileManager.default.removeItem(at: tutorial)
        try broken.write(to: tutorial, atomically: true, encoding: .utf8)
        let validate = try ToolRunner.run(["validate", tutorial.path])
        // The same problems validate prints, each on the value it is about.
        let expected = validate.standardError.split(separator: "\n").map { line in
            line.split(separator: ": error: ", maxSplits: 1).last.map(String.init) ?? ""
        }
        #expect(messages(diagnostics) == expected)
        let first = try #require(diagnostics.first)
        let range = try #require(first["range"] as? [String: [String: Int]])
        let line = try #require(
            good.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("label") })
        #expect(range["start"]?["line"] == line)
        #expect(first["severity"] as? Int == 1)
        // An incremental change that mends it: the element's name, in place.
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let column = try #require(lines[line].range(of: "lable")).lowerBound.utf16Offset(in: lines[line])
        server.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)","version":3},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(column)},"end":{"line":\#(line),"character":\#(column + 5)}},"text":"label"}]}"#
        )
        #expect(try server.diagnostics(for: tutorial.absoluteString).isEmpty)
        server.closeInput()
        #expect(server.waitForExit() == 1, "stdin closed before shutdown")
    }

    @Test func aChangedScreenChecksTheTutorialsOpenOnIt() throws {
        let server = try LanguageServerProcess()
        try server.initialize(root: folder)
        open(server, tutorial, try text(tutorial))
        #expect(try server.diagnostics(for: tutorial.absoluteString).isEmpty)
        let screenText = try text(screen)
        open(server, screen, screenText)
        #expect(try server.diagnostics(for: screen.absoluteString).isEmpty)
        // The screen, as the editor holds it, loses the element the tutorial points at.
        let renamed = screenText.replacingOccurrences(of: #""id": "label""#, with: #""id": "caption""#)
        #expect(renamed != screenText)
        server.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(screen.absoluteString)","version":2},"contentChanges":[{"text":\#(renamed.jsonLiteral)}]}"#
        )
        #expect(try server.diagnostics(for: screen.absoluteString).isEmpty)
        let tutorialDiagnostics = try server.diagnostics(for: tutorial.absoluteString)
        #expect(messages(tutorialDiagnostics).contains { $0.contains("label") })
        // Closed, the screen is read from its file again.
        server.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(screen.absoluteString)"}}"#)
        #expect(try server.diagnostics(for: screen.absoluteString).isEmpty)
        #expect(try server.diagnostics(for: tutorial.absoluteString).isEmpty)
    }

    @Test func completionOffersTheKeysAtTheCursor() throws {
        let server = try LanguageServerProcess()
        try server.initialize(root: folder)
        let text = #"{ "id": "t", "version": 1, "screen": "demo.screen.json", "steps": [ { "id": "a", "pla"#
        open(server, tutorial, text)
        _ = try server.diagnostics(for: tutorial.absoluteString)
        let reply = try server.request(
            "textDocument/completion",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"},"position":{"line":0,"character":\#(text.utf16.count)}}"#
        )
        let items = try #require((reply["result"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["label"] as? String } == ["placement"])
        #expect((items.first?["documentation"] as? String)?.isEmpty == false)
        // At a target's start, the target's kinds.
        let target = #"{ "steps": [ { "id": "a", "target": { "#
        server.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)","version":2},"contentChanges":[{"text":\#(target.jsonLiteral)}]}"#
        )
        _ = try server.diagnostics(for: tutorial.absoluteString)
        let kinds = try server.request(
            "textDocument/completion",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"},"position":{"line":0,"character":\#(target.utf16.count)}}"#
        )
        let labels = ((kinds["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap {
            $0["label"] as? String
        }
        #expect(labels?.contains("element") == true && labels?.contains("listRow") == true)
    }

    @Test func everyNavigationMethodAnswersOverThePipes() throws {
        let server = try LanguageServerProcess()
        let capabilities =
            (try server.initialize(root: folder)["result"] as? [String: Any])?["capabilities"]
            as? [String: Any]
        for provider in [
            "hoverProvider", "definitionProvider", "documentSymbolProvider", "codeActionProvider",
            "renameProvider",
        ] {
            #expect(capabilities?[provider] as? Bool == true, "\(provider)")
        }
        let text = try self.text(tutorial)
        open(server, tutorial, text)
        _ = try server.diagnostics(for: tutorial.absoluteString)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(#"{ "id": "label""#) })
        let character = try #require(lines[line].range(of: #"{ "id": "lab"#)).upperBound.utf16Offset(
            in: lines[line])
        let at =
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"},"position":{"line":\#(line),"character":\#(character)}"#
        let hover = try server.request("textDocument/hover", at + "}")
        #expect(
            ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String != nil)
        let symbols = try server.request(
            "textDocument/documentSymbol", #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"}}"#)
        #expect((symbols["result"] as? [[String: Any]])?.first?["name"] as? String == "label")
        let rename = try server.request("textDocument/rename", at + #","newName":"first"}"#)
        let changes = (rename["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        #expect((changes?[tutorial.absoluteString]?.count ?? 0) >= 1)
        // The target's element leads to its place in the screen file.
        let element = try #require(lines[line].range(of: #""element": "lab"#)).upperBound.utf16Offset(
            in: lines[line])
        let definition = try server.request(
            "textDocument/definition",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"},"position":{"line":\#(line),"character":\#(element)}}"#
        )
        #expect((definition["result"] as? [String: Any])?["uri"] as? String == screen.absoluteString)
        let actions = try server.request(
            "textDocument/codeAction",
            #"{"textDocument":{"uri":"\#(tutorial.absoluteString)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}"#
        )
        #expect((actions["result"] as? [Any])?.isEmpty == true)
        #expect(try server.request("shutdown")["error"] == nil)
        server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func aHostileClientGetsErrorsOrACleanExit() throws {
        let server = try LanguageServerProcess()
        // Before initialize, a request is refused.
        let early = try server.request("textDocument/completion")
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        try server.initialize(root: folder)
        // An unknown method, a message that is not JSON, one that is not an object.
        #expect(
            ((try server.request("tutorialkit/nothing"))["error"] as? [String: Any])?["code"] as? Int
                == -32601)
        server.send(json: "{not json")
        #expect(((try server.receive())["error"] as? [String: Any])?["code"] as? Int == -32700)
        server.send(json: "[1, 2]")
        #expect(((try server.receive())["error"] as? [String: Any])?["code"] as? Int == -32600)
        // A file outside the workspace is not checked.
        let outside = URL(fileURLWithPath: "/etc/outside.tutorial.json")
        open(server, outside, "{}")
        let diagnostics = try server.diagnostics(for: outside.absoluteString)
        #expect(messages(diagnostics).first?.contains("outside the workspace") == true)
        // A 100 MB Content-Length: refused at once, its body skipped as it comes, never held.
        server.send(
            raw: Array("Content-Length: 100000000\r\n\r\n".utf8) + Array(repeating: 0x20, count: 1000))
        #expect(((try server.receive())["error"] as? [String: Any])?["code"] as? Int == -32600)
        server.closeInput()
        #expect(server.waitForExit() == 1)
        // Garbage framing ends a session cleanly.
        let other = try LanguageServerProcess()
        try other.initialize(root: folder)
        other.send(raw: Array("Content-Type: nonsense\r\n\r\n".utf8))
        #expect(other.waitForExit() == 1)
        #expect(other.log.contains("not the Language Server Protocol"))
    }
}
