import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

/// The keys of a screen file and of its elements, lists and grids, each declared once. The JSON
/// Schema, the shape check, the loader, the writer and the format reference all follow from these
/// lists: a new key is one entry here and its field on ``Screen`` (or its part).
package enum ScreenFormat {
    /// A screen as a file writes it: the screen, and the `$schema` reference, if any.
    struct Written {
        var screen: Screen
        var schema: String?
    }

    /// One key of the screen file's root object.
    typealias Key<Node: JSONView> = FormatKey<Node, Screen, Written>
    /// One key of a part of a screen (an element, a list, a grid, a section, a cell element),
    /// written from the part itself.
    typealias PartKey<Node: JSONView, Part> = FormatKey<Node, Part, Part>

    /// The root object's keys; the parts' keys are made once with them, for their readers.
    static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        let element = elementKeys(Node.self)
        let list = listKeys(Node.self)
        let grid = gridKeys(Node.self)
        return [
            Key(
                "$schema", .anyString, "The JSON Schema this file follows.",
                read: { _, _ in },
                write: { $0.schema.map(JSONValue.string) }),
            Key(
                "id", .nonEmptyString, required: true, "The screen's name.",
                read: { node, screen in screen.id = node.string ?? "" },
                write: { .string($0.screen.id) }),
            Key(
                "size", .reference("size"), required: true, "The screen's size, in its unit.",
                read: { node, screen in screen.size = GeometryFormat.size(node) },
                write: { GeometryFormat.json(for: $0.screen.size) }),
            Key(
                "unit", .string(StringRule(allowed: Screen.Unit.allCases.map(\.rawValue))),
                "The unit of every number of the screen: \"cells\" (the default), a terminal's, or "
                    + "\"points\", an app's, which a terminal shows scaled.",
                read: { node, screen in screen.unit = node.string.flatMap(Screen.Unit.init) ?? .cells },
                write: { $0.screen.unit == .cells ? nil : .string($0.screen.unit.rawValue) }),
            Key(
                "safeArea", .reference("insets"), "Edges reserved for system UI.",
                read: { node, screen in screen.safeArea = GeometryFormat.insets(node) },
                write: { $0.screen.safeArea == .zero ? nil : GeometryFormat.json(for: $0.screen.safeArea) }),
            Key(
                "elements", .array(of: object("an element", element), minimumCount: 0, limit: .elements),
                "Named elements.",
                read: { node, screen in
                    screen.elements = ScreenReading.parts(node, element, Screen.Element(id: "", frame: .zero))
                },
                // Written even when empty: a screen file lists its elements.
                write: { .list($0.screen.elements.map { PartKey.json(for: $0, element) }) }),
            Key(
                "lists", .array(of: object("a list", list), minimumCount: 0, limit: .lists),
                "Scrollable lists.",
                read: { node, screen in
                    screen.lists = ScreenReading.parts(
                        node, list, Screen.List(id: "", frame: .zero, rowHeight: 1, sections: []))
                },
                write: { ScreenWriting.json(for: $0.screen.lists, list) }),
            Key(
                "grids", .array(of: object("a grid", grid), minimumCount: 0, limit: .lists),
                "Scrollable grids and carousels.",
                read: { node, screen in
                    screen.grids = ScreenReading.parts(
                        node, grid, Screen.Grid(id: "", frame: .zero, itemSize: .zero, sections: []))
                },
                write: { ScreenWriting.json(for: $0.screen.grids, grid) }),
        ]
    }

    /// A named element's keys.
    static func elementKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Screen.Element>] {
        [
            PartKey(
                "id", .nonEmptyString, required: true, "The element's id.",
                read: { node, element in element.id = node.string ?? "" },
                write: { .string($0.id) }),
            PartKey(
                "frame", .reference("rect"), required: true, "Where it is on the screen.",
                read: { node, element in element.frame = GeometryFormat.rect(node) },
                write: { GeometryFormat.json(for: $0.frame) }),
            PartKey(
                "label", .anyString, "The text drawn in it.",
                read: { node, element in element.label = node.string },
                write: { $0.label.map(JSONValue.string) }),
        ]
    }

    /// A list's keys.
    static func listKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Screen.List>] {
        let section = listSectionKeys(Node.self)
        let cell = cellKeys(Node.self, relativeTo: "cell")
        return [
            PartKey(
                "id", .nonEmptyString, required: true, "The list's id.",
                read: { node, list in list.id = node.string ?? "" },
                write: { .string($0.id) }),
            PartKey(
                "frame", .reference("rect"), required: true, "Its visible frame.",
                read: { node, list in list.frame = GeometryFormat.rect(node) },
                write: { GeometryFormat.json(for: $0.frame) }),
            PartKey(
                "rowHeight", .positiveLength, required: true, "The height of every row.",
                read: { node, list in list.rowHeight = node.integer ?? 1 },
                write: { .integer($0.rowHeight) }),
            PartKey(
                "sections", .array(of: object("a section", section), minimumCount: 1, limit: .sections),
                required: true, "The sections.",
                read: { node, list in
                    list.sections = ScreenReading.parts(node, section, Screen.Section(rows: 0))
                },
                write: { .list($0.sections.map { PartKey.json(for: $0, section) }) }),
            PartKey(
                "contentOffset", .length, "How far the list is scrolled, in the screen's unit.",
                read: { node, list in list.contentOffset = node.integer ?? 0 },
                write: { $0.contentOffset == 0 ? nil : .integer($0.contentOffset) }),
            PartKey(
                "cell", .array(of: object("a cell element", cell), minimumCount: 0, limit: .cellElements),
                "The cell template's sub-elements.",
                read: { node, list in list.cell = ScreenReading.cell(node, cell) },
                write: { ScreenWriting.json(for: $0.cell, cell) }),
            PartKey(
                "rowLabels", .dictionary(keyName: "cell element id", values: .anyString),
                "Label per sub-element; {row} and {section} are filled in.",
                read: { node, list in list.rowLabels = ScreenReading.labels(node) },
                write: { ScreenWriting.json(forLabels: $0.rowLabels) }),
        ]
    }

    /// A list section's keys.
    static func listSectionKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Screen.Section>] {
        [
            PartKey(
                "rows", .integer(minimum: 0, maximum: nil, limit: .rows), required: true, "How many rows.",
                read: { node, section in section.rows = node.integer ?? 0 },
                write: { .integer($0.rows) }),
            PartKey(
                "headerHeight", .length, "The header's height (0 = none).",
                read: { node, section in section.headerHeight = node.integer ?? 0 },
                write: { $0.headerHeight == 0 ? nil : .integer($0.headerHeight) }),
            PartKey(
                "title", .anyString, "The header's text.",
                read: { node, section in section.title = node.string },
                write: { $0.title.map(JSONValue.string) }),
        ]
    }

    /// A grid's or carousel's keys.
    static func gridKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Screen.Grid>] {
        let section = gridSectionKeys(Node.self)
        let cell = cellKeys(Node.self, relativeTo: "item")
        return [
            PartKey(
                "id", .nonEmptyString, required: true, "The grid's id.",
                read: { node, grid in grid.id = node.string ?? "" },
                write: { .string($0.id) }),
            PartKey(
                "frame", .reference("rect"), required: true, "Its visible frame.",
                read: { node, grid in grid.frame = GeometryFormat.rect(node) },
                write: { GeometryFormat.json(for: $0.frame) }),
            PartKey(
                "itemSize", .reference("size"), required: true, "The size of every item.",
                read: { node, grid in grid.itemSize = GeometryFormat.size(node) },
                write: { GeometryFormat.json(for: $0.itemSize) }),
            PartKey(
                "columnSpacing", .length, "Cells between items side by side (default 1).",
                read: { node, grid in grid.columnSpacing = node.integer ?? 1 },
                write: { $0.columnSpacing == 1 ? nil : .integer($0.columnSpacing) }),
            PartKey(
                "rowSpacing", .length, "Cells between rows, and between sections (default 1).",
                read: { node, grid in grid.rowSpacing = node.integer ?? 1 },
                write: { $0.rowSpacing == 1 ? nil : .integer($0.rowSpacing) }),
            PartKey(
                "columns",
                .either(
                    name: "a column count or \"adaptive\"",
                    [
                        .integer(minimum: 1, maximum: nil, limit: .screenWidth),
                        .string(StringRule(allowed: ["adaptive"])),
                    ]),
                "How many columns: a count, or \"adaptive\" for as many as fit (default).",
                read: { node, grid in grid.columns = node.integer.map { .fixed($0) } ?? .adaptive },
                // A carousel has one row: its columns are not written.
                write: { grid in
                    guard grid.axis == .vertical, case .fixed(let count) = grid.columns else { return nil }
                    return .integer(count)
                }),
            PartKey(
                "scroll", .string(StringRule(allowed: Screen.Grid.Axis.allCases.map(\.rawValue))),
                "vertical (default): rows of items scrolled up and down; horizontal: a carousel, one row scrolled sideways.",
                read: { node, grid in
                    grid.axis = node.string.flatMap(Screen.Grid.Axis.init(rawValue:)) ?? .vertical
                },
                write: { $0.axis == .vertical ? nil : .string($0.axis.rawValue) }),
            PartKey(
                "sections", .array(of: object("a grid section", section), minimumCount: 1, limit: .sections),
                required: true, "The sections.",
                read: { node, grid in
                    grid.sections = ScreenReading.parts(node, section, Screen.Grid.Section(items: 0))
                },
                write: { .list($0.sections.map { PartKey.json(for: $0, section) }) }),
            PartKey(
                "contentOffset", .length, "How far the grid is scrolled, in the screen's unit.",
                read: { node, grid in grid.contentOffset = node.integer ?? 0 },
                write: { $0.contentOffset == 0 ? nil : .integer($0.contentOffset) }),
            PartKey(
                "cell", .array(of: object("a cell element", cell), minimumCount: 0, limit: .cellElements),
                "The item template's sub-elements.",
                read: { node, grid in grid.cell = ScreenReading.cell(node, cell) },
                write: { ScreenWriting.json(for: $0.cell, cell) }),
            PartKey(
                "itemLabels", .dictionary(keyName: "cell element id", values: .anyString),
                "Label per sub-element; {item} and {section} are filled in.",
                read: { node, grid in grid.itemLabels = ScreenReading.labels(node) },
                write: { ScreenWriting.json(forLabels: $0.itemLabels) }),
        ]
    }

    /// A grid section's keys.
    static func gridSectionKeys<Node: JSONView>(_: Node.Type) -> [PartKey<Node, Screen.Grid.Section>] {
        [
            PartKey(
                "items", .integer(minimum: 0, maximum: nil, limit: .rows), required: true, "How many items.",
                read: { node, section in section.items = node.integer ?? 0 },
                write: { .integer($0.items) }),
            PartKey(
                "headerHeight", .length, "The header's height (0 = none; vertical grids).",
                read: { node, section in section.headerHeight = node.integer ?? 0 },
                write: { $0.headerHeight == 0 ? nil : .integer($0.headerHeight) }),
            PartKey(
                "title", .anyString, "The header's text.",
                read: { node, section in section.title = node.string },
                write: { $0.title.map(JSONValue.string) }),
        ]
    }

    /// The keys of a sub-element of a cell template, whose frame is relative to the `part` (a
    /// list's cell, a grid's item).
    static func cellKeys<Node: JSONView>(_: Node.Type, relativeTo part: String)
        -> [PartKey<Node, Screen.CellElement>]
    {
        [
            PartKey(
                "id", .nonEmptyString, required: true, "The sub-element's id.",
                read: { node, element in element.id = node.string ?? "" },
                write: { .string($0.id) }),
            PartKey(
                "frame", .reference("rect"), required: true, "Where it is, relative to the \(part).",
                read: { node, element in element.frame = GeometryFormat.rect(node) },
                write: { GeometryFormat.json(for: $0.frame) }),
        ]
    }

    /// The shape of an object with `keys`, called `name` in messages.
    private static func object<Node: JSONView, Model, Written>(
        _ name: String, _ keys: [FormatKey<Node, Model, Written>]
    ) -> Shape {
        .object(ObjectShape(name, keys.properties()))
    }

    /// A `*.screen.json` file's shape, for its JSON Schema, its shape check and its reference.
    package static let shape = object("a screen", keys(JSONTreeView.self))
}

extension ShapeTable {
    /// The screen file's table.
    static let screen = ShapeTable(ScreenFormat.shape)
}

extension JSONSchemaWriter {
    /// The schema of TutorialKit's screen files.
    package static var screen: String {
        schema(for: ScreenFormat.shape, title: "TutorialKit screen", id: "screen.schema.json")
    }
}
