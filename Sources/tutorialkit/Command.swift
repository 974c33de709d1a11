/// A `tutorialkit` subcommand. (A value rather than a protocol of static members: Swift 6.3 crashes
/// compiling a call through `any Command.Type` that passes an `inout` argument.)
struct Command {
    /// The name typed after `tutorialkit`.
    var name: String
    /// One line for the command list.
    var summary: String
    /// Runs the command with its arguments and returns its exit status.
    var run: (_ arguments: [String], _ output: inout Output) throws -> Int32
}

/// Where a command writes: people-facing text to stdout, diagnostics to stderr.
struct Output {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void

    mutating func line(_ text: String) { standardOutput(text + "\n") }
    mutating func diagnostic(_ text: String) { standardError(text + "\n") }
}
