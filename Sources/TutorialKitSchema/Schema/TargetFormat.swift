import TutorialKitJSON
import TutorialKitLayout

/// What a target object says, each key declared once: a target has exactly one of the kinds'
/// keys (`rect`, `element`, `listRow`, `gridItem`), and a list row and a grid item have keys
/// of their own.
package enum TargetFormat {
    /// A kind of target: its key, how its value reads into a target, and how a target of that
    /// kind writes its value (`nil` for a target of another kind).
    package typealias Kind<Node: JSONView> = FormatKey<Node, any Target, any Target>

    /// The names of a target's keys (its kinds) and of a list row's and a grid item's keys, each
    /// spelt here once: the checks that point at one of them name it by its case.
    package enum Name: String, Sendable {
        case rect, element, listRow, gridItem
        case list, grid, section, row, item
    }
    package typealias RowKey<Node: JSONView> = FormatKey<Node, ListRowTarget, ListRowTarget>
    package typealias ItemKey<Node: JSONView> = FormatKey<Node, GridItemTarget, GridItemTarget>

    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func kinds<Node: JSONView>(_: Node.Type = Node.self) -> [Kind<Node>] {
        // The nested keys are made once for every target the kinds read.
        let rectKeys = GeometryFormat.rectKeys(Node.self)
        let listRowKeys = rowKeys(Node.self)
        let gridItemKeys = itemKeys(Node.self)
        return [
            Kind(
                Name.rect.rawValue, .reference("rect"), "A fixed rectangle on screen.",
                read: { node, target in
                    var frame = Rect.zero
                    FormatKey.read(node, rectKeys, into: &frame)
                    target = RectTarget(frame)
                },
                write: { ($0 as? RectTarget).map { GeometryFormat.json(for: $0.frame) } }),
            Kind(
                Name.element.rawValue, .nonEmptyString, "The id of an element, list or grid on the screen.",
                read: { node, target in target = ElementTarget(node.string ?? "") },
                write: { ($0 as? ElementTarget).map { .string($0.id) } }),
            Kind(
                Name.listRow.rawValue, .reference("listRow"),
                "A row of a list, or a sub-element of its cell.",
                read: { node, target in
                    var row = ListRowTarget(list: "", row: 0)
                    FormatKey.read(node, listRowKeys, into: &row)
                    target = row
                },
                write: { ($0 as? ListRowTarget).map { FormatKey.json(for: $0, rowKeys(JSONTreeView.self)) } }),
            Kind(
                Name.gridItem.rawValue, .reference("gridItem"),
                "An item of a grid or carousel, or a sub-element of its cell.",
                read: { node, target in
                    var item = GridItemTarget(grid: "", item: 0)
                    FormatKey.read(node, gridItemKeys, into: &item)
                    target = item
                },
                write: {
                    ($0 as? GridItemTarget).map { FormatKey.json(for: $0, itemKeys(JSONTreeView.self)) }
                }),
        ]
    }

    package static func rowKeys<Node: JSONView>(_: Node.Type = Node.self) -> [RowKey<Node>] {
        [
            RowKey(
                Name.list.rawValue, .nonEmptyString, required: true, "The list's id.",
                read: { node, row in row.list = node.string ?? "" }, write: { .string($0.list) }),
            RowKey(
                Name.section.rawValue, .count, "The section, from 0 (default 0).",
                read: { node, row in row.index.section = node.integer ?? 0 },
                write: { .integer($0.index.section) }),
            RowKey(
                Name.row.rawValue, .count, required: true, "The row within the section, from 0.",
                read: { node, row in row.index.row = node.integer ?? 0 }, write: { .integer($0.index.row) }),
            RowKey(
                Name.element.rawValue, .nonEmptyString,
                "A sub-element of the row's cell, such as \"detail\".",
                read: { node, row in row.element = node.string }, write: { $0.element.map(JSONValue.string) }),
        ]
    }

    package static func itemKeys<Node: JSONView>(_: Node.Type = Node.self) -> [ItemKey<Node>] {
        [
            ItemKey(
                Name.grid.rawValue, .nonEmptyString, required: true, "The grid's id.",
                read: { node, item in item.grid = node.string ?? "" }, write: { .string($0.grid) }),
            ItemKey(
                Name.section.rawValue, .count, "The section, from 0 (default 0).",
                read: { node, item in item.index.section = node.integer ?? 0 },
                write: { .integer($0.index.section) }),
            ItemKey(
                Name.item.rawValue, .count, required: true, "The item within the section, from 0.",
                read: { node, item in item.index.item = node.integer ?? 0 },
                write: { .integer($0.index.item) }),
            ItemKey(
                Name.element.rawValue, .nonEmptyString,
                "A sub-element of the item's cell, such as \"title\".",
                read: { node, item in item.element = node.string },
                write: { $0.element.map(JSONValue.string) }),
        ]
    }

    package static let shape = Shape.object(
        ObjectShape(
            "a target", exactlyOneOf: kinds(JSONTreeView.self).names(),
            kinds(JSONTreeView.self).properties()))
    package static let rowShape = Shape.object(
        ObjectShape("a list row", rowKeys(JSONTreeView.self).properties()))
    package static let itemShape = Shape.object(
        ObjectShape("a grid item", itemKeys(JSONTreeView.self).properties()))

    /// The target a validated `target` object describes, read with `kinds` (made once by a
    /// reader of many); ``NoTarget`` when there is none.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func target<Node: JSONView>(_ node: Node?, _ kinds: [Kind<Node>]) -> any Target {
        var target: any Target = NoTarget()
        // A target has one member, its kind's: the first key that names a kind is read.
        kinds.withUnsafeBufferPointer { kinds in
            _ = node?.firstMember { key, value in
                let packed = key.packedName
                guard
                    let index = kinds.indices.first(where: {
                        if let packed, let name = kinds[$0].packedName { return packed == name }
                        return key.isEqual(toName: kinds[$0].name)
                    })
                else {
                    return false
                }
                kinds[index].read(value, &target)
                return true
            }
        }
        return target
    }

    /// Whether a file can spell `target`: a built-in one, or none; a host's own cannot.
    package static func canWrite(_ target: any Target) -> Bool {
        target is NoTarget || json(for: target) != nil
    }

    /// A target as a file writes it; `nil` for none, and for a host's own kind, which no file
    /// can spell.
    package static func json(for target: any Target) -> JSONValue? {
        for kind in kinds(JSONTreeView.self) {
            if let value = kind.write(target) { return .object([(kind.name, value)]) }
        }
        return nil
    }
}
