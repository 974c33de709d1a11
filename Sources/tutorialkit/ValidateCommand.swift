import TutorialKit

/// `tutorialkit validate FILE…`: checks tutorial and screen files.
enum ValidateCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "validate"
    static let summary = "check tutorial and screen files"
    static let help = """
        USAGE: tutorialkit validate FILE...

        Checks tutorial (*.tutorial.json) and screen (*.screen.json) files, and the screen each tutorial
        names. Every problem is printed to stderr as FILE:LINE:COL: error: /json/path: message (or
        warning:), sorted by position.

        EXIT STATUS
          0  every file is valid (warnings allowed)
          1  a file has errors
          2  the command was called wrongly
        """

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments(arguments, Arguments.Specification(command: name))
        if parsed.has("--help") {
            output.line(help)
            return 0
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError("validate needs at least one FILE", command: name)
        }
        var printed = Set<Diagnostic>()
        var invalid = 0
        for file in parsed.positionals {
            let diagnostics = FileKind.of(file).load(file)
            if diagnostics.contains(where: { $0.severity == .error }) { invalid += 1 }
            for diagnostic in diagnostics where printed.insert(diagnostic).inserted {
                output.diagnostic(diagnostic.description)
            }
        }
        let count = parsed.positionals.count
        let files = count == 1 ? "1 file" : "\(count) files"
        output.line(invalid == 0 ? "\(files) valid" : "\(files) checked, \(invalid) with errors")
        return invalid == 0 ? 0 : 1
    }
}

/// Which format a file is in: by its name, or else by its top-level keys.
enum FileKind {
    case tutorial
    case screen

    static func of(_ path: String) -> FileKind {
        if path.hasSuffix(".screen.json") { return .screen }
        if path.hasSuffix(".tutorial.json") { return .tutorial }
        if case .success(let bytes) = readBytes(path), let root = try? JSONReader.read(bytes),
            root["size"] != nil, root["steps"] == nil
        {
            return .screen
        }
        return .tutorial
    }

    /// Loads the file and returns its diagnostics.
    func load(_ path: String) -> [Diagnostic] {
        switch self {
        case .tutorial: TutorialFile.load(path: path).diagnostics
        case .screen: ScreenFile.load(path: path).diagnostics
        }
    }

    private static func readBytes(_ path: String) -> Result<[UInt8], Error> {
        Result { try FileBytes.read(path) }
    }
}
