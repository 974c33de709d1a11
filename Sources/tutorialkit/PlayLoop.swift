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
        var decoder = KeyDecoder()
        var escapeDeadline = ContinuousClock.now
        var shown = redraw()
        var buffer = [UInt8](repeating: 0, count: 64)
        while !player.session.isFinished {
            var polled = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let frameDue = player.nextFrame(after: .now)
            let deadlines = [decoder.isWaiting ? escapeDeadline : nil, frameDue].compactMap { $0 }
            let timeout = RawTerminal.pollTimeout(until: deadlines.min())
            let ready = poll(&polled, 2, timeout)
            guard ready >= 0 else {
                if errno == EINTR { continue }
                return .failed("cannot wait for input")
            }
            var keys =
                ready == 0 && decoder.isWaiting && ContinuousClock.now >= escapeDeadline
                ? decoder.timedOut() : []
            if polled[1].revents & Int16(POLLIN) != 0 {
                let count = read(signals.readEnd, &buffer, buffer.count)
                for number in buffer.prefix(max(0, count)) {
                    do {
                        switch Int32(number) {
                        case SIGWINCH: terminal.redrawAll()
                        case SIGTSTP: try terminal.suspend()
                        case SIGCONT: try terminal.resume()
                        default:
                            player.session.dismiss(origin: .hostAPI)
                            continue
                        }
                    } catch {
                        return .failed("\(error)")
                    }
                    shown = redraw()
                }
            }
            if polled[0].revents & Int16(POLLIN) != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 {
                    keys += decoder.decode(buffer.prefix(count))
                    // The pause that makes a lone Esc the Esc key runs from the last byte.
                    if decoder.isWaiting { escapeDeadline = .now + KeyDecoder.escapeDelay }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    player.session.dismiss(origin: .hostAPI)
                }
            } else if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                player.session.dismiss(origin: .hostAPI)
            }
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
