import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema
import TutorialKitText

/// Reads, checks and writes `*.screen.json` files (the authoring article's screen file).
public enum ScreenFile {
    /// Loads and checks the screen file at `path`, within `limits` (``InputLimits/standard`` by
    /// default).
    public static func load(path: String, limits: InputLimits = .standard) -> LoadedFile<Screen> {
        switch FileReading.bytes(atPath: path, limits: limits) {
        case .success(let bytes): decode(bytes, file: path, limits: limits)
        case .failure(let diagnostic): LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// Checks the JSON text of a screen file and builds the screen when it has no errors.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, as diagnostics print it.
    ///   - limits: How large the file and its values may be; ``InputLimits/standard`` by default.
    public static func decode(_ bytes: [UInt8], file: String, limits: InputLimits = .standard) -> LoadedFile<
        Screen
    > {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let tape = ShapeValidator.readTape(bytes, as: .screen, limits: limits, into: &diagnostics)
        else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return tape.withRoot { decode($0, &diagnostics) }
    }

    /// Checks the meaning of a screen file whose shape is checked, and builds the screen when it
    /// has no errors.
    static func decode<Node: JSONView>(_ root: Node, _ diagnostics: inout DiagnosticCollector)
        -> LoadedFile<Screen>
    {
        guard !diagnostics.hasErrors else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        let screen = build(root)
        checkMeaning(root, screen, &diagnostics)
        return LoadedFile(model: diagnostics.hasErrors ? nil : screen, diagnostics: diagnostics.diagnostics)
    }

    /// The JSON of `screen`, stable (keys sorted, two-space indentation).
    ///
    /// - Parameters:
    ///   - screen: The screen to write.
    ///   - schema: The `$schema` reference to write, if any.
    public static func encode(_ screen: Screen, schema: String? = nil) -> String {
        JSONWriter.write(json(for: screen, schema: schema))
    }

    // MARK: - Building

    static func build<Node: JSONView>(_ root: Node) -> Screen {
        Screen(
            id: root["id"]?.string ?? "",
            size: size(root["size"]),
            safeArea: insets(root["safeArea"]),
            elements: (root["elements"]?.elements ?? []).map { element in
                Screen.Element(
                    id: element["id"]?.string ?? "", frame: rect(element["frame"]),
                    label: element["label"]?.string)
            },
            lists: (root["lists"]?.elements ?? []).map(list),
            grids: (root["grids"]?.elements ?? []).map(grid)
        )
    }

    private static func grid<Node: JSONView>(_ node: Node) -> Screen.Grid {
        let columns: Screen.Grid.Columns = node["columns"]?.integer.map { .fixed($0) } ?? .adaptive
        return Screen.Grid(
            id: node["id"]?.string ?? "",
            frame: rect(node["frame"]),
            itemSize: size(node["itemSize"]),
            columnSpacing: node["columnSpacing"]?.integer ?? 1,
            rowSpacing: node["rowSpacing"]?.integer ?? 1,
            columns: columns,
            axis: node["scroll"]?.string.flatMap(Screen.Grid.Axis.init(rawValue:)) ?? .vertical,
            sections: (node["sections"]?.elements ?? []).map { section in
                Screen.Grid.Section(
                    items: section["items"]?.integer ?? 0,
                    headerHeight: section["headerHeight"]?.integer ?? 0,
                    title: section["title"]?.string)
            },
            contentOffset: node["contentOffset"]?.integer ?? 0,
            cell: cell(node["cell"]),
            itemLabels: labels(node["itemLabels"]))
    }

    private static func cell<Node: JSONView>(_ node: Node?) -> [Screen.CellElement] {
        (node?.elements ?? []).map { element in
            Screen.CellElement(id: element["id"]?.string ?? "", frame: rect(element["frame"]))
        }
    }

    private static func labels<Node: JSONView>(_ node: Node?) -> [String: String] {
        Dictionary(
            (node?.members ?? []).map { ($0.key.string, $0.value.string ?? "") },
            uniquingKeysWith: { first, _ in first })
    }

    private static func list<Node: JSONView>(_ node: Node) -> Screen.List {
        Screen.List(
            id: node["id"]?.string ?? "",
            frame: rect(node["frame"]),
            rowHeight: node["rowHeight"]?.integer ?? 1,
            sections: (node["sections"]?.elements ?? []).map { section in
                Screen.Section(
                    rows: section["rows"]?.integer ?? 0,
                    headerHeight: section["headerHeight"]?.integer ?? 0,
                    title: section["title"]?.string)
            },
            contentOffset: node["contentOffset"]?.integer ?? 0,
            cell: cell(node["cell"]),
            rowLabels: labels(node["rowLabels"])
        )
    }

    static func rect<Node: JSONView>(_ node: Node?) -> Rect {
        Rect(
            x: node?["x"]?.integer ?? 0, y: node?["y"]?.integer ?? 0,
            width: node?["width"]?.integer ?? 0, height: node?["height"]?.integer ?? 0)
    }

    private static func size<Node: JSONView>(_ node: Node?) -> Size {
        Size(width: node?["width"]?.integer ?? 0, height: node?["height"]?.integer ?? 0)
    }

    private static func insets<Node: JSONView>(_ node: Node?) -> EdgeInsets {
        EdgeInsets(
            top: node?["top"]?.integer ?? 0, left: node?["left"]?.integer ?? 0,
            bottom: node?["bottom"]?.integer ?? 0, right: node?["right"]?.integer ?? 0)
    }

    // MARK: - Meaning

    /// Checks what the shape cannot: unique ids, frames on screen, the safe area, scroll offsets and
    /// row labels naming real cell elements.
    private static func checkMeaning<Node: JSONView>(
        _ root: Node, _ screen: Screen, _ diagnostics: inout DiagnosticCollector
    ) {
        let bounds = screen.bounds
        if screen.safeBounds.isEmpty {
            diagnostics.error(
                at: root["safeArea"]?.offset ?? root.offset, JSONPath.root.appending("safeArea"),
                "the safe area leaves no room on a \(screen.size) screen; make its insets smaller")
        }
        var firstUse: [String: Int] = [:]
        let lists = root["lists"]?.elements ?? []
        let grids = root["grids"]?.elements ?? []
        for node in (root["elements"]?.elements ?? []) + lists + grids {
            guard let idNode = node["id"], let id = idNode.string else { continue }
            if let first = firstUse[id] {
                let firstPosition = diagnostics.sourceMap.position(of: first)
                diagnostics.error(
                    at: idNode.offset, idNode.path,
                    "duplicate id \"\(id)\" (first used at \(firstPosition)); "
                        + "elements, lists and grids share one namespace, so give each a unique id")
            } else {
                firstUse[id] = idNode.offset
            }
            if let frameNode = node["frame"] {
                checkOnScreen(ScreenFile.rect(frameNode), frameNode, bounds, &diagnostics)
            }
        }
        for (list, node) in zip(screen.lists, lists) {
            checkList(list, node, &diagnostics)
        }
        for (grid, node) in zip(screen.grids, grids) {
            checkGrid(grid, node, &diagnostics)
        }
    }

    private static func checkGrid<Node: JSONView>(
        _ grid: Screen.Grid, _ node: Node, _ diagnostics: inout DiagnosticCollector
    ) {
        if grid.contentOffset > grid.maximumContentOffset, let offsetNode = node["contentOffset"] {
            diagnostics.warning(
                at: offsetNode.offset, offsetNode.path,
                "the content scrolls at most \(grid.maximumContentOffset) cells; \(grid.contentOffset) shows empty space"
            )
        }
        if grid.axis == .horizontal {
            node["sections"]?.forEachElement { _, section in
                guard let header = section["headerHeight"], (header.integer ?? 0) > 0 else { return }
                diagnostics.error(
                    at: header.offset, header.path,
                    "a carousel (\"scroll\": \"horizontal\") has no section headers; remove headerHeight")
            }
            if grid.itemSize.height > grid.frame.height, let sizeNode = node["itemSize"] {
                diagnostics.warning(
                    at: sizeNode.offset, sizeNode.path,
                    "items \(grid.itemSize.height) cells tall do not fit the carousel's \(grid.frame.height) rows; "
                        + "the part below is not drawn")
            }
        } else if grid.itemSize.width > grid.frame.width, let sizeNode = node["itemSize"] {
            diagnostics.warning(
                at: sizeNode.offset, sizeNode.path,
                "items \(grid.itemSize.width) cells wide do not fit the grid's \(grid.frame.width) columns; "
                    + "the part to the right is not drawn")
        }
        if grid.axis == .horizontal, let columns = node["columns"] {
            diagnostics.warning(
                at: columns.offset, columns.path,
                "a carousel has one row; \"columns\" is not used, so remove it")
        }
        checkCell(
            node["cell"], labels: node["itemLabels"], ids: grid.cell.map(\.id),
            bounds: Rect(origin: .zero, size: grid.itemSize), of: "item", in: "grid", &diagnostics)
    }

    private static func checkList<Node: JSONView>(
        _ list: Screen.List, _ node: Node, _ diagnostics: inout DiagnosticCollector
    ) {
        if list.contentOffset > list.maximumContentOffset, let offsetNode = node["contentOffset"] {
            diagnostics.warning(
                at: offsetNode.offset, offsetNode.path,
                "the content scrolls at most \(list.maximumContentOffset) cells; \(list.contentOffset) shows empty space"
            )
        }
        checkCell(
            node["cell"], labels: node["rowLabels"], ids: list.cell.map(\.id),
            bounds: Rect(x: 0, y: 0, width: list.frame.width, height: list.rowHeight), of: "cell", in: "list",
            &diagnostics)
    }

    /// A cell template's sub-elements (unique ids, inside the `bounds` of one `part`, a list's cell
    /// or a grid's item) and its labels (keyed by those ids).
    private static func checkCell<Node: JSONView>(
        _ cell: Node?, labels: Node?, ids cellIDs: [String], bounds: Rect, of part: String,
        in container: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        var seen = Set<String>()
        cell?.forEachElement { _, element in
            if let idNode = element["id"], let id = idNode.string, !seen.insert(id).inserted {
                diagnostics.error(
                    at: idNode.offset, idNode.path,
                    "duplicate cell element id \"\(id)\"; give each sub-element of the \(part) a unique id")
            }
            if let frameNode = element["frame"], !bounds.contains(ScreenFile.rect(frameNode)) {
                diagnostics.warning(
                    at: frameNode.offset, frameNode.path,
                    "lies outside the \(part) (\(bounds.width)x\(bounds.height)); the part outside is not drawn"
                )
            }
        }
        labels?.forEachMember { key, value in
            let name = key.string
            guard !cellIDs.contains(name) else { return }
            diagnostics.error(
                at: key.offset, value.path,
                "no cell element \"\(name)\" in this \(container)"
                    + NameSuggestion.hint(for: name, in: cellIDs)
                    + "; labels are keyed by the ids in \"cell\"")
        }
    }

    /// An error for a rect wholly off screen, a warning for one partly off; `node` is the rect's.
    static func checkOnScreen<Node: JSONView>(
        _ rect: Rect, _ node: Node, _ bounds: Rect, _ diagnostics: inout DiagnosticCollector
    ) {
        if !rect.intersects(bounds) {
            diagnostics.error(
                at: node.offset, node.path,
                "\(rect) lies outside the \(bounds.size) screen; move it onto the screen")
        } else if !bounds.contains(rect) {
            diagnostics.warning(
                at: node.offset, node.path,
                "\(rect) extends past the edge of the \(bounds.size) screen and is clipped")
        }
    }

    // MARK: - Writing

    static func json(for screen: Screen, schema: String?) -> JSONValue {
        .object([
            ("$schema", schema.map(JSONValue.string)),
            ("id", .string(screen.id)),
            (
                "size",
                .object([("width", .integer(screen.size.width)), ("height", .integer(screen.size.height))])
            ),
            ("safeArea", screen.safeArea == .zero ? nil : json(for: screen.safeArea)),
            (
                "elements",
                .list(
                    screen.elements.map { element in
                        .object([
                            ("id", .string(element.id)), ("frame", json(for: element.frame)),
                            ("label", element.label.map(JSONValue.string)),
                        ])
                    })
            ),
            ("lists", screen.lists.isEmpty ? nil : .list(screen.lists.map(json(for:)))),
            ("grids", screen.grids.isEmpty ? nil : .list(screen.grids.map(json(for:)))),
        ])
    }

    private static func json(for grid: Screen.Grid) -> JSONValue {
        let columns: JSONValue? =
            switch grid.columns {
            case .adaptive: nil
            case .fixed(let count): .integer(count)
            }
        return .object([
            ("id", .string(grid.id)),
            ("frame", json(for: grid.frame)),
            (
                "itemSize",
                .object([
                    ("width", .integer(grid.itemSize.width)), ("height", .integer(grid.itemSize.height)),
                ])
            ),
            ("columnSpacing", grid.columnSpacing == 1 ? nil : .integer(grid.columnSpacing)),
            ("rowSpacing", grid.rowSpacing == 1 ? nil : .integer(grid.rowSpacing)),
            ("columns", grid.axis == .vertical ? columns : nil),
            ("scroll", grid.axis == .vertical ? nil : .string(grid.axis.rawValue)),
            (
                "sections",
                .list(
                    grid.sections.map { section in
                        .object([
                            ("items", .integer(section.items)),
                            (
                                "headerHeight",
                                section.headerHeight == 0 ? nil : .integer(section.headerHeight)
                            ),
                            ("title", section.title.map(JSONValue.string)),
                        ])
                    })
            ),
            ("contentOffset", grid.contentOffset == 0 ? nil : .integer(grid.contentOffset)),
            ("cell", json(forCell: grid.cell)),
            ("itemLabels", json(forLabels: grid.itemLabels)),
        ])
    }

    /// A cell template's sub-elements, or nothing for none.
    private static func json(forCell cell: [Screen.CellElement]) -> JSONValue? {
        cell.isEmpty
            ? nil : .list(cell.map { .object([("id", .string($0.id)), ("frame", json(for: $0.frame))]) })
    }

    /// Label templates by sub-element id, or nothing for none.
    private static func json(forLabels labels: [String: String]) -> JSONValue? {
        labels.isEmpty ? nil : .object(labels.map { ($0.key, JSONValue.string($0.value)) })
    }

    private static func json(for list: Screen.List) -> JSONValue {
        .object([
            ("id", .string(list.id)),
            ("frame", json(for: list.frame)),
            ("rowHeight", .integer(list.rowHeight)),
            (
                "sections",
                .list(
                    list.sections.map { section in
                        .object([
                            ("rows", .integer(section.rows)),
                            (
                                "headerHeight",
                                section.headerHeight == 0 ? nil : .integer(section.headerHeight)
                            ),
                            ("title", section.title.map(JSONValue.string)),
                        ])
                    })
            ),
            ("contentOffset", list.contentOffset == 0 ? nil : .integer(list.contentOffset)),
            ("cell", json(forCell: list.cell)),
            ("rowLabels", json(forLabels: list.rowLabels)),
        ])
    }

    static func json(for rect: Rect) -> JSONValue {
        .object([
            ("x", .integer(rect.x)), ("y", .integer(rect.y)), ("width", .integer(rect.width)),
            ("height", .integer(rect.height)),
        ])
    }

    private static func json(for insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", .integer(insets.top)), ("left", .integer(insets.left)),
            ("bottom", .integer(insets.bottom)),
            ("right", .integer(insets.right)),
        ])
    }
}
