import TutorialKit

/// The keys of a theme file, each declared once: its JSON Schema, its shape check, its loader and
/// its writer follow from these lists. A new key is one entry here and its field on ``Theme``.
package enum ThemeFormat {
    /// A theme as a file writes it: the theme, and the `$schema` reference, if any.
    struct Written {
        var theme: Theme
        var schema: String?
    }

    /// One key of the theme file's root object.
    typealias Key<Node: JSONView> = FormatKey<Node, Theme, Written>
    /// One key of a part of a theme (its arrows, its colours), written from the part itself.
    typealias PartKey<Node: JSONView, Part> = FormatKey<Node, Part, Part>

    /// The root object's keys. A key left out, or whose value the meaning checks refuse, keeps the
    /// standard theme's look; a key the standard look has is not written.
    static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        let arrows = arrowKeys(Node.self)
        let colors = colorKeys(Node.self)
        let standard = Theme.standard
        return [
            Key(
                "$schema", .anyString, "The JSON Schema this file follows.",
                read: { _, _ in },
                write: { $0.schema.map(JSONValue.string) }),
            Key(
                "name", .nonEmptyString, required: true, "The theme's name.",
                read: { node, theme in theme.name = node.string ?? "" },
                write: { .string($0.theme.name) }),
            Key(
                "border", .string(StringRule(allowed: borderStyles)),
                "The box's border: single, double, rounded (default), heavy or ascii.",
                read: { node, theme in
                    theme.border = node.string.flatMap(Theme.BorderStyle.init(rawValue:)) ?? standard.border
                },
                write: { $0.theme.border == standard.border ? nil : .string($0.theme.border.rawValue) }),
            Key(
                "spotlightBorder", .string(StringRule(allowed: borderStyles)),
                "The spotlight's border (default double).",
                read: { node, theme in
                    theme.spotlightBorder =
                        node.string.flatMap(Theme.BorderStyle.init(rawValue:)) ?? standard.spotlightBorder
                },
                write: {
                    $0.theme.spotlightBorder == standard.spotlightBorder
                        ? nil : .string($0.theme.spotlightBorder.rawValue)
                }),
            Key(
                "outside", .string(StringRule(allowed: Theme.Outside.allCases.map(\.rawValue))),
                "The screen outside the spotlight: auto (dimmed with colour, shaded without; default), shade or none.",
                read: { node, theme in
                    theme.outside = node.string.flatMap(Theme.Outside.init(rawValue:)) ?? standard.outside
                },
                write: { $0.theme.outside == standard.outside ? nil : .string($0.theme.outside.rawValue) }),
            Key(
                "shade", .nonEmptyString, "The character the shade puts in empty cells (default ░).",
                read: { node, theme in theme.shade = ThemeReading.glyph(node) ?? standard.shade },
                write: { $0.theme.shade == standard.shade ? nil : .string(String($0.theme.shade)) }),
            Key(
                "arrows", .object(ObjectShape("arrows", arrows.properties())),
                "The arrow's four characters, one cell each.",
                read: { node, theme in FormatKey.read(node, arrows, into: &theme.arrows) },
                write: {
                    $0.theme.arrows == standard.arrows ? nil : PartKey.json(for: $0.theme.arrows, arrows)
                }),
            Key(
                "colors", .object(ObjectShape("theme colours", colors.properties())),
                "Colours, used when the terminal shows colour and brought down to what it shows.",
                // Given, the colours replace the standard ones: a colour left out is none.
                read: { node, theme in
                    theme.colors = Theme.Colors()
                    FormatKey.read(node, colors, into: &theme.colors)
                },
                write: {
                    $0.theme.colors == standard.colors ? nil : PartKey.json(for: $0.theme.colors, colors)
                }),
            Key(
                "background", .string(StringRule(allowed: Theme.Background.allCases.map(\.rawValue))),
                "The terminal background the colours are for, dark (default) or light: their contrast is checked on it.",
                read: { node, theme in
                    theme.background = node.string.flatMap(Theme.Background.init(rawValue:)) ?? .dark
                },
                write: { $0.theme.background == .dark ? nil : .string($0.theme.background.rawValue) }),
            Key(
                "padding", .integer(minimum: 0, maximum: Theme.largestPadding),
                "Columns between the box's border and its text.",
                read: { node, theme in theme.padding = node.integer },
                write: { $0.theme.padding.map(JSONValue.integer) }),
        ]
    }

    /// The keys of the arrows, each one character one cell wide; one left out is the standard's.
    static func arrowKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, GlyphSet.Arrows>] {
        let standard = Theme.standard.arrows
        return [
            arrowKey("up", "Pointing up (default ▲).", \.up, standard.up),
            arrowKey("down", "Pointing down (default ▼).", \.down, standard.down),
            arrowKey("left", "Pointing left (default ◀).", \.left, standard.left),
            arrowKey("right", "Pointing right (default ▶).", \.right, standard.right),
        ]
    }

    private static func arrowKey<Node: JSONView>(
        _ name: String, _ summary: String, _ arrow: WritableKeyPath<GlyphSet.Arrows, Character> & Sendable,
        _ standard: Character
    ) -> PartKey<Node, GlyphSet.Arrows> {
        PartKey(
            name, .nonEmptyString, summary,
            read: { node, arrows in arrows[keyPath: arrow] = ThemeReading.glyph(node) ?? standard },
            write: { $0[keyPath: arrow] == standard ? nil : .string(String($0[keyPath: arrow])) })
    }

    /// The keys of the colours, each of a part of a step.
    static func colorKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Theme.Colors>] {
        [
            colorKey("box", "The box's border.", \.box),
            colorKey("spotlight", "The spotlight's border.", \.spotlight),
            colorKey("arrow", "The arrow.", \.arrow),
            colorKey("title", "The title.", \.title),
            colorKey("button", "The default button.", \.button),
        ]
    }

    private static func colorKey<Node: JSONView>(
        _ name: String, _ summary: String, _ part: WritableKeyPath<Theme.Colors, TerminalColor?> & Sendable
    ) -> PartKey<Node, Theme.Colors> {
        PartKey(
            name, color, summary,
            read: { node, colors in colors[keyPath: part] = ThemeReading.color(node) },
            write: { $0[keyPath: part].flatMap(ThemeWriting.json(for:)) })
    }

    /// The border styles a theme may name.
    static let borderStyles = Theme.BorderStyle.allCases.map(\.rawValue)

    /// A colour: a name, a palette index or `#rrggbb` (checked for meaning after).
    static let color = Shape.either(
        name: "a colour name, a palette number 0–255 or \"#rrggbb\"",
        [.integer(minimum: 0, maximum: 255), .nonEmptyString])

    /// The names of the arrows' and the colours' keys, in the order declared (the order the
    /// meaning checks report in).
    static let arrowNames = arrowKeys(JSONTreeView.self).names()
    static let colorNames = colorKeys(JSONTreeView.self).names()

    /// A `*.theme.json` file's shape, for its JSON Schema and its shape check.
    package static let shape = Shape.object(ObjectShape("a theme", keys(JSONTreeView.self).properties()))
}

extension ShapeTable {
    /// The theme file's table.
    static let theme = ShapeTable(ThemeFormat.shape)
}

extension JSONSchemaWriter {
    /// The schema of TutorialKit's theme files.
    package static var theme: String {
        schema(for: ThemeFormat.shape, title: "TutorialKit theme", id: "theme.schema.json")
    }
}
