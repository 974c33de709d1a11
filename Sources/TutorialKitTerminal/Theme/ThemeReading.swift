import TutorialKit

/// Builds a ``Theme`` from a theme file whose shape is checked, each key read as `ThemeFormat`
/// declares; a glyph or colour the meaning checks refuse reads as the standard theme's.
enum ThemeReading {
    /// The theme `root` describes, over the standard look.
    static func build<Node: JSONView>(_ root: Node) -> Theme {
        var theme = Theme.standard
        theme.name = ""
        FormatKey.read(root, ThemeFormat.keys(Node.self), into: &theme)
        return theme
    }

    /// The one character `node` holds, when it is one cell wide and printable.
    static func glyph<Node: JSONView>(_ node: Node) -> Character? {
        node.string.flatMap(glyph(in:))
    }

    /// The one character `text` is, when it is one cell wide and printable.
    static func glyph(in text: String) -> Character? {
        guard text.count == 1, let character = text.first, DisplayWidth.of(character) == 1,
            !DisplayWidth.isControl(character)
        else { return nil }
        return character
    }

    /// The colour `node` spells: a palette number 0–255, a name or `#rrggbb`.
    static func color<Node: JSONView>(_ node: Node) -> TerminalColor? {
        if let index = node.integer, (0...255).contains(index) {
            return TerminalColor(.palette(UInt8(index)))
        }
        return node.string.flatMap(TerminalColor.init(spelled:))
    }
}
