/// One command-line option, declared once: the parser accepts it, the help describes it and its
/// value is checked from this one value, so the three cannot disagree (swift-argument-parser's
/// idea, without its property wrappers).
struct Option: Sendable {
    /// `--step`, as typed.
    var name: String
    /// A one-letter spelling of it, such as `-o`, when it has one.
    var short: String?
    /// What the value is called in the help (`DIR`, `ID|N`); `nil` for a flag, which takes none.
    var valueName: String?
    /// The only values it takes, when it takes only some: any other is a usage error with a
    /// "did you mean".
    var choices: [String]?
    /// Whether it may be given more than once, each value kept (`--param k=v...`).
    var repeats = false
    /// What it does, for the help: one paragraph, wrapped there.
    var help: String

    /// An option that takes no value, such as `--ascii`.
    static func flag(_ name: String, help: String) -> Option {
        Option(name: name, help: help)
    }

    /// An option that takes any value, such as `--root DIR`.
    static func value(
        _ name: String, _ valueName: String, short: String? = nil, repeats: Bool = false, help: String
    ) -> Option {
        Option(name: name, short: short, valueName: valueName, repeats: repeats, help: help)
    }

    /// An option that takes one of `choices`, such as `--color auto|always|never`; the help names
    /// the value `valueName`, by default the choices themselves.
    static func choice(_ name: String, _ choices: [String], valueName: String? = nil, help: String) -> Option
    {
        Option(
            name: name, valueName: valueName ?? choices.joined(separator: "|"), choices: choices, help: help)
    }

    /// An option that takes one of the cases of `Choice`, by their raw values; a command reads it
    /// as a case (``Arguments/choice(_:or:)``), so a misspelt value does not compile.
    static func choice<Choice: CaseIterable & RawRepresentable>(
        _ name: String, of _: Choice.Type, valueName: String? = nil, help: String
    ) -> Option where Choice.RawValue == String {
        choice(name, Choice.allCases.map(\.rawValue), valueName: valueName, help: help)
    }

    var isFlag: Bool { valueName == nil }

    /// `--color auto|always|never`, `--ascii`: the option as the help shows it.
    var usage: String { valueName.map { "\(name) \($0)" } ?? name }

    /// `-o, --output OUT.html`: the option as its help line shows it, its short spelling first.
    var label: String { (short.map { "\($0), " } ?? "") + usage }

    /// What is wrong with `value`, or `nil` when the option takes it:
    /// `--color must be auto, always or never, not 'x'; did you mean 'always'?`.
    func mistake(in value: String) -> String? {
        guard let choices, !choices.contains(value) else { return nil }
        return "\(name) must be \(Self.list(choices)), not '\(value)'"
            + NameSuggestionCLI.hint(for: value, in: choices)
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The options one command accepts, one case each. Arguments are read by case, so reading an
/// option the command does not accept, or a misspelt one, does not compile; the switch that gives
/// each case its ``Option`` is exhaustive, so none is left undeclared.
protocol CommandOptions: CaseIterable, Sendable {
    var option: Option { get }
    /// Whether the command cannot run without it: the usage shows it without brackets, and the
    /// command reads it with ``Arguments/required(_:for:example:)``.
    var isRequired: Bool { get }
}

extension CommandOptions {
    var isRequired: Bool { false }
    /// The option's name as typed (`--step`), for a message about it.
    var name: String { option.name }
}
