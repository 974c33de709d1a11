import TutorialKit

/// The `tutorialkit` command line: picks the command and maps errors to exit statuses. The
/// library decides everything else.
enum Tool {
    static var commands: [Command] {
        [
            ValidateCommand.command, PreviewCommand.command, PlayCommand.command, SeenCommand.command,
            ExplainCommand.command, SimulateCommand.command, SchemaCommand.command, StoryboardCommand.command,
            LanguageServerCommand.command, WatchCommand.command, BundleCommand.command, ReportCommand.command,
        ]
    }

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map {
            "  \($0.name)\(String(repeating: " ", count: width + 2 - $0.name.count))\($0.summary)"
        }
        return """
            tutorialkit — author, check and preview TutorialKit tutorials

            USAGE: tutorialkit COMMAND [OPTIONS] [ARGUMENTS]

            COMMANDS
            \(list.joined(separator: "\n"))

            OPTIONS
              --help     show this help, or a command's with 'tutorialkit COMMAND --help'
              --version  print the version
            """
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String], _ output: inout Output) -> Int32 {
        guard let first = arguments.first else {
            output.diagnostic(UsageError("no command given").line)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            output.line(help)
            return 0
        case "--version":
            output.line("tutorialkit \(TutorialKitVersion.current)")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let isOption = first.hasPrefix("-")
            let hint = NameSuggestionCLI.hint(
                for: first, in: isOption ? ["--help", "--version"] : commands.map(\.name))
            let what = isOption ? "unknown option '\(first)'" : "unknown command '\(first)'"
            output.diagnostic(UsageError("\(what)\(hint)").line)
            return 2
        }
        do {
            return try command.run(Array(arguments.dropFirst()), &output)
        } catch let error as UsageError {
            output.diagnostic(error.line)
            return 2
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
    }
}
