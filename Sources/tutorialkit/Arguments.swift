/// A command's arguments, parsed by hand the way well-made command-line tools behave: `--opt value`
/// and `--opt=value`, flags, `--` ending the options, a "did you mean" for unknown options, and
/// each value of a choice checked. Read by the command's own ``CommandOptions`` cases only.
struct Arguments<Options: CommandOptions> {
    /// The command, for hints.
    let command: String
    /// The values given, by option name, in the order given.
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// Whether `--help` was given, which every command takes.
    private(set) var wantsHelp = false

    /// Parses `arguments` (without the command name) as `command`'s.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing or empty value, a value given to
    ///   a flag, or a value a choice does not take (unless `--help` was given, which wins).
    init(_ arguments: [String], command: String) throws(UsageError) {
        self.command = command
        let options = Options.allCases.map(\.option)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inlineValue = parts.count == 2 ? String(parts[1]) : nil
            if name == "--help" {
                guard inlineValue == nil else { throw UsageError("--help takes no value", command: command) }
                wantsHelp = true
                continue
            }
            guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
                let hint = NameSuggestionCLI.hint(for: name, in: options.map(\.name) + ["--help"])
                throw UsageError("unknown option '\(name)'\(hint)", command: command)
            }
            if option.isFlag {
                if inlineValue != nil { throw UsageError("\(name) takes no value", command: command) }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value", command: command)
            }
            // An empty value is a variable that was not set (--store "$STORE"), not a choice.
            guard !value.isEmpty else {
                throw UsageError("\(name) needs a value, not an empty one", command: command)
            }
            values[option.name, default: []].append(value)
        }
        guard !wantsHelp else { return }
        for option in options {
            for value in values[option.name] ?? [] {
                if let mistake = option.mistake(in: value) { throw UsageError(mistake, command: command) }
            }
        }
    }

    /// The last value given for `option`, if any.
    func value(_ option: Options) -> String? { values[option.option.name]?.last }

    /// Every value given for `option`, in order.
    func values(_ option: Options) -> [String] { values[option.option.name] ?? [] }

    /// Whether the flag `option` was given.
    func has(_ option: Options) -> Bool { flags.contains(option.option.name) }

    /// The case of `Choice` the option's value names, or `fallback` without one (a value that
    /// names no case was refused as the arguments were parsed).
    func choice<Choice: RawRepresentable>(_ option: Options, or fallback: Choice) -> Choice
    where Choice.RawValue == String {
        value(option).flatMap(Choice.init(rawValue:)) ?? fallback
    }

    /// The value of an option the command cannot run without.
    ///
    /// - Throws: ``UsageError`` when it was not given: "`subject` needs --store PATH", by default
    ///   the command, with `example` after "such as".
    func required(_ option: Options, for subject: String? = nil, example: String? = nil) throws(UsageError)
        -> String
    {
        if let value = value(option) { return value }
        let such = example.map { ", such as \($0)" } ?? ""
        throw UsageError("\(subject ?? command) needs \(option.option.usage)\(such)", command: command)
    }
}
