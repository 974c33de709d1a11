import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `play`'s loops wait for: keys on the terminal and the signals `TerminalSignals` passes
/// on. Each wait gives the keys that came, having told `onSignal` of each signal, or says why
/// nothing more will come.
struct TerminalInput {
    let signals: TerminalSignals
    private var decoder = KeyDecoder()
    private var escapeDeadline = ContinuousClock.now
    private var buffer = [UInt8](repeating: 0, count: 64)

    init(signals: TerminalSignals) {
        self.signals = signals
    }

    /// What a wait gave.
    enum Event {
        /// The keys pressed, maybe none (a deadline passed, or only signals came).
        case keys([Key])
        /// The input ended or broke: the run is over, as if dismissed.
        case ended
        /// Waiting itself failed, or `onSignal` threw.
        case failed(String)
    }

    /// What a signal does to a run on `terminal`: SIGTSTP suspends it and SIGCONT takes it back,
    /// a resize is `onResize`'s, and any other ends `session` as quitting does.
    static func act(
        on number: Int32, terminal: RawTerminal, session: TutorialSession, onResize: () -> Void = {}
    ) throws {
        switch number {
        case SIGWINCH: onResize()
        case SIGTSTP: try terminal.suspend()
        case SIGCONT: try terminal.resume()
        default: session.dismiss(origin: .hostAPI)
        }
    }

    /// Waits for keys or signals, or until `deadline` (a frame due), or until `also` (another
    /// descriptor, such as a file watch's) is readable; a lone Esc becomes the Esc key once its
    /// pause has passed.
    mutating func wait(
        until deadline: ContinuousClock.Instant?, also other: Int32? = nil, onSignal: (Int32) throws -> Void
    ) -> Event {
        var polled = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        if let other { polled.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
        let deadlines = [decoder.isWaiting ? escapeDeadline : nil, deadline].compactMap { $0 }
        let ready = poll(&polled, nfds_t(polled.count), RawTerminal.pollTimeout(until: deadlines.min()))
        guard ready >= 0 else { return errno == EINTR ? .keys([]) : .failed("cannot wait for input") }
        var keys =
            ready == 0 && decoder.isWaiting && ContinuousClock.now >= escapeDeadline ? decoder.timedOut() : []
        if polled[1].revents & Int16(POLLIN) != 0 {
            let count = read(signals.readEnd, &buffer, buffer.count)
            for number in buffer.prefix(max(0, count)) {
                do { try onSignal(Int32(number)) } catch { return .failed("\(error)") }
            }
        }
        if polled[0].revents & Int16(POLLIN) != 0 {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 {
                keys += decoder.decode(buffer.prefix(count))
                // The pause that makes a lone Esc the Esc key runs from the last byte.
                if decoder.isWaiting { escapeDeadline = .now + KeyDecoder.escapeDelay }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return .ended
            }
        } else if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 {
            return .ended
        }
        return .keys(keys)
    }
}
