/// Rules and display frequency between their JSON spelling (FORMATS.md) and the model.
enum RuleJSON {
    /// The rule a validated rule object describes.
    static func rule(_ node: JSONNode) -> Rule? {
        if let rules = node["all"]?.value.elements { return .all(rules.compactMap(rule)) }
        if let rules = node["any"]?.value.elements { return .any(rules.compactMap(rule)) }
        if let inner = node["not"]?.value { return rule(inner).map(Rule.not) }
        if let name = node["event"]?.value.string {
            return .event(
                name, atLeast: node["atLeast"]?.value.integer ?? 1,
                withinDays: node["withinDays"]?.value.integer)
        }
        if let name = node["daysSince"]?.value.string {
            return .daysSince(
                name, atLeast: node["atLeast"]?.value.integer, atMost: node["atMost"]?.value.integer)
        }
        if let name = node["param"]?.value.string, let test = parameterTest(node) {
            return .parameter(name, test)
        }
        if let id = node["tutorial"]?.value.string,
            let status = node["status"]?.value.string.flatMap(SeenStatus.init)
        {
            return .tutorial(id, status: status)
        }
        return nil
    }

    private static func parameterTest(_ node: JSONNode) -> ParameterTest? {
        if let value = node["equals"].flatMap({ scalar($0.value) }) { return .equals(value) }
        if let values = node["in"]?.value.elements { return .isIn(values.compactMap(scalar)) }
        if let value = node["<"].flatMap({ scalar($0.value) }) { return .lessThan(value) }
        if let value = node["<="].flatMap({ scalar($0.value) }) { return .atMost(value) }
        if let value = node[">"].flatMap({ scalar($0.value) }) { return .greaterThan(value) }
        if let value = node[">="].flatMap({ scalar($0.value) }) { return .atLeast(value) }
        return nil
    }

    static func scalar(_ node: JSONNode) -> ParameterValue? {
        switch node.value {
        case .number(let number): number.doubleValue.map(ParameterValue.number)
        case .string(let string): .string(string)
        case .bool(let bool): .bool(bool)
        default: nil
        }
    }

    static func frequency(_ node: JSONNode) -> DisplayFrequency {
        DisplayFrequency(
            minDaysBetween: node["minDaysBetween"]?.value.integer, maxShows: node["maxShows"]?.value.integer,
            windowDays: node["windowDays"]?.value.integer)
    }

    // MARK: - Writing

    static func json(for rule: Rule) -> JSONValue {
        switch rule {
        case .all(let rules): return .object([("all", .list(rules.map(json(for:))))])
        case .any(let rules): return .object([("any", .list(rules.map(json(for:))))])
        case .not(let inner): return .object([("not", json(for: inner))])
        case .event(let name, let atLeast, let withinDays):
            return .object([
                ("event", .string(name)), ("atLeast", .integer(atLeast)),
                ("withinDays", withinDays.map(JSONValue.integer)),
            ])
        case .daysSince(let name, let atLeast, let atMost):
            return .object([
                ("daysSince", .string(name)), ("atLeast", atLeast.map(JSONValue.integer)),
                ("atMost", atMost.map(JSONValue.integer)),
            ])
        case .parameter(let name, let test):
            let (key, value): (String, JSONValue) =
                switch test {
                case .equals(let value): ("equals", json(for: value))
                case .isIn(let values): ("in", .list(values.map(json(for:))))
                case .lessThan(let value): ("<", json(for: value))
                case .atMost(let value): ("<=", json(for: value))
                case .greaterThan(let value): (">", json(for: value))
                case .atLeast(let value): (">=", json(for: value))
                }
            return .object([("param", .string(name)), (key, value)])
        case .tutorial(let id, let status):
            return .object([("tutorial", .string(id)), ("status", .string(status.rawValue))])
        }
    }

    static func json(for value: ParameterValue) -> JSONValue {
        switch value {
        case .number: .number(JSONNumber(value.description))
        case .string(let string): .string(string)
        case .bool(let bool): .bool(bool)
        case .date: .string(value.description)
        }
    }

    static func json(for frequency: DisplayFrequency) -> JSONValue {
        .object([
            ("minDaysBetween", frequency.minDaysBetween.map(JSONValue.integer)),
            ("maxShows", frequency.maxShows.map(JSONValue.integer)),
            ("windowDays", frequency.windowDays.map(JSONValue.integer)),
        ])
    }

    // MARK: - Meaning

    /// What a rule's shape cannot say: a `daysSince` needs a bound, and booleans do not order.
    static func check(_ node: JSONNode, _ path: JSONPath, _ diagnostics: inout DiagnosticCollector) {
        for key in ["all", "any"] {
            for (index, inner) in (node[key]?.value.elements ?? []).enumerated() {
                check(inner, path.appending(key).appending(index), &diagnostics)
            }
        }
        if let inner = node["not"]?.value { check(inner, path.appending("not"), &diagnostics) }
        if node["daysSince"] != nil, node["atLeast"] == nil, node["atMost"] == nil {
            diagnostics.error(at: node.offset, path, "a daysSince rule needs \"atLeast\", \"atMost\" or both")
        }
        if node["param"] != nil {
            for key in ["<", "<=", ">", ">="] {
                if let value = node[key]?.value, value.bool != nil {
                    diagnostics.error(
                        at: value.offset, path.appending(key),
                        "a boolean cannot be compared with \"\(key)\"; use \"equals\" for true or false")
                }
            }
        }
    }
}
