import TutorialKit

/// What `explain` may be asked about a tutorial: the parameters and events it declares, or else
/// the ones its rules name. A name it does not know is a typo that would answer a question nobody
/// asked, so it is refused with a "did you mean" rather than taken silently.
struct ExplainQuestions {
    /// Parameter names, with the declared type when given.
    let parameters: [String: Rule.ParameterType?]
    /// Event names.
    let events: Set<String>

    init(_ document: TutorialFile.Document) {
        var parameterNames = Set<String>()
        var eventNames = Set<String>()
        let rules = [document.tutorial.showIf] + document.tutorial.steps.map(\.showIf)
        for rule in rules.compactMap({ $0 }) { Self.collect(rule, &parameterNames, &eventNames) }
        var parameters = Dictionary(
            uniqueKeysWithValues: parameterNames.map { ($0, Rule.ParameterType?.none) })
        for (name, type) in document.tutorial.parameters ?? [:] { parameters[name] = type }
        self.parameters = parameters
        events = eventNames.union(document.tutorial.events ?? [])
    }

    private static func collect(_ rule: Rule, _ parameters: inout Set<String>, _ events: inout Set<String>) {
        switch rule {
        case .all(let rules), .any(let rules): for rule in rules { collect(rule, &parameters, &events) }
        case .not(let rule): collect(rule, &parameters, &events)
        case .event(let name, _, _): events.insert(name)
        case .daysSince(let name, _, _), .parameter(let name, _): parameters.insert(name)
        case .tutorial: break
        }
    }

    /// The value of `--param name=text`, checked against what the tutorial knows of `name`.
    func parameter(_ name: String, _ text: String, command: String) throws(UsageError) -> Rule.ParameterValue
    {
        guard let declared = parameters[name] else {
            throw UsageError(
                "\(Option.param.name) \(name): the tutorial has no parameter '\(name)'"
                    + NameSuggestionCLI.hint(for: name, in: parameters.keys.sorted())
                    + "; its parameters: \(list(parameters.keys))", command: command)
        }
        // A parameter declared a string is the text as given, even "42" or "true".
        if declared == .string { return .string(text) }
        let value = ExplainCommand.parameterValue(text)
        guard let type = declared else { return value }
        let fits =
            switch (type, value) {
            case (.boolean, .bool), (.number, .number), (.date, .date), (.string, _): true
            default: false
            }
        guard fits else {
            let example =
                switch type {
                case .boolean: "true or false"
                case .number: "a number such as 3 or 2.5"
                case .date, .string: "an ISO 8601 date such as 2026-11-22"
                }
            throw UsageError(
                "\(Option.param.name) \(name)=\(text): '\(name)' is declared a \(type.rawValue); give \(example)",
                command: command)
        }
        return value
    }

    /// Checks that `--event name=…` names an event the tutorial knows.
    func checkEvent(_ name: String, command: String) throws(UsageError) {
        guard !events.contains(name) else { return }
        throw UsageError(
            "\(ExplainCommand.Options.event.name) \(name): the tutorial has no event '\(name)'"
                + NameSuggestionCLI.hint(for: name, in: events.sorted()) + "; its events: \(list(events))",
            command: command)
    }

    private func list<Names: Collection<String>>(_ names: Names) -> String {
        names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
    }
}
