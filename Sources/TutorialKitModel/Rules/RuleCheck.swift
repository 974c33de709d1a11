import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Rule {
    /// The verdict on a rule, with why: what `tutorialkit explain` prints, one line per rule.
    public struct Check: Hashable, Sendable, CustomStringConvertible {
        /// The rule, in words: `event purchase.completed at least 1 within 30 days`.
        public var rule: String
        /// Whether it holds.
        public var holds: Bool
        /// The value behind the verdict: `2 in the last 30 days`, `ordersCount is 5`.
        public var detail: String
        /// The checks of the rules inside `all`, `any` and `not`.
        public var children: [Rule.Check]
        /// Whether the rule holds only when each of its ``children`` does (an `all`): every one
        /// that fails is then a reason it does not hold.
        public var needsEveryChild: Bool

        /// Creates a check.
        public init(
            rule: String, holds: Bool, detail: String, children: [Rule.Check] = [],
            needsEveryChild: Bool = false
        ) {
            self.rule = rule
            self.holds = holds
            self.detail = detail
            self.children = children
            self.needsEveryChild = needsEveryChild
        }

        package static let secondsPerDay: TimeInterval = 86_400

        /// The check's own line as `tutorialkit explain` prints it, control characters shown as
        /// escapes: `✓ orderFinalized = true: orderFinalized is true`. The checks inside it
        /// (``children``) have lines of their own, which ``Eligibility/Report/description`` indents.
        public var description: String {
            TerminalSafeText.escaped("\(holds ? "✓" : "✗") \(rule): \(detail)")
        }

        /// This check and the ones inside it, depth first, with their depth.
        public var flattened: [(depth: Int, check: Rule.Check)] {
            [(0, self)] + children.flatMap { $0.flattened.map { ($0.depth + 1, $0.check) } }
        }
    }
}

extension Rule {
    /// Evaluates the rule against `context`, explaining every part.
    public func check(in context: Rule.Context) -> Rule.Check {
        switch self {
        case .all(let rules):
            let children = rules.map { $0.check(in: context) }
            let failing = children.filter { !$0.holds }.count
            return Rule.Check(
                rule: "all of \(rules.count)", holds: failing == 0,
                detail: failing == 0 ? "every rule holds" : "\(failing) of \(rules.count) do not hold",
                children: children, needsEveryChild: true)
        case .any(let rules):
            let children = rules.map { $0.check(in: context) }
            let holding = children.filter(\.holds).count
            return Rule.Check(
                rule: "any of \(rules.count)", holds: holding > 0,
                detail: holding > 0 ? "\(holding) of \(rules.count) hold" : "none holds", children: children)
        case .not(let rule):
            let inner = rule.check(in: context)
            return Rule.Check(
                rule: "not", holds: !inner.holds,
                detail: inner.holds ? "the rule inside holds" : "the rule inside does not hold",
                children: [inner])
        case .event(let name, let atLeast, let withinDays):
            let history = context.events[name] ?? Rule.EventHistory()
            let count = withinDays.map { history.count(withinDays: $0, of: context.now) } ?? history.count
            let window = withinDays.map { " within \(Self.days($0))" } ?? ""
            let seen =
                withinDays.map { $0 == 1 ? "\(count) in the last day" : "\(count) in the last \($0) days" }
                ?? "\(count) in all"
            return Rule.Check(
                rule: "event \(name) at least \(atLeast)\(window)", holds: count >= atLeast, detail: seen)
        case .daysSince(let name, let atLeast, let atMost):
            let bounds = [atLeast.map { "at least \($0)" }, atMost.map { "at most \($0)" }].compactMap { $0 }
            let rule = "days since \(name) \(bounds.joined(separator: " and "))"
            guard case .date(let date)? = context.parameters[name] else {
                let found =
                    context.parameters[name].map { "\(name) is \($0.kind), not a date" }
                    ?? "\(name) is not set"
                return Rule.Check(rule: rule, holds: false, detail: found)
            }
            let days = Int((context.now.timeIntervalSince(date) / Rule.Check.secondsPerDay).rounded(.down))
            let holds = days >= (atLeast ?? Int.min) && days <= (atMost ?? Int.max)
            return Rule.Check(
                rule: rule, holds: holds,
                detail: "\(days) days since \(date.formatted(Date.ISO8601FormatStyle()))")
        case .parameter(let name, let test):
            let rule = "\(name) \(test)"
            guard let value = context.parameters[name] else {
                return Rule.Check(rule: rule, holds: false, detail: "\(name) is not set")
            }
            return Rule.Check(rule: rule, holds: test.passes(value), detail: "\(name) is \(value)")
        case .tutorial(let id, let status):
            let record = context.seen[id]
            return Rule.Check(
                rule: "tutorial \(id) is \(status.rawValue)", holds: record?.status == status,
                detail: record.map { "it is \($0.status.rawValue)" } ?? "no record of it")
        }
    }

    /// `1 day`, `30 days`.
    static func days(_ count: Int) -> String {
        count == 1 ? "1 day" : "\(count) days"
    }

    /// Whether the rule holds in `context`.
    public func holds(in context: Rule.Context) -> Bool {
        check(in: context).holds
    }
}

extension Rule.ParameterTest {
    /// Whether `value` passes. Values of different kinds are never equal and never ordered.
    func passes(_ value: Rule.ParameterValue) -> Bool {
        switch self {
        case .equals(let expected): return value == expected || value.compare(to: expected) == .orderedSame
        case .isIn(let values):
            return values.contains { value == $0 || value.compare(to: $0) == .orderedSame }
        case .lessThan(let bound): return value.compare(to: bound) == .orderedAscending
        case .atMost(let bound): return [.orderedAscending, .orderedSame].contains(value.compare(to: bound))
        case .greaterThan(let bound): return value.compare(to: bound) == .orderedDescending
        case .atLeast(let bound):
            return [.orderedDescending, .orderedSame].contains(value.compare(to: bound))
        }
    }
}
