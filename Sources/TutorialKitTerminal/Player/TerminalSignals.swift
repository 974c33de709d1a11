import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a full-screen terminal program catches while it owns the terminal (`play`, or a
/// host app over ``RawTerminal``), delivered as bytes on a pipe that its loop polls with the keys:
/// SIGWINCH to redraw; SIGTSTP to give the terminal back before stopping (``RawTerminal/suspend()``)
/// and SIGCONT to take it again (``RawTerminal/resume()``); and every signal that would otherwise
/// end the process, so that it ends the way quitting does — its state saved, the terminal restored.
///
/// The handler only writes the signal's number to the pipe (the self-pipe trick), which is safe in
/// a signal handler on any thread. Dispatch's signal sources are not used: on Linux, a signal that
/// one of Dispatch's own threads leaves unblocked (SIGPIPE, SIGPROF) could be lost on its way to
/// the source.
public final class TerminalSignals {
    /// Signals whose default action ends the process and that can be caught. Left out: SIGKILL
    /// and SIGSTOP, which cannot be; SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT and SIGSYS,
    /// which report a fault in the process itself, where returning from the handler is wrong (a
    /// ``RawTerminal`` restores the terminal on those, then lets the Swift runtime's crash report
    /// and the signal end the process); and the stop signals, which do not end it.
    public static let terminating: [Int32] = {
        var numbers = [
            SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
            SIGVTALRM, SIGPROF,
        ]
        #if os(Linux)
            numbers += [SIGPOLL, SIGPWR, SIGSTKFLT]
            // Real-time signals end the process by default too; the C library keeps the first few.
            numbers += Array(
                stride(from: __libc_current_sigrtmin(), through: __libc_current_sigrtmax(), by: 1))
        #endif
        return numbers
    }()

    /// Poll this for reading; each byte read is the number of a signal that arrived.
    public let readEnd: Int32
    private let writeEnd: Int32
    /// What each caught signal did before, to put back.
    private var previousActions: [(number: Int32, action: sigaction)] = []
    private var isStopped = false

    /// The signals caught besides the ``terminating`` ones, which a loop acts on and goes on:
    /// SIGWINCH, SIGTSTP and SIGCONT.
    public static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// Starts catching the ``handled`` and ``terminating`` signals, except those already ignored (as
    /// `nohup` does with SIGHUP, or a shell without job control with SIGTSTP): whoever started the
    /// program chose that. One instance at a time.
    ///
    /// - Throws: ``TerminalError`` when another instance is catching signals (until its
    ///   ``stop()``), or when the pipe cannot be created.
    public init() throws {
        // The handler writes to one pipe: a second catcher would take the first one's signals.
        guard
            Self.active.withLock({ isActive in
                defer { isActive = true }
                return !isActive
            })
        else {
            throw TerminalError("signals are already caught; stop the other TerminalSignals first")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            Self.active.withLock { $0 = false }
            throw TerminalError("cannot create a pipe for signals")
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A flood of signals must not block the handler: past a full pipe, they are dropped.
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        signalPipeWriteEnd = writeEnd

        var action = sigaction()
        SignalAction.setHandler(&action, forwardSignal)
        sigemptyset(&action.sa_mask)
        // Restart interrupted reads and writes (the store's among them); poll still wakes on the pipe.
        action.sa_flags = SA_RESTART
        for number in Self.handled + Self.terminating {
            var previous = sigaction()
            guard sigaction(number, nil, &previous) == 0, !SignalAction.ignores(previous),
                sigaction(number, &action, nil) == 0
            else { continue }
            previousActions.append((number, previous))
        }
    }

    deinit { stop() }

    /// Stops catching the signals and puts back what they did before. Idempotent.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        for (number, var action) in previousActions { _ = sigaction(number, &action, nil) }
        signalPipeWriteEnd = -1
        close(readEnd)
        close(writeEnd)
        Self.active.withLock { $0 = false }
    }

    /// Whether an instance is catching signals now.
    private static let active = LockedFlag()
}

/// The pipe `forwardSignal` writes to; a global because a signal handler can capture nothing. Set
/// before the handler is installed, and cleared once it is removed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes the signal's number to the pipe and nothing more, since little else
/// is safe in a handler. errno is kept for the code it interrupted.
private func forwardSignal(_ number: Int32) {
    let savedError = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedError
}

/// A flag behind a lock, for ``TerminalSignals``' one-at-a-time rule.
private final class LockedFlag: Sendable {
    private let lock = Lock()
    nonisolated(unsafe) private var value = false

    func withLock<Result>(_ body: (inout Bool) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
