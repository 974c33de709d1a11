import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema
import TutorialKitText

/// What a screen file's shape cannot say, checked on a screen built from a file whose shape is
/// checked: each problem at the value that has it.
enum ScreenChecks {
    /// Checks what the shape cannot: unique ids, frames on screen, the safe area, scroll offsets and
    /// row labels naming real cell elements.
    static func check<Node: JSONView>(
        _ root: Node, _ screen: Screen, limits: InputLimits = .standard,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let bounds = screen.bounds
        // A terminal draws a screen in cells a cell at a time; one in points it scales.
        let largest = limits.screenSize
        if screen.unit == .cells, screen.size.width > largest.width || screen.size.height > largest.height,
            let size = root["size"]
        {
            diagnostics.error(
                at: size.offset, size.path,
                "a screen in cells is at most \(largest.width)×\(largest.height) (InputLimits.screenSize), "
                    + "and this one is \(screen.size.width)×\(screen.size.height); make it smaller, or "
                    + "write \"unit\": \"points\" for a screen in an app's points")
        }
        if screen.safeBounds.isEmpty {
            diagnostics.error(
                at: root["safeArea"]?.offset ?? root.offset, JSONPath.root.appending("safeArea"),
                "the safe area leaves no room on a \(screen.size) screen; make its insets smaller")
        }
        // The ids and frames are the screen's, built from these nodes one for one: read again
        // from the nodes, a screen's thousands of frames cost as much as building it.
        var firstUse: [String: Node] = [:]
        func check(_ node: Node, id: String, frame: Rect) {
            // One hash an id; a duplicate puts the first use back.
            if let first = firstUse.updateValue(node, forKey: id) {
                firstUse[id] = first
                let idNode = node["id"] ?? node
                let firstPosition = diagnostics.sourceMap.position(of: first["id"]?.offset ?? first.offset)
                diagnostics.error(
                    at: idNode.offset, idNode.path,
                    "duplicate id \"\(id)\" (first used at \(firstPosition)); "
                        + "elements, lists and grids share one namespace, so give each a unique id")
            }
            if let frameNode = node["frame"] { checkOnScreen(frame, frameNode, bounds, &diagnostics) }
        }
        let elements = root["elements"]
        let lists = root["lists"]?.elements ?? []
        let grids = root["grids"]?.elements ?? []
        firstUse.reserveCapacity((elements?.count ?? 0) + lists.count + grids.count)
        // The elements, which may be thousands, are walked in place, not listed first.
        elements?.forEachElement { index, node in
            guard index < screen.elements.count else { return }
            check(node, id: screen.elements[index].id, frame: screen.elements[index].frame)
        }
        for (list, node) in zip(screen.lists, lists) { check(node, id: list.id, frame: list.frame) }
        for (grid, node) in zip(screen.grids, grids) { check(node, id: grid.id, frame: grid.frame) }
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
            if let frameNode = element["frame"], !bounds.contains(GeometryFormat.rect(frameNode)) {
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
}
