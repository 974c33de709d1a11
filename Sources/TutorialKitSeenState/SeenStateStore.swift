import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a host keeps which tutorials a user has seen — the plug-in point for persistence.
///
/// Rules for conforming types:
/// - Every method is safe to call from any thread (`Sendable`).
/// - ``update(_:_:)`` is one atomic read-modify-write: no other update of the same store (in this
///   process or another) may interleave with it, and the change is durable when it returns.
/// - Records of other tutorials are never touched by an update.
/// - Errors name the store (its file, for a file store) and say what was kept.
public protocol SeenStateStore: Sendable {
    /// The record of one tutorial, if any.
    func record(for tutorialID: String) throws -> SeenRecord?

    /// Every record, by tutorial id.
    func allRecords() throws -> [String: SeenRecord]

    /// Changes one tutorial's record atomically; setting it to `nil` removes it.
    func update(_ tutorialID: String, _ change: (inout SeenRecord?) throws -> Void) throws

    /// Forgets one tutorial: its record goes, so it shows again. The host's events stay, as they
    /// are the user's, not the tutorial's.
    func reset(_ tutorialID: String) throws

    /// Forgets everything about the user: every tutorial's record and every host event (a user
    /// who signs out, say). What the store does not know (a file's unknown keys) stays.
    func resetAll() throws

    /// Records that the host's event `name` happened at `date` (for rules such as "purchased at
    /// least once within 30 days"), atomically.
    func recordEvent(_ name: String, at date: Date) throws

    /// Every event's history, by name.
    func events() throws -> [String: Rule.EventHistory]
}
