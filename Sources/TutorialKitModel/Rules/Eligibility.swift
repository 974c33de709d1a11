import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Eligibility {
    /// Whether a tutorial would start now, and why — every rule and cap with its value and verdict,
    /// as `tutorialkit explain` prints it.
    public struct Report: Hashable, Sendable, CustomStringConvertible {
        /// The tutorial.
        public var tutorialID: String
        /// The moment it was evaluated at: the rule context's ``Rule/Context/now``.
        public var date: Date
        /// Whether it would start.
        public var starts: Bool
        /// The checks, in order; a rule's parts follow it, one level deeper.
        public var checks: [(depth: Int, check: Rule.Check)] {
            parts.flatMap(\.flattened)
        }
        /// The top-level checks.
        public var parts: [Rule.Check]

        /// Creates a report of the checks made at `date`.
        public init(tutorialID: String, date: Date, parts: [Rule.Check]) {
            self.tutorialID = tutorialID
            self.date = date
            self.parts = parts
            self.starts = parts.allSatisfy(\.holds)
        }

        /// The text `tutorialkit explain` prints: the verdict, then each check on a line of its own,
        /// a rule's parts indented under it, control characters shown as escapes.
        ///
        /// ```
        /// rate-the-app would not start at 2027-01-15T08:00:00Z
        /// ✓ not seen yet: no record of it
        /// ✗ all of 2: 1 of 2 do not hold
        ///   ✓ event purchase.completed at least 1 within 1 day: 1 in the last day
        ///   ✗ orderFinalized = true: orderFinalized is not set
        /// ```
        public var description: String {
            let verdict = starts ? "would start" : "would not start"
            var text = TerminalSafeText.escaped(
                "\(tutorialID) \(verdict) at \(date.formatted(Date.ISO8601FormatStyle()))")
            for (depth, check) in checks {
                text += "\n"
                text += String(repeating: "  ", count: depth)
                text += check.description
            }
            return text
        }
    }
}

/// Decides whether a tutorial may start: its seen-state, its `showIf`, its display frequency, its
/// dates (`availableFrom`, `availableUntil`), and its experiment's variant for the user.
///
/// Without a frequency a tutorial is shown until it is seen (completed, skipped or dismissed). With
/// one — a prompt that may come back — it is shown until completed, as often as the caps allow.
public enum Eligibility {
    /// The report for `tutorial`, given its record and the rule context; `userID` places the user
    /// in the tutorial's experiment, if it has one.
    public static func evaluate(
        _ tutorial: Tutorial, record: SeenRecord?, context: Rule.Context, userID: String? = nil
    ) -> Eligibility.Report {
        var parts = [seenCheck(tutorial, record)]
        if let schedule = scheduleCheck(tutorial, now: context.now) { parts.append(schedule) }
        if let experiment = tutorial.experiment {
            parts.append(experimentCheck(experiment, tutorialID: tutorial.id, userID: userID))
        }
        if let rule = tutorial.showIf {
            parts.append(rule.check(in: context))
        }
        if let frequency = tutorial.frequency {
            parts += frequencyChecks(frequency, record, now: context.now)
        }
        return Eligibility.Report(tutorialID: tutorial.id, date: context.now, parts: parts)
    }

    private static func seenCheck(_ tutorial: Tutorial, _ record: SeenRecord?) -> Rule.Check {
        guard let record else {
            return Rule.Check(rule: "not seen yet", holds: true, detail: "no record of it")
        }
        let when = record.lastShownAt.formatted(Date.ISO8601FormatStyle())
        let detail = "\(record.statusDescription), last shown \(when)"
        if tutorial.frequency != nil {
            return Rule.Check(rule: "not completed", holds: record.status != .completed, detail: detail)
        }
        let seen = record.isSeen(
            atVersion: tutorial.version, showAgainWhenVersionRises: tutorial.showAgainWhenVersionRises)
        return Rule.Check(rule: "not seen yet", holds: !seen, detail: detail)
    }

    /// Which side of the experiment the user is on, and why: the control group sees nothing.
    private static func experimentCheck(
        _ experiment: Tutorial.Experiment, tutorialID: String, userID: String?
    )
        -> Rule.Check
    {
        let rule = "experiment \"\(experiment.name)\""
        guard let userID else {
            return Rule.Check(
                rule: rule, holds: true, detail: "no user id to choose a variant by: shown as written")
        }
        let bucket = experiment.bucket(userID: userID, tutorialID: tutorialID)
        let assignment = experiment.assignment(forBucket: bucket)
        let why = "bucket \(bucket) of \(experiment.totalWeight): \(experiment.rangesDescription)"
        guard case .variant = assignment else {
            return Rule.Check(
                rule: rule, holds: false,
                detail: "user \"\(userID)\" is in the control group, which sees nothing (\(why))")
        }
        return Rule.Check(rule: rule, holds: true, detail: "user \"\(userID)\" sees \(assignment) (\(why))")
    }

    /// Whether `now` is within the tutorial's ``Tutorial/availableFrom`` and
    /// ``Tutorial/availableUntil``; `nil` when it has neither.
    private static func scheduleCheck(_ tutorial: Tutorial, now: Date) -> Rule.Check? {
        let start = tutorial.availableFrom
        let end = tutorial.availableUntil
        guard start != nil || end != nil else { return nil }
        var rule = "available"
        if let start { rule += " from \(Schedule.describe(start))" }
        if let end { rule += " \(Schedule.describeEnd(end))" }
        if let start, now < start {
            return Rule.Check(
                rule: rule, holds: false, detail: "not yet: it starts in \(Schedule.span(now, start))")
        }
        if let end, now >= end {
            return Rule.Check(
                rule: rule, holds: false, detail: "no longer: it ended \(Schedule.span(end, now)) ago")
        }
        let left = end.map { ", \(Schedule.span(now, $0)) left" } ?? ""
        return Rule.Check(rule: rule, holds: true, detail: "now is within it\(left)")
    }

    private static func frequencyChecks(
        _ frequency: Tutorial.DisplayFrequency, _ record: SeenRecord?, now: Date
    )
        -> [Rule.Check]
    {
        var checks: [Rule.Check] = []
        if let minimum = frequency.minDaysBetween {
            let rule = "at least \(Rule.days(minimum)) since last shown"
            if let last = record?.lastShownAt {
                let days = Int((now.timeIntervalSince(last) / Rule.Check.secondsPerDay).rounded(.down))
                checks.append(
                    Rule.Check(
                        rule: rule, holds: days >= minimum, detail: "last shown \(Rule.days(days)) ago")
                )
            } else {
                checks.append(Rule.Check(rule: rule, holds: true, detail: "never shown"))
            }
        }
        if let maximum = frequency.maxShows {
            let shows = record?.recentShows ?? []
            let counted: Int
            let window: String
            if let days = frequency.windowDays {
                let start = now.addingTimeInterval(-Double(days) * Rule.Check.secondsPerDay)
                counted = shows.filter { $0 > start && $0 <= now }.count
                window = " within \(Rule.days(days))"
            } else {
                counted = max(record?.timesShown ?? 0, shows.count)
                window = ""
            }
            let times = maximum == 1 ? "1 time" : "\(maximum) times"
            checks.append(
                Rule.Check(
                    rule: "shown at most \(times)\(window)", holds: counted < maximum,
                    detail:
                        "shown \(counted == 1 ? "once" : "\(counted) times")\(window.isEmpty ? "" : " in that window")"
                ))
        }
        return checks
    }
}
