import TutorialKit

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
///
/// Everything printed goes through ``TerminalSafeText``: the ids, names, values, file names and
/// store contents in it come from outside, and none of their control characters may reach the
/// terminal. Only a drawn frame, whose cells hold no control character and whose styles are the
/// renderer's own, is written as it is (``frame(_:)``).
struct Output {
    private var writeOut: (String) -> Void
    private var writeError: (String) -> Void

    init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        writeOut = standardOutput
        writeError = standardError
    }

    /// Text for stdout, as it is but for control characters.
    mutating func standardOutput(_ text: String) {
        writeOut(TerminalSafeText.escaped(text, keepingLineBreaks: true))
    }

    mutating func line(_ text: String) { standardOutput(text + "\n") }

    mutating func diagnostic(_ text: String) {
        writeError(TerminalSafeText.escaped(text, keepingLineBreaks: true) + "\n")
    }

    /// A frame the renderer drew, every line ended, with its ANSI styles.
    mutating func frame(_ text: String) { writeOut(text) }
}
