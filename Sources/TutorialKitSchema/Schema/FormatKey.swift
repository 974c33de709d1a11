import TutorialKitJSON
import TutorialKitLayout

/// One key of an object in a file format, declared once: what the shape check, the JSON Schema and
/// the format reference say about it (its ``ObjectShape/Property``), how its value reads into the
/// model, and how the model writes it back. Generic over the JSON view read, so the loader's walk
/// is compiled for the view it reads.
package struct FormatKey<Node: JSONView, Model, Written>: Sendable {
    /// The key's name.
    package let name: String
    /// The name packed for comparing with a file's keys, when it is short enough.
    let packedName: PackedName?
    private let isRequired: Bool
    private let summary: String
    /// Made only when asked for: a loader makes a list of keys for each object it reads, and
    /// reading needs only their names.
    private let shape: @Sendable () -> Shape
    /// Sets on the model what the key's value (its shape checked) says.
    package let read: @Sendable (Node, inout Model) -> Void
    /// The key's value for a model written, or `nil` to leave the key out.
    package let write: @Sendable (Written) -> JSONValue?

    /// Declares a key.
    package init(
        _ name: String, _ shape: @autoclosure @escaping @Sendable () -> Shape, required: Bool = false,
        _ summary: String,
        read: @escaping @Sendable (Node, inout Model) -> Void,
        write: @escaping @Sendable (Written) -> JSONValue?
    ) {
        self.name = name
        self.packedName = PackedName(name)
        self.shape = shape
        self.isRequired = required
        self.summary = summary
        self.read = read
        self.write = write
    }

    /// The key's name, shape, whether it is required, and what it means.
    package var property: ObjectShape.Property {
        ObjectShape.Property(name, shape(), required: isRequired, summary)
    }
}

extension FormatKey {
    /// Sets on `model` what the members of `object` (its shape checked) say, each key in `keys`
    /// that it has read in the order declared: for objects a loader reads after the shape check
    /// (a screen and its parts, a theme).
    // Compiled for a screen's elements on the tape here too: a screen may have thousands, and
    // they are read a layer up, where this generic code would otherwise look up its types'
    // metadata for each one.
    @_specialize(
        exported:true,where Node == JSONTape.View, Model == Screen.Element, Written == Screen.Element
    )
    package static func read(_ object: Node, _ keys: [Self], into model: inout Model) {
        // Borrowed from the array, not copied out of it: a copy counts each closure's references.
        keys.withUnsafeBufferPointer { keys in
            guard keys.count <= 64 else {
                for index in keys.indices {
                    if let value = object.member(named: keys[index].name) { keys[index].read(value, &model) }
                }
                return
            }
            // The members are visited once, each key's first value kept by its position, and then
            // read in the order declared: a search for each key would visit them once a key.
            withUnsafeTemporaryAllocation(of: PackedName.self, capacity: keys.count) { names in
                for index in keys.indices {
                    guard let name = keys[index].packedName else {
                        // A name too long to pack, which no format has: searched for by name.
                        for index in keys.indices {
                            if let value = object.member(named: keys[index].name) {
                                keys[index].read(value, &model)
                            }
                        }
                        return
                    }
                    names.initializeElement(at: index, to: name)
                }
                withUnsafeTemporaryAllocation(of: Node?.self, capacity: keys.count) { values in
                    values.initialize(repeating: nil)
                    defer { values.deinitialize() }
                    var met = object.collectMembers(named: UnsafeBufferPointer(names), into: values)
                    while met != 0 {
                        let index = met.trailingZeroBitCount
                        met &= met - 1
                        if let value = values[index] { keys[index].read(value, &model) }
                    }
                }
            }
        }
    }

    /// Whether `object` has every key of `keys` that is required: an object without one (an error
    /// already) makes no model.
    package static func hasRequiredKeys(_ object: Node, _ keys: [Self]) -> Bool {
        keys.allSatisfy { !$0.isRequired || object.member(named: $0.name) != nil }
    }

    /// The object `keys` write for `written`: each key with a value, keys sorted.
    package static func json(for written: Written, _ keys: [Self]) -> JSONValue {
        .object(keys.map { ($0.name, $0.write(written)) })
    }
}

extension Array {
    /// The keys' properties, for an object's shape. By a closure, not the key path
    /// `map(\.property)`: a key path into a generic type is made at run time, each with a search
    /// of the conformances, in every process that builds a shape. (Loaders reading keys map
    /// them by closure for the same reason.)
    package func properties<Node, Model, Written>() -> [ObjectShape.Property]
    where Element == FormatKey<Node, Model, Written> {
        map { $0.property }
    }

    /// The keys' names, by a closure for the same reason as ``properties()``, and without making
    /// their properties (which makes their shapes).
    package func names<Node, Model, Written>() -> [String] where Element == FormatKey<Node, Model, Written> {
        map { $0.name }
    }
}

extension JSONView {
    /// The value of the first member named `name`, when the value is an object: a declared key's
    /// name, an ASCII literal, is compared by its bytes.
    package func member(named name: String) -> Self? {
        firstMember { key, _ in key.isEqual(toName: name) }
    }
}

extension JSONKeyView {
    /// Whether the key is `name`, a declared key's name: an ASCII literal, compared by its bytes.
    package func isEqual(toName name: String) -> Bool {
        return name.utf8.withContiguousStorageIfAvailable { isEqual(utf8: $0) } ?? (string == name)
    }
}

/// A JSON view a loader walks with a ``ShapeWalk``: the tape's and the tree's. Requirements, so a
/// loader generic over its view calls the walk compiled for that view, not a generic copy reading
/// through witness tables.
package protocol ShapeCheckable: JSONView {
    /// Checks the value against `walk`'s table.
    func check(in walk: ShapeWalk)
    /// Checks the object against `walk`'s root object, and puts its members in `members` from
    /// `start`: the first value of each key, in the order the object's shape declares them.
    func checkObject(in walk: ShapeWalk, members: inout [Self?], from start: Int)
}

extension JSONTape.View: ShapeCheckable {
    package func check(in walk: ShapeWalk) { walk.validate(self) }
    package func checkObject(in walk: ShapeWalk, members: inout [Self?], from start: Int) {
        walk.validateObject(self, members: &members, from: start)
    }
}

extension JSONTreeView: ShapeCheckable {
    package func check(in walk: ShapeWalk) { walk.validate(self) }
    package func checkObject(in walk: ShapeWalk, members: inout [Self?], from start: Int) {
        walk.validateObject(self, members: &members, from: start)
    }
}
