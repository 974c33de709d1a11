import TutorialKit
import TutorialKitBundles
import TutorialKitTerminal

/// `tutorialkit schema tutorial|screen|theme|bundle|event`: prints a JSON Schema.
enum SchemaCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "schema"
    static let summary =
        "print the JSON Schema of tutorial, screen and theme files, manifests and event lines"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: kinds.joined(separator: "|"))],
        about: """
            Prints the JSON Schema (draft 2020-12) of tutorial, screen or theme files, of a bundle's
            manifest.json, or of a line of an event log. Point a file's "$schema" at it and editors
            check and complete the file as you type.
            """
    ).text

    /// The kinds of file, as the argument names them.
    static let kinds = FileKind.allCases.map(\.name) + [bundleManifest, eventLine]
    /// A bundle's manifest, which `validate` does not check (`bundle verify` does).
    static let bundleManifest = "bundle"
    /// A line of an event log, which `report` reads.
    static let eventLine = "event"

    /// None but `--help`.
    enum Options: CommandOptions {
        var option: Option {
            switch self {}
        }
    }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        let choices = Option.list(kinds)
        guard parsed.positionals.count == 1, let written = parsed.positionals.first else {
            throw UsageError("schema needs exactly one of: \(kinds.joined(separator: ", "))", command: name)
        }
        if written == bundleManifest || written == eventLine {
            output.standardOutput(
                written == eventLine ? JSONSchemaWriter.eventLine : JSONSchemaWriter.bundleManifest)
            return 0
        }
        guard let kind = FileKind.allCases.first(where: { $0.name == written }) else {
            let hint = NameSuggestionCLI.hint(for: written, in: kinds)
            throw UsageError("unknown schema '\(written)'\(hint); use \(choices)", command: name)
        }
        switch kind {
        case .tutorial: output.standardOutput(JSONSchemaWriter.tutorial)
        case .screen: output.standardOutput(JSONSchemaWriter.screen)
        case .theme: output.standardOutput(JSONSchemaWriter.theme)
        }
        return 0
    }
}
