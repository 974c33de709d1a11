import Foundation
import TutorialKit

#if canImport(Glibc)
    import Glibc
#endif

/// `parkfinder` on a pseudo-terminal: keys in, frames out, signals sent, its end waited for with
/// `wait4`, and the terminal's modes compared with what they were before it ran.
final class PseudoTerminalApp {
    private var master: Int32 = -1
    private var slave: Int32 = -1
    private var pid: pid_t = 0
    /// The exit status, or the signal that ended the process, once it has ended.
    private(set) var exit: (status: Int32?, signal: Int32?)?
    /// Everything the app wrote to the terminal so far.
    private(set) var output = ""
    private let originalModes: termios

    /// The app, next to the test bundle in the build folder.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("parkfinder")

    /// Starts `parkfinder arguments…` on a terminal of `columns` × `rows`.
    init(_ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError("openpty failed") }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var modes = termios()
        tcgetattr(slave, &modes)
        originalModes = modes

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        // As a shell with job control starts it: in a process group of its own (which Ctrl-Z stops,
        // not the tests), no signal blocked (the test runner blocks some on its threads), every
        // signal's action the default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        let argv = ([Self.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let spawned = posix_spawn(&pid, Self.executable.path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw HarnessError("posix_spawn failed: \(spawned)") }
    }

    deinit {
        if exit == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        if master >= 0 { close(master) }
        close(slave)
    }

    /// Types `text` in one write.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    func signal(_ number: Int32) { kill(pid, number) }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Reads until the screen shows `text` (frames come as differences from the one before, so the
    /// screen is what they add up to), or `seconds` pass.
    func waitFor(_ text: String, within seconds: Double = 10) -> Bool {
        waitUntil(within: seconds) { $0.screen().contains { $0.contains(text) } }
    }

    /// Reads until `condition` holds, or `seconds` pass.
    func waitUntil(within seconds: Double = 10, _ condition: (PseudoTerminalApp) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(self) { return true }
            pump()
        }
        return condition(self)
    }

    /// The lines of the full screen as the app's frames have left it, `columns` wide.
    func screen(columns: Int = 300, rows: Int = 100) -> [String] {
        var screen = TerminalScreenModel(size: Size(width: columns, height: rows))
        screen.receive(output.components(separatedBy: "\u{1B}[?1049h").last ?? output)
        return screen.text.components(separatedBy: "\n")
    }

    func occurrences(of text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// Reads what the terminal has for up to `milliseconds`.
    func pump(milliseconds: Int32 = 100) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, milliseconds) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let read = read(master, &buffer, buffer.count)
            if read > 0 { output += String(decoding: buffer.prefix(read), as: UTF8.self) }
        }
    }

    /// Waits up to 10 seconds for the app to stop; the signal that stopped it, or `nil`.
    func waitForStop() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while exit == nil && Date() < deadline {
            var status: Int32 = 0
            var usage = rusage()
            if wait4(pid, &status, WUNTRACED | WNOHANG, &usage) == pid {
                // WIFSTOPPED / WSTOPSIG, spelled out: the low byte 0x7F, the signal above it.
                guard status & 0xFF == 0x7F else {
                    let signal = status & 0x7F
                    exit = (signal == 0 ? (status >> 8) & 0xFF : nil, signal == 0 ? nil : signal)
                    return nil
                }
                // What it wrote before it stopped.
                var before = -1
                while output.utf8.count != before {
                    before = output.utf8.count
                    pump(milliseconds: 20)
                }
                return (status >> 8) & 0xFF
            }
            pump(milliseconds: 10)
        }
        return nil
    }

    /// Whether the terminal edits lines and echoes (`ICANON`, `ECHO`), as before the app ran and
    /// not in raw mode.
    var editsLines: Bool {
        var now = termios()
        tcgetattr(slave, &now)
        let flags = tcflag_t(ICANON | ECHO)
        return now.c_lflag & flags == flags && originalModes.c_lflag & flags == flags
    }

    /// Waits up to 10 seconds for the app to end; its exit status, or `nil` when a signal ended it
    /// or it is still running.
    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while exit == nil && Date() < deadline {
            pump(milliseconds: 10)
            var status: Int32 = 0
            var usage = rusage()
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                let signal = status & 0x7F
                exit = (signal == 0 ? (status >> 8) & 0xFF : nil, signal == 0 ? nil : signal)
            }
        }
        return exit?.status
    }

    /// Whether the terminal's modes are what they were before the app ran.
    var modesRestored: Bool {
        var now = termios()
        tcgetattr(slave, &now)
        return now.c_iflag == originalModes.c_iflag && now.c_oflag == originalModes.c_oflag
            && now.c_lflag == originalModes.c_lflag && now.c_cflag == originalModes.c_cflag
    }

    struct HarnessError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
