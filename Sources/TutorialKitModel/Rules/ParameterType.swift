extension Rule {
    /// The type a tutorial declares for a host parameter its rules read: a file's loader then
    /// checks every rule's value against it, and `tutorialkit explain` asks for one of that type.
    public enum ParameterType: String, Hashable, Sendable, CaseIterable {
        /// A number, integer or not.
        case number
        /// Text; a `param … equals` or `in` rule compares it as written.
        case string
        /// `true` or `false`.
        case boolean
        /// An ISO 8601 date, as `daysSince` reads it.
        case date
    }
}
