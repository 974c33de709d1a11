import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a session reads the time, so tests and replays control it.
public protocol TutorialClock: Sendable {
    /// The current time.
    func now() -> Date
}

/// The system's wall clock.
public struct SystemClock: TutorialClock {
    /// Creates the system clock.
    public init() {}

    /// `Date()`.
    public func now() -> Date { Date() }
}

/// A clock that stands still until told to move: for tests and previews.
public final class ManualClock: TutorialClock, @unchecked Sendable {
    // @unchecked: `current` is only touched under `lock`.
    private let lock = Lock()
    private var current: Date

    /// Creates a clock showing `date`.
    public init(_ date: Date = Date(timeIntervalSince1970: 0)) {
        current = date
    }

    /// The time the clock shows.
    public func now() -> Date {
        lock.withLock { current }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }

    /// Sets the clock to `date`.
    public func set(_ date: Date) {
        lock.withLock { current = date }
    }
}
