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
