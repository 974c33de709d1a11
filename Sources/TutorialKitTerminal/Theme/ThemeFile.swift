import TutorialKit

/// Reads and checks `*.theme.json` files (see ``Theme``): the shape against the theme schema
/// (`tutorialkit schema theme`), then what the shape cannot say (a glyph must be one printable
/// character one cell wide; a colour a name, a palette number or `#rrggbb`), each problem with its
/// line, column and JSON path.
public enum ThemeFile {
    /// Loads and checks the theme file at `path`, within `limits`.
    public static func load(path: String, limits: InputLimits = .standard) -> LoadedFile<Theme> {
        switch FileReading.bytes(atPath: path, limits: limits) {
        case .success(let bytes): decode(bytes, file: path, limits: limits)
        case .failure(let diagnostic): LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// Checks the JSON text of a theme file and builds the theme when it has no errors.
    public static func decode(_ bytes: [UInt8], file: String, limits: InputLimits = .standard) -> LoadedFile<
        Theme
    > {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let tape = ShapeValidator.readTape(bytes, as: .theme, limits: limits, into: &diagnostics),
            !diagnostics.hasErrors
        else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        let theme = tape.withRoot { build($0, &diagnostics) }
        return LoadedFile(model: diagnostics.hasErrors ? nil : theme, diagnostics: diagnostics.diagnostics)
    }

    /// The theme a shape-checked file describes, with an error for each glyph or colour it cannot
    /// be.
    private static func build<Node: JSONView>(_ root: Node, _ diagnostics: inout DiagnosticCollector) -> Theme
    {
        var theme = Theme(name: root["name"]?.string ?? "")
        let standard = Theme.standard
        theme.border = root["border"]?.string.flatMap(Theme.BorderStyle.init(rawValue:)) ?? standard.border
        theme.spotlightBorder =
            root["spotlightBorder"]?.string.flatMap(Theme.BorderStyle.init(rawValue:))
            ?? standard.spotlightBorder
        theme.outside = root["outside"]?.string.flatMap(Theme.Outside.init(rawValue:)) ?? standard.outside
        theme.shade = glyph(root["shade"], &diagnostics) ?? standard.shade
        let arrows = root["arrows"]
        theme.arrows = GlyphSet.Arrows(
            up: glyph(arrows?["up"], &diagnostics) ?? standard.arrows.up,
            down: glyph(arrows?["down"], &diagnostics) ?? standard.arrows.down,
            left: glyph(arrows?["left"], &diagnostics) ?? standard.arrows.left,
            right: glyph(arrows?["right"], &diagnostics) ?? standard.arrows.right)
        if let colors = root["colors"] {
            theme.colors = Theme.Colors(
                box: color(colors["box"], &diagnostics), spotlight: color(colors["spotlight"], &diagnostics),
                arrow: color(colors["arrow"], &diagnostics), title: color(colors["title"], &diagnostics),
                button: color(colors["button"], &diagnostics))
        } else {
            theme.colors = standard.colors
        }
        theme.padding = root["padding"]?.integer
        return theme
    }

    /// The one character `node` holds, one cell wide and printable; an error otherwise.
    private static func glyph<Node: JSONView>(_ node: Node?, _ diagnostics: inout DiagnosticCollector)
        -> Character?
    {
        guard let node, let text = node.string else { return nil }
        guard text.count == 1, let character = text.first, DisplayWidth.of(character) == 1,
            !DisplayWidth.isControl(character)
        else {
            diagnostics.error(
                at: node.offset, node.path,
                "\"\(TerminalSafeText.escaped(text))\" is not one character one cell wide; "
                    + "use a single printable character such as ▲ or ^")
            return nil
        }
        return character
    }

    /// The colour `node` spells; an error when it spells none.
    private static func color<Node: JSONView>(_ node: Node?, _ diagnostics: inout DiagnosticCollector)
        -> TerminalColor?
    {
        guard let node else { return nil }
        if let index = node.integer, (0...255).contains(index) {
            return TerminalColor(.palette(UInt8(index)))
        }
        guard let text = node.string else { return nil }
        if let color = TerminalColor(spelled: text) { return color }
        diagnostics.error(
            at: node.offset, node.path,
            "\"\(TerminalSafeText.escaped(text))\" is not a colour\(NameSuggestion.hint(for: text, in: TerminalColor.names)); "
                + "use a name such as cyan or bright-yellow, a palette number 0–255, or #rrggbb")
        return nil
    }
}
