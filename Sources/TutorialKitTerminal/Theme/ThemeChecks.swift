import TutorialKit

/// What a theme file's shape cannot say: a glyph must be one printable character one cell wide, a
/// colour a name, a palette number or `#rrggbb`. Each problem is an error at its value.
enum ThemeChecks {
    /// Checks the glyphs and colours of a theme file whose shape is checked: the shade, then the
    /// arrows and the colours in the order `ThemeFormat` declares them.
    static func check<Node: JSONView>(_ root: Node, _ diagnostics: inout DiagnosticCollector) {
        if let shade = root["shade"] { checkGlyph(shade, &diagnostics) }
        if let arrows = root["arrows"] {
            for name in ThemeFormat.arrowNames {
                if let arrow = arrows.member(named: name) { checkGlyph(arrow, &diagnostics) }
            }
        }
        if let colors = root["colors"] {
            for name in ThemeFormat.colorNames {
                if let color = colors.member(named: name) { checkColor(color, &diagnostics) }
            }
        }
    }

    private static func checkGlyph<Node: JSONView>(_ node: Node, _ diagnostics: inout DiagnosticCollector) {
        guard let text = node.string, ThemeReading.glyph(in: text) == nil else { return }
        diagnostics.error(
            at: node.offset, node.path,
            "\"\(TerminalSafeText.escaped(text))\" is not one character one cell wide; "
                + "use a single printable character such as ▲ or ^")
    }

    private static func checkColor<Node: JSONView>(_ node: Node, _ diagnostics: inout DiagnosticCollector) {
        // A number out of range is the shape check's to report.
        guard ThemeReading.color(node) == nil, let text = node.string else { return }
        diagnostics.error(
            at: node.offset, node.path,
            "\"\(TerminalSafeText.escaped(text))\" is not a colour\(NameSuggestion.hint(for: text, in: TerminalColor.names)); "
                + "use a name such as cyan or bright-yellow, a palette number 0–255, or #rrggbb")
    }
}
