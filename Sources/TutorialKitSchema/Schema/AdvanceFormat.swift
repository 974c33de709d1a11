import TutorialKitJSON
import TutorialKitModel

/// The keys of an `advanceOn` object, each declared once, as a button's are.
package enum AdvanceFormat {
    /// One key of an `advanceOn` object.
    package typealias Key<Node: JSONView> = FormatKey<Node, Step.Advance, Step.Advance>

    /// The keys, in the order the schema lists them.
    package static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        [
            Key(
                "event", .nonEmptyString, required: true, "The host event that completes the step.",
                read: { node, advance in advance.event = node.string ?? "" },
                write: { .string($0.event) }),
            Key(
                "next", .nonEmptyString,
                "Where the tour goes then, as a button's next: a step id, \"finish\", \"skip\" or \"back\"; the following step by default.",
                read: { node, advance in advance.action = ValueFormat.action(node.string) },
                write: { ValueFormat.json(for: $0.action) }),
        ]
    }

    /// The ways on as a file writes them: one object for one event, a list for a branch on
    /// several; nothing for none.
    package static func json(for advances: [Step.Advance]) -> JSONValue? {
        let keys = keys(JSONTreeView.self)
        let objects = advances.map { FormatKey.json(for: $0, keys) }
        return objects.count > 1 ? .list(objects) : objects.first
    }

    /// An `advanceOn` object's shape.
    static let shape = Shape.object(ObjectShape("an advanceOn", keys(JSONTreeView.self).properties()))

    /// The ways on a validated `advanceOn` value gives: one object, or a list of them; an object
    /// without its event gives none. The keys are made once for all of them.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func advances<Node: JSONView>(_ value: Node) -> [Step.Advance] {
        let keys = keys(Node.self)
        var advances: [Step.Advance] = []
        func add(_ node: Node) {
            guard FormatKey.hasRequiredKeys(node, keys) else { return }
            var advance = Step.Advance("")
            FormatKey.read(node, keys, into: &advance)
            advances.append(advance)
        }
        if value.kind == .array { value.forEachElement { add($1) } } else { add(value) }
        return advances
    }
}
