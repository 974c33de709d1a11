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
/// SIGTERM, an error) can call it.
public final class RawTerminal {
    private let input: Int32
    private let output: Int32
    private var original = termios()
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
    /// - Parameter reportingMouse: Whether the terminal also reports mouse buttons and the wheel
    ///   until ``restore()``: as SGR sequences (`ESC [ < button ; column ; row M`) where it knows
    ///   them, and as `ESC [ M` and three raw bytes where it does not, which a reader must take
    ///   whole, never as keys.
    /// - Throws: ``TerminalError`` when the terminal's modes cannot be read or set.
    public func enter(reportingMouse: Bool = false) throws {
        guard tcgetattr(input, &original) == 0 else {
            throw TerminalError("cannot read the terminal's modes")
        }
        var raw = original
        cfmakeraw(&raw)
        // Keep output post-processing so "\n" still returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("cannot switch the terminal to raw mode")
        }
        isRaw = true
        reportsMouse = reportingMouse
        shown = nil
        write("\u{1B}[?1049h\u{1B}[?25l" + (reportingMouse ? "\u{1B}[?1000h\u{1B}[?1006h" : ""))
    }

    /// Leaves the alternate screen and restores the terminal's modes exactly as they were.
    public func restore() {
        guard isRaw else { return }
        write((reportsMouse ? "\u{1B}[?1006l\u{1B}[?1000l" : "") + "\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(input, TCSAFLUSH, &original)
        isRaw = false
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
