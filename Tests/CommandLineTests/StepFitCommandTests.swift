import Foundation
import TestSupport
import Testing
import TutorialKit

/// A step whose box cannot fit its screen: `validate` says what it needs and what the screen has,
/// and `preview` draws it cut, its footer on screen, with the same words as a warning.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct StepFitCommandTests {
    /// A 672-character text on the demo's 60×24 screen, which has 22 rows inside its safe area.
    static let longText = String(
        String(
            repeating:
                "Your saved parks live here. Tap a park to see its opening hours, the trails that start "
                + "there, and directions from where you are. Swipe left on a park to remove it. ",
            count: 5
        ).prefix(672))

    /// A copy of the demo tutorial whose first step has `text`, in a folder of its own.
    static func folder(firstText text: String, title: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let demo = TestPaths.tutorials.appendingPathComponent("tutorial-kit-demo")
        try FileManager.default.copyItem(
            at: demo.appendingPathComponent("demo.screen.json"),
            to: folder.appendingPathComponent("demo.screen.json"))
        let titleMember = title.map { #""title": "\#($0)", "# } ?? ""
        let tutorial = """
            {
              "id": "fit",
              "version": 1,
              "screen": "demo.screen.json",
              "steps": [
                { "id": "label", "target": { "element": "label" }, \(titleMember)"text": "\(text)" },
                { "id": "done", "text": "That is all" }
              ]
            }
            """
        try tutorial.write(
            to: folder.appendingPathComponent("fit.tutorial.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func validateSaysWhatTheBoxNeedsAndWhatTheScreenHas() throws {
        #expect(Self.longText.count == 672)
        let folder = try Self.folder(firstText: Self.longText)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["validate", "fit.tutorial.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "fit.tutorial.json:6:64: error: /steps/0/text: the step's box needs 32 rows, 29 columns wide; "
                + "screen \"demo\" "
                + "has 22 inside its safe area and margin: shorten the text or split the step\n")
        #expect(result.standardOutput == "1 file checked, 1 with errors\n")
    }

    @Test func previewDrawsTheBoxCutWithItsFooterOnScreen() throws {
        let folder = try Self.folder(firstText: Self.longText)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["preview", "fit.tutorial.json", "--step", "1"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "warning: /steps/0/text: the step's box needs 32 rows, 29 columns wide;"))
        let rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        // The screen's 24 rows, the last of which is the safe area: the footer is above it.
        let footer = try #require(rows.firstIndex { $0.contains("[ Next › ]") })
        #expect(footer - rows.startIndex < 23, "\(result.standardOutput)")
        #expect(rows.contains { $0.contains("…") }, "the cut line is marked")
    }

    @Test func stepsThatFitGetNoWordAndAShortScreenGetsOne() throws {
        let folder = try Self.folder(firstText: "A short text", title: "A title")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fits = try ToolRunner.run(["validate", "--strict", "fit.tutorial.json"], in: folder)
        #expect(fits.status == 0, "\(fits.standardError)")
        let short = try ToolRunner.run(
            ["preview", "fit.tutorial.json", "--size", "60x5", "--step", "1"], in: folder)
        #expect(
            short.standardError.contains(
                "warning: /steps/0/text: the step's box needs 5 rows, 29 columns wide; screen \"demo\" has 3 inside its safe area"
            ),
            "\(short.standardError)")
    }

    @Test func previewsJSONGivesEveryLineOfACutText() throws {
        let folder = try Self.folder(firstText: Self.longText)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["preview", "fit.tutorial.json", "--format", "json"], in: folder)
        let report =
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let steps = try #require(report?["steps"] as? [[String: Any]])
        let shown = try #require(steps.first?["lines"] as? [String])
        let all = try #require(steps.first?["allLines"] as? [String])
        #expect(all.count > shown.count)
        #expect(all.joined(separator: " ") == Self.longText.trimmingCharacters(in: .whitespaces))
        #expect(steps.last?["allLines"] == nil, "a step that fits has only its lines")
    }
}
