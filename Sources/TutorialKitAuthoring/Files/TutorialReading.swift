import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// Reads a tutorial file's values, their shape checked, into the model.
enum TutorialReading {
    /// The document the file describes: its root's keys read as ``TutorialFormat`` declares them
    /// from `values` (by the key's place), with `steps`, whose screens are loaded into `screens`
    /// (keyed by the hex of each screen file name's bytes, as `decode` loads them).
    static func build<Node: JSONView>(
        _ values: [Node?], _ stepNodes: [StepMembers<Node>], _ steps: consuming [Step], screen: Screen?,
        screens: [String: Screen]
    ) -> TutorialFile.Document {
        var stepScreenPaths: [String: String] = [:]
        for index in stepNodes.indices where index < steps.count {
            if let path = stepNodes[index].screen?.string {
                stepScreenPaths[steps[index].id] = path
                steps[index].screen = screens[TutorialFile.hex(path.utf8)]
            }
        }
        var document = TutorialFile.Document(
            tutorial: Tutorial(id: "", version: 1, steps: steps, screen: screen), screenPath: "",
            stepScreenPaths: stepScreenPaths)
        for (key, value) in zip(TutorialFormat.keys(Node.self), values) {
            if let value { key.read(value, &document) }
        }
        return document
    }

    /// The parameters a validated `parameters` object declares, by name.
    static func parameters<Node: JSONView>(_ node: Node) -> [String: Rule.ParameterType]? {
        node.members.map { members in
            Dictionary(
                members.compactMap { member in
                    member.value.string.flatMap(Rule.ParameterType.init(rawValue:)).map {
                        (member.key.string, $0)
                    }
                },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// A tutorial's own words for the standard strings, from a validated `strings` object.
    static func strings<Node: JSONView>(_ node: Node) -> Tutorial.Strings.Overrides {
        Tutorial.Strings.Overrides(
            back: node["back"].map(text), next: node["next"].map(text), done: node["done"].map(text),
            skip: node["skip"].map(text), progress: node["progress"].map(text),
            transcript: transcriptPhrases(node["transcript"]))
    }

    /// The placement a validated `placement` value names. Its string is short, made without an
    /// allocation; the names' lengths are compared first, as most differ.
    static func placement<Node: JSONView>(_ node: Node) -> Placement {
        guard let name = node.string else { return .auto }
        let length = name.utf8.count
        return Placement.named.first { $0.name.utf8.count == length && $0.name == name }?.placement ?? .auto
    }

    /// The target a validated `target` object describes; ``NoTarget`` when there is none.
    static func target<Node: JSONView>(_ node: Node?) -> any Target {
        guard let node else { return NoTarget() }
        if let rect = node["rect"] {
            return RectTarget(ScreenReading.rect(rect))
        }
        if let element = node["element"]?.string {
            return ElementTarget(element)
        }
        if let row = node["listRow"] {
            return ListRowTarget(
                list: row["list"]?.string ?? "", section: row["section"]?.integer ?? 0,
                row: row["row"]?.integer ?? 0, element: row["element"]?.string)
        }
        if let item = node["gridItem"] {
            return GridItemTarget(
                grid: item["grid"]?.string ?? "", section: item["section"]?.integer ?? 0,
                item: item["item"]?.integer ?? 0, element: item["element"]?.string)
        }
        return NoTarget()
    }

    /// A value of the file as it is, for a host to read.
    static func jsonValue<Node: JSONView>(_ node: Node) -> JSONValue {
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.bool ?? false)
        case .number: return .number(JSONNumber(node.numberText ?? "0"))
        case .string: return .string(node.string ?? "")
        case .array:
            var values: [JSONValue] = []
            node.forEachElement { _, element in values.append(jsonValue(element)) }
            return .list(values)
        case .object:
            var members: [(String, JSONValue?)] = []
            node.forEachMember { key, value in members.append((key.string, jsonValue(value))) }
            return .orderedObject(members)
        }
    }

    /// A tutorial's words for the transcript's phrases, by phrase name; unknown names are left
    /// to validation.
    static func transcriptPhrases<Node: JSONView>(_ node: Node?) -> [Tutorial.Strings.Phrase:
        LocalizedText]
    {
        var phrases: [Tutorial.Strings.Phrase: LocalizedText] = [:]
        node?.forEachMember { name, value in
            if let phrase = Tutorial.Strings.Phrase(rawValue: name.string) { phrases[phrase] = text(value) }
        }
        return phrases
    }

    static func text<Node: JSONView>(_ node: Node?) -> LocalizedText { ValueFormat.text(node) }

    /// The policy a validated `onMissingTarget` gives: `"skip"`, or `{"waitSeconds": 5, "then": "skip"}`
    /// (`then` is `end` by default).
    static func missingTarget<Node: JSONView>(_ node: Node) -> Step.MissingTarget? {
        if let text = node.string {
            return Step.MissingTarget.Fallback(rawValue: text).map { .init(then: $0) }
        }
        let fallback = node["then"]?.string.flatMap(Step.MissingTarget.Fallback.init(rawValue:)) ?? .end
        return Step.MissingTarget(waitSeconds: node["waitSeconds"]?.double, then: fallback)
    }

    /// Where an outcome leads: as a button's `next`, and `"next"` for the following step (every
    /// outcome named says where it goes).
    static func outcomeAction(_ value: String?) -> Step.Button.Action {
        value == TutorialFile.outcomeNextValue ? .next : action(value)
    }

    static func action(_ next: String?) -> Step.Button.Action { ValueFormat.action(next) }
}
