import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel

/// A ``Shape`` laid out for checking many values: references resolved once, and every part a plain
/// value in flat tables, parts pointing at each other by index. Checking a value then copies
/// nothing that counts references, and a key is matched against a property's name by its bytes.
/// A class, so a walk holding it copies one reference, not a dozen arrays. Unchecked sendable: its
/// one pointer is to memory it owns and never changes after `init`.
package final class ShapeTable: @unchecked Sendable {
    /// What one shape asks of a value; children are indices into the tables.
    enum Rule: Sendable {
        /// A string, one of `lists[allowed]` (names) when given, of at least `minimumLength`.
        case string(allowed: Range<Int>?, minimumLength: Int)
        case integer(minimum: Int?, maximum: Int?, limit: InputLimits.Bound?)
        case number
        case boolean
        case array(element: Int, minimumCount: Int, limit: InputLimits.Bound?)
        case object(Int)
        case dictionary(keyName: Int, values: Int)
        /// The first of the rules `lists[shapes]` whose JSON type fits; `name` says what they are.
        case either(name: Int, shapes: Range<Int>)
        /// One of `variants[variants]`, told apart by their key.
        case union(name: Int, variants: Range<Int>)
        /// The same as another rule (a reference to a reference).
        case same(Int)
        /// Anything (a reference to a definition that does not exist).
        case anything
    }

    /// An object's properties, `properties[properties]`; `exactlyOneOf` is a range of `lists` (names).
    struct Object: Sendable {
        var name: Int
        var properties: Range<Int>
        var exactlyOneOf: Range<Int>?
        /// A bit for each required property, by its place in the object: the required keys
        /// missing are those whose bits a walk did not meet.
        var required: UInt64
        /// A bit for each property `exactlyOneOf` names: how many were given is a count of bits.
        var oneOf: UInt64
        /// The object's slots in ``keySlots``, a power of two of them.
        var keySlots: Range<Int>
    }

    struct Property: Sendable {
        var name: Int
        var rule: Int
        var isRequired: Bool
    }

    struct Variant: Sendable {
        var key: Int
        var object: Int
    }

    /// Each rule past its ``Rule/same(_:)`` chain.
    let rules: [Rule]
    let objects: [Object]
    let properties: [Property]
    let variants: [Variant]
    /// Runs of indices: names for allowed values and `exactlyOneOf`, rules for `either`.
    let lists: [Int]
    /// Every name, as messages spell it.
    let names: [String]
    /// Every name's UTF-8, `utf8[nameBounds[name]..<nameBounds[name + 1]]` (see ``utf8Range(of:)``),
    /// for matching keys without making strings. Bounds, not an array of ranges: making an array
    /// of `Range<Int>` costs a process a runtime conformance lookup the first time.
    let utf8: [UInt8]
    let nameBounds: [Int]
    /// ``utf8`` in memory of the table's own, for walks to read without borrowing the array.
    let utf8Storage: UnsafeBufferPointer<UInt8>
    /// Each object's properties by the hash of their names (``keyHash(_:)``), open-addressed:
    /// a property's index, or -1 for an empty slot. A walk looks up every key it meets: by its
    /// hash, one name or two are compared, not each of an object's twenty-odd.
    let keySlots: UnsafeBufferPointer<Int32>
    /// The rule a value is checked against first.
    let root: Int

    /// Lays out `shape` and every definition it refers to.
    package init(_ shape: Shape) {
        var builder = Builder()
        root = builder.add(shape)
        // Each rule past its `.same` chain, found once: a walk resolves a rule for every value.
        let laidOut = builder.rules
        rules = laidOut.map { rule in
            var rule = rule
            var steps = 0
            while case .same(let target) = rule, steps < laidOut.count {
                rule = laidOut[target]
                steps += 1
            }
            // A chain longer than the table is a loop of references, which stands for nothing.
            if case .same = rule { return .anything }
            return rule
        }
        objects = builder.objects
        properties = builder.properties
        variants = builder.variants
        lists = builder.lists
        names = builder.names
        utf8 = builder.utf8
        nameBounds = builder.nameBounds
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, builder.utf8.count))
        _ = storage.initialize(from: builder.utf8)
        utf8Storage = UnsafeBufferPointer(storage)
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(1, builder.keySlots.count))
        _ = slots.initialize(from: builder.keySlots)
        keySlots = UnsafeBufferPointer(slots)
    }

    deinit {
        utf8Storage.deallocate()
        keySlots.deallocate()
    }

    /// A key's hash for ``keySlots``, from its length and its first and last bytes: the names of
    /// one object rarely share all three.
    static func keyHash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = name.first, let last = name.last else { return 0 }
        let mixed = UInt64(name.count) << 16 | UInt64(first) << 8 | UInt64(last)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    /// The tables as they are filled in.
    private struct Builder {
        var rules: [Rule] = []
        var objects: [Object] = []
        var properties: [Property] = []
        var variants: [Variant] = []
        var lists: [Int] = []
        var names: [String] = []
        var utf8: [UInt8] = []
        var nameBounds: [Int] = [0]
        var keySlots: [Int32] = []
        // Room for a format's names from the start: grown from empty, the table would be
        // hashed again at each doubling, in every process that builds one.
        private var nameIndices = [String: Int](minimumCapacity: 256)
        private var definitionRules: [String: Int] = [:]

        /// The index of `name`, added the first time.
        private mutating func name(_ name: String) -> Int {
            if let index = nameIndices[name] { return index }
            nameIndices[name] = names.count
            names.append(name)
            utf8.append(contentsOf: name.utf8)
            nameBounds.append(utf8.count)
            return names.count - 1
        }

        private mutating func list(_ indices: [Int]) -> Range<Int> {
            let start = lists.count
            lists.append(contentsOf: indices)
            return start..<lists.count
        }

        /// The rule for `shape`; a definition's rule is made once, and may refer to itself.
        mutating func add(_ shape: Shape) -> Int {
            if case .reference(let definition) = shape, let index = definitionRules[definition] {
                return index
            }
            let index = rules.count
            rules.append(.anything)
            // Registered before it is laid out, so a definition that refers to itself finds it.
            if case .reference(let definition) = shape { definitionRules[definition] = index }
            rules[index] = rule(for: shape)
            return index
        }

        private mutating func rule(for shape: Shape) -> Rule {
            switch shape {
            case .reference(let definition):
                return FormatSchema.definition(definition).map { .same(add($0)) } ?? .anything
            case .string(let rule):
                return .string(
                    allowed: rule.allowed.map { list($0.map { name($0) }) }, minimumLength: rule.minimumLength
                )
            case .integer(let minimum, let maximum, let limit):
                return .integer(minimum: minimum, maximum: maximum, limit: limit)
            case .number, .seconds: return .number
            case .boolean: return .boolean
            case .anything: return .anything
            case .array(let element, let minimumCount, let limit):
                return .array(element: add(element), minimumCount: minimumCount, limit: limit)
            case .object(let object): return .object(add(object))
            case .dictionary(let keyName, let values):
                return .dictionary(keyName: name(keyName), values: add(values))
            case .either(let name, let shapes):
                let compiled = shapes.map { add($0) }
                return .either(name: self.name(name), shapes: list(compiled))
            case .union(let name, let choices):
                let compiled = choices.map { Variant(key: self.name($0.key), object: add($0.shape)) }
                let start = variants.count
                variants.append(contentsOf: compiled)
                return .union(name: self.name(name), variants: start..<variants.count)
            }
        }

        private mutating func add(_ object: ObjectShape) -> Int {
            let compiled = object.properties.map {
                Property(name: name($0.name), rule: add($0.shape), isRequired: $0.isRequired)
            }
            let start = properties.count
            properties.append(contentsOf: compiled)
            // Every object's keys are declared in this package: a bit each is a limit on them, not
            // on any file.
            precondition(
                compiled.count <= UInt64.bitWidth,
                "\(object.name) declares more than 64 keys; a walk tracks 64")
            var required: UInt64 = 0
            for (offset, property) in compiled.enumerated() where property.isRequired {
                required |= 1 << offset
            }
            var oneOf: UInt64 = 0
            for name in object.exactlyOneOf ?? [] {
                let offset = object.properties.firstIndex { $0.name == name }
                precondition(
                    offset != nil, "\(object.name): exactlyOneOf names \(name), which it does not declare")
                oneOf |= 1 << (offset ?? 0)
            }
            objects.append(
                Object(
                    name: name(object.name), properties: start..<properties.count,
                    exactlyOneOf: object.exactlyOneOf.map { list($0.map { name($0) }) },
                    required: required, oneOf: oneOf, keySlots: slots(start..<properties.count)))
            return objects.count - 1
        }

        /// Slots for `range`'s properties in ``keySlots``: twice as many as there are, at least
        /// two, so a probe soon meets an empty one.
        private mutating func slots(_ range: Range<Int>) -> Range<Int> {
            var count = 2
            while count < range.count * 2 { count *= 2 }
            var slots = [Int32](repeating: -1, count: count)
            for position in range {
                let name = properties[position].name
                let hash = utf8[nameBounds[name]..<nameBounds[name + 1]].withUnsafeBufferPointer {
                    ShapeTable.keyHash($0)
                }
                var slot = hash & (count - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
                slots[slot] = Int32(position)
            }
            let start = keySlots.count
            keySlots += slots
            return start..<keySlots.count
        }

    }

    /// Where name `index`'s UTF-8 is in ``utf8``.
    func utf8Range(of index: Int) -> Range<Int> {
        nameBounds[index]..<nameBounds[index + 1]
    }

    /// The rule `index` stands for, past ``Rule/same(_:)``.
    func resolved(_ index: Int) -> Rule {
        rules[index]
    }

    /// Whether a value of `kind` has the JSON type rule `index` wants (for choosing among an
    /// ``Rule/either(name:shapes:)``'s rules).
    func accepts(_ kind: JSONKind, _ index: Int) -> Bool {
        switch (resolved(index), kind) {
        case (.string, .string), (.integer, .number), (.number, .number), (.boolean, .bool), (.array, .array),
            (.object, .object), (.dictionary, .object), (.union, .object):
            return true
        case (.either(_, let shapes), _):
            return lists[shapes].contains { accepts(kind, $0) }
        default:
            return false
        }
    }
}
