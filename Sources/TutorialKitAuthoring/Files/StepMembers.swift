import TutorialKitJSON

/// A step object's members, found in one pass over them: the first of each key, as a lookup by
/// key finds it. The builder and the checks both read a step's values through it, so a file of
/// ten thousand steps is not searched key by key twice over.
///
/// `Node` is unconstrained here and `JSONView` only where the members are found: a constraint on
/// the type makes the runtime look the conformance up when it first makes the type's metadata
/// (for an array of steps), about a quarter of a million instructions a process.
struct StepMembers<Node> {
    /// The step object itself.
    let node: Node
    private(set) var id: Node?
    private(set) var screen: Node?
    private(set) var target: Node?
    private(set) var title: Node?
    private(set) var text: Node?
    private(set) var placement: Node?
    private(set) var showIf: Node?
    private(set) var advanceOn: Node?
    private(set) var waitFor: Node?
    private(set) var buttons: Node?
    private(set) var highlights: Node?
    private(set) var layout: Node?
    private(set) var content: Node?
    private(set) var contentSize: Node?
    private(set) var outcomes: Node?
    private(set) var onMissingTarget: Node?
}

extension StepMembers where Node: JSONView {
    /// The members of the step object `node`.
    init(_ node: Node) {
        self.node = node
        node.forEachMember { key, value in
            // Most likely first: every step has an id, a text and most a target.
            if key.isEqual(to: "id") {
                if id == nil { id = value }
            } else if key.isEqual(to: "text") {
                if text == nil { text = value }
            } else if key.isEqual(to: "target") {
                if target == nil { target = value }
            } else if key.isEqual(to: "placement") {
                if placement == nil { placement = value }
            } else if key.isEqual(to: "title") {
                if title == nil { title = value }
            } else if key.isEqual(to: "buttons") {
                if buttons == nil { buttons = value }
            } else if key.isEqual(to: "screen") {
                if screen == nil { screen = value }
            } else if key.isEqual(to: "showIf") {
                if showIf == nil { showIf = value }
            } else if key.isEqual(to: "advanceOn") {
                if advanceOn == nil { advanceOn = value }
            } else if key.isEqual(to: "waitFor") {
                if waitFor == nil { waitFor = value }
            } else if key.isEqual(to: "highlights") {
                if highlights == nil { highlights = value }
            } else if key.isEqual(to: "layout") {
                if layout == nil { layout = value }
            } else if key.isEqual(to: "content") {
                if content == nil { content = value }
            } else if key.isEqual(to: "contentSize") {
                if contentSize == nil { contentSize = value }
            } else if key.isEqual(to: "outcomes") {
                if outcomes == nil { outcomes = value }
            } else if key.isEqual(to: "onMissingTarget") {
                if onMissingTarget == nil { onMissingTarget = value }
            }
        }
    }
}
