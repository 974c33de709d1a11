import TutorialKit
import TutorialKitTerminal

/// Which format a file is in, by its name alone: a file is checked as what its author named it,
/// never as what its keys suggest (a theme or a half-written screen would otherwise be checked as
/// a tutorial and fail on every key).
enum FileKind: CaseIterable {
    case tutorial
    case screen
    case theme

    /// The kind's name, as `schema` takes it and messages say it.
    var name: String {
        switch self {
        case .tutorial: "tutorial"
        case .screen: "screen"
        case .theme: "theme"
        }
    }

    /// The end of a file name that makes a file of this kind: `.tutorial.json`.
    var suffix: String { ".\(name).json" }

    /// The kind `path`'s name says, or `nil` when it says none.
    static func of(_ path: String) -> FileKind? {
        allCases.first { path.hasSuffix($0.suffix) }
    }

    /// Loads the file and returns its diagnostics.
    func load(_ path: String, screensRoot: String?) -> [Diagnostic] {
        switch self {
        case .tutorial: StepFit.validated(TutorialFile.load(path: path, screensRoot: screensRoot), path: path)
        case .screen: ScreenFileSuggestion.suggesting(ScreenFile.load(path: path).diagnostics, for: path)
        case .theme: ThemeFile.load(path: path).diagnostics
        }
    }

    /// The diagnostics of a file whose name says no kind: why it cannot be read when that shows
    /// without reading it (missing, a folder, a device), or else that its name must say.
    static func unknown(_ path: String) -> [Diagnostic] {
        if let problem = FileReading.problemBeforeReading(atPath: path) { return [problem] }
        // The formats' own JSON Schemas sit beside the examples: they are for editors, not checked.
        if path.hasSuffix(".schema.json") {
            return [
                Diagnostic(
                    severity: .error, file: path, line: 1, column: 1, path: "",
                    message: "a JSON Schema, which editors use to check files, is not a file validate checks "
                        + "(*.tutorial.json, *.screen.json or *.theme.json); leave it out")
            ]
        }
        let suggestion = suggestedName(for: FilePaths.lastComponent(of: path)).map {
            "; did you mean \"\($0)\"?"
        }
        return [
            Diagnostic(
                severity: .error, file: path, line: 1, column: 1, path: "",
                message: "validate knows a file by its name: *.tutorial.json, *.screen.json or *.theme.json"
                    + "\(suggestion ?? ""); rename the file")
        ]
    }

    /// The name `name` was probably meant to be: its end one edit (or a missing `.json`) from a
    /// kind's suffix, as in `x.tutorial.jsn`, `x.tutorials.json` or `x.Screen.JSON`.
    static func suggestedName(for name: String) -> String? {
        // No file system names a file longer than 255 bytes; a longer argument is no name to mend,
        // and the bound keeps the edit distances below small.
        guard name.utf8.count <= 255 else { return nil }
        let characters = Array(name)
        // A name without its `.json`, such as `x.tutorial`.
        if allCases.contains(where: {
            (name + ".json").hasSuffix($0.suffix) && name.count > $0.suffix.count - 5
        }) {
            return name + ".json"
        }
        let lowered = Array(name.lowercased())
        // The lowered name is split where the name is, which holds only while lowering keeps the
        // count of characters (it may not, as for "İ"); without that, no suggestion.
        guard lowered.count == characters.count else { return nil }
        // The closest suffix wins: `X.Tutorial.JSON` is `X.tutorial.json`, not `X..tutorial.json`.
        var best: (name: String, distance: Int)?
        for kind in allCases {
            let suffix = Array(kind.suffix)
            // One edit changes the length by at most one; the stem before the suffix stays non-empty.
            for tailLength in (suffix.count - 1)...(suffix.count + 1) where tailLength < characters.count {
                let distance = NameSuggestion.editDistance(
                    Array(lowered[(lowered.count - tailLength)...]), suffix)
                if distance <= 1, distance < (best?.distance ?? 2) {
                    best = (String(characters[..<(characters.count - tailLength)]) + kind.suffix, distance)
                }
            }
        }
        return best?.name
    }
}
