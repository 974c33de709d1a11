#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A signal's action, read and set the same way on Linux and macOS, whose C unions differ.
enum SignalAction {
    /// Whether `action` ignores its signal.
    static func ignores(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #elseif canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Makes `action` call `handler` (or take `SIG_DFL`'s or `SIG_IGN`'s action).
    static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// The handler `action` calls with the signal's number alone, if any.
    static func handler(of action: sigaction) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler
        #endif
    }

    /// The handler `action` calls with the signal's information (`SA_SIGINFO`), if any.
    static func informedHandler(of action: sigaction)
        -> (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)?
    {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_sigaction
        #endif
    }

    /// Makes `action` call `handler` with the signal's information; set `SA_SIGINFO` too.
    static func setInformedHandler(
        _ action: inout sigaction,
        _ handler:
            @escaping @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) ->
            Void
    ) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handler
        #endif
    }
}
