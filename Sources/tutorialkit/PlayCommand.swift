import Dispatch
import Foundation
import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit play FILE`: walks through a tutorial full-screen in the terminal.
enum PlayCommand {
    static let name = "play"
    static let summary = "walk through a tutorial in the terminal"
    static let help = """
        USAGE: tutorialkit play FILE [--store PATH] [--root DIR] [--ascii] [--color auto|always|never] [--locale L]

        Shows the tutorial full-screen, one step at a time:
          → or Enter or Space   next (Enter and Space press the default button)
          ←                     back
          s                     skip this step
          1–9                   press that button
          q or Esc              quit (recorded as dismissed)
        While the terminal is too small for a step's screen, no key but q, Esc or Ctrl-C acts.
        The terminal is restored however play ends, Ctrl-C included. With --store PATH the run is
        recorded in that seen-state file (see 'tutorialkit seen'). Screens must be inside the
        tutorial's folder, or inside DIR with --root DIR.

        EXIT STATUS
          0  the tutorial ended
          1  the tutorial file is invalid
          2  the command was called wrongly, or not in a terminal (use 'tutorialkit preview')
        """

    static var command: Command { Command(name: name, summary: summary, run: run) }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments(
            arguments,
            Arguments.Specification(
                valued: ["--color", "--locale", "--store", "--root"], flags: ["--ascii"], command: name))
        if parsed.has("--help") {
            output.line(help)
            return 0
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError("play needs one FILE", command: name)
        }
        let color = parsed.value("--color") ?? "auto"
        guard ["auto", "always", "never"].contains(color) else {
            throw UsageError("--color must be auto, always, never, not '\(color)'", command: name)
        }
        guard RawTerminal.isTerminal() else {
            throw UsageError(
                "play needs a terminal; to print the steps instead, run 'tutorialkit preview \(file)'",
                command: name)
        }
        let loaded = TutorialFile.load(path: file, screensRoot: parsed.value("--root"))
        for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
        guard let tutorial = loaded.model?.tutorial else { return 1 }

        let capabilities = TerminalCapabilities.current
        let options = FrameRenderer.Options(
            glyphs: parsed.has("--ascii") || capabilities.isDumb ? .ascii : .unicode,
            usesColor: capabilities.usesColor(color))
        let player: Player
        do {
            player = try Player(
                tutorial: tutorial, locale: parsed.value("--locale"), options: options,
                store: parsed.value("--store").map(JSONFileSeenStore.init(path:)))
        } catch {
            output.diagnostic("\(file): error: \(error)")
            return 1
        }
        let terminal = RawTerminal()
        do {
            try terminal.enter()
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        defer { terminal.restore() }
        let ending = PlayLoop(player: player, terminal: terminal).run()
        terminal.restore()
        switch ending {
        case .finished(let outcome):
            for error in player.storeErrors { output.diagnostic("tutorialkit: \(error)") }
            output.line("\(tutorial.id): \(outcome)")
            return player.storeErrors.isEmpty ? 0 : 1
        case .failed(let message):
            output.diagnostic("\(file): error: \(message)")
            return 1
        }
    }
}

/// The interactive loop: waits for keys and signals, feeds keys to the player, redraws.
struct PlayLoop {
    enum Ending {
        case finished(SessionOutcome)
        case failed(String)
    }

    let player: Player
    let terminal: RawTerminal

    /// Signals arrive through a pipe: a dispatch source writes the signal's number, and the loop
    /// reads it with the keys, so no state is shared across threads.
    func run() -> Ending {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return .failed("cannot create a pipe for signals") }
        let (signalRead, signalWrite) = (fds[0], fds[1])
        defer {
            close(signalRead)
            close(signalWrite)
        }
        let queue = DispatchQueue(label: "tutorialkit.play.signals")
        let sources = [SIGWINCH, SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalWrite, &byte, 1)
            }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            for number in [SIGWINCH, SIGINT, SIGTERM] { signal(number, SIG_DFL) }
        }

        var shown = redraw()
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            var polled = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalRead, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&polled, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return .failed("cannot wait for input")
            }
            if polled[1].revents & Int16(POLLIN) != 0 {
                let count = read(signalRead, &buffer, buffer.count)
                for number in buffer.prefix(max(0, count)) {
                    if Int32(number) == SIGWINCH {
                        shown = redraw()
                    } else {
                        player.session.dismiss(origin: .hostAPI)
                    }
                }
            }
            if polled[0].revents & Int16(POLLIN) != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                guard count > 0 else {
                    player.session.dismiss(origin: .hostAPI)
                    break
                }
                for key in Key.decode(Array(buffer.prefix(count))) {
                    do {
                        try player.handle(key, onTerminal: shown)
                    } catch {
                        return .failed("\(error)")
                    }
                    if player.session.isFinished { break }
                }
                shown = redraw()
            } else if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                player.session.dismiss(origin: .hostAPI)
            }
            if case .finished(let outcome) = player.session.state { return .finished(outcome) }
        }
        if case .finished(let outcome) = player.session.state { return .finished(outcome) }
        return .failed("the input ended")
    }

    /// Draws the player for the terminal's size, and returns that size: keys are acted on against
    /// what it shows.
    private func redraw() -> Size {
        let size =
            terminal.size().map { Size(width: $0.width, height: $0.height) } ?? Size(width: 80, height: 24)
        terminal.draw(player.lines(forTerminal: size))
        return size
    }
}
