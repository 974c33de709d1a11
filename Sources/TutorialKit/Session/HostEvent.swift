import TutorialKitModel
import TutorialKitSeenState

/// A host event reported to a controller or a coordinator: kept in the store for every
/// tutorial's rules, and heard by the session running, so a step waiting for it goes on.
enum HostEvent {
    /// Reports `name` now; returns whether it moved `session`.
    ///
    /// - Throws: The store's error, after the session has heard the event: a step waiting for it
    ///   goes on even when the store cannot keep it.
    static func report(
        _ name: String, store: any SeenStateStore, clock: any TutorialClock, session: TutorialSession?
    ) throws -> Bool {
        var failure: (any Error)?
        do { try store.recordEvent(name, at: clock.now()) } catch { failure = error }
        let moved = try session.map { $0.isFinished ? false : try $0.eventOccurred(name) } ?? false
        if let failure { throw failure }
        return moved
    }
}
