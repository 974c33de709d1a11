import TutorialKit
import TutorialKitReport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tutorialkit report EVENTS…`: a funnel for each tutorial and a result for each experiment,
/// from event logs (``TutorialEvent`` lines), read as a stream.
enum ReportCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "report"
    static let summary = "funnels and experiment results from event logs"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "EVENTS...")],
        about: """
            Reads event logs (JSON lines that a TutorialController with an eventLog, play --events
            and the park finder write; schema: tutorialkit schema event) and reports, for each
            tutorial and content version, the runs started, each step's reach and drop-off, the
            median and 90th-percentile time on each step, and how runs ended; for each experiment,
            each variant against the baseline: completion per run (or, with --goal, the users who
            reached the goal per user assigned, against the control group), the difference with
            Newcombe's 95% interval, a two-sided p-value and a sentence. A bad line is counted and
            named by file and line, never fatal. Memory follows the runs open at once, not the log.
            """,
        after: """
            EXIT STATUS
              0  the report was made (bad lines are listed in it)
              1  a file could not be read
              2  the command was called wrongly
            """
    ).text

    /// The report's formats.
    enum Format: String, CaseIterable {
        case text, json, csv
    }

    enum Options: CommandOptions {
        case tutorial, from, until, goal, format

        var option: Option {
            switch self {
            case .tutorial: .value("--tutorial", "ID", help: "only this tutorial")
            case .from:
                .value(
                    "--from", "DATE",
                    help: "only events at or after DATE (2026-11-01 or 2026-11-01T09:00:00Z)")
            case .until: .value("--until", "DATE", help: "only events before DATE")
            case .goal:
                .value(
                    "--goal", "EVENT",
                    help:
                        "compare an experiment's users by this host event after their assignment, not by completion"
                )
            case .format:
                .choice(
                    "--format", of: Format.self,
                    help: "json or csv instead of the text and its bars (default text)")
            }
        }
    }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError("report needs at least one EVENTS file", command: name)
        }
        func date(_ option: Options) throws -> Date? {
            guard let written = parsed.value(option) else { return nil }
            guard let date = Rule.ParameterValue.isoDate(written) else {
                throw UsageError(
                    "\(option.name) takes a date like 2026-11-01 or 2026-11-01T09:00:00Z, not '\(written)'",
                    command: name)
            }
            return date
        }
        let options = EventReportBuilder.Options(
            tutorial: parsed.value(.tutorial), from: try date(.from), until: try date(.until),
            goal: parsed.value(.goal))
        let builder = EventReportBuilder(options: options)
        do {
            try builder.read(files: parsed.positionals)
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        let report = builder.finish()
        switch parsed.choice(.format, or: Format.text) {
        case .text:
            // A tutorial's or a step's id came from the log: shown with its control characters escaped.
            let lines = report.text().split(separator: "\n", omittingEmptySubsequences: false)
            output.standardOutput(lines.map { TerminalSafeText.escaped(String($0)) }.joined(separator: "\n"))
        case .json: output.standardOutput(report.json)
        case .csv: output.standardOutput(report.csv)
        }
        return 0
    }
}
