import Foundation
import Testing
import TutorialKit
import TutorialKitTerminal

/// Themes: colours and how they come down to a terminal's, theme files, and each built-in theme's
/// frames against golden files.
@Suite struct ThemeTests {
    @Test func coloursAreSpelledAsNamesPaletteNumbersOrHex() {
        #expect(TerminalColor(spelled: "cyan") == .cyan)
        #expect(TerminalColor(spelled: "Bright-Yellow") == TerminalColor(.named(11)))
        #expect(TerminalColor(spelled: "#FFcc00") == TerminalColor(.rgb(255, 204, 0)))
        for wrong in ["cyna", "#12345", "#ggcc00", "", "#ffcc0000"] {
            #expect(TerminalColor(spelled: wrong) == nil)
        }
        #expect(TerminalColor.cyan.selectGraphicRendition == "36")
        #expect(TerminalColor(.named(11)).selectGraphicRendition == "93")
        #expect(TerminalColor(.palette(208)).selectGraphicRendition == "38;5;208")
        #expect(TerminalColor(.rgb(1, 2, 3)).selectGraphicRendition == "38;2;1;2;3")
    }

    @Test func aColourComesDownToWhatTheTerminalShows() {
        let gold = TerminalColor(.rgb(0xFF, 0xD7, 0x00))
        #expect(gold.fitted(to: .trueColor) == gold)
        #expect(gold.fitted(to: .palette) == TerminalColor(.palette(220)), "xterm's gold1")
        #expect(gold.fitted(to: .sixteen) == TerminalColor(.named(11)), "bright yellow")
        #expect(
            TerminalColor(.rgb(0x80, 0x80, 0x80)).fitted(to: .palette) == TerminalColor(.palette(244)),
            "a grey")
        #expect(
            TerminalColor(.palette(208)).fitted(to: .sixteen) == TerminalColor(.named(3)),
            "orange: yellow is nearest")
        #expect(TerminalColor(.palette(4)).fitted(to: .sixteen) == TerminalColor(.named(4)))
        #expect(TerminalColor.cyan.fitted(to: .sixteen) == .cyan)
        #expect(TerminalColor.Depth.of(term: "xterm-256color", colorTerm: nil) == .palette)
        #expect(TerminalColor.Depth.of(term: "xterm", colorTerm: "truecolor") == .trueColor)
        #expect(TerminalColor.Depth.of(term: "xterm", colorTerm: nil) == .sixteen)
    }

    @Test func asciiStaysAsciiWhateverTheTheme() throws {
        let tutorial = try TerminalFixtures.load("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        let presentation = try #require(try TutorialPreview.presentations(of: tutorial).first)
        for theme in Theme.builtIn {
            let lines = FrameRenderer(options: .init(glyphs: .ascii, theme: theme)).render(presentation)
            #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(theme.name)")
        }
    }

    @Test func theSunsetThemeFileLoads() throws {
        let theme = try #require(
            ThemeFile.load(
                path: TerminalFixtures.tutorials.appendingPathComponent("themes/sunset.theme.json").path
            ).model)
        #expect(theme.name == "sunset" && theme.border == .double && theme.spotlightBorder == .heavy)
        #expect(theme.arrows.up == "△" && theme.shade == "╌" && theme.padding == 2)
        #expect(theme.colors.arrow == TerminalColor(.palette(214)))
        #expect(theme.colors.box == TerminalColor(.rgb(0xFF, 0x8C, 0x42)))
    }

    /// The demo in each built-in theme and the sunset file, plain and in colour (16 colours).
    static let themes: [String] = Theme.builtIn.map(\.name) + ["sunset"]

    @Test(arguments: themes)
    func framesMatchTheirGoldenFile(theme name: String) throws {
        let theme = try #require(
            Theme.builtIn(named: name)
                ?? ThemeFile.load(
                    path: TerminalFixtures.tutorials.appendingPathComponent("themes/\(name).theme.json").path
                )
                .model)
        let tutorial = try TerminalFixtures.load("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        let presentations = try TutorialPreview.presentations(
            of: tutorial, options: LayoutEngine.Options(padding: theme.padding ?? 1))
        var parts: [String] = []
        for color in [false, true] {
            let renderer = FrameRenderer(options: .init(usesColor: color, theme: theme))
            for presentation in presentations {
                parts.append(
                    FrameRenderer.caption(for: presentation) + "\n"
                        + renderer.render(presentation).joined(separator: "\n"))
            }
        }
        let actual = parts.joined(separator: "\n\n") + "\n"
        let url = TerminalFixtures.snapshots.appendingPathComponent("theme-\(name).txt")
        let recording = ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1"
        guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !recording {
                Issue.record("recorded \(url.lastPathComponent); review it and run the tests again")
            }
            return
        }
        #expect(actual == golden, Comment(rawValue: GoldenFrameTests.diff(expected: golden, actual: actual)))
    }
}
