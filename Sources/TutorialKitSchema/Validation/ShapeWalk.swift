import TutorialKitJSON
import TutorialKitLayout
import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One walk of a document against a ``ShapeTable``, gathering every problem. A class: the walk's
/// closures call back into it for every member, and a struct holding the table, the limits and
/// the problems found would be copied at each call. Not generic, its methods are: a generic
/// class's metadata is made at run time, in every process.
///
/// A loader walks the parts of a file it builds a model from itself (``ShapeCheckable``), so that
/// checking an object and finding its members for the model is one pass over it.
package final class ShapeWalk {
    let table: ShapeTable
    /// The table's names' UTF-8, which the table keeps for as long as the walk holds it.
    let utf8: UnsafeBufferPointer<UInt8>
    /// The table's ``ShapeTable/keySlots``, which the table keeps for as long as the walk holds it.
    let keySlots: UnsafeBufferPointer<Int32>
    /// The bounds the shape's limited numbers and arrays are checked against.
    let limits: InputLimits
    /// A problem: where, at which path, and what.
    typealias Problem = (offset: Int, path: JSONPath, message: String)
    /// The problems found, in the order found. Unchecked: the walk reads it at every object,
    /// never during another access to it, and a checked access costs more than the read.
    @exclusivity(unchecked) var found: [Problem] = []

    /// A walk against `table`, within `limits`, that keeps the problems `diagnostics` has room
    /// for (and counts the rest).
    package init(table: ShapeTable, limits: InputLimits, room diagnostics: DiagnosticCollector) {
        self.table = table
        self.utf8 = table.utf8Storage
        keySlots = table.keySlots
        self.limits = limits
        self.room = max(0, DiagnosticCollector.limit - diagnostics.diagnostics.count)
    }

    /// Adds the problems found so far to `diagnostics`, and forgets them.
    package func report(into diagnostics: inout DiagnosticCollector) {
        for problem in found {
            diagnostics.error(at: problem.offset, problem.path, problem.message)
        }
        diagnostics.leaveOut(leftOut, includingAnError: true)
        room = max(0, room - found.count)
        found = []
        leftOut = 0
    }

    /// The message of a key `object` does not have, with a "did you mean".
    private func unknownKey<Key: JSONKeyView>(_ key: Key, in object: ShapeTable.Object) -> String {
        let unknown = key.string
        let known = table.properties[object.properties].map { name($0.name) }
        return "unknown key \"\(unknown)\" in \(name(object.name))"
            + NameSuggestion.hint(for: unknown, in: known)
    }

    private func bytes(_ name: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: utf8[table.utf8Range(of: name)])
    }

    private func name(_ name: Int) -> String { table.names[name] }

    /// Where `object`'s property named `key` is in ``ShapeTable/properties``. A plain key is
    /// looked up here, by its bytes' hash: one call into the JSON layer per key, as a key is met
    /// for every member of every object.
    func position<Key: JSONKeyView>(of key: Key, in object: ShapeTable.Object) -> Int? {
        guard let plain = key.plainASCII, let start = plain.baseAddress, let names = utf8.baseAddress
        else {
            return object.properties.first { key.isEqual(utf8: bytes(table.properties[$0].name)) }
        }
        let mask = object.keySlots.count - 1
        var slot = ShapeTable.keyHash(plain) & mask
        while true {
            let position = Int(keySlots[object.keySlots.lowerBound + slot])
            guard position >= 0 else { return nil }
            let name = table.utf8Range(of: table.properties[position].name)
            if name.count == plain.count, memcmp(names + name.lowerBound, start, name.count) == 0 {
                return position
            }
            slot = (slot + 1) & mask
        }
    }

    private func has<Node: JSONView>(_ node: Node, _ key: Int) -> Bool {
        let name = bytes(key)
        return node.firstMember { found, _ in found.isEqual(utf8: name) } != nil
    }

    /// How many problems past ``room`` were counted, not made.
    var leftOut = 0
    /// How many problems the collector can still keep.
    private(set) var room: Int

    /// Whether a problem found now is only counted: past ``room`` its path and message are not
    /// made (a "did you mean" is costly, and a file can have a million unknown keys).
    private var isFull: Bool { found.count >= room }

    private func error<Node: JSONView>(_ node: Node, _ message: String) {
        guard !isFull else {
            leftOut += 1
            return
        }
        found.append((node.offset, node.path, message))
    }

    /// Checks `node` against the table's root.
    func validate<Node: JSONView>(_ node: Node) { validate(node, table.root) }

    /// Checks `node` against the table's root object, and puts its members in `members` from
    /// `start`, by their property's position in the object's shape (the first of each key;
    /// unknown keys have none).
    func validateObject<Node: JSONView>(_ node: Node, members: inout [Node?], from start: Int) {
        guard case .object(let object) = table.resolved(table.root) else { return validate(node) }
        let properties = table.objects[object].properties
        // The array is moved into the sink and back, not copied.
        var sink = MemberSlots(
            members: members, start: start, width: properties.count, firstProperty: properties.lowerBound)
        members = []
        validateObject(node, object, &sink)
        members = sink.members
    }

    func validate<Node: JSONView>(_ node: Node, _ rule: Int) {
        switch table.resolved(rule) {
        case .same, .anything:
            return
        case .string(let allowed, let minimumLength):
            guard node.kind == .string else { return mismatch(node, expected: "a string") }
            if let allowed, !table.lists[allowed].contains(where: { node.isString(utf8: bytes($0)) }) {
                let string = node.string ?? ""
                let names = table.lists[allowed].map(name)
                error(
                    node,
                    "\"\(string)\" is not one of \(names.joined(separator: ", "))"
                        + NameSuggestion.hint(for: string, in: names))
            } else if minimumLength > 0,
                // Counting characters walks the string; "not empty" needs no count.
                node.isEmptyString || (minimumLength > 1 && (node.string ?? "").count < minimumLength)
            {
                error(node, "must not be empty")
            }
        case .integer(let minimum, let maximum, let limit):
            guard node.kind == .number else { return mismatch(node, expected: "an integer") }
            guard let value = node.integer else {
                // The number's text is made only for a message.
                let text = node.numberText ?? ""
                let isWhole = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
                return error(
                    node,
                    isWhole
                        ? "the integer \(ShapeValidator.shown(text)) is out of range (beyond ±9.2e18); write a smaller number"
                        : "expected an integer, found \(ShapeValidator.shown(text)) (write it without a fraction or exponent)"
                )
            }
            let range = limits.range(minimum: minimum, maximum: maximum, limit: limit)
            // Past a limit the message names it, so a host that tightened one can tell.
            func note(_ bound: Int, _ own: Int?) -> String {
                guard bound != own, let limit else { return "" }
                return " (\(InputLimits.describe(limit)))"
            }
            if let lower = range.minimum, value < lower {
                error(node, "must be at least \(lower)\(note(lower, minimum)), found \(value)")
            }
            if let upper = range.maximum, value > upper {
                error(node, "must be at most \(upper)\(note(upper, maximum)), found \(value)")
            }
        case .boolean:
            if node.kind != .bool { mismatch(node, expected: "true or false") }
        case .number:
            guard node.kind == .number else { return mismatch(node, expected: "a number") }
            // Past ±1.8e308 a number has no Double, and no JSON to write it back as.
            if node.double == nil, let text = node.numberText {
                error(
                    node,
                    "the number \(ShapeValidator.shown(text)) is out of range (beyond ±1.8e308); write a smaller number"
                )
            }
        case .union(let unionName, let variants):
            guard node.kind == .object else { return mismatch(node, expected: name(unionName)) }
            let present = table.variants[variants].filter { has(node, $0.key) }
            guard present.count == 1, let variant = present.first else {
                let choices = table.variants[variants].map { "\"\(name($0.key))\"" }.joined(
                    separator: ", ")
                let found =
                    present.isEmpty
                    ? "none" : present.map { "\"\(name($0.key))\"" }.joined(separator: " and ")
                return error(node, "\(name(unionName)) needs exactly one of \(choices); found \(found)")
            }
            var none = NoMembers<Node>()
            validateObject(node, variant.object, &none)
        case .array(let element, let minimumCount, let limit):
            guard node.kind == .array else { return mismatch(node, expected: "an array") }
            if node.count < minimumCount {
                error(node, "needs at least \(minimumCount) item\(minimumCount == 1 ? "" : "s")")
            }
            if let limit, node.count > limits.maximum(limit) {
                // The items are not checked: a file past a limit is refused whole.
                return error(
                    node,
                    "has \(node.count) items, more than \(limits.maximum(limit)) (\(InputLimits.describe(limit)))"
                )
            }
            // Items that may be anything (a loader's own part, walked by it) are not visited.
            if case .anything = table.resolved(element) { return }
            node.forEachElement { _, item in validate(item, element) }
        case .dictionary(let keyName, let values):
            guard node.kind == .object else {
                return mismatch(node, expected: "an object of \(name(keyName)) → value")
            }
            reportDuplicateKeys(node)
            node.forEachMember { _, value in validate(value, values) }
        case .either(let eitherName, let shapes):
            guard let match = table.lists[shapes].first(where: { table.accepts(node.kind, $0) }) else {
                return mismatch(node, expected: name(eitherName))
            }
            validate(node, match)
        case .object(let object):
            var none = NoMembers<Node>()
            validateObject(node, object, &none)
        }
    }

    private func validateObject<Node: JSONView, Members: MemberSink<Node>>(
        _ node: Node, _ objectIndex: Int, _ members: inout Members
    ) {
        let object = table.objects[objectIndex]
        guard node.kind == .object else { return mismatch(node, expected: name(object.name)) }
        // The properties met, by position (an object declares at most 64): a key met twice is a
        // duplicate, and the required keys need no second search. Past 16 members, duplicates
        // are found the general way.
        let tracksDuplicates = node.count <= 16
        if !tracksDuplicates { reportDuplicateKeys(node) }
        // Duplicates are reported before anything found inside the object, as a first pass
        // for them would.
        let start = found.count
        var duplicates: [Problem] = []
        var met: UInt64 = 0
        var memberIndex = 0
        node.forEachMember { key, value in
            defer { memberIndex += 1 }
            let position = position(of: key, in: object)
            if tracksDuplicates {
                let isDuplicate =
                    if let position {
                        met & 1 << (position - object.properties.lowerBound) != 0
                    } else {
                        hasEarlierKey(node, equalTo: key, before: memberIndex)
                    }
                if isDuplicate { duplicates.append(duplicate(key, value)) }
            }
            guard let position else {
                if isFull {
                    leftOut += 1
                } else {
                    found.append((key.offset, value.path, unknownKey(key, in: object)))
                }
                return
            }
            let offset = position - object.properties.lowerBound
            met |= 1 << offset
            members.met(value, at: position)
            validate(value, table.properties[position].rule)
        }
        if !duplicates.isEmpty { found.insert(contentsOf: duplicates, at: start) }
        // The required keys and the one-of count, from the bits of the keys met.
        var missing = object.required & ~met
        while missing != 0 {
            reportMissing(node, object, object.properties.lowerBound + missing.trailingZeroBitCount)
            missing &= missing - 1
        }
        if let choices = object.exactlyOneOf, (met & object.oneOf).nonzeroBitCount != 1 {
            // Which were given, for the message: each name's property, by its bit.
            let given = table.lists[choices].filter { name in
                let position = object.properties.first { table.properties[$0].name == name }
                return position.map { met & 1 << ($0 - object.properties.lowerBound) != 0 } ?? false
            }
            let quoted = table.lists[choices].map { "\"\(self.name($0))\"" }.joined(separator: ", ")
            let found =
                given.isEmpty ? "none" : given.map { "\"\(self.name($0))\"" }.joined(separator: " and ")
            error(node, "\(name(object.name)) needs exactly one of \(quoted); found \(found)")
        }
    }

    /// Reports that `node` lacks the required property at `position`.
    private func reportMissing<Node: JSONView>(_ node: Node, _ object: ShapeTable.Object, _ position: Int) {
        error(
            node,
            "\(name(object.name)) is missing the required key \"\(name(table.properties[position].name))\"")
    }

    /// Reports each key written again later in its object, at the later one.
    private func reportDuplicateKeys<Node: JSONView>(_ node: Node) {
        // Quadratic, but objects are small; a set only pays for itself on large ones.
        var memberIndex = 0
        var seen = Set<String>()
        node.forEachMember { key, value in
            defer { memberIndex += 1 }
            let isDuplicate =
                node.count <= 16
                ? hasEarlierKey(node, equalTo: key, before: memberIndex)
                : !seen.insert(key.string).inserted
            if isDuplicate { found.append(duplicate(key, value)) }
        }
    }

    /// Whether a member before the one at `position` has a key equal to `key` (by position, not
    /// offset: a tree built by hand has every offset 0).
    private func hasEarlierKey<Node: JSONView>(_ node: Node, equalTo key: Node.Key, before position: Int)
        -> Bool
    {
        var index = 0
        var found = false
        _ = node.firstMember { other, _ in
            guard index < position else { return true }
            index += 1
            found = other.isEqual(toKey: key)
            return found
        }
        return found
    }

    /// The diagnostic of a key written twice.
    private func duplicate<Node: JSONView>(_ key: Node.Key, _ value: Node) -> Problem {
        (key.offset, value.path, "duplicate key \"\(key.string)\"; a key may appear once in an object")
    }

    private func mismatch<Node: JSONView>(_ node: Node, expected: String) {
        error(node, "expected \(expected), found \(node.typeName)")
    }
}

/// Where a walk puts the members of an object it checks.
protocol MemberSink<Node> {
    associatedtype Node: JSONView
    /// The member `value` is the property at `position` of the table.
    mutating func met(_ value: Node, at position: Int)
}

/// No member is kept: the objects inside the part a loader builds.
private struct NoMembers<Node: JSONView>: MemberSink {
    func met(_ value: Node, at position: Int) {}
}

/// The first value of each property, by its position in the object's shape, in `width` slots
/// of `members` from `start`.
private struct MemberSlots<Node: JSONView>: MemberSink {
    var members: [Node?]
    let start: Int
    let width: Int
    let firstProperty: Int

    mutating func met(_ value: Node, at position: Int) {
        let offset = position - firstProperty
        guard offset >= 0, offset < width else { return }
        let slot = start + offset
        if members.indices.contains(slot), case .none = members[slot] { members[slot] = value }
    }
}
