/// A JSON value read from a file, with where each part of it starts, so errors can point at the
/// exact line and column.
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written.
    case number(JSONNumber)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object, its members in the order written (duplicates included, for the validator).
    case object([JSONMember])

    /// The JSON type's name as error messages say it: `an object`, `a string`, ….
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let number): number.integerValue == nil ? "a number" : "an integer"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and the byte offset in its file where it starts.
package struct JSONNode: Hashable, Sendable {
    /// The value.
    package var value: JSONValue
    /// The byte offset of its first character.
    package var offset: Int

    /// Creates a node.
    package init(_ value: JSONValue, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The members, when the node is an object.
    package var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The first member named `key`, when the node is an object.
    package subscript(key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }

    /// The elements, when the node is an array.
    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The string, when the node is one.
    package var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The integer, when the node is a number without fraction or exponent that fits an `Int`.
    package var integer: Int? {
        if case .number(let number) = value { return number.integerValue }
        return nil
    }

    /// The boolean, when the node is one.
    package var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }
}

/// One `"key": value` pair of an object.
package struct JSONMember: Hashable, Sendable {
    /// The key, unescaped.
    package var key: String
    /// The byte offset of the key's opening quote.
    package var keyOffset: Int
    /// The value.
    package var value: JSONNode

    /// Creates a member.
    package init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// A JSON number as written, so integers of any size and exact decimals survive.
package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text, such as `-12` or `1.5e3`.
    package var text: String

    /// Creates a number from valid JSON number text.
    package init(_ text: String) {
        self.text = text
    }

    /// The value as an `Int`, when it is written as an integer that fits.
    package var integerValue: Int? { Int(text) }

    /// The value as a `Double`, when it fits one (a number past ±1.8e308 does not).
    package var doubleValue: Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }

    /// The text.
    package var description: String { text }
}
