import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tutorialkit simulate FILE --from DATE --days N …`: on which days a tutorial would show, and why
/// not on the others, as its rules, dates and caps decide with the seen-state each show leaves.
enum SimulateCommand {
    static let name = "simulate"
    static let summary = "say on which days a tutorial would show, over days or a year"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE")],
        about: """
            Answers "what if it is 31 days later?" without waiting: checks the tutorial once a day, at
            the time of --from, for --days days, starting with no seen-state. Scheduled events happen
            just before each day's check; a day it shows, the user ends it as --outcome says (dismissed
            by default), and the next days' checks see that show, as its frequency caps count them.
            Prints the days it shows and, for each run of days between, the rules that kept it back and
            on how many of those days, then how many times it showed.
            """,
        after: """
            EXIT STATUS
              0  simulated, on however many days the tutorial would show
              1  the tutorial file or its screen could not be read
              2  the command was called wrongly
            """
    ).text

    enum Options: CommandOptions {
        case from, days, event, param, outcome, user, root, format

        var option: Option {
            switch self {
            case .from:
                .value(
                    "--from", "DATE",
                    help: "the first day: 2027-01-01, or a moment such as 2027-01-01T09:00:00Z")
            case .days: .value("--days", "N", help: "how many days, 1 to \(maximumDays)")
            case .event:
                .value(
                    "--event", "NAME@every:Nd|NAME@day:N", repeats: true,
                    help: "the event happens on the first day and every N days after (NAME@every:Nd), or on "
                        + "day N, the first day being day 1 (NAME@day:N)")
            case .param: .param
            case .outcome:
                .choice(
                    "--outcome", ["dismissed", "skipped", "completed"],
                    help: "how the user ends each show (dismissed by default)")
            case .user: .user
            case .root: .root
            case .format:
                .choice(
                    "--format", of: TextOrJSON.self,
                    help:
                        "json prints {\"tutorial\", \"from\", \"days\", \"shows\": [dates], \"checks\": [{\"day\", "
                        + "\"date\", \"shows\", \"reasons\"}]}")
            }
        }

        var isRequired: Bool { self == .from || self == .days }
    }

    static var command: Command { Command(name: name, summary: summary, run: run) }

    /// The longest simulation: ten years of days.
    static let maximumDays = 3660
    /// The last moment of year 9999, the last a date of four digits can say.
    static let lastWritableDate = Date(timeIntervalSince1970: 253_402_300_799)

    /// When an event happens: on the first day and every `every` days after, or on day `day`.
    struct EventSchedule {
        var name: String
        var every: Int?
        var day: Int?

        func happens(onDay day: Int) -> Bool {
            if let every { return (day - 1) % every == 0 }
            return self.day == day
        }

        var description: String {
            if let every { return "\(name) every \(every == 1 ? "day" : "\(every) days")" }
            return "\(name) on day \(day ?? 0)"
        }
    }

    /// One day's check.
    struct Day {
        var number: Int
        var date: Date
        var shows: Bool
        var reasons: [String]
    }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError("simulate needs one FILE", command: name)
        }
        try TutorialArgument.check(file, command: name)
        let fromText = try parsed.required(.from, example: "2027-01-01")
        guard let from = Rule.ParameterValue.isoDate(fromText) else {
            throw UsageError(
                "\(Options.from.name) must be an ISO 8601 date such as 2027-01-01 or 2027-01-01T09:00:00Z, not '\(fromText)'",
                command: name)
        }
        let daysText = try parsed.required(.days, example: "365")
        guard let days = Int(daysText), (1...maximumDays).contains(days) else {
            throw UsageError(
                "\(Options.days.name) must be a whole number from 1 to \(maximumDays), not '\(daysText)'",
                command: name)
        }
        // Dates are written with four-digit years: the last day simulated must have one.
        guard from.addingTimeInterval(Double(days - 1) * 86_400) <= lastWritableDate else {
            throw UsageError(
                "\(Options.from.name) \(fromText) and \(Options.days.name) \(days) reach past 9999-12-31; start earlier or simulate fewer days",
                command: name)
        }
        let format = parsed.choice(.format, or: TextOrJSON.text)
        let outcomeText = parsed.value(.outcome) ?? "dismissed"
        // Checked as parsed: each choice is a status's name.
        let outcome = SeenRecord.Status(rawValue: outcomeText) ?? .dismissed
        let loaded = TutorialFile.load(path: file, screensRoot: parsed.value(.root))
        for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
        guard let document = loaded.model else { return 1 }
        let questions = ExplainQuestions(document)
        var parameters: [String: Rule.ParameterValue] = [:]
        for pair in parsed.values(.param) {
            let (key, value) = try ExplainCommand.split(pair, option: .param, command: name)
            parameters[key] = try questions.parameter(key, value, command: name)
        }
        let schedules = try parsed.values(.event).map { try schedule($0, days: days, questions) }
        let user = parsed.value(.user)
        let simulated = try simulate(
            document.tutorial, from: from, days: days, events: schedules, parameters: parameters,
            outcome: outcome, userID: user)
        if format == .json {
            output.standardOutput(JSONWriter.write(json(document.tutorial, from: from, simulated)))
        } else {
            let lines = text(
                document.tutorial, from: from, days: days, schedules: schedules, outcome: outcomeText,
                user: user, simulated)
            for line in lines { output.line(line) }
        }
        return 0
    }

    /// `purchase.completed@every:3d` or `purchase.completed@day:5`, for a tutorial that knows the event.
    static func schedule(_ text: String, days: Int, _ questions: ExplainQuestions) throws(UsageError)
        -> EventSchedule
    {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let usage =
            "\(Options.event.name) takes NAME@every:Nd or NAME@day:N, such as purchase.completed@every:3d, not '\(text)'"
        guard parts.count == 2, !parts[0].isEmpty else { throw UsageError(usage, command: name) }
        let eventName = String(parts[0])
        try questions.checkEvent(eventName, command: name)
        let when = parts[1]
        if when.hasPrefix("every:"), when.hasSuffix("d"), let every = Int(when.dropFirst(6).dropLast()) {
            guard (1...maximumDays).contains(every) else {
                throw UsageError(
                    "\(Options.event.name) \(text): every must be 1 to \(maximumDays) days", command: name)
            }
            return EventSchedule(name: eventName, every: every)
        }
        if when.hasPrefix("day:"), let day = Int(when.dropFirst(4)) {
            guard (1...days).contains(day) else {
                throw UsageError(
                    "\(Options.event.name) \(text): the day must be from 1 to \(Options.days.name) (\(days))",
                    command: name)
            }
            return EventSchedule(name: eventName, day: day)
        }
        throw UsageError(usage, command: name)
    }

    /// Checks the tutorial on each day, recording the scheduled events before and each show after.
    static func simulate(
        _ tutorial: Tutorial, from: Date, days: Int, events: [EventSchedule],
        parameters: [String: Rule.ParameterValue], outcome: SeenRecord.Status, userID: String? = nil
    ) throws -> [Day] {
        // The variant the user sees, recorded with each show as a session would.
        var variant: String?
        if case .variant(let chosen) = tutorial.assignment(forUser: userID) { variant = chosen.name }
        let store: any SeenStateStore = InMemorySeenStateStore()
        var result: [Day] = []
        for number in 1...days {
            let now = from.addingTimeInterval(Double(number - 1) * 86_400)
            for event in events where event.happens(onDay: number) {
                try store.recordEvent(event.name, at: now)
            }
            let context = Rule.Context(
                now: now, parameters: parameters, events: try store.events(), seen: try store.allRecords())
            let report = Eligibility.evaluate(
                tutorial, record: try store.record(for: tutorial.id), context: context, userID: userID)
            if report.starts {
                try store.update(tutorial.id) { record in
                    record = SeenRecord.started(
                        record, version: tutorial.version, at: now, step: tutorial.steps.first?.id,
                        variant: variant)
                    record?.status = outcome
                }
            }
            result.append(
                Day(number: number, date: now, shows: report.starts, reasons: report.parts.flatMap(reasons)))
        }
        return result
    }

    /// What keeps a check from holding: itself, or inside an `all` (or a rule with only some of
    /// its parts failing) the parts that fail.
    static func reasons(_ check: Rule.Check) -> [String] {
        guard !check.holds else { return [] }
        let failing = check.children.filter { !$0.holds }
        guard !failing.isEmpty, failing.count < check.children.count || check.needsEveryChild else {
            return [check.rule]
        }
        return failing.flatMap(reasons)
    }

    /// The days it shows, and between them each run of days it does not, with every reason that
    /// kept it back and on how many of those days.
    static func text(
        _ tutorial: Tutorial, from: Date, days: Int, schedules: [EventSchedule], outcome: String,
        user: String? = nil, _ simulated: [Day]
    ) -> [String] {
        var events = schedules.isEmpty ? "no events" : schedules.map(\.description).joined(separator: ", ")
        // Who, when the tutorial has an experiment to place them in.
        if let user, let assignment = tutorial.assignment(forUser: user) {
            events += "; user \"\(user)\" sees \(assignment)"
        }
        let span = days == 1 ? "1 day" : "\(days) days"
        // The user's id came from the command line: printed with its control characters escaped.
        var lines = [
            TerminalSafeText.escaped(
                "\(tutorial.id), checked daily from \(SeenDates.format(from)) for \(span) (\(events); "
                    + "each show \(outcome))")
        ]
        var index = 0
        while index < simulated.count {
            let day = simulated[index]
            if day.shows {
                lines.append("day \(day.number) (\(Schedule.describe(day.date))): shows")
                index += 1
                continue
            }
            var last = index
            while last + 1 < simulated.count, !simulated[last + 1].shows { last += 1 }
            let run = simulated[index...last]
            var reasons: [(reason: String, days: Int)] = []
            for reason in run.flatMap(\.reasons) {
                if let known = reasons.firstIndex(where: { $0.reason == reason }) {
                    reasons[known].days += 1
                } else {
                    reasons.append((reason, 1))
                }
            }
            let when =
                last == index
                ? "day \(day.number) (\(Schedule.describe(day.date)))"
                : "days \(day.number)–\(simulated[last].number) (\(Schedule.describe(day.date)) to "
                    + "\(Schedule.describe(simulated[last].date)))"
            let why = reasons.map { "\($0.reason) (\($0.days == 1 ? "1 day" : "\($0.days) days"))" }
            lines.append(
                TerminalSafeText.escaped("\(when): not shown, unmet: \(why.joined(separator: "; "))"))
            index = last + 1
        }
        let shown = simulated.filter(\.shows)
        lines.append(
            shown.isEmpty
                ? "never shown"
                : "shown \(shown.count == 1 ? "once" : "\(shown.count) times"): "
                    + shown.map { Schedule.describe($0.date) }.joined(separator: ", "))
        return lines
    }

    static func json(_ tutorial: Tutorial, from: Date, _ simulated: [Day]) -> JSONValue {
        .orderedObject([
            ("tutorial", .string(tutorial.id)),
            ("from", .string(SeenDates.format(from))),
            ("days", .integer(simulated.count)),
            ("shows", .list(simulated.filter(\.shows).map { .string(SeenDates.format($0.date)) })),
            (
                "checks",
                .list(
                    simulated.map { day in
                        .orderedObject([
                            ("day", .integer(day.number)), ("date", .string(SeenDates.format(day.date))),
                            ("shows", .bool(day.shows)),
                            ("reasons", .list(day.reasons.map(JSONValue.string))),
                        ])
                    })
            ),
        ])
    }
}
