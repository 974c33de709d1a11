import Foundation
import TestSupport
import Testing

@testable import tutorialkit

/// The command-line article keeps up with the tool: every command, and each option its help names,
/// has its place there.
struct CommandLineArticleTests {
    static let folder = TestPaths.repository.appendingPathComponent("Sources/TutorialKit/Documentation.docc")

    /// The article's text under `### tutorialkit NAME`, up to the next heading.
    static func section(_ name: String, of article: String) -> String? {
        guard let start = article.range(of: "### tutorialkit \(name)\n") else { return nil }
        let rest = article[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)])
    }

    @Test("every command, and every option its help names, is in the command-line article")
    func commandsAndOptionsAreDocumented() throws {
        let article = try String(
            contentsOf: Self.folder.appendingPathComponent("CommandLine.md"), encoding: .utf8)
        for command in Tool.commands {
            let section = try #require(
                Self.section(command.name, of: article), "no section for \(command.name)")
            var help = ""
            var output = Output(standardOutput: { help += $0 }, standardError: { help += $0 })
            #expect(Tool.run([command.name, "--help"], &output) == 0)
            let options = Set(help.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }).subtracting([
                "--help"
            ])
            for option in options.sorted() {
                #expect(
                    section.contains(option), "tutorialkit \(command.name): \(option) is not in the article")
            }
        }
    }
}
