#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Rule {
    /// A value a host app sets for rules to test: `ordersCount = 3`, `isLoyal = true`,
    /// `registeredAt = 2026-10-01`.
    public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// A boolean.
        case bool(Bool)
        /// A moment in time.
        case date(Date)

        /// The value as written in explanations: `3`, `"RU"`, `true`, `2026-10-01T00:00:00Z`.
        public var description: String {
            switch self {
            case .number(let number):
                number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .string(let string): "\"\(string)\""
            case .bool(let bool): String(bool)
            case .date(let date): date.formatted(Date.ISO8601FormatStyle())
            }
        }

        /// The kind of value, for messages: `a number`, `a string`, `a boolean`, `a date`.
        package var kind: String {
            switch self {
            case .number: "a number"
            case .string: "a string"
            case .bool: "a boolean"
            case .date: "a date"
            }
        }

        /// How two values order, when they are of one kind that orders (numbers, strings, dates).
        func compare(to other: Rule.ParameterValue) -> ComparisonResult? {
            switch (self, other) {
            case (.number(let a), .number(let b)):
                a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.string(let a), .string(let b)):
                a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.date(let a), .date(let b)):
                a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            // A date parameter compared with an ISO 8601 string from JSON.
            case (.date, .string(let text)): Self.isoDate(text).flatMap { compare(to: .date($0)) }
            default: nil
            }
        }
    }
}

extension Rule.ParameterValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral
{
    /// A number from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number from a floating-point literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean from a boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Rule.ParameterValue {
    /// The date an ISO 8601 text names — `2026-11-22T10:00:00Z` (with or without a fraction, `Z` or
    /// an offset), or a day alone, `2026-11-22`, at midnight UTC — or `nil` when it names none or
    /// a date that cannot be: February 30 or 25:61 is refused, never rolled over into the next
    /// month or day.
    public static func isoDate(_ text: String) -> Date? {
        if let date = SeenDates.parse(text) { return date }
        guard text.utf8.count == 10 else { return nil }
        return SeenDates.parse(text + "T00:00:00Z")
    }
}
