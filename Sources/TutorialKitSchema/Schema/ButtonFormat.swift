import TutorialKitJSON
import TutorialKitModel

/// The keys of a button, each declared once: its shape and meaning, how it reads into the model
/// and how the model writes it back.
package enum ButtonFormat {
    /// One key of a button.
    package typealias Key<Node: JSONView> = FormatKey<Node, Step.Button, Step.Button>

    /// A button's keys. `next` is read before `action`, which wins: a button that asks the host
    /// waits for its answer instead of going on.
    package static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        [
            Key(
                "title", .reference("text"), required: true, "The button's title.",
                read: { node, button in button.title = ValueFormat.text(node) },
                write: { ValueFormat.json(for: $0.title) }),
            Key(
                "next", .nonEmptyString,
                "A step id to go to, \"finish\" (completed) or \"skip\" (skipped); the following step by default.",
                read: { node, button in button.action = ValueFormat.action(node.string) },
                write: { ValueFormat.json(for: $0.action) }),
            Key(
                "action", .nonEmptyString,
                "A host action to ask for instead of going on (location.request): the step waits for its outcome, and its \"outcomes\" say where each leads.",
                read: { node, button in
                    if let name = node.string { button.action = .request(name) }
                },
                write: { $0.requested.map(JSONValue.string) }),
            Key(
                "role", .string(StringRule(allowed: Step.Button.Role.allCases.map(\.rawValue))),
                "primary, secondary, destructive or skip: how it is drawn (by default from what it does).",
                read: { node, button in button.role = node.string.flatMap(Step.Button.Role.init(rawValue:)) },
                write: { $0.role.map { .string($0.rawValue) } }),
        ]
    }

    /// The `buttons` list as a file writes it; nothing for none.
    package static func json(for buttons: [Step.Button]) -> JSONValue? {
        guard !buttons.isEmpty else { return nil }
        let keys = keys(JSONTreeView.self)
        return .list(buttons.map { FormatKey.json(for: $0, keys) })
    }

    /// A button's shape.
    static let shape = Shape.object(ObjectShape("a button", keys(JSONTreeView.self).properties()))

    /// The buttons a validated `buttons` list describes, the keys made once for all of them.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func buttons<Node: JSONView>(_ list: Node) -> [Step.Button] {
        let keys = keys(Node.self)
        var buttons: [Step.Button] = []
        buttons.reserveCapacity(list.count)
        list.forEachElement { _, node in
            var button = Step.Button("")
            FormatKey.read(node, keys, into: &button)
            buttons.append(button)
        }
        return buttons
    }
}
