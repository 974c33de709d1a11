extension Step {
    /// What a host puts in a step for itself: any value in Swift, the JSON of a `content` object in
    /// a file (``JSONText``). TutorialKit compares and passes it on, never reads it.
    public struct HostContent: Hashable, Sendable {
        /// The value, kept with what compares and hashes it.
        private let box: any ContentBox

        /// Content holding `value`.
        public init(_ value: some Hashable & Sendable) {
            box = TypedBox(value: value)
        }

        /// The value.
        public var value: any Hashable & Sendable { box.base }

        /// The value as a `T`, or `nil` when it is another type.
        public func value<T>(as type: T.Type) -> T? {
            box.base as? T
        }

        /// The JSON text of a file's `content` object, for the host to decode.
        public struct JSONText: Hashable, Sendable {
            /// The object's JSON.
            public var text: String

            /// JSON text.
            public init(_ text: String) {
                self.text = text
            }
        }

        /// Equal when the values are of one type and equal.
        public static func == (lhs: HostContent, rhs: HostContent) -> Bool {
            lhs.box.isEqual(to: rhs.box.base)
        }

        /// Hashes the value.
        public func hash(into hasher: inout Hasher) {
            box.hash(into: &hasher)
        }
    }
}

/// A host's value with its type known, so it can be compared and hashed.
private protocol ContentBox: Sendable {
    var base: any Hashable & Sendable { get }
    func isEqual(to other: any Hashable & Sendable) -> Bool
    func hash(into hasher: inout Hasher)
}

private struct TypedBox<Value: Hashable & Sendable>: ContentBox {
    let value: Value
    var base: any Hashable & Sendable { value }
    func isEqual(to other: any Hashable & Sendable) -> Bool { (other as? Value) == value }
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
