/// What kind of value a JSON value is.
package enum JSONKind: UInt8, Sendable {
    case null, bool, number, string, array, object

    /// Whether the kinds are the same. Declared, not derived: from another module the derived one
    /// is reached through `Equatable` at run time, and every value checked compares its kind.
    package static func == (lhs: JSONKind, rhs: JSONKind) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// Read access to one JSON value and where it is in its file: what the shape check, the meaning
/// checks and the model builders read. A loader reads a file's values in place on a ``JSONTape``
/// (no tree, and a string made only where one is kept); a ``JSONNode`` tree (a value kept as it
/// was, such as a seen-state file's unknown keys) reads the same way through ``JSONTreeView``.
/// Either way the code reading it is one.
package protocol JSONView: SendableMetatype {
    /// A member's key.
    associatedtype Key: JSONKeyView

    /// The byte offset of the value's first character.
    var offset: Int { get }
    /// The path from the document's root; made only for a diagnostic.
    var path: JSONPath { get }
    /// What kind of value it is.
    var kind: JSONKind { get }
    /// The string, unescaped, when the value is one.
    var string: String? { get }
    /// Whether the value is a string equal to `text`, by `String`'s `==` (without making a string
    /// where it can be helped).
    func isString(_ text: String) -> Bool
    /// Whether the value is a string whose text is `utf8` (ASCII), by `String`'s `==`.
    func isString(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool
    /// Whether the value is the empty string.
    var isEmptyString: Bool { get }
    /// A number's text as written.
    var numberText: String? { get }
    /// The integer, when the value is a number without fraction or exponent that fits an `Int`.
    var integer: Int? { get }
    /// The boolean, when the value is one.
    var bool: Bool? { get }
    /// How many elements an array has, or members an object has; 0 for anything else.
    var count: Int { get }
    /// Calls `body` with each element of an array and its index; nothing for anything else.
    func forEachElement(_ body: (Int, Self) -> Void)
    /// Calls `body` with each member of an object, in the order written; nothing for anything else.
    func forEachMember(_ body: (Key, Self) -> Void)
    /// The value of the first member for which `predicate` holds, when the value is an object.
    func firstMember(where predicate: (Key, Self) -> Bool) -> Self?
    /// The value of the first member named `key`, when the value is an object. A requirement
    /// (with the default below) so that each conformance gets it compiled for its own type: the
    /// loaders in other targets then call that, not a generic copy reading through witness tables.
    subscript(key: StaticString) -> Self? { get }
    /// Puts in `values[i]` the value of the object's first member named `names[i]`, and returns
    /// a bit for each name found (at most 64 names): an object's members for the declared keys
    /// a reader wants, in one visit. A key is compared as `String`'s `==` compares.
    func collectMembers(
        named names: UnsafeBufferPointer<PackedName>, into values: UnsafeMutableBufferPointer<Self?>
    )
        -> UInt64
}

/// An object member's key.
package protocol JSONKeyView {
    /// The byte offset of the key's opening quote.
    var offset: Int { get }
    /// The key, unescaped.
    var string: String { get }
    /// Whether the key's text is `utf8` (ASCII), by `String`'s `==`.
    func isEqual(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool
    /// The key's bytes as written, when they are plain ASCII (no escape and nothing past ASCII, so
    /// equal bytes are equal strings); `nil` otherwise. Valid only while the view is.
    var plainASCII: UnsafeBufferPointer<UInt8>? { get }
    /// The key packed, when it is plain ASCII of at most 16 bytes; `nil` otherwise.
    var packedName: PackedName? { get }
    /// Whether the key equals another key of its object, by `String`'s `==`.
    func isEqual(toKey other: Self) -> Bool
    /// Whether the key equals `name`; a requirement for the reason ``JSONView``'s subscript is.
    func isEqual(to name: StaticString) -> Bool
}

extension JSONView {
    /// The elements, when the value is an array; `nil` otherwise.
    package var elements: [Self]? {
        guard kind == .array else { return nil }
        var elements: [Self] = []
        elements.reserveCapacity(count)
        forEachElement { elements.append($1) }
        return elements
    }

    /// The members, when the value is an object; `nil` otherwise.
    package var members: [(key: Key, value: Self)]? {
        guard kind == .object else { return nil }
        var members: [(key: Key, value: Self)] = []
        members.reserveCapacity(count)
        forEachMember { members.append(($0, $1)) }
        return members
    }

    /// The value of the first member named `key`, when the value is an object.
    package subscript(key: StaticString) -> Self? {
        firstMember { found, _ in found.isEqual(to: key) }
    }

    package func collectMembers(
        named names: UnsafeBufferPointer<PackedName>, into values: UnsafeMutableBufferPointer<Self?>
    ) -> UInt64 {
        var met: UInt64 = 0
        forEachMember { key, value in
            let string = key.string
            for index in names.indices where met & 1 << index == 0 && string == names[index].string {
                met |= 1 << index
                values[index] = value
                return
            }
        }
        return met
    }

    /// Whether the value is an object with a member named `key`.
    package func has(_ key: StaticString) -> Bool { self[key] != nil }

    /// A number's value, when it fits a `Double` (a number past ±1.8e308 does not).
    package var double: Double? { numberText.flatMap { JSONNumber($0).doubleValue } }

    /// The JSON type's name as error messages say it: `an object`, `a string`, ….
    package var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: integer == nil ? "a number" : "an integer"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONKeyView {
    /// Whether the key equals `name`, by `String`'s `==`: an ASCII name (every name the formats
    /// have) by its bytes, without making a string.
    package func isEqual(to name: StaticString) -> Bool {
        guard name.isASCII else { return string == name.description }
        return name.withUTF8Buffer { isEqual(utf8: $0) }
    }
}
