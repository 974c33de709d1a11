import TutorialKitJSON

/// A step object's members, found as its shape is checked: the first value of each key, by the
/// key's place in ``StepFormat``. The builder and the checks both read a step's values through it,
/// so a file of ten thousand steps is not searched key by key again.
///
/// Only the keys a step has are kept, in one array shared by every step, with a bit for each key
/// of ``StepFormat``: a slot for every key of every step would be mostly empty and spread the
/// values the checks read over several megabytes.
///
/// `Node` is unconstrained: a constraint on the type makes the runtime look the conformance up
/// when it first makes the type's metadata (for an array of steps), in every process.
struct StepMembers<Node> {
    /// The step object itself.
    let node: Node
    /// The values of every step's keys, this step's from ``first``.
    private let values: [Node]
    private let first: Int
    /// Bit `n` is set when the step has the key at place `n` of ``StepFormat/keys(_:)``.
    private let present: UInt64

    /// How many keys a step's shape may declare: one bit each.
    static var maximumKeys: Int { UInt64.bitWidth }

    /// The members of `node`: its values are `values` from `first`, one for each bit of `present`.
    init(node: Node, values: [Node], first: Int, present: UInt64) {
        self.node = node
        self.values = values
        self.first = first
        self.present = present
    }

    /// Moves the values of `slots` (one for each key, by place; `nil` for a key the step lacks)
    /// to the end of `values`, leaving every slot `nil`, and gives the bits of the keys present.
    static func keep(_ slots: inout [Node?], appendingTo values: inout [Node]) -> UInt64 {
        var present: UInt64 = 0
        for position in slots.indices.prefix(maximumKeys) {
            guard let value = slots[position] else { continue }
            present |= 1 << position
            values.append(value)
            slots[position] = nil
        }
        return present
    }

    private func value(_ position: Int) -> Node? {
        guard position >= 0, position < Self.maximumKeys, present & 1 << position != 0 else { return nil }
        // The values before this one are the present keys placed before it.
        let index = first + (present & (1 << position - 1)).nonzeroBitCount
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
    static let id = StepFormat.position(of: .id)
    static let screen = StepFormat.position(of: .screen)
    static let target = StepFormat.position(of: .target)
    static let title = StepFormat.position(of: .title)
    static let text = StepFormat.position(of: .text)
    static let showIf = StepFormat.position(of: .showIf)
    static let advanceOn = StepFormat.position(of: .advanceOn)
    static let waitFor = StepFormat.position(of: .waitFor)
    static let buttons = StepFormat.position(of: .buttons)
    static let highlights = StepFormat.position(of: .highlights)
    static let outcomes = StepFormat.position(of: .outcomes)
    static let onMissingTarget = StepFormat.position(of: .onMissingTarget)
}
