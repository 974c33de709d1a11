import Foundation
import Testing
import TutorialKit

@testable import TutorialKitTerminal

/// Every pair of colours a theme draws, checked by the WCAG 2.2 contrast ratio at each depth a
/// terminal shows.
@Suite struct ThemeContrastTests {
    @Test func theRatioIsWCAGs() {
        #expect(ThemeContrast.ratio([0, 0, 0], [255, 255, 255]) == 21)
        #expect(ThemeContrast.ratio([255, 255, 255], [255, 255, 255]) == 1)
        // #767676 on white is the lightest grey that reads at 4.5:1; #777777 just misses.
        #expect(ThemeContrast.ratio([0x76, 0x76, 0x76], [255, 255, 255]) >= 4.5)
        #expect(ThemeContrast.ratio([0x77, 0x77, 0x77], [255, 255, 255]) < 4.5)
        // The order of the two colours does not matter.
        #expect(
            ThemeContrast.ratio([0, 0, 238], [0, 0, 0]) == ThemeContrast.ratio([0, 0, 0], [0, 0, 238]))
    }

    @Test(arguments: Theme.builtIn)
    func everyBuiltInThemePasses(theme: Theme) {
        #expect(
            ThemeContrast.findings(for: theme).isEmpty, "\(theme.name): \(ThemeContrast.findings(for: theme))"
        )
    }

    @Test func theHighContrastThemeReachesTheEnhancedLevel() throws {
        let theme = try #require(Theme.builtIn(named: "high-contrast"))
        for pair in ThemeContrast.pairs(of: theme) {
            for depth in ThemeContrast.depths {
                #expect(pair.ratio(at: depth) >= 7, "\(pair.part) in \(depth)")
            }
        }
    }

    @Test func greyOnADarkBackgroundIsReportedWithAColourThatPasses() throws {
        let grey = TerminalColor(.palette(240))
        let theme = Theme(name: "grey", colors: Theme.Colors(box: grey, title: grey, button: grey))
        let findings = ThemeContrast.findings(for: theme)
        #expect(findings.map(\.colorKey) == ["title", "button", "box"])
        let title = try #require(findings.first)
        #expect(title.required == 4.5 && title.ratio < 4.5 && title.depths.contains(.palette))
        #expect(
            title.description.hasPrefix("the title has a contrast of 2.9:1 (in 24-bit colour, 256 colours"))
        // The colour suggested passes wherever the theme's failed.
        for finding in findings {
            var fixed = theme
            switch finding.colorKey {
            case "title": fixed.colors.title = finding.suggestion
            case "button": fixed.colors.button = finding.suggestion
            default: fixed.colors.box = finding.suggestion
            }
            #expect(!ThemeContrast.findings(for: fixed).map(\.colorKey).contains(finding.colorKey))
        }
        // On a light background the terminal's black text reads, and the grey box is fine.
        var light = theme
        light.background = .light
        light.colors = Theme.Colors(box: grey)
        #expect(ThemeContrast.findings(for: light).isEmpty)
    }

    @Test func aThemeFileWithFaintColoursGetsAWarningAtEachColour() throws {
        let text = #"""
            { "name": "faint", "colors": { "title": "#404040", "box": "#303030" } }
            """#
        let loaded = ThemeFile.decode(Array(text.utf8), file: "faint.theme.json")
        #expect(loaded.model != nil, "warnings do not refuse the theme")
        let messages = loaded.diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains { $0.contains("/colors/title") && $0.contains("the title has a contrast of 2") }
        )
        #expect(
            messages.contains {
                $0.contains("/colors/box") && $0.contains("below the 3:1 WCAG asks for borders")
            })
    }
}
