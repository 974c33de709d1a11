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
        validate(root, against: shape, at: .root, into: &diagnostics)
        return root
    }

    /// Validates `node` at `path`, adding a diagnostic per problem.
    public static func validate(
        _ node: JSONNode, against shape: Shape, at path: JSONPath, into diagnostics: inout DiagnosticCollector
    ) {
        var trail = PathTrail(at: path)
        validate(node, against: shape, &trail, &diagnostics)
    }

    /// ``validate(_:against:at:into:)`` along a trail, which becomes a path only for a diagnostic.
    private static func validate(
        _ node: JSONNode, against shape: Shape, _ trail: inout PathTrail,
        _ diagnostics: inout DiagnosticCollector
    ) {
        switch shape {
        case .reference(let name):
            if let definition = FormatSchema.definition(name) {
                validate(node, against: definition, &trail, &diagnostics)
            }
        case .string(let rule):
            guard let string = node.string else {
                return mismatch(node, expected: "a string", trail, &diagnostics)
            }
            if let allowed = rule.allowed, !allowed.contains(string) {
                diagnostics.error(
                    at: node.offset, trail.path,
                    "\"\(string)\" is not one of \(allowed.joined(separator: ", "))"
                        + NameSuggestion.hint(for: string, in: allowed))
            } else if rule.minimumLength > 0,
                // Counting characters walks the string; "not empty" needs no count.
                string.isEmpty || (rule.minimumLength > 1 && string.count < rule.minimumLength)
            {
                diagnostics.error(at: node.offset, trail.path, "must not be empty")
            }
        case .integer(let minimum, let maximum):
            guard case .number(let number) = node.value else {
                return mismatch(node, expected: "an integer", trail, &diagnostics)
            }
            guard let value = number.integerValue else {
                let isWhole = !number.text.contains { $0 == "." || $0 == "e" || $0 == "E" }
                return diagnostics.error(
                    at: node.offset, trail.path,
                    isWhole
                        ? "the integer \(shown(number)) is out of range (beyond ±9.2e18); write a smaller number"
                        : "expected an integer, found \(shown(number)) (write it without a fraction or exponent)"
                )
            }
            if let minimum, value < minimum {
                diagnostics.error(at: node.offset, trail.path, "must be at least \(minimum), found \(value)")
            }
            if let maximum, value > maximum {
                diagnostics.error(at: node.offset, trail.path, "must be at most \(maximum), found \(value)")
            }
        case .boolean:
            if node.bool == nil { mismatch(node, expected: "true or false", trail, &diagnostics) }
        case .number:
            guard case .number(let number) = node.value else {
                return mismatch(node, expected: "a number", trail, &diagnostics)
            }
            // Past ±1.8e308 a number has no Double, and no JSON to write it back as.
            if number.doubleValue == nil {
                diagnostics.error(
                    at: node.offset, trail.path,
                    "the number \(shown(number)) is out of range (beyond ±1.8e308); write a smaller number")
            }
        case .union(let name, let variants):
            guard let members = node.members else {
                return mismatch(node, expected: name, trail, &diagnostics)
            }
            let keys = Set(members.map(\.key))
            let present = variants.filter { keys.contains($0.key) }
            guard present.count == 1, let variant = present.first else {
                let choices = variants.map { "\"\($0.key)\"" }.joined(separator: ", ")
                let found =
                    present.isEmpty ? "none" : present.map { "\"\($0.key)\"" }.joined(separator: " and ")
                return diagnostics.error(
                    at: node.offset, trail.path, "\(name) needs exactly one of \(choices); found \(found)")
            }
            validateObject(node, variant.shape, &trail, &diagnostics)
        case .array(let element, let minimumCount):
            guard let elements = node.elements else {
                return mismatch(node, expected: "an array", trail, &diagnostics)
            }
            if elements.count < minimumCount {
                diagnostics.error(
                    at: node.offset, trail.path,
                    "needs at least \(minimumCount) item\(minimumCount == 1 ? "" : "s")")
            }
            for (index, item) in elements.enumerated() {
                trail.descending(into: index) { validate(item, against: element, &$0, &diagnostics) }
            }
        case .dictionary(let keyName, let values):
            guard let members = node.members else {
                return mismatch(node, expected: "an object of \(keyName) → value", trail, &diagnostics)
            }
            reportDuplicateKeys(members, trail, &diagnostics)
            for member in members {
                trail.descending(into: member.key) {
                    validate(member.value, against: values, &$0, &diagnostics)
                }
            }
        case .either(let name, let shapes):
            guard let match = shapes.first(where: { accepts(node, $0) }) else {
                return mismatch(node, expected: name, trail, &diagnostics)
            }
            validate(node, against: match, &trail, &diagnostics)
        case .object(let object):
            validateObject(node, object, &trail, &diagnostics)
        }
    }

    private static func validateObject(
        _ node: JSONNode, _ object: ObjectShape, _ trail: inout PathTrail,
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard let members = node.members else {
            return mismatch(node, expected: object.name, trail, &diagnostics)
        }
        reportDuplicateKeys(members, trail, &diagnostics)
        for member in members {
            guard let property = object.property(named: member.key) else {
                diagnostics.error(
                    at: member.keyOffset, trail.path(appending: member.key),
                    "unknown key \"\(member.key)\" in \(object.name)"
                        + NameSuggestion.hint(for: member.key, in: object.properties.map(\.name)))
                continue
            }
            trail.descending(into: member.key) {
                validate(member.value, against: property.shape, &$0, &diagnostics)
            }
        }
        // Objects have a handful of keys: a linear search beats building a set.
        func present(_ key: String) -> Bool { members.contains { $0.key == key } }
        for property in object.properties where property.isRequired && !present(property.name) {
            diagnostics.error(
                at: node.offset, trail.path, "\(object.name) is missing the required key \"\(property.name)\""
            )
        }
        if let choices = object.exactlyOneOf {
            let given = choices.filter(present)
            if given.count != 1 {
                let quoted = choices.map { "\"\($0)\"" }.joined(separator: ", ")
                let found = given.isEmpty ? "none" : given.map { "\"\($0)\"" }.joined(separator: " and ")
                diagnostics.error(
                    at: node.offset, trail.path,
                    "\(object.name) needs exactly one of \(quoted); found \(found)")
            }
        }
    }

    private static func reportDuplicateKeys(
        _ members: [JSONMember], _ trail: PathTrail, _ diagnostics: inout DiagnosticCollector
    ) {
        // Quadratic, but objects are small; a set only pays for itself on large ones.
        if members.count <= 16 {
            for (index, member) in members.enumerated()
            where members[..<index].contains(where: { $0.key == member.key }) {
                diagnostics.error(
                    at: member.keyOffset, trail.path(appending: member.key),
                    "duplicate key \"\(member.key)\"; a key may appear once in an object")
            }
            return
        }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            diagnostics.error(
                at: member.keyOffset, trail.path(appending: member.key),
                "duplicate key \"\(member.key)\"; a key may appear once in an object")
        }
    }

    private static func mismatch(
        _ node: JSONNode, expected: String, _ trail: PathTrail, _ diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.error(at: node.offset, trail.path, "expected \(expected), found \(node.value.typeName)")
    }

    /// Most characters of a number a message repeats: a run of a million digits is an error, not
    /// a million-character message.
    static let shownNumberLength = 32

    /// A number as a message shows it, cut short past ``shownNumberLength`` characters.
    private static func shown(_ number: JSONNumber) -> String {
        number.text.count > shownNumberLength ? number.text.prefix(shownNumberLength) + "…" : number.text
    }

    /// Whether `node` has the JSON type `shape` wants (for choosing among ``Shape/either(name:_:)``).
    static func accepts(_ node: JSONNode, _ shape: Shape) -> Bool {
        switch (shape, node.value) {
        case (.string, .string), (.integer, .number), (.number, .number), (.boolean, .bool), (.array, .array),
            (.object, .object), (.dictionary, .object), (.union, .object):
            return true
        case (.reference(let name), _):
            return FormatSchema.definition(name).map { accepts(node, $0) } ?? false
        case (.either(_, let shapes), _):
            return shapes.contains { accepts(node, $0) }
        default:
            return false
        }
    }
}
