import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive loop: waits for keys and signals, feeds keys to the player, redraws.
struct PlayLoop {
    enum Ending {
        case finished(TutorialSession.Outcome)
        case failed(String)
    }

    let player: Player
    let terminal: RawTerminal
    let signals: TerminalSignals

    /// Runs until the tutorial ends, the user quits, the input ends or a terminating signal
    /// arrives (which dismisses the run, as quitting does). Between keys it sleeps, except to draw
    /// a transition's next frame when it is due. Ctrl-Z and SIGTSTP suspend it, the terminal
    /// given back until `fg`; then, as after any SIGCONT, the frame is drawn whole.
    func run() -> Ending {
        var input = TerminalInput(signals: signals)
        var shown = redraw()
        while !player.session.isFinished {
            let frameDue = player.nextFrame(after: .now)
            var signalled = false
            let keys: [Key]
            let event = input.wait(until: frameDue) { number in
                signalled = true
                try TerminalInput.act(on: number, terminal: terminal, session: player.session) {
                    terminal.redrawAll()
                }
            }
            switch event {
            case .keys(let pressed): keys = pressed
            case .ended:
                player.session.dismiss(origin: .hostAPI)
                keys = []
            case .failed(let message): return .failed(message)
            }
            // After a signal the terminal may show something else: it is drawn whole again.
            if signalled { shown = redraw() }
            for key in keys where !player.session.isFinished {
                do {
                    // Raw mode reads Ctrl-Z as a key: it suspends as the terminal would have.
                    if key == .suspend {
                        try terminal.suspend()
                    } else {
                        try player.handle(key, onTerminal: shown)
                    }
                } catch {
                    return .failed("\(error)")
                }
            }
            if !player.session.isFinished, !keys.isEmpty || frameDue != nil { shown = redraw() }
        }
        if case .finished(let outcome) = player.session.state { return .finished(outcome) }
        return .failed("the input ended")
    }

    /// Draws the player for the terminal's size as it is now (a transition's frame while one is
    /// under way), and returns that size: keys are acted on against what it shows.
    private func redraw() -> Size {
        let size =
            terminal.size().map { Size(width: $0.width, height: $0.height) } ?? Size(width: 80, height: 24)
        terminal.draw(player.canvas(forTerminal: size, at: .now), colored: player.options.usesColor)
        return size
    }
}
