import TutorialKitJSON
import TutorialKitModel

/// Rules (`showIf`) and display frequency as files spell them, each key declared once. A rule is
/// one of several kinds, told apart by the key it has (`all`, `event`, `param`, …); each kind's
/// keys fill the parts of a rule they name, and the kind makes its rule of them.
package enum RuleFormat {
    /// What a rule object's keys say, before it is a ``Rule``: read from a file, the rules inside
    /// are still its values (`Nested` is the JSON view), which the kinds read in turn; written,
    /// they are rules.
    package struct Parts<Nested> {
        /// The kind's own value: an event's, a date's or a parameter's name, a tutorial's id.
        var name = ""
        /// The rules of an `all` or an `any`.
        var rules: [Nested] = []
        /// The rule of a `not`.
        var inner: Nested?
        var atLeast: Int?
        var atMost: Int?
        var withinDays: Int?
        /// A parameter's test: the first of its comparisons the object has.
        var test: Rule.ParameterTest?
        var status: SeenRecord.Status?

        /// The same parts with the rules inside made by `rule`.
        func map<Other>(_ rule: (Nested) -> Other?) -> Parts<Other> {
            Parts<Other>(
                name: name, rules: rules.compactMap(rule), inner: inner.flatMap(rule), atLeast: atLeast,
                atMost: atMost, withinDays: withinDays, test: test, status: status)
        }
    }

    package typealias Key<Node: JSONView> = FormatKey<Node, Parts<Node>, Parts<Rule>>

    /// One kind of rule: the key that names it, its keys (that one first), how its parts make a
    /// rule, and a rule of this kind as parts (`nil` for a rule of another kind).
    package struct Kind<Node: JSONView>: Sendable {
        let key: String
        let name: String
        let keys: [Key<Node>]
        let make: @Sendable (Parts<Rule>) -> Rule?
        let parts: @Sendable (Rule) -> Parts<Rule>?
        /// Keys of which the object has exactly one (a parameter's comparisons).
        var exactlyOneOf: [String]? = nil
    }

    package static func kinds<Node: JSONView>(_: Node.Type = Node.self) -> [Kind<Node>] {
        [
            Kind(
                key: "all", name: "an all rule",
                keys: [rulesKey("all", "Every rule must hold.")],
                make: { .all($0.rules) },
                parts: { if case .all(let rules) = $0 { Parts<Rule>(rules: rules) } else { nil } }),
            Kind(
                key: "any", name: "an any rule",
                keys: [rulesKey("any", "At least one rule must hold.")],
                make: { .any($0.rules) },
                parts: { if case .any(let rules) = $0 { Parts<Rule>(rules: rules) } else { nil } }),
            Kind(
                key: "not", name: "a not rule",
                keys: [
                    Key(
                        "not", .reference("rule"), required: true, "The rule must not hold.",
                        read: { node, parts in parts.inner = node },
                        write: { $0.inner.map(json(for:)) })
                ],
                make: { $0.inner.map(Rule.not) },
                parts: { if case .not(let inner) = $0 { Parts<Rule>(inner: inner) } else { nil } }),
            Kind(
                key: "event", name: "an event rule",
                keys: [
                    nameKey("event", "The event's name, as the host reports it."),
                    Key(
                        "atLeast", .count, required: true, "How many times it must have happened.",
                        read: { node, parts in parts.atLeast = node.integer },
                        write: { $0.atLeast.map(JSONValue.integer) }),
                    Key(
                        "withinDays", .positive, "Count only the last this many days.",
                        read: { node, parts in parts.withinDays = node.integer },
                        write: { $0.withinDays.map(JSONValue.integer) }),
                ],
                make: { .event($0.name, atLeast: $0.atLeast ?? 1, withinDays: $0.withinDays) },
                parts: {
                    guard case .event(let name, let atLeast, let withinDays) = $0 else { return nil }
                    return Parts<Rule>(name: name, atLeast: atLeast, withinDays: withinDays)
                }),
            Kind(
                key: "daysSince", name: "a daysSince rule",
                keys: [
                    nameKey("daysSince", "A date parameter of the host."),
                    Key(
                        "atLeast", .count, "The fewest whole days since it.",
                        read: { node, parts in parts.atLeast = node.integer },
                        write: { $0.atLeast.map(JSONValue.integer) }),
                    Key(
                        "atMost", .count, "The most whole days since it.",
                        read: { node, parts in parts.atMost = node.integer },
                        write: { $0.atMost.map(JSONValue.integer) }),
                ],
                make: { .daysSince($0.name, atLeast: $0.atLeast, atMost: $0.atMost) },
                parts: {
                    guard case .daysSince(let name, let atLeast, let atMost) = $0 else { return nil }
                    return Parts<Rule>(name: name, atLeast: atLeast, atMost: atMost)
                }),
            Kind(
                key: "param", name: "a param rule",
                keys: [nameKey("param", "A parameter the host sets.")] + comparisonKeys(Node.self),
                make: { parts in parts.test.map { .parameter(parts.name, $0) } },
                parts: {
                    guard case .parameter(let name, let test) = $0 else { return nil }
                    return Parts<Rule>(name: name, test: test)
                },
                exactlyOneOf: comparisonKeys(Node.self).names()),
            Kind(
                key: "tutorial", name: "a tutorial rule",
                keys: [
                    nameKey("tutorial", "Another tutorial's id."),
                    Key(
                        "status", .string(StringRule(allowed: SeenRecord.Status.allCases.map(\.rawValue))),
                        required: true, "The status it must have.",
                        read: { node, parts in parts.status = node.string.flatMap(SeenRecord.Status.init) },
                        write: { $0.status.map { .string($0.rawValue) } }),
                ],
                make: { parts in parts.status.map { .tutorial(parts.name, status: $0) } },
                parts: {
                    guard case .tutorial(let id, let status) = $0 else { return nil }
                    return Parts<Rule>(name: id, status: status)
                }),
        ]
    }

    /// The key that names a kind and holds its name or id.
    private static func nameKey<Node: JSONView>(_ key: String, _ summary: String) -> Key<Node> {
        Key(
            key, .nonEmptyString, required: true, summary,
            read: { node, parts in parts.name = node.string ?? "" }, write: { .string($0.name) })
    }

    /// The key of an `all` or an `any`: its rules.
    private static func rulesKey<Node: JSONView>(_ key: String, _ summary: String) -> Key<Node> {
        Key(
            key, .array(of: .reference("rule"), minimumCount: 1), required: true, summary,
            read: { node, parts in parts.rules = node.elements ?? [] },
            write: { .list($0.rules.map(json(for:))) })
    }

    /// A parameter's comparisons, each a key: the first the object has is its test.
    private static func comparisonKeys<Node: JSONView>(_: Node.Type) -> [Key<Node>] {
        /// A comparison with one value: `make` its test, `value` the value of a test of its kind.
        func comparison(
            _ key: String, _ summary: String,
            _ make: @escaping @Sendable (Rule.ParameterValue) -> Rule.ParameterTest,
            _ value: @escaping @Sendable (Rule.ParameterTest) -> Rule.ParameterValue?
        ) -> Key<Node> {
            Key(
                key, .reference("scalar"), summary,
                read: { node, parts in
                    if parts.test == nil, let value = scalar(node) { parts.test = make(value) }
                },
                write: { $0.test.flatMap(value).map(json(for:)) })
        }
        return [
            comparison(
                "equals", "It equals this.", Rule.ParameterTest.equals,
                { if case .equals(let value) = $0 { value } else { nil } }),
            Key(
                "in", .array(of: .reference("scalar"), minimumCount: 1), "It equals one of these.",
                read: { node, parts in
                    guard parts.test == nil, let values = node.elements else { return }
                    parts.test = .isIn(values.compactMap(scalar))
                },
                write: {
                    guard case .isIn(let values) = $0.test else { return nil }
                    return .list(values.map(json(for:)))
                }),
            comparison(
                "<", "It is less than this.", Rule.ParameterTest.lessThan,
                { if case .lessThan(let value) = $0 { value } else { nil } }),
            comparison(
                "<=", "It is at most this.", Rule.ParameterTest.atMost,
                { if case .atMost(let value) = $0 { value } else { nil } }),
            comparison(
                ">", "It is greater than this.", Rule.ParameterTest.greaterThan,
                { if case .greaterThan(let value) = $0 { value } else { nil } }),
            comparison(
                ">=", "It is at least this.", Rule.ParameterTest.atLeast,
                { if case .atLeast(let value) = $0 { value } else { nil } }),
        ]
    }

    /// The keys of a display frequency.
    package static func frequencyKeys<Node: JSONView>(_: Node.Type = Node.self)
        -> [FormatKey<Node, Tutorial.DisplayFrequency, Tutorial.DisplayFrequency>]
    {
        typealias FrequencyKey = FormatKey<Node, Tutorial.DisplayFrequency, Tutorial.DisplayFrequency>
        return [
            FrequencyKey(
                "minDaysBetween", .count, "Days that must pass between two showings.",
                read: { node, frequency in frequency.minDaysBetween = node.integer },
                write: { $0.minDaysBetween.map(JSONValue.integer) }),
            FrequencyKey(
                "maxShows", .positive, "The most showings within windowDays (or ever).",
                read: { node, frequency in frequency.maxShows = node.integer },
                write: { $0.maxShows.map(JSONValue.integer) }),
            FrequencyKey(
                "windowDays", .positive, "The window maxShows counts in.",
                read: { node, frequency in frequency.windowDays = node.integer },
                write: { $0.windowDays.map(JSONValue.integer) }),
        ]
    }

    /// The shapes of a parameter's value, a rule and a display frequency, as `$defs` names them.
    package static let definitions: [(name: String, shape: Shape)] = [
        ("scalar", .either(name: "a number, string or boolean", [.number, .anyString, .boolean])),
        (
            "rule",
            .union(
                name: "a rule",
                variants: kinds(JSONTreeView.self).map { kind in
                    (
                        kind.key,
                        ObjectShape(kind.name, exactlyOneOf: kind.exactlyOneOf, kind.keys.properties())
                    )
                })
        ),
        (
            "frequency",
            .object(ObjectShape("a frequency", frequencyKeys(JSONTreeView.self).properties()))
        ),
    ]

    /// The rule a validated rule object describes; `nil` for none (an error already).
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func rule<Node: JSONView>(_ node: Node) -> Rule? {
        rule(node, kinds(Node.self))
    }

    /// The rule `node` describes, read with `kinds` (made once for it and the rules inside it).
    private static func rule<Node: JSONView>(_ node: Node, _ kinds: [Kind<Node>]) -> Rule? {
        for kind in kinds where node.member(named: kind.key) != nil {
            var parts = Parts<Node>()
            FormatKey.read(node, kind.keys, into: &parts)
            return kind.make(parts.map { rule($0, kinds) })
        }
        return nil
    }

    /// A rule as a file writes it.
    package static func json(for rule: Rule) -> JSONValue {
        for kind in kinds(JSONTreeView.self) {
            if let parts = kind.parts(rule) { return FormatKey.json(for: parts, kind.keys) }
        }
        return .object([JSONMember]())
    }

    /// The display frequency a validated `frequency` object gives.
    package static func frequency<Node: JSONView>(_ node: Node) -> Tutorial.DisplayFrequency {
        var frequency = Tutorial.DisplayFrequency()
        FormatKey.read(node, frequencyKeys(Node.self), into: &frequency)
        return frequency
    }

    package static func json(for frequency: Tutorial.DisplayFrequency) -> JSONValue {
        FormatKey.json(for: frequency, frequencyKeys(JSONTreeView.self))
    }

    /// A parameter's value: a number, a string or a boolean.
    package static func scalar<Node: JSONView>(_ node: Node) -> Rule.ParameterValue? {
        switch node.kind {
        case .number: node.double.map(Rule.ParameterValue.number)
        case .string: node.string.map(Rule.ParameterValue.string)
        case .bool: node.bool.map(Rule.ParameterValue.bool)
        default: nil
        }
    }

    package static func json(for value: Rule.ParameterValue) -> JSONValue {
        switch value {
        case .number: .number(JSONNumber(value.description))
        case .string(let string): .string(string)
        case .bool(let bool): .bool(bool)
        case .date: .string(value.description)
        }
    }
}
