import TutorialKitJSON
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

/// What a rule's shape cannot say, checked (the authoring article's "Rules and display frequency"):
/// its keys are declared, read and written in `RuleFormat`.
enum RuleJSON {
    // MARK: - Meaning

    /// The events and parameters a tutorial file declares; `nil` when it declares none, and then
    /// any name is accepted.
    struct Declarations {
        /// The declared events in the file's order, for suggestions.
        let events: [String]?
        let parameters: [String: String]?
        /// The same events as a set, for the checks: a step may name many outcomes.
        let eventNames: Set<String>?

        init(events: [String]?, parameters: [String: String]?) {
            self.events = events
            self.parameters = parameters
            eventNames = events.map(Set.init)
        }

        /// Whether `name` is a declared event; `nil` when the file declares none.
        func declares(event name: String) -> Bool? { eventNames?.contains(name) }
    }

    /// What a rule's shape cannot say: a `daysSince` needs a bound, booleans do not order, and —
    /// when the file declares its events and parameters — names must be declared and values must
    /// have the declared type.
    static func check<Node: JSONView>(
        _ node: Node, _ declared: Declarations, _ diagnostics: inout DiagnosticCollector
    ) {
        for key: StaticString in ["all", "any"] {
            node[key]?.forEachElement { _, inner in check(inner, declared, &diagnostics) }
        }
        if let inner = node["not"] { check(inner, declared, &diagnostics) }
        if let event = node["event"] {
            checkEvent(event, declared, &diagnostics)
        }
        if let name = node["daysSince"] {
            if !node.has("atLeast"), !node.has("atMost") {
                diagnostics.error(
                    at: node.offset, node.path, "a daysSince rule needs \"atLeast\", \"atMost\" or both")
            }
            if let type = checkParameter(name, declared, &diagnostics), type != "date" {
                diagnostics.error(
                    at: name.offset, name.path,
                    "\"\(name.string ?? "")\" is declared as a \(type); daysSince needs a date parameter")
            }
        }
        if let name = node["param"] {
            let type = checkParameter(name, declared, &diagnostics)
            for key: StaticString in ["equals", "in", "<", "<=", ">", ">="] {
                guard let value = node[key] else { continue }
                let orders = !["equals", "in"].contains(key.description)
                let items = value.elements ?? [value]
                for item in items {
                    if item.kind == .bool, orders {
                        diagnostics.error(
                            at: item.offset, item.path,
                            "a boolean cannot be compared with \"\(key)\"; use \"equals\" for true or false")
                    } else if let type, !matches(item, type) {
                        diagnostics.error(
                            at: item.offset, item.path,
                            "\"\(name.string ?? "")\" is declared as a \(type), but this is \(item.typeName)"
                                + (type == "date"
                                    ? "; write dates as ISO 8601 strings such as 2026-11-22 or 2026-11-22T10:00:00Z"
                                    : ""))
                    }
                }
            }
        }
    }

    /// Reports an event name the file does not declare.
    static func checkEvent<Node: JSONView>(
        _ node: Node, _ declared: Declarations, _ diagnostics: inout DiagnosticCollector
    ) {
        guard let events = declared.events, let name = node.string, declared.declares(event: name) == false
        else { return }
        let hint = NameSuggestion.hint(for: name, in: events)
        diagnostics.error(
            at: node.offset, node.path,
            "unknown event \"\(name)\"" + hint
                + (hint.isEmpty
                    ? "; declare it in \"events\"" : "; correct the name, or declare it in \"events\""))
    }

    /// Reports a parameter the file does not declare; returns the declared type otherwise.
    private static func checkParameter<Node: JSONView>(
        _ node: Node, _ declared: Declarations, _ diagnostics: inout DiagnosticCollector
    ) -> String? {
        guard let parameters = declared.parameters, let name = node.string else { return nil }
        guard let type = parameters[name] else {
            diagnostics.error(
                at: node.offset, node.path,
                "unknown parameter \"\(name)\"" + NameSuggestion.hint(for: name, in: parameters.keys.sorted())
                    + "; declare it in \"parameters\"")
            return nil
        }
        return type
    }

    private static func matches<Node: JSONView>(_ node: Node, _ type: String) -> Bool {
        switch (type, node.kind) {
        case ("number", .number), ("string", .string), ("boolean", .bool): true
        case ("date", .string): node.string.flatMap(Rule.ParameterValue.isoDate) != nil
        default: false
        }
    }
}
