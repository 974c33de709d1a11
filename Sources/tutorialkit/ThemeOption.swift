import TutorialKit
import TutorialKitTerminal

/// `--theme NAME|FILE`, shared by `preview` and `play`: a built-in theme by name, or a
/// `*.theme.json` file (a value with a `/` or ending in `.json`).
enum ThemeOption {
    /// The theme `value` names; `nil` (after printing the file's diagnostics) when its file does
    /// not load.
    ///
    /// - Throws: ``UsageError`` for a name that is no built-in theme.
    static func theme(_ value: String?, command: String, _ output: inout Output) throws(UsageError) -> Theme?
    {
        guard let value else { return .standard }
        if value.contains("/") || value.hasSuffix(".json") {
            let loaded = ThemeFile.load(path: value)
            for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
            return loaded.model
        }
        if let theme = Theme.builtIn(named: value) { return theme }
        let names = Theme.builtIn.map(\.name)
        throw UsageError(
            "no built-in theme '\(TerminalSafeText.escaped(value))'\(NameSuggestionCLI.hint(for: value, in: names)); "
                + "use \(names.joined(separator: ", ")) or a *.theme.json file",
            command: command)
    }
}

extension Option {
    /// `--theme NAME|FILE`, which `preview` and `play` take.
    static let theme = Option.value(
        "--theme", "NAME|FILE",
        help: "how steps look: \(Theme.builtIn.map(\.name).joined(separator: ", ")) (standard by default), "
            + "or a *.theme.json file; --ascii, TERM=dumb and NO_COLOR still win")
}
