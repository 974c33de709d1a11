#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the terminal back when the process crashes in raw mode (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT, SIGTRAP), so the shell it returns to is usable and the crash report readable.
///
/// The handler writes the bytes that leave the full screen and puts the terminal's modes back,
/// with nothing but `write` and `tcsetattr`, from values worked out before it was installed. It
/// then hands the signal to whatever handled it before (the Swift runtime's crash report), and
/// last sets the signal's default action and raises it again: the process dies of the signal it
/// got, as its exit status shows, even where the handler before would have let it go on.
enum CrashRestore {
    /// The signals that report a fault in the process itself.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Installs the handler for ``signals``: a crash from now on writes `bytes` to `output` and
    /// sets `modes` on `input`. A second call replaces what the first stored.
    static func arm(input: Int32, output: Int32, modes: termios, bytes: [UInt8]) {
        disarm()
        let count = min(bytes.count, CrashState.capacity)
        for (index, byte) in bytes.prefix(count).enumerated() { CrashState.bytes[index] = byte }
        CrashState.stored.pointee = CrashState.Stored(byteCount: count, input: input, output: output)
        CrashState.modes.pointee = modes
        var action = sigaction()
        SignalAction.setInformedHandler(&action, restoreTerminalAndCrash)
        sigemptyset(&action.sa_mask)
        // On the alternate stack where there is one: a stack overflow is a crash too.
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        for number in signals {
            guard sigaction(number, &action, CrashState.previous + Int(number)) == 0 else { continue }
            CrashState.isInstalled[Int(number)] = true
        }
    }

    /// Puts back what handled the signals before ``arm(input:output:modes:bytes:)``. Idempotent.
    static func disarm() {
        for number in signals where CrashState.isInstalled[Int(number)] {
            _ = sigaction(number, CrashState.previous + Int(number), nil)
            CrashState.isInstalled[Int(number)] = false
        }
    }
}

/// What the handler reads, in memory allocated once and never freed, since a handler may run at
/// any time on any thread; reached through constants, so reading it takes no access check.
/// Written only while the handler is not installed for it.
private enum CrashState {
    /// The numbers the handler needs besides the bytes and the modes.
    struct Stored {
        var byteCount: Int
        var input: Int32
        var output: Int32
    }

    static let capacity = 64
    nonisolated(unsafe) static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static let stored = filled(
        with: Stored(byteCount: 0, input: -1, output: -1), count: 1)
    nonisolated(unsafe) static let modes = filled(with: termios(), count: 1)
    /// Slots by signal number (the crash signals are all below 32): the action before, and
    /// whether ours replaced it.
    static let slots = 32
    nonisolated(unsafe) static let previous = filled(with: sigaction(), count: slots)
    nonisolated(unsafe) static let isInstalled = filled(with: false, count: slots)

    private static func filled<Value>(with value: Value, count: Int) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }
}

/// The handler: only async-signal-safe calls, on values stored before it was installed.
private func restoreTerminalAndCrash(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    let stored = CrashState.stored.pointee
    var offset = 0
    while offset < stored.byteCount {
        let written = write(stored.output, CrashState.bytes + offset, stored.byteCount - offset)
        if written <= 0 { break }
        offset += written
    }
    _ = tcsetattr(stored.input, TCSANOW, CrashState.modes)
    let index = Int(number)
    if index >= 0, index < CrashState.slots, CrashState.isInstalled[index] {
        let previous = CrashState.previous[index]
        // The runtime's crash report, now on a terminal that shows it.
        if previous.sa_flags & SA_SIGINFO != 0 {
            SignalAction.informedHandler(of: previous)?(number, info, context)
        } else if let handler = SignalAction.handler(of: previous), !isDefaultOrIgnore(handler) {
            handler(number)
        }
    }
    // Blocked until this handler returns, then fatal: the process dies of this signal.
    var fallback = sigaction()
    SignalAction.setHandler(&fallback, SIG_DFL)
    sigemptyset(&fallback.sa_mask)
    _ = sigaction(number, &fallback, nil)
    _ = raise(number)
}

private func isDefaultOrIgnore(_ handler: @convention(c) (Int32) -> Void) -> Bool {
    let address = unsafeBitCast(handler, to: Int.self)
    return address == unsafeBitCast(SIG_DFL, to: Int.self) || address == unsafeBitCast(SIG_IGN, to: Int.self)
}
