/// A condition on the host app's state that decides whether a tutorial (or a step) is shown:
/// combinations (`all`, `any`, `not`) of event counts, host parameters, days since a date, and
/// other tutorials' status — a file's `showIf`.
public indirect enum Rule: Hashable, Sendable {
    /// Every rule holds (true when empty).
    case all([Rule])
    /// At least one rule holds (false when empty).
    case any([Rule])
    /// The rule does not hold.
    case not(Rule)
    /// The event happened at least `atLeast` times (once, as a file's rule does by default) —
    /// within the last `withinDays` days when given.
    case event(String, atLeast: Int = 1, withinDays: Int? = nil)
    /// Whole days since the date parameter are at least `atLeast` and at most `atMost`, each when
    /// given.
    case daysSince(String, atLeast: Int? = nil, atMost: Int? = nil)
    /// The host parameter passes a test.
    case parameter(String, Rule.ParameterTest)
    /// Another tutorial has this status in the seen-state store.
    case tutorial(String, status: SeenRecord.Status)
}

extension Rule {
    /// A test of a host parameter.
    public enum ParameterTest: Hashable, Sendable, CustomStringConvertible {
        /// Equal to the value.
        case equals(Rule.ParameterValue)
        /// Equal to one of the values.
        case isIn([Rule.ParameterValue])
        /// Less than.
        case lessThan(Rule.ParameterValue)
        /// Less than or equal to.
        case atMost(Rule.ParameterValue)
        /// Greater than.
        case greaterThan(Rule.ParameterValue)
        /// Greater than or equal to.
        case atLeast(Rule.ParameterValue)

        /// `= true`, `in ["RU", "BY"]`, `>= 3`, ….
        public var description: String {
            switch self {
            case .equals(let value): "= \(value)"
            case .isIn(let values): "in [\(values.map(\.description).joined(separator: ", "))]"
            case .lessThan(let value): "< \(value)"
            case .atMost(let value): "<= \(value)"
            case .greaterThan(let value): "> \(value)"
            case .atLeast(let value): ">= \(value)"
            }
        }
    }
}
