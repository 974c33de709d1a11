/// Checks a JSON tree against a ``Shape``: types, required and unknown keys, duplicate keys, bounds
/// and allowed values — every problem, not just the first.
public struct ShapeValidator {
    /// Reads a file's JSON and checks it against `shape`.
    ///
    /// - Returns: The tree (even when its shape has errors, so later checks can report more), or
    ///   `nil` when the JSON itself is malformed — then the syntax error is the one diagnostic.
    public static func read(_ bytes: [UInt8], as shape: Shape, into diagnostics: inout DiagnosticCollector)
        -> JSONNode?
    {
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes)
        } catch {
            diagnostics.error(at: error.offset, .root, error.message)
            return nil
        }
        validate(JSONTreeView(root), against: shape, &diagnostics)
        return root
    }

    /// Validates `node` at `path`, adding a diagnostic per problem.
    public static func validate(
        _ node: JSONNode, against shape: Shape, at path: JSONPath, into diagnostics: inout DiagnosticCollector
    ) {
        validate(JSONTreeView(node, at: path), against: shape, &diagnostics)
    }

    /// Reads a file's JSON onto a tape and checks it against `shape`.
    ///
    /// - Returns: The tape (even when its shape has errors, so later checks can report more), or
    ///   `nil` when the JSON itself is malformed — then the syntax error is the one diagnostic.
    static func readTape(_ bytes: [UInt8], as shape: Shape, into diagnostics: inout DiagnosticCollector)
        -> JSONTape?
    {
        let tape: JSONTape
        do {
            tape = try JSONTape.read(bytes)
        } catch {
            diagnostics.error(at: error.offset, .root, error.message)
            return nil
        }
        tape.withRoot { validate($0, against: shape, &diagnostics) }
        return tape
    }

    /// Validates `node`, adding a diagnostic per problem; a path is made only for a diagnostic.
    static func validate<Node: JSONView>(
        _ node: Node, against shape: Shape, _ diagnostics: inout DiagnosticCollector
    ) {
        switch shape {
        case .reference(let name):
            if let definition = FormatSchema.definition(name) {
                validate(node, against: definition, &diagnostics)
            }
        case .string(let rule):
            guard node.kind == .string else {
                return mismatch(node, expected: "a string", &diagnostics)
            }
            if let allowed = rule.allowed, !allowed.contains(where: node.isString) {
                let string = node.string ?? ""
                diagnostics.error(
                    at: node.offset, node.path,
                    "\"\(string)\" is not one of \(allowed.joined(separator: ", "))"
                        + NameSuggestion.hint(for: string, in: allowed))
            } else if rule.minimumLength > 0,
                // Counting characters walks the string; "not empty" needs no count.
                node.isEmptyString
                    || (rule.minimumLength > 1 && (node.string ?? "").count < rule.minimumLength)
            {
                diagnostics.error(at: node.offset, node.path, "must not be empty")
            }
        case .integer(let minimum, let maximum):
            guard let text = node.numberText else {
                return mismatch(node, expected: "an integer", &diagnostics)
            }
            guard let value = node.integer else {
                let isWhole = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
                return diagnostics.error(
                    at: node.offset, node.path,
                    isWhole
                        ? "the integer \(shown(text)) is out of range (beyond ±9.2e18); write a smaller number"
                        : "expected an integer, found \(shown(text)) (write it without a fraction or exponent)"
                )
            }
            if let minimum, value < minimum {
                diagnostics.error(at: node.offset, node.path, "must be at least \(minimum), found \(value)")
            }
            if let maximum, value > maximum {
                diagnostics.error(at: node.offset, node.path, "must be at most \(maximum), found \(value)")
            }
        case .boolean:
            if node.kind != .bool { mismatch(node, expected: "true or false", &diagnostics) }
        case .number:
            guard let text = node.numberText else {
                return mismatch(node, expected: "a number", &diagnostics)
            }
            // Past ±1.8e308 a number has no Double, and no JSON to write it back as.
            if node.double == nil {
                diagnostics.error(
                    at: node.offset, node.path,
                    "the number \(shown(text)) is out of range (beyond ±1.8e308); write a smaller number")
            }
        case .union(let name, let variants):
            guard node.kind == .object else {
                return mismatch(node, expected: name, &diagnostics)
            }
            let present = variants.filter { node.has($0.key) }
            guard present.count == 1, let variant = present.first else {
                let choices = variants.map { "\"\($0.key)\"" }.joined(separator: ", ")
                let found =
                    present.isEmpty ? "none" : present.map { "\"\($0.key)\"" }.joined(separator: " and ")
                return diagnostics.error(
                    at: node.offset, node.path, "\(name) needs exactly one of \(choices); found \(found)")
            }
            validateObject(node, variant.shape, &diagnostics)
        case .array(let element, let minimumCount):
            guard node.kind == .array else {
                return mismatch(node, expected: "an array", &diagnostics)
            }
            if node.count < minimumCount {
                diagnostics.error(
                    at: node.offset, node.path,
                    "needs at least \(minimumCount) item\(minimumCount == 1 ? "" : "s")")
            }
            node.forEachElement { _, item in validate(item, against: element, &diagnostics) }
        case .dictionary(let keyName, let values):
            guard node.kind == .object else {
                return mismatch(node, expected: "an object of \(keyName) → value", &diagnostics)
            }
            reportDuplicateKeys(node, &diagnostics)
            node.forEachMember { _, value in validate(value, against: values, &diagnostics) }
        case .either(let name, let shapes):
            guard let match = shapes.first(where: { accepts(node.kind, $0) }) else {
                return mismatch(node, expected: name, &diagnostics)
            }
            validate(node, against: match, &diagnostics)
        case .object(let object):
            validateObject(node, object, &diagnostics)
        }
    }

    private static func validateObject<Node: JSONView>(
        _ node: Node, _ object: ObjectShape, _ diagnostics: inout DiagnosticCollector
    ) {
        guard node.kind == .object else {
            return mismatch(node, expected: object.name, &diagnostics)
        }
        reportDuplicateKeys(node, &diagnostics)
        // The properties met, by position: the required ones need no second search.
        var met: UInt64 = 0
        node.forEachMember { key, value in
            guard let position = object.properties.firstIndex(where: { key.isEqual(to: $0.name) }) else {
                let name = key.string
                diagnostics.error(
                    at: key.offset, value.path,
                    "unknown key \"\(name)\" in \(object.name)"
                        + NameSuggestion.hint(for: name, in: object.properties.map(\.name)))
                return
            }
            if position < UInt64.bitWidth { met |= 1 << position }
            validate(value, against: object.properties[position].shape, &diagnostics)
        }
        for (position, property) in object.properties.enumerated() where property.isRequired {
            let present = position < UInt64.bitWidth ? met & 1 << position != 0 : node.has(property.name)
            guard !present else { continue }
            diagnostics.error(
                at: node.offset, node.path,
                "\(object.name) is missing the required key \"\(property.name)\"")
        }
        if let choices = object.exactlyOneOf {
            let given = choices.filter(node.has)
            if given.count != 1 {
                let quoted = choices.map { "\"\($0)\"" }.joined(separator: ", ")
                let found = given.isEmpty ? "none" : given.map { "\"\($0)\"" }.joined(separator: " and ")
                diagnostics.error(
                    at: node.offset, node.path,
                    "\(object.name) needs exactly one of \(quoted); found \(found)")
            }
        }
    }

    /// Reports each key written again later in its object, at the later one.
    private static func reportDuplicateKeys<Node: JSONView>(
        _ node: Node, _ diagnostics: inout DiagnosticCollector
    ) {
        // Quadratic, but objects are small; a set only pays for itself on large ones.
        if node.count <= 16 {
            node.forEachMember { key, value in
                // A key is a duplicate when the first member with an equal key is another one.
                let first = node.firstMember { other, _ in other.isEqual(toKey: key) }
                if first?.offset != value.offset { duplicate(key, value, &diagnostics) }
            }
            return
        }
        var seen = Set<String>()
        node.forEachMember { key, value in
            if !seen.insert(key.string).inserted { duplicate(key, value, &diagnostics) }
        }
    }

    private static func duplicate<Node: JSONView>(
        _ key: Node.Key, _ value: Node, _ diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.error(
            at: key.offset, value.path,
            "duplicate key \"\(key.string)\"; a key may appear once in an object")
    }

    private static func mismatch<Node: JSONView>(
        _ node: Node, expected: String, _ diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.error(at: node.offset, node.path, "expected \(expected), found \(node.typeName)")
    }

    /// Most characters of a number a message repeats: a run of a million digits is an error, not
    /// a million-character message.
    static let shownNumberLength = 32

    /// A number as a message shows it, cut short past ``shownNumberLength`` characters.
    private static func shown(_ text: String) -> String {
        text.count > shownNumberLength ? text.prefix(shownNumberLength) + "…" : text
    }

    /// Whether a value of `kind` has the JSON type `shape` wants (for choosing among
    /// ``Shape/either(name:_:)``).
    static func accepts(_ kind: JSONKind, _ shape: Shape) -> Bool {
        switch (shape, kind) {
        case (.string, .string), (.integer, .number), (.number, .number), (.boolean, .bool), (.array, .array),
            (.object, .object), (.dictionary, .object), (.union, .object):
            return true
        case (.reference(let name), _):
            return FormatSchema.definition(name).map { accepts(kind, $0) } ?? false
        case (.either(_, let shapes), _):
            return shapes.contains { accepts(kind, $0) }
        default:
            return false
        }
    }
}
