import TutorialKit

/// `tutorialkit validate FILE…`: checks tutorial, screen and theme files, each known by its name.
enum ValidateCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "validate"
    static let summary = "check tutorial, screen and theme files"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE...")],
        about: """
            Checks tutorial (*.tutorial.json), screen (*.screen.json) and theme (*.theme.json) files, and
            the screens each tutorial names. A file is known by its name: one that ends otherwise is an
            error, to rename. Every problem is printed to stderr as FILE:LINE:COL: error: /json/path:
            message (or warning:), sorted by position.
            """,
        after: """
            EXIT STATUS
              0  every file is valid (warnings allowed unless --strict)
              1  a file has errors
              2  the command was called wrongly
            """
    ).text

    enum Options: CommandOptions {
        case strict, root, format

        var option: Option {
            switch self {
            case .strict: .flag("--strict", help: "count warnings as errors")
            case .root: .root
            case .format:
                .choice(
                    "--format", of: TextOrJSON.self,
                    help: "json prints {\"valid\": …, \"diagnostics\": [{\"file\", \"line\", \"column\", "
                        + "\"severity\", \"path\", \"message\"}]} on stdout instead (default text)")
            }
        }
    }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        let format = parsed.choice(.format, or: TextOrJSON.text)
        guard !parsed.positionals.isEmpty else {
            throw UsageError("validate needs at least one FILE", command: name)
        }
        let strict = parsed.has(.strict)
        // A test, not a set of severities: a set's first use costs a process a runtime
        // conformance lookup, which a small file's whole validation hardly outweighs.
        func fails(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
        }
        var all: [Diagnostic] = []
        var seen = Set<Diagnostic>()  // a screen shared by several tutorials is reported once
        var invalid = 0
        for file in parsed.positionals {
            let diagnostics =
                FileKind.of(file)?.load(file, screensRoot: parsed.value(.root)) ?? FileKind.unknown(file)
            if diagnostics.contains(where: fails) { invalid += 1 }
            all += diagnostics.filter { seen.insert($0).inserted }
        }
        if format == .json {
            output.standardOutput(JSONWriter.write(report(all, valid: invalid == 0)))
        } else {
            for diagnostic in all {
                output.diagnostic(diagnostic.description)
            }
            let count = parsed.positionals.count
            let files = count == 1 ? "1 file" : "\(count) files"
            output.line(invalid == 0 ? "\(files) valid" : "\(files) checked, \(invalid) with errors")
        }
        return invalid == 0 ? 0 : 1
    }

    /// The `--format json` report.
    static func report(_ diagnostics: [Diagnostic], valid: Bool) -> JSONValue {
        func member(_ key: String, _ value: JSONValue) -> JSONMember {
            JSONMember(key: key, keyOffset: 0, value: JSONNode(value, offset: 0))
        }
        let entries = diagnostics.map { diagnostic in
            JSONNode(
                .object([
                    member("file", .string(diagnostic.file)),
                    member("line", .number(JSONNumber(String(diagnostic.position.line)))),
                    member("column", .number(JSONNumber(String(diagnostic.position.column)))),
                    member("severity", .string(diagnostic.severity.rawValue)),
                    member("path", .string(diagnostic.path.isEmpty ? "/" : diagnostic.path)),
                    member("message", .string(diagnostic.message)),
                ]), offset: 0)
        }
        return .object([member("valid", .bool(valid)), member("diagnostics", .array(entries))])
    }
}
