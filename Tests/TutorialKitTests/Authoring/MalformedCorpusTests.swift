import Foundation
import TestSupport
import Testing
import TutorialKit
import TutorialKitTerminal

/// Every malformed file under `Corpus/` against its exact diagnostics in `NAME.expected`.
/// Run with `TUTORIALKIT_RECORD=1` to rewrite the expectations (and read the diff before committing).
@Suite struct MalformedCorpusTests {
    static let files = TestPaths.corpusFiles

    /// The diagnostics for `file`, with the corpus folder left out of paths so they do not depend on
    /// where the repository is.
    static func diagnostics(for file: String) -> [String] {
        let path = TestPaths.corpus.appendingPathComponent(file).path
        let loaded =
            file.hasSuffix(".screen.json")
            ? ScreenFile.load(path: path).diagnostics
            : file.hasSuffix(".theme.json")
                ? ThemeFile.load(path: path).diagnostics
                : StepFit.validated(TutorialFile.load(path: path), path: path)
        return loaded.map { $0.description.replacingOccurrences(of: TestPaths.corpus.path + "/", with: "") }
    }

    @Test func corpusHasAtLeastThirtyFiles() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files)
    func diagnosticsAreExact(file: String) throws {
        let expectedURL = TestPaths.corpus.appendingPathComponent(
            file.replacingOccurrences(of: ".json", with: ".expected"))
        let actual = Self.diagnostics(for: file)
        #expect(!actual.isEmpty, "a corpus file must have at least one problem")
        if TestPaths.isRecording {
            try (actual.joined(separator: "\n") + "\n").write(
                to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        guard let recorded = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            Issue.record(
                "no \(expectedURL.lastPathComponent); run the tests with TUTORIALKIT_RECORD=1 and review it")
            return
        }
        let expected = recorded.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(actual == expected)
    }
}
