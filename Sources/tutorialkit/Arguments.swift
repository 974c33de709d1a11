/// A command's arguments, parsed by hand the way well-made command-line tools behave: `--opt value`
/// and `--opt=value`, flags, `--` ending the options, and a "did you mean" for unknown options.
struct Arguments {
    /// The options a command accepts.
    struct Specification {
        /// Options that take a value.
        var valued: [String] = []
        /// Options that take none.
        var flags: [String] = []
        /// The command, for hints.
        var command: String
    }

    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `arguments` (without the command name) against `specification`.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing value, or a value given to a flag.
    init(_ arguments: [String], _ specification: Specification) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        let known = specification.valued + specification.flags + ["--help"]
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
            if specification.valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(name) needs a value", command: specification.command)
                }
                // An empty value is a variable that was not set (--store "$STORE"), not a choice.
                guard !value.isEmpty else {
                    throw UsageError(
                        "\(name) needs a value, not an empty one", command: specification.command)
                }
                values[name, default: []].append(value)
            } else if specification.flags.contains(name) || name == "--help" {
                if inlineValue != nil {
                    throw UsageError("\(name) takes no value", command: specification.command)
                }
                flags.insert(name)
            } else {
                let hint = NameSuggestionCLI.hint(for: name, in: known)
                throw UsageError("unknown option '\(name)'\(hint)", command: specification.command)
            }
        }
    }

    /// The last value given for `option`, if any.
    func value(_ option: String) -> String? { values[option]?.last }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how the tool was called: exit status 2, one line on stderr with a hint.
struct UsageError: Error {
    var message: String
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `tutorialkit: unknown option '--colour'; did you mean '--color'? (see 'tutorialkit preview --help')`.
    var line: String {
        let help = command.map { "tutorialkit \($0) --help" } ?? "tutorialkit --help"
        return "tutorialkit: \(message) (see '\(help)')"
    }
}
