/// Reads, checks and writes `*.screen.json` files (FORMATS.md's screen file).
public enum ScreenFile {
    /// Loads and checks the screen file at `path`.
    public static func load(path: String) -> LoadedFile<Screen> {
        switch FileReading.bytes(atPath: path) {
        case .success(let bytes): decode(bytes, file: path)
        case .failure(let diagnostic): LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// Checks the JSON text of a screen file and builds the screen when it has no errors.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, as diagnostics print it.
    public static func decode(_ bytes: [UInt8], file: String) -> LoadedFile<Screen> {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let root = ShapeValidator.read(bytes, as: FormatSchema.screen, into: &diagnostics) else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
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

    static func build(_ root: JSONNode) -> Screen {
        Screen(
            id: root["id"]?.value.string ?? "",
            size: size(root["size"]?.value),
            safeArea: insets(root["safeArea"]?.value),
            elements: (root["elements"]?.value.elements ?? []).map { element in
                ScreenElement(
                    id: element["id"]?.value.string ?? "", frame: rect(element["frame"]?.value),
                    label: element["label"]?.value.string)
            },
            lists: (root["lists"]?.value.elements ?? []).map(list)
        )
    }

    private static func list(_ node: JSONNode) -> ScreenList {
        ScreenList(
            id: node["id"]?.value.string ?? "",
            frame: rect(node["frame"]?.value),
            rowHeight: node["rowHeight"]?.value.integer ?? 1,
            sections: (node["sections"]?.value.elements ?? []).map { section in
                ListSection(
                    rows: section["rows"]?.value.integer ?? 0,
                    headerHeight: section["headerHeight"]?.value.integer ?? 0,
                    title: section["title"]?.value.string)
            },
            contentOffset: node["contentOffset"]?.value.integer ?? 0,
            cell: (node["cell"]?.value.elements ?? []).map { element in
                CellElement(id: element["id"]?.value.string ?? "", frame: rect(element["frame"]?.value))
            },
            rowLabels: Dictionary(
                (node["rowLabels"]?.value.members ?? []).map { ($0.key, $0.value.string ?? "") },
                uniquingKeysWith: { first, _ in first })
        )
    }

    static func rect(_ node: JSONNode?) -> Rect {
        Rect(
            x: node?["x"]?.value.integer ?? 0, y: node?["y"]?.value.integer ?? 0,
            width: node?["width"]?.value.integer ?? 0, height: node?["height"]?.value.integer ?? 0)
    }

    private static func size(_ node: JSONNode?) -> Size {
        Size(width: node?["width"]?.value.integer ?? 0, height: node?["height"]?.value.integer ?? 0)
    }

    private static func insets(_ node: JSONNode?) -> EdgeInsets {
        EdgeInsets(
            top: node?["top"]?.value.integer ?? 0, left: node?["left"]?.value.integer ?? 0,
            bottom: node?["bottom"]?.value.integer ?? 0, right: node?["right"]?.value.integer ?? 0)
    }

    // MARK: - Meaning

    /// Checks what the shape cannot: unique ids, frames on screen, the safe area, scroll offsets and
    /// row labels naming real cell elements.
    private static func checkMeaning(
        _ root: JSONNode, _ screen: Screen, _ diagnostics: inout DiagnosticCollector
    ) {
        let bounds = screen.bounds
        if screen.safeBounds.isEmpty {
            diagnostics.error(
                at: root["safeArea"]?.value.offset ?? root.offset, JSONPath.root.appending("safeArea"),
                "the safe area leaves no room on a \(screen.size) screen; make its insets smaller")
        }
        var firstUse: [String: Int] = [:]
        let idNodes =
            (root["elements"]?.value.elements ?? []).enumerated().map { ("elements", $0.offset, $0.element) }
            + (root["lists"]?.value.elements ?? []).enumerated().map { ("lists", $0.offset, $0.element) }
        for (collection, index, node) in idNodes {
            guard let idNode = node["id"]?.value, let id = idNode.string else { continue }
            let path = JSONPath.root.appending(collection).appending(index).appending("id")
            if let first = firstUse[id] {
                diagnostics.error(
                    at: idNode.offset, path,
                    "duplicate id \"\(id)\" (first used at \(diagnostics.sourceMap.position(of: first))); "
                        + "elements and lists share one namespace, so give each a unique id")
            } else {
                firstUse[id] = idNode.offset
            }
            if let frameNode = node["frame"]?.value {
                checkOnScreen(
                    ScreenFile.rect(frameNode), frameNode, path.removingLast().appending("frame"), bounds,
                    &diagnostics)
            }
        }
        for (index, (list, node)) in zip(screen.lists, root["lists"]?.value.elements ?? []).enumerated() {
            checkList(list, node, JSONPath.root.appending("lists").appending(index), &diagnostics)
        }
    }

    private static func checkList(
        _ list: ScreenList, _ node: JSONNode, _ path: JSONPath, _ diagnostics: inout DiagnosticCollector
    ) {
        if list.contentOffset > list.maximumContentOffset, let offsetNode = node["contentOffset"]?.value {
            diagnostics.warning(
                at: offsetNode.offset, path.appending("contentOffset"),
                "the content scrolls at most \(list.maximumContentOffset) cells; \(list.contentOffset) shows empty space"
            )
        }
        let cellBounds = Rect(x: 0, y: 0, width: list.frame.width, height: list.rowHeight)
        var seen = Set<String>()
        for (index, element) in (node["cell"]?.value.elements ?? []).enumerated() {
            let elementPath = path.appending("cell").appending(index)
            if let idNode = element["id"]?.value, let id = idNode.string, !seen.insert(id).inserted {
                diagnostics.error(
                    at: idNode.offset, elementPath.appending("id"),
                    "duplicate cell element id \"\(id)\"; give each sub-element of the cell a unique id")
            }
            if let frameNode = element["frame"]?.value, !cellBounds.contains(ScreenFile.rect(frameNode)) {
                diagnostics.warning(
                    at: frameNode.offset, elementPath.appending("frame"),
                    "lies outside the cell (\(cellBounds.width)x\(cellBounds.height)); the part outside is not drawn"
                )
            }
        }
        let cellIDs = list.cell.map(\.id)
        for member in node["rowLabels"]?.value.members ?? [] where !cellIDs.contains(member.key) {
            diagnostics.error(
                at: member.keyOffset, path.appending("rowLabels").appending(member.key),
                "no cell element \"\(member.key)\" in this list"
                    + NameSuggestion.hint(for: member.key, in: cellIDs)
                    + "; labels are keyed by the ids in \"cell\"")
        }
    }

    /// An error for a rect wholly off screen, a warning for one partly off.
    static func checkOnScreen(
        _ rect: Rect, _ node: JSONNode, _ path: JSONPath, _ bounds: Rect,
        _ diagnostics: inout DiagnosticCollector
    ) {
        if !rect.intersects(bounds) {
            diagnostics.error(
                at: node.offset, path,
                "\(rect) lies outside the \(bounds.size) screen; move it onto the screen")
        } else if !bounds.contains(rect) {
            diagnostics.warning(
                at: node.offset, path,
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
        ])
    }

    private static func json(for list: ScreenList) -> JSONValue {
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
            (
                "cell",
                list.cell.isEmpty
                    ? nil
                    : .list(
                        list.cell.map { .object([("id", .string($0.id)), ("frame", json(for: $0.frame))]) })
            ),
            (
                "rowLabels",
                list.rowLabels.isEmpty
                    ? nil : .object(list.rowLabels.map { ($0.key, JSONValue.string($0.value)) })
            ),
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

extension JSONPath {
    /// The path one level up.
    func removingLast() -> JSONPath {
        JSONPath(tokens: Array(tokens.dropLast()))
    }
}
