import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import tutorialkit

/// `validate` knows a file by its name — `*.tutorial.json`, `*.screen.json`, `*.theme.json` — and
/// never guesses from what it holds: any other name is an error that says how to name it.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct ValidateFileKindTests {
    static let nameMessage =
        "validate knows a file by its name: *.tutorial.json, *.screen.json or *.theme.json"

    /// A fresh folder holding `files` (name and contents), removed by the caller.
    static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func everyExampleThemeIsValid() throws {
        let themes = TestPaths.files(in: TestPaths.tutorials, endingWith: ".theme.json").map {
            "Tutorials/" + $0
        }
        #expect(!themes.isEmpty)
        let result = try ToolRunner.run(["validate"] + themes)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput == (themes.count == 1 ? "1 file valid\n" : "\(themes.count) files valid\n"))
    }

    @Test func aThemeOfGreyOnGreyIsWarnedOfWithTheRatioAndAColourThatPasses() throws {
        let folder = try Self.folder(with: [
            "grey.theme.json": #"{ "name": "grey", "colors": { "title": 240, "box": 238 } }"#
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["validate", "grey.theme.json"], in: folder)
        #expect(result.status == 0, "a warning, not an error: the theme still loads")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "grey.theme.json:1:40: warning: /colors/title: the title has a contrast of 2.9:1")
                    && $0.contains("below the 4.5:1 WCAG asks for text; colors.title \"#")
            }, "\(lines)")
        #expect(
            lines.contains { $0.contains("/colors/box: the box's border has a contrast of 2.") }, "\(lines)")
    }

    @Test func aBrokenThemeGetsItsExactDiagnostics() throws {
        let result = try ToolRunner.run(["validate", "theme-shape.theme.json"], in: TestPaths.corpus)
        #expect(result.status == 1)
        let expected = try String(
            contentsOf: TestPaths.corpus.appendingPathComponent("theme-shape.theme.expected"), encoding: .utf8
        )
        #expect(result.standardError == expected)
        #expect(result.standardOutput == "1 file checked, 1 with errors\n")
    }

    @Test func aScreenNamedOtherwiseIsNotGuessedFromItsKeys() throws {
        let screen = #"{"id": "s", "size": {"width": 40, "height": 12}}"#
        let folder = try Self.folder(with: ["home.json": screen, "home.screen.json": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = try ToolRunner.run(["validate", "home.screen.json"], in: folder)
        #expect(named.status == 0)
        let unnamed = try ToolRunner.run(["validate", "home.json"], in: folder)
        #expect(unnamed.status == 1)
        #expect(unnamed.standardError == "home.json:1:1: error: /: \(Self.nameMessage); rename the file\n")
    }

    @Test(
        arguments: [
            ("notes.json", nil),
            ("x.tutorial.jsn", "x.tutorial.json"),
            ("x.tutorials.json", "x.tutorial.json"),
            ("x.tutorial", "x.tutorial.json"),
            ("Home.Screen.JSON", "Home.screen.json"),
            ("sunset.them.json", "sunset.theme.json"),
            ("tutorial.json", nil),
            (".tutorial", nil),
            ("x.tutorial.json.bak", nil),
        ] as [(String, String?)])
    func anotherNameIsAnErrorWithAnyCloseName(name: String, suggestion: String?) throws {
        let folder = try Self.folder(with: [name: "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        var standardError = ""
        var output = Output(standardOutput: { _ in }, standardError: { standardError += $0 })
        #expect(Tool.run(["validate", path], &output) == 1)
        let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
        #expect(standardError == "\(path):1:1: error: /: \(Self.nameMessage)\(hint); rename the file\n")
    }

    @Test func aNameTooLongForAFileGetsNoSuggestion() {
        #expect(FileKind.suggestedName(for: String(repeating: "x", count: 300) + ".tutorial.jsn") == nil)
        #expect(FileKind.suggestedName(for: String(repeating: "x", count: 200) + ".tutorial.jsn") != nil)
    }

    @Test func whatIsNoFileIsSaidBeforeTheName() throws {
        let folder = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["validate", "gone.json", "."], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "gone.json:1:1: error: /: no such file; check the path\n.:1:1: error: /: is a folder, not a file\n"
        )
    }
}
