import Foundation
import TestSupport
import Testing
import TutorialKit
import TutorialKitTerminal

@testable import TutorialKitLanguageServer

/// Every file of the malformed corpus, opened in an editor: the server's diagnostics are those
/// `validate` gives the file on disk, each on its line.
@Suite struct CorpusDiagnosticsTests {
    /// `validate`'s diagnostics of the file at `path`, about the file itself.
    static func validated(_ path: String) -> [Diagnostic] {
        let diagnostics: [Diagnostic]
        switch DocumentKind.of(path) {
        case .tutorial?: diagnostics = StepFit.validated(TutorialFile.load(path: path), path: path)
        case .screen?:
            diagnostics = ScreenFileSuggestion.suggesting(ScreenFile.load(path: path).diagnostics, for: path)
        case .theme?: diagnostics = ThemeFile.load(path: path).diagnostics
        case nil: diagnostics = []
        }
        return diagnostics.filter { $0.file == path }.sorted()
    }

    @Test func theServerSaysWhatValidateSays() throws {
        var compared = 0
        for file in TestPaths.corpusFiles {
            let path = TestPaths.corpus.appendingPathComponent(file).path
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            // An editor holds text: a file that is not UTF-8 is not one it sends.
            let text = String(decoding: bytes, as: UTF8.self)
            guard Array(text.utf8) == Array(bytes) else { continue }
            let document = TextDocument(uri: FileURI.uri(path), path: path, text: text, version: 1)
            let found = DocumentDiagnostics.check(document) { _ in nil }
            let expected = Self.validated(path)
            #expect(found == expected, "\(file)")
            // Each is placed on its line, within the text.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for diagnostic in found {
                let json = DocumentDiagnostics.json(diagnostic, in: document, encoding: .utf16)
                guard case .object(let members) = json,
                    let range = members.first(where: { $0.key == "range" }),
                    case .object(let ends) = range.value.value,
                    let start = ends.first(where: { $0.key == "start" })?.value["line"]?.value.integer
                else {
                    Issue.record("\(file): no range")
                    continue
                }
                #expect(start == diagnostic.line - 1 || diagnostic.line > lines, "\(file): \(diagnostic)")
            }
            compared += 1
        }
        #expect(compared > 50)
    }

    /// An editor's text past the largest file the library reads is refused as the file would be,
    /// with one diagnostic, not read.
    @Test func aTextOverTheLimitGetsValidatesRefusal() {
        let text = "{" + String(repeating: " ", count: InputLimits.standard.fileBytes) + "}"
        let document = TextDocument(
            uri: "file:///big.tutorial.json", path: "/big.tutorial.json", text: text, version: 1)
        let found = DocumentDiagnostics.check(document) { _ in nil }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        let limit = InputLimits.standard.fileBytes
        #expect(found.first?.message.hasPrefix("the file has \(limit + 2) bytes, more than \(limit)") == true)
    }
}
