import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit` as a user runs it: the built executable, its output and exit status.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct ToolTests {
    @Test func versionPrintsTheVersion() throws {
        let result = try ToolRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "tutorialkit \(TutorialKitVersion.current)\n")
    }

    /// The tool starts on FoundationEssentials: the whole of Foundation (with ICU's data) would
    /// add a millisecond and a half to every command a script runs.
    @Test func theToolDoesNotLinkTheWholeOfFoundation() throws {
        #if os(Linux)
            let ldd = Process()
            ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
            ldd.arguments = [ToolRunner.executable.path]
            let pipe = Pipe()
            ldd.standardOutput = pipe
            try ldd.run()
            let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            ldd.waitUntilExit()
            #expect(listing.contains("libFoundationEssentials.so"))
            #expect(!listing.contains("libFoundation.so"), "\(listing)")
            #expect(!listing.contains("ICU"), "\(listing)")
        #endif
    }

    @Test func versionIsTheChangelogsLatestRelease() throws {
        let changelog = try String(
            contentsOf: TestPaths.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The first heading that names a version, such as "## [0.1.0] - 2026-11-26"; "Unreleased"
        // names none.
        let latest = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}\n/))
        #expect(String(latest.output.1) == TutorialKitVersion.current)
    }

    @Test func helpListsTheCommands() throws {
        let result = try ToolRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("validate    check tutorial, screen and theme files"))
        #expect(result.standardOutput.contains("storyboard  draw every step of tutorials on one HTML page"))
        #expect(result.standardOutput.contains("schema"))
        #expect(result.standardError.isEmpty)
    }

    @Test(arguments: ["validate", "schema"])
    func commandHelp(command: String) throws {
        let result = try ToolRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("USAGE: tutorialkit \(command)"))
    }

    @Test(arguments: [
        (
            ["validat", "x"],
            "tutorialkit: unknown command 'validat'; did you mean 'validate'? (see 'tutorialkit --help')"
        ),
        ([], "tutorialkit: no command given (see 'tutorialkit --help')"),
        (
            ["--verison"],
            "tutorialkit: unknown option '--verison'; did you mean '--version'? (see 'tutorialkit --help')"
        ),
        (["validate"], "tutorialkit: validate needs at least one FILE (see 'tutorialkit validate --help')"),
        (
            ["validate", "--formt", "json", "x"],
            "tutorialkit: unknown option '--formt'; did you mean '--format'? (see 'tutorialkit validate --help')"
        ),
        (
            ["validate", "--format"],
            "tutorialkit: --format needs a value (see 'tutorialkit validate --help')"
        ),
        (
            ["validate", "--strict=yes", "x"],
            "tutorialkit: --strict takes no value (see 'tutorialkit validate --help')"
        ),
        (
            ["schema", "tutorail"],
            "tutorialkit: unknown schema 'tutorail'; did you mean 'tutorial'?; use tutorial, screen, theme, bundle or event (see 'tutorialkit schema --help')"
        ),
    ])
    func usageErrorsExitTwoWithOneLineAndAHint(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func validExamplesExitZero() throws {
        let files = TestPaths.files(in: TestPaths.tutorials, endingWith: ".tutorial.json").map {
            "Tutorials/" + $0
        }
        let result = try ToolRunner.run(["validate"] + files)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == "\(files.count) files valid\n")
    }

    @Test func invalidFileExitsOneWithDiagnosticsOnStandardError() throws {
        let result = try ToolRunner.run(["validate", "several-problems.tutorial.json"], in: TestPaths.corpus)
        #expect(result.status == 1)
        let expected = try String(
            contentsOf: TestPaths.corpus.appendingPathComponent("several-problems.tutorial.expected"),
            encoding: .utf8)
        #expect(result.standardError == expected)
        #expect(result.standardOutput == "1 file checked, 1 with errors\n")
    }

    @Test func anyInvalidFileMakesTheRunFail() throws {
        let result = try ToolRunner.run(
            ["validate", "home.screen.json", "version-zero.tutorial.json"], in: TestPaths.corpus)
        #expect(result.status == 1)
        #expect(result.standardOutput == "2 files checked, 1 with errors\n")
    }

    @Test func warningsPassUnlessStrict() throws {
        let file = "missing-translation-warning.tutorial.json"
        #expect(try ToolRunner.run(["validate", file], in: TestPaths.corpus).status == 0)
        #expect(try ToolRunner.run(["validate", "--strict", file], in: TestPaths.corpus).status == 1)
    }

    @Test func optionValuesMayFollowOrBeJoinedWithEquals() throws {
        let separate = try ToolRunner.run(
            ["validate", "--format", "json", "empty-text.tutorial.json"], in: TestPaths.corpus)
        let joined = try ToolRunner.run(
            ["validate", "--format=json", "empty-text.tutorial.json"], in: TestPaths.corpus)
        #expect(separate.standardOutput == joined.standardOutput)
        let report = try JSONReader.read(joined.standardOutput)
        #expect(report["valid"]?.value.bool == false)
        let diagnostic = try #require(report["diagnostics"]?.value.elements?.first)
        #expect(diagnostic["line"]?.value.integer == 8)
        #expect(diagnostic["column"]?.value.integer == 15)
        #expect(diagnostic["path"]?.value.string == "/steps/0/text")
    }

    @Test func doubleDashEndsOptions() throws {
        let result = try ToolRunner.run(["validate", "--", "--strict"])
        #expect(result.status == 1)
        #expect(result.standardError == "--strict:1:1: error: /: no such file; check the path\n")
    }

    @Test func missingFileIsAnError() throws {
        let result = try ToolRunner.run(["validate", "nowhere.tutorial.json"])
        #expect(result.status == 1)
        #expect(result.standardError == "nowhere.tutorial.json:1:1: error: /: no such file; check the path\n")
    }

    @Test func noCorpusFileCrashesTheTool() throws {
        let result = try ToolRunner.run(["validate"] + TestPaths.corpusFiles, in: TestPaths.corpus)
        #expect(result.exitedNormally)
        #expect(result.status == 1)
    }

    @Test(arguments: ["tutorial", "screen", "theme", "bundle", "event"])
    func schemaPrintsTheSchema(kind: String) throws {
        let result = try ToolRunner.run(["schema", kind])
        #expect(result.status == 0)
        // The committed schema, which `SchemaDriftTests` keeps what the loader's shapes generate.
        let committed = try String(
            contentsOf: TestPaths.tutorials.appendingPathComponent("schema/\(kind).schema.json"),
            encoding: .utf8)
        #expect(result.standardOutput == committed)
    }
}
