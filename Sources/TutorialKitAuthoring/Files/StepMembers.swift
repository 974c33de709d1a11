import TutorialKitJSON

/// A step object's members, found as its shape is checked: the first value of each key, by the
/// key's place in ``StepFormat``. The builder and the checks both read a step's values through it,
/// so a file of ten thousand steps is not searched key by key again.
///
/// `Node` is unconstrained: a constraint on the type makes the runtime look the conformance up
/// when it first makes the type's metadata (for an array of steps), in every process.
struct StepMembers<Node> {
    /// The step object itself.
    let node: Node
    /// The value of each key, in the order ``StepFormat/keys(_:)`` declares them: a slice of the
    /// values of every step, kept in one array.
    let values: ArraySlice<Node?>

    private func value(_ position: Int) -> Node? {
        let index = values.startIndex + position
        return values.indices.contains(index) ? values[index] : nil
    }

    // The keys the meaning checks read.
    var id: Node? { value(Position.id) }
    var screen: Node? { value(Position.screen) }
    var target: Node? { value(Position.target) }
    var title: Node? { value(Position.title) }
    var text: Node? { value(Position.text) }
    var showIf: Node? { value(Position.showIf) }
    var advanceOn: Node? { value(Position.advanceOn) }
    var waitFor: Node? { value(Position.waitFor) }
    var buttons: Node? { value(Position.buttons) }
    var highlights: Node? { value(Position.highlights) }
    var outcomes: Node? { value(Position.outcomes) }
    var onMissingTarget: Node? { value(Position.onMissingTarget) }
}

/// Where the keys the checks read are in ``StepFormat/keys(_:)``.
private enum Position {
    static let id = StepFormat.position(of: "id")
    static let screen = StepFormat.position(of: "screen")
    static let target = StepFormat.position(of: "target")
    static let title = StepFormat.position(of: "title")
    static let text = StepFormat.position(of: "text")
    static let showIf = StepFormat.position(of: "showIf")
    static let advanceOn = StepFormat.position(of: "advanceOn")
    static let waitFor = StepFormat.position(of: "waitFor")
    static let buttons = StepFormat.position(of: "buttons")
    static let highlights = StepFormat.position(of: "highlights")
    static let outcomes = StepFormat.position(of: "outcomes")
    static let onMissingTarget = StepFormat.position(of: "onMissingTarget")
}
