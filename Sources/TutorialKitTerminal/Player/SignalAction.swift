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
}
