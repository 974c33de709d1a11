import TutorialKitModel
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A seen-state store that lives as long as the process: for tests, previews and hosts that
/// persist elsewhere.
public final class InMemorySeenStateStore: SeenStateStore, @unchecked Sendable {
    // @unchecked: `records` is only touched under `lock`.
    private let lock = Lock()
    private var records: [String: SeenRecord]
    private var histories: [String: Rule.EventHistory] = [:]

    /// Creates a store holding `records`.
    public init(_ records: [String: SeenRecord] = [:]) {
        self.records = records
    }

    /// The record of one tutorial, if any.
    public func record(for tutorialID: String) -> SeenRecord? {
        lock.withLock { records[tutorialID] }
    }

    /// Every record, by tutorial id.
    public func allRecords() -> [String: SeenRecord] {
        lock.withLock { records }
    }

    /// Changes one tutorial's record under the store's lock; a change that throws leaves it as it was.
    public func update(_ tutorialID: String, _ change: (inout SeenRecord?) throws -> Void) throws {
        try lock.withLock {
            var record = records[tutorialID]
            try change(&record)
            records[tutorialID] = record
        }
    }

    /// Records an occurrence of an event.
    public func recordEvent(_ name: String, at date: Date) {
        lock.withLock { histories[name] = (histories[name] ?? Rule.EventHistory()).adding(date) }
    }

    /// Every event's history.
    public func events() -> [String: Rule.EventHistory] {
        lock.withLock { histories }
    }

    /// Forgets one tutorial's record; the events stay.
    public func reset(_ tutorialID: String) {
        lock.withLock { records[tutorialID] = nil }
    }

    /// Forgets every record and every event.
    public func resetAll() {
        lock.withLock {
            records.removeAll()
            histories.removeAll()
        }
    }
}
