import TutorialKit
import TutorialKitLanguageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit lsp`: the Language Server Protocol over stdin and stdout, for editors.
enum LanguageServerCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "lsp"
    static let summary = "a language server for editors (LSP over stdin and stdout)"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "")],
        about: """
            Runs a Language Server Protocol (3.17) server on stdin and stdout for *.tutorial.json,
            *.screen.json and *.theme.json files: validate's diagnostics as you type (a change to a
            screen checks the tutorials open again), completion of the keys and values valid at
            the cursor, a key's documentation or a step's frame on hover, quick fixes for each
            "did you mean", renaming step and element ids, go to definition of step ids, elements
            and screens, and the steps as an outline. Only protocol is written to stdout; a log
            goes to stderr. Start it from the editor's LSP client (see the command-line article
            for Neovim and VS Code).
            """,
        after: """
            EXIT STATUS
              0  the client asked it to shut down, then to exit
              1  the client exited without shutting down, or closed stdin, or wrote what is not LSP
              2  the command was called wrongly
            """
    ).text

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
        guard parsed.positionals.isEmpty else {
            throw UsageError(
                "lsp takes no arguments; the editor starts it and speaks on stdin", command: name)
        }
        // A client gone mid-write is an end, not a signal that kills the server.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(log: log)
        var frames = MessageFrames()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                log("stdin closed; exiting")
                return server.isShutDown ? 0 : 1
            }
            frames.append(buffer[0..<count])
            while let event = frames.next() {
                switch event {
                case .message(let body):
                    let reply = server.handle(body)
                    for message in reply.messages where !writeAll(RPCOutgoing.framed(message)) {
                        log("stdout closed; exiting")
                        return 1
                    }
                    if let status = reply.exitStatus { return status }
                case .tooLarge(let declared):
                    log(
                        "a message of \(declared) bytes, more than \(MessageFrames.maximumContentBytes): skipped"
                    )
                    let error = RPCError(
                        code: -32600,
                        message:
                            "the message is \(declared) bytes, more than \(MessageFrames.maximumContentBytes)"
                    )
                    _ = writeAll(RPCOutgoing.framed(RPCOutgoing.response(nil, error: error)))
                case .malformed(let reason):
                    log("not the Language Server Protocol: \(reason); exiting")
                    return 1
                }
            }
        }
    }

    /// Writes all of `bytes` to stdout; `false` when it cannot.
    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                write(STDOUT_FILENO, $0.baseAddress?.advanced(by: written), $0.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    /// A line of the log, on stderr, its control characters escaped.
    private static func log(_ line: String) {
        let text = "tutorialkit lsp: " + TerminalSafeText.escaped(line) + "\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
