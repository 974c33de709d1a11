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

    /// The placement a validated `placement` value names. Its string is short, made without an
    /// allocation; the names' lengths are compared first, as most differ.
    static func placement<Node: JSONView>(_ node: Node) -> Placement {
        guard let name = node.string else { return .auto }
        let length = name.utf8.count
        return Placement.named.first { $0.name.utf8.count == length && $0.name == name }?.placement ?? .auto
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
}
