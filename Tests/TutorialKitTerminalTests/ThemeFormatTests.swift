import Foundation
import Testing
import TutorialFixtures
import TutorialKit

@testable import TutorialKitTerminal

/// The theme file's keys, declared once in `ThemeFormat`, are what its JSON Schema lists and what
/// its writer and reader agree on.
@Suite struct ThemeFormatTests {
    /// Each object's declared keys, by the key that leads to it from the root.
    static let declared: [(path: [String], properties: [ObjectShape.Property])] = [
        ([], ThemeFormat.keys(JSONTreeView.self).map(\.property)),
        (["arrows"], ThemeFormat.arrowKeys(JSONTreeView.self).map(\.property)),
        (["colors"], ThemeFormat.colorKeys(JSONTreeView.self).map(\.property)),
    ]

    @Test func everyDeclaredKeyIsInTheSchemaWithItsDescription() throws {
        let schema = try JSONReader.read(JSONSchemaWriter.theme)
        #expect(DeclaredKeysInSchema.differences(in: schema, Self.declared) == [])
    }

    /// A theme that differs from the standard look in every key, so each is written; its colours
    /// read on the light background it is for, so loading it warns of nothing.
    static let everyKey = Theme(
        name: "every-key", border: .heavy, spotlightBorder: .single, outside: .none, shade: "▒",
        arrows: GlyphSet.Arrows(up: "↑", down: "↓", left: "←", right: "→"),
        colors: Theme.Colors(
            box: TerminalColor(.named(4)), spotlight: TerminalColor(.palette(200)),
            arrow: TerminalColor(.rgb(0xB0, 0x4A, 0x00)), title: TerminalColor(.named(1)),
            button: TerminalColor(.rgb(0, 0, 0x80))),
        padding: 3, background: .light)

    @Test func aThemeUsingEveryKeyIsWrittenWithThemAllAndReadsBack() throws {
        let written = ThemeWriting.encode(Self.everyKey, schema: "../schema/theme.schema.json")
        let tree = try JSONReader.read(written)
        for (path, properties) in Self.declared {
            let object = try #require(path.reduce(Optional(tree)) { $0?[$1]?.value }, "nothing at \(path)")
            #expect(object.members?.map(\.key) == properties.map(\.name).sorted(), "\(path)")
        }
        let reloaded = ThemeFile.decode(Array(written.utf8), file: "every-key.theme.json")
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.model == Self.everyKey)
        #expect(
            reloaded.model.map { ThemeWriting.encode($0, schema: "../schema/theme.schema.json") } == written)
    }

    /// The built-in themes, one without colours, and the sunset file's.
    static func themes() throws -> [Theme] {
        let sunset = try #require(
            ThemeFile.load(
                path: TerminalFixtures.tutorials.appendingPathComponent("themes/sunset.theme.json").path
            ).model)
        return Theme.builtIn + [Theme(name: "colourless"), sunset]
    }

    @Test func themesReadBackAsTheyWereWritten() throws {
        for theme in try Self.themes() {
            let written = ThemeWriting.encode(theme)
            let reloaded = ThemeFile.decode(Array(written.utf8), file: "\(theme.name).theme.json")
            #expect(reloaded.diagnostics.map(\.description) == [], "\(theme.name)")
            #expect(reloaded.model == theme, "\(theme.name)")
        }
    }

    @Test func theStandardLookIsNotWritten() {
        #expect(ThemeWriting.encode(Theme.standard) == "{\n  \"name\": \"standard\"\n}\n")
    }
}
