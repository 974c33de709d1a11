#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif

/// The terminal in full-screen raw mode — alternate screen, no echo, keys one at a time, cursor
/// hidden — and back. ``restore()`` is idempotent, so every way out (the end, `q`, Ctrl-C,
/// SIGTERM, an error) can call it; a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP)
/// while the terminal is raw restores it too, before the process dies of the signal.
///
/// Ctrl-Z and `fg` work as in `less` or `vim`: ``suspend()`` gives the terminal back and stops the
/// process, and takes the terminal again when it is continued; ``resume()`` takes it again after a
/// stop the program did not ask for.
public final class RawTerminal {
    private let input: Int32
    private let output: Int32
    private var original = termios()
    /// The modes ``enter(reportingMouse:)`` set, to set again in ``resume()``.
    private var raw = termios()
    private var isRaw = false
    private var reportsMouse = false
    /// What the screen shows, as the last ``draw(_:colored:)`` left it: the next draws only what differs.
    private var shown: Canvas?
    private var shownColored = false

    /// Whether both file descriptors are terminals.
    public static func isTerminal(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// Creates the controller; nothing changes until ``enter()``.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Switches to raw mode and the alternate screen.
    ///
    /// - Parameters:
    ///   - reportingMouse: Whether the terminal also reports mouse buttons and the wheel until
    ///     ``restore()``: as SGR sequences (`ESC [ < button ; column ; row M`) where it knows them,
    ///     and as `ESC [ M` and three raw bytes where it does not, which a reader must take whole,
    ///     never as keys.
    ///   - fullScreen: Whether to take the alternate screen and hide the cursor; without, only the
    ///     input is raw (keys come one at a time) and nothing is written but lines
    ///     (``writeLine(_:)``), as a screen reader follows a terminal best.
    /// - Throws: ``TerminalError`` when the terminal's modes cannot be read or set.
    public func enter(reportingMouse: Bool = false, fullScreen: Bool = true) throws {
        takesScreen = fullScreen
        guard tcgetattr(input, &original) == 0 else {
            throw TerminalError("cannot read the terminal's modes")
        }
        raw = original
        cfmakeraw(&raw)
        // Keep output post-processing so "\n" still returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST)
        guard Self.setting(raw, on: input, when: TCSAFLUSH) else {
            throw TerminalError("cannot switch the terminal to raw mode")
        }
        isRaw = true
        reportsMouse = reportingMouse
        CrashRestore.arm(input: input, output: output, modes: original, bytes: Array(leaving.utf8))
        shown = nil
        write(entering)
    }

    /// Leaves the alternate screen and restores the terminal's modes exactly as they were.
    public func restore() {
        guard isRaw else { return }
        write(leaving)
        _ = tcsetattr(input, TCSAFLUSH, &original)
        isRaw = false
        CrashRestore.disarm()
    }

    /// Gives the terminal back as ``restore()`` does and stops the process's group with SIGTSTP,
    /// as Ctrl-Z typed at a terminal in its usual modes does (raw mode reads it as a key); once
    /// continued (`fg`), takes the terminal again as ``enter(reportingMouse:)`` did, and the next
    /// ``draw(_:colored:)`` draws everything. Returns at once, the terminal kept, when SIGTSTP is
    /// ignored (whoever started the program cannot continue it); without stopping, the terminal
    /// taken again, when the process group has no parent to continue it (the system drops the
    /// signal then).
    ///
    /// For a SIGTSTP caught with ``TerminalSignals``, and for the Ctrl-Z key (byte 0x1A in raw mode).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be taken again.
    public func suspend() throws {
        var current = sigaction()
        guard sigaction(SIGTSTP, nil, &current) == 0, !SignalAction.ignores(current) else { return }
        let wasRaw = isRaw
        restore()
        // The default action stops; a handler (TerminalSignals') would only say the signal came.
        var stop = sigaction()
        SignalAction.setHandler(&stop, SIG_DFL)
        sigemptyset(&stop.sa_mask)
        _ = sigaction(SIGTSTP, &stop, nil)
        var tstp = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        var mask = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &tstp, &mask)
        // The whole group, as the terminal would: a parent waiting in it stops too.
        _ = kill(0, SIGTSTP)
        _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
        _ = sigaction(SIGTSTP, &current, nil)
        if wasRaw { try enter(reportingMouse: reportsMouse, fullScreen: takesScreen) }
    }

    /// Takes the terminal again after the process was stopped and continued (SIGCONT) without
    /// ``suspend()``, by SIGSTOP say, while the terminal was raw: the shell, or a program run
    /// meanwhile, may have changed its modes and left the alternate screen. Sets the raw modes and
    /// the alternate screen again, mouse reporting as it was, and makes the next
    /// ``draw(_:colored:)`` draw everything. Nothing but that redraw when the terminal is not raw.
    ///
    /// - Throws: ``TerminalError`` when the raw modes cannot be set.
    public func resume() throws {
        shown = nil
        guard isRaw else { return }
        guard Self.setting(raw, on: input, when: TCSANOW) else {
            throw TerminalError("cannot switch the terminal to raw mode")
        }
        write(entering)
    }

    /// Sets `modes` on `descriptor`, again when a signal interrupts (a handler without
    /// `SA_RESTART`, on the way back from a stop); whether that worked.
    private static func setting(_ modes: termios, on descriptor: Int32, when: Int32) -> Bool {
        var modes = modes
        while tcsetattr(descriptor, when, &modes) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    /// Whether ``enter(reportingMouse:fullScreen:)`` took the full screen.
    private var takesScreen = true

    /// What takes the full screen: the alternate screen, the cursor hidden, the mouse reported.
    private var entering: String {
        guard takesScreen else { return "" }
        return "\u{1B}[?1049h\u{1B}[?25l" + (reportsMouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
    }

    /// What gives it back: mouse reporting off, the cursor shown, the main screen.
    private var leaving: String {
        guard takesScreen else { return "" }
        return (reportsMouse ? "\u{1B}[?1006l\u{1B}[?1000l" : "") + "\u{1B}[?25h\u{1B}[?1049l"
    }

    /// Writes `line` and a line break: all a terminal entered without the full screen shows.
    public func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Replaces what the screen shows with `lines`, all of them.
    public func draw(_ lines: [String]) {
        shown = nil
        write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    /// Makes the screen show `canvas` (the terminal's size), writing only the cells that differ from
    /// what the last call drew (see ``Canvas/terminalUpdate(from:colored:)``); the whole canvas the
    /// first time and after a change of size or colour.
    public func draw(_ canvas: Canvas, colored: Bool) {
        let previous = shownColored == colored ? shown : nil
        write(canvas.terminalUpdate(from: previous, colored: colored))
        shown = canvas
        shownColored = colored
    }

    /// Draws everything again at the next ``draw(_:colored:)``: for when the screen may no longer
    /// show what was drawn (another program wrote to it, the window was resized).
    public func redrawAll() {
        shown = nil
    }

    /// The timeout to give `poll` to wake at `deadline`: whole milliseconds from now, rounded up so
    /// the wait does not end early, 0 once it has passed, at most a second (a loop polls again); -1,
    /// no timeout, without a deadline.
    public static func pollTimeout(until deadline: ContinuousClock.Instant?) -> Int32 {
        guard let deadline else { return -1 }
        let left = ContinuousClock.now.duration(to: deadline) / .milliseconds(1)
        return Int32(min(max(left, 0), 1_000).rounded(.up))
    }

    /// The terminal's size in cells, or `nil` when it cannot be read.
    public func size() -> (width: Int, height: Int)? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(output, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// A terminal that cannot be driven.
public struct TerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
