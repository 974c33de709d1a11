import TutorialKit

extension Diagnostic {
    /// A diagnostic about a file as a whole, not a place in it (a file missing, changed, or not
    /// one a bundle may hold): at its start, with no path inside it.
    static func wholeFile(
        _ file: String, _ message: String, severity: Severity = .error, problem: FileProblem? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity: severity, file: file, position: SourcePosition(line: 1, column: 1), path: "",
            message: message, fileProblem: problem)
    }
}
