import Testing

@testable import TutorialKitAuthoring
@testable import TutorialKitLayout
@testable import TutorialKitSchema

/// Files whose shape, not their numbers, is hostile: a step of thousands of unknown keys is told
/// about its first thousand problems, quickly, and a last diagnostic counts the rest.
struct HostileShapeTests {
    @Test("a collector keeps its first thousand diagnostics and counts the rest in one more")
    func collectorKeepsAThousand() {
        var collector = DiagnosticCollector(file: "f.json", bytes: Array("{}".utf8))
        for index in 0..<1_500 { collector.warning(at: 0, .root, "warning \(index)") }
        #expect(!collector.hasErrors)
        collector.error(at: 0, .root, "an error past the limit")
        let diagnostics = collector.diagnostics
        #expect(diagnostics.count == DiagnosticCollector.limit + 1)
        #expect(diagnostics.last?.message.hasPrefix("501 more problems not shown") == true)
        #expect(diagnostics.last?.severity == .error)
        #expect(collector.hasErrors)
    }

    @Test("a step of five thousand unknown keys gives a thousand diagnostics and a count of the rest")
    func unknownKeysAreCapped() {
        let keys = (0..<5_000).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let json =
            #"{"id": "t", "version": 1, "screen": "s.json", "steps": [{"id": "a", "text": "Hi", \#(keys)}]}"#
        let loaded = TutorialFile.decode(Array(json.utf8), file: "t.json") { _ in
            LoadedFile(model: Screen(id: "s", size: Size(width: 40, height: 20)), diagnostics: [])
        }
        #expect(loaded.model == nil)
        #expect(loaded.diagnostics.count == DiagnosticCollector.limit + 1)
        #expect(loaded.diagnostics.contains { $0.message.hasPrefix("4000 more problems not shown") })
    }
}
