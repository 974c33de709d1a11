#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Rule {
    /// What rules are evaluated against: the time, the host's parameters, the events it reported, and
    /// the seen-state of other tutorials.
    public struct Context: Sendable {
        /// The moment of evaluation.
        public var now: Date
        /// Host parameters by name.
        public var parameters: [String: Rule.ParameterValue]
        /// Event histories by event name.
        public var events: [String: Rule.EventHistory]
        /// Seen-state records by tutorial id.
        public var seen: [String: SeenRecord]

        /// Creates a context.
        public init(
            now: Date, parameters: [String: Rule.ParameterValue] = [:],
            events: [String: Rule.EventHistory] = [:],
            seen: [String: SeenRecord] = [:]
        ) {
            self.now = now
            self.parameters = parameters
            self.events = events
            self.seen = seen
        }
    }
}

extension Rule {
    /// How often an event happened: the total, and the most recent occurrences (enough for
    /// `withinDays`), bounded so the history stays small.
    public struct EventHistory: Hashable, Sendable {
        /// How many most recent occurrences are kept.
        public static let recentLimit = 100

        /// Every occurrence ever counted.
        public var count: Int
        /// The most recent occurrences, oldest first, at most ``recentLimit``.
        public var recent: [Date]

        /// Creates a history.
        public init(count: Int = 0, recent: [Date] = []) {
            self.count = count
            self.recent = Array(recent.sorted().suffix(Self.recentLimit))
        }

        /// The last occurrence, if any.
        public var last: Date? { recent.last }

        /// The history with one more occurrence at `date`.
        public func adding(_ date: Date) -> Rule.EventHistory {
            // A store may say Int.max: the count stays there rather than overflowing.
            Rule.EventHistory(count: min(count, .max - 1) + 1, recent: recent + [date])
        }

        /// Occurrences in the `days` days before `now` (within the kept history).
        public func count(withinDays days: Int, of now: Date) -> Int {
            let start = now.addingTimeInterval(-Double(days) * Rule.Check.secondsPerDay)
            return recent.filter { $0 > start && $0 <= now }.count
        }
    }
}
