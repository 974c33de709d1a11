import TutorialKitLayout
import TutorialKitText

/// What a JSON value must look like: the single description from which TutorialKit both validates
/// files and writes their JSON Schemas, so the two cannot drift apart.
package indirect enum Shape: Sendable {
    /// A string, optionally one of fixed values, optionally non-empty.
    case string(StringRule)
    /// An integer within optional bounds, and within the ``InputLimits`` bound `limit` names.
    case integer(minimum: Int?, maximum: Int?, limit: InputLimits.Bound? = nil)
    /// Any number.
    case number
    /// A number of seconds to wait: more than 0, at most ``Step/longestWaitSeconds``. The meaning
    /// checks hold it to that (with their own words); the JSON Schema states it for editors.
    case seconds
    /// `true` or `false`.
    case boolean
    /// An array of elements of one shape, of at most the items the ``InputLimits`` bound `limit`
    /// names.
    case array(of: Shape, minimumCount: Int, limit: InputLimits.Bound? = nil)
    /// An object with named properties.
    case object(ObjectShape)
    /// An object whose keys are free (locales, sub-element ids) and whose values share one shape.
    case dictionary(keyName: String, values: Shape)
    /// Either of several shapes, tried in order; `name` says what they are together in messages.
    case either(name: String, [Shape])
    /// An object that is one of several kinds, told apart by which key it has (`all`, `event`, …).
    case union(name: String, variants: [(key: String, shape: ObjectShape)])
    /// A shape defined once under `$defs` and referred to by name.
    case reference(String)
    /// Any JSON value: what a host reads and TutorialKit does not.
    case anything

    /// A string with no further rule.
    package static let anyString = Shape.string(StringRule())
    /// A non-empty string.
    package static let nonEmptyString = Shape.string(StringRule(minimumLength: 1))
    /// An integer of 0 or more.
    package static let count = Shape.integer(minimum: 0, maximum: nil)
    /// An integer of 1 or more.
    package static let positive = Shape.integer(minimum: 1, maximum: nil)
    /// Any integer.
    package static let anyInteger = Shape.integer(minimum: nil, maximum: nil)
    /// A column or row, within ``InputLimits/coordinates`` of 0.
    package static let coordinate = Shape.integer(minimum: nil, maximum: nil, limit: .coordinate)
    /// A size of 1 or more, at most ``InputLimits/coordinates``.
    package static let positiveLength = Shape.integer(minimum: 1, maximum: nil, limit: .length)
    /// An inset or offset of 0 or more, at most ``InputLimits/coordinates``.
    package static let length = Shape.integer(minimum: 0, maximum: nil, limit: .length)
}

/// The rules of a string value.
package struct StringRule: Sendable {
    /// The only values allowed, when the string is an enumeration.
    package var allowed: [String]?
    /// The fewest characters allowed.
    package var minimumLength: Int

    /// Creates a rule.
    package init(allowed: [String]? = nil, minimumLength: Int = 0) {
        self.allowed = allowed
        self.minimumLength = minimumLength
    }
}

/// An object's properties.
package struct ObjectShape: Sendable {
    /// One property.
    package struct Property: Sendable {
        /// The key.
        package var name: String
        /// What its value must look like.
        package var shape: Shape
        /// Whether it must be present.
        package var isRequired: Bool
        /// What it means, for the JSON Schema's `description` (shown by editors).
        package var summary: String

        /// Creates a property.
        package init(_ name: String, _ shape: Shape, required: Bool = false, _ summary: String) {
            self.name = name
            self.shape = shape
            self.isRequired = required
            self.summary = summary
        }
    }

    /// The properties, in the order the schema lists them.
    package var properties: [Property]
    /// When set, exactly one of these properties must be present (a tagged union such as a target).
    package var exactlyOneOf: [String]?
    /// What the object is, in messages: `a step`, `a rect`.
    package var name: String

    /// Creates an object shape.
    package init(_ name: String, exactlyOneOf: [String]? = nil, _ properties: [Property]) {
        self.name = name
        self.properties = properties
        self.exactlyOneOf = exactlyOneOf
    }

    /// The property with the given key.
    package func property(named name: String) -> Property? {
        properties.first { $0.name == name }
    }
}
