import Foundation
import TestSupport
import Testing

@testable import tutorialkit

/// Each command's whole `--help`, and the tool's, against a golden file in `Golden/help/`: a
/// change to an option's declaration or to a help's prose shows in review as a change of that file.
/// A missing file is recorded (and the test fails once so it is noticed); `TUTORIALKIT_RECORD=1`
/// re-records them all.
@Suite struct HelpSnapshotTests {
    static let folder = TestPaths.repository.appendingPathComponent(
        "Tests/CommandLineTests/Golden/help")

    /// `tutorialkit` for the tool's own help, else each command's name.
    static let names = ["tutorialkit"] + Tool.commands.map(\.name)

    /// What `tutorialkit [COMMAND] --help` prints, run in this process.
    static func help(_ name: String) -> (status: Int32, text: String) {
        var text = ""
        var output = Output(standardOutput: { text += $0 }, standardError: { text += $0 })
        let status = Tool.run((name == "tutorialkit" ? [] : [name]) + ["--help"], &output)
        return (status, text)
    }

    @Test(arguments: names)
    func helpMatchesItsGoldenFile(name: String) throws {
        let (status, actual) = Self.help(name)
        #expect(status == 0)
        let url = Self.folder.appendingPathComponent("\(name).txt")
        guard !TestPaths.isRecording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !TestPaths.isRecording {
                Issue.record("recorded \(name).txt; review it and run the tests again")
            }
            return
        }
        // Line by line, so a failure shows the lines that differ.
        #expect(actual.split(separator: "\n") == golden.split(separator: "\n"))
        #expect(actual == golden)
    }
}
