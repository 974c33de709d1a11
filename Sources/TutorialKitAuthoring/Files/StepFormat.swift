import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// The keys of a step object, each declared once. The JSON Schema, the shape check, the loader,
/// the writer and the format reference all follow from this list: a new key is one entry here
/// and its field on ``Step``.
enum StepFormat {
    /// A step as a file writes it: the step, and the screen file it names when not the tutorial's.
    struct Written {
        var step: Step
        var screenPath: String?
    }

    /// One key of a step.
    typealias Key<Node: JSONView> = FormatKey<Node, Step, Written>

    /// The step keys' names, for the code that finds a key's place: a misspelt one does not compile.
    enum Name: String, CaseIterable {
        case id, target, title, text, placement, buttons, screen, showIf, advanceOn, waitFor, highlights,
            layout
        case content, contentSize, outcomes, onMissingTarget
    }

    /// The keys, most common first: a key is found by going down the list.
    static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        // The nested objects' keys, made once for every step the keys read.
        let targetKinds = TargetFormat.kinds(Node.self)
        let waitKeys = waitForKeys(Node.self)
        let outcomesKeys = outcomeKeys(Node.self)
        return [
            Key(
                Name.id.rawValue, .nonEmptyString, required: true, "The step's id, unique in the tutorial.",
                read: { node, step in step.id = node.string ?? "" },
                write: { .string($0.step.id) }),
            Key(
                Name.target.rawValue, .reference("target"),
                "What the step points at; without it the box is centred.",
                read: { node, step in step.target = TargetFormat.target(node, targetKinds) },
                write: { TargetFormat.json(for: $0.step.target) }),
            Key(
                Name.title.rawValue, .reference("text"), "A short heading.",
                read: { node, step in step.title = ValueFormat.text(node) },
                write: { $0.step.title.map(ValueFormat.json(for:)) }),
            Key(
                Name.text.rawValue, .reference("text"), required: true,
                "What the step says; \\n breaks a line.",
                read: { node, step in step.text = ValueFormat.text(node) },
                write: { ValueFormat.json(for: $0.step.text) }),
            Key(
                Name.placement.rawValue, .string(StringRule(allowed: FormatSchema.placements)),
                "Where the box goes: auto (default) or top|bottom|left|right with optional -start|-end.",
                read: { node, step in step.placement = TutorialReading.placement(node) },
                write: { $0.step.placement == .auto ? nil : .string($0.step.placement.description) }),
            Key(
                Name.buttons.rawValue, .array(of: .reference("button"), minimumCount: 1),
                "The step's buttons.",
                read: { node, step in step.buttons = ButtonFormat.buttons(node) },
                write: { ButtonFormat.json(for: $0.step.buttons) }),
            Key(
                Name.screen.rawValue, .nonEmptyString,
                "The screen file this step points into, relative to the tutorial file, when not the tutorial's.",
                // The loader loads the file the value names, once for every step that names it.
                read: { _, _ in },
                write: { $0.screenPath.map(JSONValue.string) }),
            Key(
                Name.showIf.rawValue, .reference("rule"), "The step is passed over unless this holds.",
                read: { node, step in step.showIf = RuleFormat.rule(node) },
                write: { $0.step.showIf.map(RuleFormat.json(for:)) }),
            Key(
                Name.advanceOn.rawValue,
                .either(
                    name: "an advanceOn or a list of them",
                    [.reference("advance"), .array(of: .reference("advance"), minimumCount: 1)]),
                "The step completes when the host reports this event (the user did the thing); a list branches on which event comes first.",
                read: { node, step in step.advanceOn = AdvanceFormat.advances(node) },
                write: { AdvanceFormat.json(for: $0.step.advanceOn) }),
            Key(
                Name.waitFor.rawValue, waitForShape, "Wait for an element to appear before showing the step.",
                read: { node, step in
                    // A wait needs its element; without one (an error already) there is none.
                    guard FormatKey.hasRequiredKeys(node, waitKeys) else { return }
                    var wait = Step.WaitCondition(element: "")
                    FormatKey.read(node, waitKeys, into: &wait)
                    step.waitFor = wait
                },
                write: { $0.step.waitFor.map { FormatKey.json(for: $0, waitForKeys(JSONTreeView.self)) } }),
            // Keys few steps have come last.
            Key(
                Name.highlights.rawValue, .array(of: .reference("target"), minimumCount: 1, limit: .elements),
                "Further targets spotlighted besides the one the arrow points at; the box keeps clear of them when it can.",
                read: { node, step in
                    var targets: [any Target] = []
                    node.forEachElement { _, highlight in
                        targets.append(TargetFormat.target(highlight, targetKinds))
                    }
                    step.highlights = targets
                },
                write: {
                    $0.step.highlights.isEmpty
                        ? nil : .list($0.step.highlights.compactMap(TargetFormat.json(for:)))
                }),
            Key(
                Name.layout.rawValue, .reference("layout"),
                "The step's own layout options, over the tutorial's.",
                read: { node, step in step.layout = LayoutFormat.overrides(node) },
                write: { LayoutFormat.json(for: $0.step.layout) }),
            Key(
                Name.content.rawValue, .dictionary(keyName: "key", values: .anything),
                "Content the host draws in the box, passed to it as it is (TutorialKit does not read it).",
                read: { node, step in
                    step.content = Step.HostContent(
                        Step.HostContent.JSONText(JSONWriter.write(TutorialReading.jsonValue(node))))
                },
                write: { TutorialWriting.json(forContent: $0.step.content) }),
            Key(
                Name.contentSize.rawValue, .reference("size"),
                "The size of the host's content: the box is laid out to hold it instead of the text.",
                read: { node, step in step.contentSize = GeometryFormat.size(node) },
                write: { $0.step.contentSize.map(GeometryFormat.json(for:)) }),
            Key(
                Name.outcomes.rawValue, outcomesShape,
                "Where the host's answer to a button's \"action\" leads.",
                read: { node, step in
                    var outcomes = Step.Outcomes(otherwise: .next)
                    FormatKey.read(node, outcomesKeys, into: &outcomes)
                    step.outcomes = outcomes
                },
                write: { $0.step.outcomes.map { FormatKey.json(for: $0, outcomeKeys(JSONTreeView.self)) } }),
            Key(
                Name.onMissingTarget.rawValue, .reference("missingTarget"),
                "When the target is not on screen: skip the step, end the tutorial as failed, centre the box without an arrow, or {\"waitSeconds\": 5, \"then\": …} first; over the tutorial's.",
                read: { node, step in step.onMissingTarget = MissingTargetFormat.policy(node) },
                write: { $0.step.onMissingTarget.map(MissingTargetFormat.json(for:)) }),
        ]
    }

    /// A step's shape, as the JSON Schema and the shape check see it.
    static let shape = ObjectShape("a step", keys(JSONTreeView.self).properties())

    /// Where each key is in ``keys(_:)``.
    static func position(of name: Name) -> Int {
        shape.properties.firstIndex { $0.name == name.rawValue } ?? shape.properties.count
    }

    /// One key of an object nested in a step, read into and written from its own value.
    typealias NestedKey<Node: JSONView, Value> = FormatKey<Node, Value, Value>

    /// The keys of a `waitFor` object.
    static func waitForKeys<Node: JSONView>(_: Node.Type = Node.self) -> [NestedKey<Node, Step.WaitCondition>]
    {
        [
            NestedKey(
                "element", .nonEmptyString, required: true, "The element that must appear first.",
                read: { node, wait in wait.element = node.string ?? "" },
                write: { .string($0.element) }),
            NestedKey(
                "timeoutSeconds", .seconds, "How long to wait; as long as it takes by default.",
                read: { node, wait in wait.timeoutSeconds = node.double },
                write: { $0.timeoutSeconds.map(ValueFormat.seconds) }),
            NestedKey(
                "onTimeout",
                .string(StringRule(allowed: Step.WaitCondition.TimeoutAction.allCases.map(\.rawValue))),
                "skip passes the step over (default); end ends the tutorial as failed.",
                read: { node, wait in
                    wait.onTimeout =
                        node.string.flatMap(Step.WaitCondition.TimeoutAction.init(rawValue:)) ?? .skip
                },
                write: { $0.onTimeout == .skip ? nil : .string($0.onTimeout.rawValue) }),
        ]
    }

    /// The keys of an `outcomes` object.
    static func outcomeKeys<Node: JSONView>(_: Node.Type = Node.self) -> [NestedKey<Node, Step.Outcomes>] {
        [
            NestedKey(
                "on", .dictionary(keyName: "outcome", values: .nonEmptyString),
                "Where each outcome the host may report leads: a step id, \"next\", \"finish\", \"skip\" or \"back\".",
                read: { node, outcomes in
                    node.forEachMember { outcome, next in
                        outcomes.on.append(
                            Step.Advance(outcome.string, then: outcomeAction(next.string)))
                    }
                },
                write: {
                    $0.on.isEmpty
                        ? nil
                        : .orderedObject(
                            $0.on.map {
                                ($0.event, outcomeJSON(for: $0.action))
                            })
                }),
            NestedKey(
                "otherwise", .nonEmptyString, "Where any other outcome leads; the following step by default.",
                read: { node, outcomes in outcomes.otherwise = outcomeAction(node.string) },
                write: { ValueFormat.json(for: $0.otherwise) }),
            NestedKey(
                "timeoutSeconds", .seconds,
                "How long to wait for an outcome; as long as it takes by default.",
                read: { node, outcomes in
                    outcomes.timeout = node.double.map { Step.Outcomes.Timeout(seconds: $0) }
                },
                write: { $0.timeout.map { ValueFormat.seconds($0.seconds) } }),
            NestedKey(
                "onTimeout", .nonEmptyString,
                "Where the tour goes when no outcome came in time; without it, the run ends as failed.",
                // Read after "timeoutSeconds", as declared: without a timeout it means nothing.
                read: { node, outcomes in
                    outcomes.timeout?.action = outcomeAction(node.string)
                },
                write: { $0.timeout?.action.map(outcomeJSON(for:)) }),
        ]
    }

    /// Where an outcome leads: as a button's `next`, and `"next"` for the following step (every
    /// outcome named says where it goes).
    private static func outcomeAction(_ value: String?) -> Step.Button.Action {
        value == TutorialFile.outcomeNextValue ? .next : ValueFormat.action(value)
    }

    /// An outcome's way as a file writes it: as a button's `next`, and `"next"` for the
    /// following step.
    private static func outcomeJSON(for action: Step.Button.Action) -> JSONValue {
        ValueFormat.json(for: action) ?? .string(TutorialFile.outcomeNextValue)
    }

    /// The shape of a `waitFor` object.
    private static let waitForShape = Shape.object(
        ObjectShape("a waitFor", waitForKeys(JSONTreeView.self).properties()))

    /// The shape of an `outcomes` object.
    private static let outcomesShape = Shape.object(
        ObjectShape("the outcomes", outcomeKeys(JSONTreeView.self).properties()))
}
