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

    /// An `advanceOn` object's shape.
    static let shape = Shape.object(ObjectShape("an advanceOn", keys(JSONTreeView.self).map(\.property)))

    /// The way on a validated `advanceOn` object gives; none without its event.
    package static func advance<Node: JSONView>(_ node: Node) -> Step.Advance? {
        guard node.member(named: "event")?.string != nil else { return nil }
        var advance = Step.Advance("")
        FormatKey.read(node, keys(Node.self), into: &advance)
        return advance
    }
}
