import TutorialKit
import TutorialKitTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tutorialkit explain FILE --store PATH …`: whether a tutorial would start now, rule by rule.
enum ExplainCommand {
    static let name = "explain"
    static let summary = "say whether a tutorial would start now, and why"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE")],
        about: """
            Answers "why is (or isn't) my tutorial showing?": prints whether the tutorial would start,
            then each check — its seen-state, its schedule, its experiment, every rule of its showIf,
            its display frequency — with the value behind it and whether it holds; then each step that
            asks the host to act, and where each of the host's answers leads.
            """,
        after: """
            EXIT STATUS
              0  explained, whether or not the tutorial would start
              1  the tutorial file, its screen or the store could not be read
              2  the command was called wrongly
            """
    ).text

    enum Options: CommandOptions {
        case store, root, now, param, event, user, format

        var option: Option {
            switch self {
            case .store: .store
            case .root: .root
            case .now: .value("--now", "DATE", help: "evaluate at this ISO 8601 time instead of now")
            case .param: .param
            case .event:
                .value(
                    "--event", "name=N", repeats: true,
                    help: "the event happened N times, the latest at --now; one the tutorial declares (or "
                        + "its rules use)")
            case .user: .user
            case .format:
                .choice(
                    "--format", of: TextOrJSON.self,
                    help:
                        "json prints {\"tutorial\", \"starts\", \"variant\", \"checks\": [{\"rule\", \"holds\", "
                        + "\"detail\"}], \"requests\": [{\"step\", \"outcomes\"}], outcomes as preview --format "
                        + "json; variant is null without an experiment or --user")
            }
        }

        var isRequired: Bool { self == .store }
    }

    static var command: Command { Command(name: name, summary: summary, run: run) }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError("explain needs one FILE", command: name)
        }
        try TutorialArgument.check(file, command: name)
        let storePath = try parsed.required(.store)
        let format = parsed.choice(.format, or: TextOrJSON.text)
        let now = try parsed.value(.now).map(parseDate) ?? Date()
        let loaded = TutorialFile.load(path: file, screensRoot: parsed.value(.root))
        for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
        guard let loadedDocument = loaded.model else { return 1 }
        let tutorial = loadedDocument.tutorial
        // Asked only about what the tutorial knows, each value of the type it declares.
        let questions = ExplainQuestions(loadedDocument)
        var parameters: [String: Rule.ParameterValue] = [:]
        for pair in parsed.values(.param) {
            let (key, value) = try split(pair, option: .param, command: name)
            parameters[key] = try questions.parameter(key, value, command: name)
        }
        var cliEvents: [String: Rule.EventHistory] = [:]
        for pair in parsed.values(.event) {
            let (key, value) = try split(pair, option: Options.event.option, command: name)
            try questions.checkEvent(key, command: name)
            guard let count = Int(value), count >= 0 else {
                throw UsageError(
                    "\(Options.event.name) \(pair): the count must be a whole number of at least 0",
                    command: name)
            }
            cliEvents[key] = Rule.EventHistory(
                count: count, recent: Array(repeating: now, count: min(count, Rule.EventHistory.recentLimit)))
        }
        let store = JSONFileSeenStore(path: storePath)
        let document: SeenStateDocument
        do {
            document = try store.document()
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        let context = Rule.Context(
            now: now, parameters: parameters,
            events: document.events.merging(cliEvents) { _, given in given },
            seen: document.records)
        let user = parsed.value(.user)
        let report = Eligibility.evaluate(
            tutorial, record: document.records[tutorial.id], context: context, userID: user)
        let assignment = tutorial.assignment(forUser: user)
        var shown = tutorial
        if case .variant(let variant) = assignment { shown = tutorial.applying(variant) }
        // The steps that ask the host to act, and where each of its answers leads.
        let asking = shown.steps.filter { !$0.requests.isEmpty && $0.outcomes != nil }
        if format == .json {
            output.standardOutput(JSONWriter.write(json(report, variant: assignment?.name, asking: asking)))
        } else {
            // The report's own text, as a host's `print(report)` gives it; the steps' requests
            // are the command's addition.
            output.line(report.description)
            for step in asking {
                let outcomes = step.outcomes.map { OutcomeSentence.describe($0) } ?? ""
                output.line(
                    TerminalSafeText.escaped(
                        "step \"\(step.id)\" asks the host for \(step.requests.joined(separator: ", ")); then \(outcomes)"
                    ))
            }
        }
        return 0
    }

    private static func json(_ report: Eligibility.Report, variant: String?, asking: [Step]) -> JSONValue {
        .orderedObject([
            ("tutorial", .string(report.tutorialID)),
            ("starts", .bool(report.starts)),
            ("variant", variant.map(JSONValue.string) ?? .null),
            (
                "checks",
                .list(
                    report.checks.map { _, check in
                        .orderedObject([
                            ("rule", .string(check.rule)), ("holds", .bool(check.holds)),
                            ("detail", .string(check.detail)),
                        ])
                    })
            ),
            (
                "requests",
                .list(
                    asking.map { step in
                        .orderedObject([
                            ("step", .string(step.id)), ("outcomes", PreviewReport.outcomes(of: step)),
                        ])
                    })
            ),
        ])
    }

    /// `name=value` as its two parts (`--param`, `--event`; `simulate` takes `--param` the same way).
    static func split(_ pair: String, option: Option, command: String) throws(UsageError) -> (String, String)
    {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw UsageError("\(option.name) takes name=value, not '\(pair)'", command: command)
        }
        return (String(parts[0]), String(parts[1]))
    }

    private static func parseDate(_ text: String) throws(UsageError) -> Date {
        if let date = Rule.ParameterValue.isoDate(text) { return date }
        throw UsageError(
            "\(Options.now.name) must be an ISO 8601 date such as 2026-11-22T10:00:00Z, not '\(text)'",
            command: name)
    }

    /// `true`/`false`, a number, an ISO date, or else the text itself.
    static func parameterValue(_ text: String) -> Rule.ParameterValue {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let number = Double(text), number.isFinite { return .number(number) }
        if let date = Rule.ParameterValue.isoDate(text) { return .date(date) }
        return .string(text)
    }
}
