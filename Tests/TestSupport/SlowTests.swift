import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Tag {
    /// Suites that start processes or sweep thousands of files: most of the suite's time.
    @Tag package static var slow: Self
}

/// Whether the suites tagged ``Tag/slow`` run. `TUTORIALKIT_SKIP_SLOW=1 swift test` leaves them
/// out in an edit loop (this toolchain's `swift test` does not filter by tag); CI runs them all.
package enum SlowTests {
    package static let run = getenv("TUTORIALKIT_SKIP_SLOW") == nil
}
