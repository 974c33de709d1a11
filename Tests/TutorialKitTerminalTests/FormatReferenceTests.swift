import Foundation
import Testing
import TutorialKit
import TutorialKitTerminal

/// The documentation's format reference is made from the formats' declarations: every key of
/// every file, with its value and meaning. The article is kept in the catalog, so this test fails
/// when a key is added or changed without it; `TUTORIALKIT_RECORD=1` rewrites it.
@Suite struct FormatReferenceTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TutorialKit/Documentation.docc/FileFormatReference.md")

    /// The article as the declarations write it.
    static var expected: String {
        var text = """
            # File format reference

            Every key of the tutorial, screen and theme files: what its value is, whether it is \
            required, and what it means.

            ## Overview

            This page is written from the same declarations the loaders check files against and the \
            JSON Schemas are made from (`tutorialkit schema`), so it cannot fall behind them. How to \
            write the files is in <doc:AuthoringTutorialsInJSON>; how a theme looks is in \
            <doc:DrawingAFrame>.


            """
        text += FormatReference.tutorialFile + "\n"
        text += FormatReference.screenFile + "\n"
        text += ThemeReference.themeFile + "\n"
        text += "## Shared values\n\nValues several keys take, named in the tables above.\n"
        text += ShapeReference.definitions(level: 3)
        return text
    }

    @Test func theArticleListsEveryKeyAsTheDeclarationsDo() throws {
        let expected = Self.expected
        if ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1" {
            try expected.write(to: Self.article, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(
            written == expected,
            "FileFormatReference.md is behind the declarations; TUTORIALKIT_RECORD=1 rewrites it")
    }

    /// The keys of a step as the JSON Schema gives them and as the reference's step table lists
    /// them are the same, in the same order, with the same meaning (the schema describes an
    /// object written in place by its name): both follow the one declaration of each key.
    @Test func theSchemaAndTheReferenceListTheSameStepKeys() throws {
        let schema = try JSONReader.read(JSONSchemaWriter.tutorial)
        let properties = try #require(
            schema["properties"]?.value["steps"]?.value["items"]?.value["properties"]?.value.members)
        let heading = "## A step (`step`)\n\n"
        let afterHeading =
            FormatReference.tutorialFile.components(separatedBy: heading).dropFirst().first ?? ""
        let rows =
            afterHeading.components(separatedBy: "\n\n")
            .first { $0.hasPrefix("| Key") }?
            .split(separator: "\n").dropFirst(2).map { $0.components(separatedBy: " | ") } ?? []
        #expect(rows.count == properties.count)
        for (row, property) in zip(rows, properties) {
            #expect(row.first == "| `\(property.key)`")
            guard !row[1].hasSuffix("(below)"), let meaning = row.last else { continue }
            let description = property.value["description"]?.value.string ?? ""
            #expect(meaning == description.replacingOccurrences(of: "|", with: "\\|") + " |")
        }
    }
}
