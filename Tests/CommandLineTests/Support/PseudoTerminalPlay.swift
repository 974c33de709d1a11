import Foundation
import TestSupport
import TutorialKit

#if canImport(Glibc)
    import Glibc
#endif

/// `tutorialkit play` attached to a pseudo-terminal: keystrokes in, frames out, signals sent, and
/// its end waited for with `wait4`, so a death by signal is seen as such.
final class PseudoTerminalPlay {
    /// How the process ended.
    struct Exit: Equatable {
        /// The exit status, or `nil` when a signal ended the process.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
    }

    private var master: Int32 = -1
    private var slave: Int32 = -1
    private var pid: pid_t = 0
    private(set) var exit: Exit?
    /// Everything `play` wrote to the terminal so far.
    private(set) var output = ""
    private let originalModes: termios

    /// Starts `play tutorial extra…` (or another `command`) on a terminal of `columns` × `rows`,
    /// with `ignoring` ignored as `nohup` ignores SIGHUP, and `environment` added to the test's.
    init(
        tutorial: String, extra: [String] = [], columns: UInt16 = 80, rows: UInt16 = 30,
        ignoring: [Int32] = [], environment: [String: String] = [:], command: String = "play"
    ) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError("openpty failed") }
        // Only the child's 0, 1 and 2 (dup2 clears the flag) keep the terminal open.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var modes = termios()
        tcgetattr(slave, &modes)
        originalModes = modes
        try spawn([command, tutorial] + extra, ignoring: ignoring, environment: environment)
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

    /// Starts the tool as a shell with job control would: in a process group of its own (which
    /// Ctrl-Z stops, not the tests), no signal blocked, every signal's action the default but for
    /// those `ignoring`; and no core file from a crash.
    private func spawn(_ arguments: [String], ignoring: [Int32], environment extra: [String: String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }

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
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        let shell = "/bin/sh"
        // The shell changes folder, ignores what it is asked to (exec keeps that), and becomes the tool.
        let traps = ignoring.map { "trap '' \($0); " }.joined()
        let script = "ulimit -c 0; " + traps + #"cd "$0" && exec "$@""#
        let argv =
            ([shell, "-c", script, TestPaths.repository.path, ToolRunner.executable.path] + arguments).map {
                strdup($0)
            } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let spawned = posix_spawn(&pid, shell, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw HarnessError("posix_spawn failed: \(spawned)") }
    }

    /// Types `text` in one write.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Closes the terminal, as closing its window does, and sends SIGHUP as the kernel would to
    /// the terminal's foreground process: what `play` writes from then on fails.
    func hangUp() {
        close(master)
        master = -1
        kill(pid, SIGHUP)
    }

    /// Sends `number` to the process.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Reads until the screen shows `text` (frames come as differences from the one before, so the
    /// screen is what they add up to), or what was printed after leaving the full screen has it;
    /// at most 10 seconds.
    func waitFor(_ text: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if shows(text) { return true }
            pump()
        }
        return shows(text)
    }

    /// Whether the screen shows `text`, or the output after leaving the full screen has it.
    func shows(_ text: String) -> Bool {
        let restore = "\u{1B}[?1049l"
        if output.contains(restore), output.components(separatedBy: restore).last?.contains(text) == true {
            return true
        }
        // Larger than any terminal the tests make: frames never rely on wrapping at the edge.
        var screen = TerminalScreenModel(size: Size(width: 300, height: 100))
        screen.receive(output.components(separatedBy: "\u{1B}[?1049h").last ?? output)
        return screen.text.contains(text)
    }

    /// Reads what the terminal has for up to `milliseconds`.
    func pump(milliseconds: Int32 = 100) {
        guard master >= 0 else {
            usleep(UInt32(milliseconds) * 1_000)
            return
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, milliseconds) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let read = read(master, &buffer, buffer.count)
            if read > 0 { output += String(decoding: buffer.prefix(read), as: UTF8.self) }
        }
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Waits up to 10 seconds for the process to stop, reading its output; the signal that
    /// stopped it, or `nil` when it did not stop.
    func waitForStop() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var status: Int32 = 0
            var usage = rusage()
            if exit == nil, wait4(pid, &status, WUNTRACED | WNOHANG, &usage) == pid {
                // WIFSTOPPED / WSTOPSIG, spelled out: the low byte 0x7F, the signal above it.
                guard status & 0xFF == 0x7F else {
                    let signal = status & 0x7F
                    exit = Exit(
                        status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal)
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

    /// How many times `text` occurs in the output so far.
    func occurrences(of text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// Whether the terminal's modes have the line editing and echo of the terminal before `play`
    /// ran (`ICANON`, `ECHO`), which raw mode turns off.
    var editsLines: Bool {
        var now = termios()
        tcgetattr(slave, &now)
        let flags = tcflag_t(ICANON | ECHO)
        return now.c_lflag & flags == originalModes.c_lflag & flags && originalModes.c_lflag & flags == flags
    }

    /// Whether the process is still running, reaping it if it has ended.
    var isRunning: Bool {
        if exit != nil { return false }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return true }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the macros are not imported.
        let signal = status & 0x7F
        exit = Exit(status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal)
        return false
    }

    /// Waits up to 10 seconds for the process to end, reading its output; its exit status, or `nil`
    /// when a signal ended it or it is still running.
    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while isRunning && Date() < deadline { pump(milliseconds: 10) }
        // What it wrote just before exiting.
        var before = -1
        while output.utf8.count != before {
            before = output.utf8.count
            pump(milliseconds: 0)
        }
        return exit?.status
    }

    /// Whether the terminal's modes are what they were before `play` ran.
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
