/// A command's `--help`: its USAGE and OPTIONS made from its options' declarations, around the
/// prose written for people, so the help names exactly the options the command takes, each as the
/// parser spells it.
struct CommandHelp<Options: CommandOptions> {
    /// One way to call the command: its arguments, and the options that go with them.
    struct Form {
        var arguments: String
        var options = Array(Options.allCases)
    }

    var command: String
    var forms: [Form]
    /// The paragraphs between USAGE and OPTIONS.
    var about: String
    /// The sections after OPTIONS, such as EXIT STATUS.
    var after: String? = nil

    /// The widest line, as terminals are at least this wide where people read help.
    static var width: Int { 100 }
    /// Where an option's help starts, its name and value before it.
    static var helpColumn: Int { 24 }

    var text: String {
        var sections = [usage, about]
        if !Options.allCases.isEmpty {
            sections.append((["OPTIONS"] + Options.allCases.flatMap(Self.lines)).joined(separator: "\n"))
        }
        if let after { sections.append(after) }
        return sections.joined(separator: "\n\n")
    }

    /// `USAGE: tutorialkit preview FILE [--step ID|N] …`, a line a form, each wrapped under its
    /// arguments.
    private var usage: String {
        let start = "tutorialkit \(command) "
        let indent = String(repeating: " ", count: "USAGE: ".count + start.count)
        return forms.enumerated().map { index, form in
            let words = [form.arguments].filter { !$0.isEmpty } + form.options.map(Self.usage)
            let lines = Self.wrap(words, width: Self.width - indent.count)
            // A command that takes nothing ends its line with its name.
            let line =
                lines.isEmpty ? String(start.dropLast()) : start + lines.joined(separator: "\n" + indent)
            return (index == 0 ? "USAGE: " : "       ") + line
        }.joined(separator: "\n")
    }

    /// `--store PATH` when required, `[--root DIR]`, `[--param k=v]...`.
    private static func usage(_ option: Options) -> String {
        let word = option.isRequired ? option.option.usage : "[\(option.option.usage)]"
        return option.option.repeats ? word + "..." : word
    }

    /// The option and its help, wrapped at the help column; a long option has its help below it.
    private static func lines(_ option: Options) -> [String] {
        let label = "  " + option.option.label
        let indent = String(repeating: " ", count: helpColumn)
        let help = wrap(option.option.help.split(separator: " ").map(String.init), width: width - helpColumn)
        guard label.count + 2 <= helpColumn else { return [label] + help.map { indent + $0 } }
        let padding = String(repeating: " ", count: helpColumn - label.count)
        return [label + padding + (help.first ?? "")] + help.dropFirst().map { indent + $0 }
    }

    /// `words` joined by spaces into lines of at most `width` characters (a longer word alone).
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
