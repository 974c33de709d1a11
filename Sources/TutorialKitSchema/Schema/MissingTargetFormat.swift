import TutorialKitJSON
import TutorialKitModel

/// What a missing target leads to (`onMissingTarget`, a step's or the tutorial's): a fallback's
/// name alone, or an object whose keys are declared here once.
package enum MissingTargetFormat {
    package typealias Key<Node: JSONView> = FormatKey<Node, Step.MissingTarget, Step.MissingTarget>

    /// The fallbacks' names.
    package static let fallbacks = Step.MissingTarget.Fallback.allCases.map(\.rawValue)

    /// The keys of a wait for the target.
    package static func waitKeys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        [
            Key(
                "waitSeconds", .seconds, required: true,
                "How long to wait for the host to show a screen with the target (or the step's screen).",
                read: { node, policy in policy.waitSeconds = node.double },
                write: { $0.waitSeconds.map(ValueFormat.seconds) }),
            Key(
                "then", .string(StringRule(allowed: fallbacks)),
                "What happens when it does not come in time: skip, end (the default) or centre.",
                read: { node, policy in
                    policy.fallback = node.string.flatMap(Step.MissingTarget.Fallback.init(rawValue:)) ?? .end
                },
                write: { .string($0.fallback.rawValue) }),
        ]
    }

    package static let shape = Shape.either(
        name: "a missing-target policy",
        [
            .string(StringRule(allowed: fallbacks)),
            .object(ObjectShape("a wait for a missing target", waitKeys(JSONTreeView.self).properties())),
        ])

    /// The policy a validated value gives: `"skip"`, or `{"waitSeconds": 5, "then": "skip"}`
    /// (`then` is `end` by default).
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func policy<Node: JSONView>(_ node: Node) -> Step.MissingTarget? {
        if let name = node.string {
            return Step.MissingTarget.Fallback(rawValue: name).map { .init(then: $0) }
        }
        var policy = Step.MissingTarget(then: .end)
        FormatKey.read(node, waitKeys(Node.self), into: &policy)
        return policy
    }

    /// A policy as a file writes it: its fallback alone, or with its wait.
    package static func json(for policy: Step.MissingTarget) -> JSONValue {
        guard policy.waitSeconds != nil else { return .string(policy.fallback.rawValue) }
        return FormatKey.json(for: policy, waitKeys(JSONTreeView.self))
    }
}
