import TutorialKitModel
import TutorialKitSeenState

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps a seen-state store in step with a session: the start (shown once more), the current step,
/// and how the tutorial ended. Used by ``TutorialController`` and by `tutorialkit play --store`.
package enum SessionRecorder {
    /// Records that `session` has started, then follows its events.
    ///
    /// - Parameters:
    ///   - session: A session that has just started.
    ///   - store: Where to record.
    ///   - date: When it started.
    ///   - onError: Called when a later write fails (the start itself throws).
    /// - Throws: The store's error when the start cannot be recorded.
    package static func record(
        _ session: TutorialSession, in store: any SeenStateStore, startedAt date: Date,
        onError: @escaping (any Error) -> Void
    ) throws {
        let id = session.tutorial.id
        let version = session.tutorial.version
        let step = session.currentStep?.id
        let variant = session.variant
        try store.update(id) { record in
            record = SeenRecord.started(record, version: version, at: date, step: step, variant: variant)
        }
        // A run whose first step failed has ended by now.
        if case .finished(let outcome) = session.state {
            let event = TutorialSession.AnalyticsRecord(
                kind: .finished(outcome), tutorialID: id, origin: .hostAPI, date: date)
            try apply(event, to: id, in: store)
            return
        }
        // The store is captured, not the caller, so outcomes are recorded even if the host lets go
        // of whatever started the session.
        session.observe { event in
            do {
                try apply(event, to: id, in: store)
            } catch {
                onError(error)
            }
        }
    }

    /// Writes what an event changes: the current step, or the outcome.
    static func apply(_ event: TutorialSession.AnalyticsRecord, to id: String, in store: any SeenStateStore)
        throws
    {
        switch event.kind {
        case .stepShown(let stepID, _):
            try store.update(id) { $0?.lastStep = stepID }
        case .finished(let outcome):
            try store.update(id) { record in
                switch outcome {
                case .completed:
                    record?.status = .completed
                case .skipped(let step):
                    record?.status = .skipped
                    record?.lastStep = step
                case .dismissed(let step):
                    record?.status = .dismissed
                    record?.lastStep = step
                case .abandoned(let step):
                    record?.status = .abandoned
                    record?.lastStep = step
                case .failed(let step, let reason):
                    record?.status = .failed
                    record?.lastStep = step
                    record?.failure = reason
                    // Nor does a failed run count against frequency caps: its show is taken back,
                    // so a broken tutorial does not silence itself for a cap's window either.
                    if let shownAt = record?.lastShownAt,
                        let show = record?.recentShows.lastIndex(of: shownAt)
                    {
                        record?.recentShows.remove(at: show)
                    }
                }
            }
        case .started, .stepCompleted, .hostActionRequested, .outcomeReported, .outcomeTimedOut,
            .stepUnavailable, .wentBack, .buttonPressed:
            return
        }
    }
}
