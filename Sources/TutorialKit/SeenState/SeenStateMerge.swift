import Foundation

/// Merging the seen-state of two devices of one user: deterministic, commutative, associative and
/// idempotent, so devices may sync in any order and any number of times.
///
/// Per tutorial: the status and last step come from the record shown last (ties broken by status,
/// then last step, so the choice never depends on argument order); counters and versions take the
/// maximum; the first shown date the minimum; unknown keys are kept, a clash going to the value
/// whose JSON text sorts last.
public enum SeenStateMerge {
    /// The merge of two documents.
    public static func merge(_ a: SeenStateDocument, _ b: SeenStateDocument) -> SeenStateDocument {
        var merged = SeenStateDocument(
            formatVersion: max(a.formatVersion, b.formatVersion), entries: a.entries,
            events: a.events.merging(b.events, uniquingKeysWith: merge),
            unknown: mergeUnknown(a.unknown, b.unknown))
        for (id, entry) in b.entries {
            merged.entries[id] = merged.entries[id].map { merge($0, entry) } ?? entry
        }
        return merged
    }

    /// The merge of two records of one tutorial.
    public static func merge(_ a: SeenStateDocument.Entry, _ b: SeenStateDocument.Entry)
        -> SeenStateDocument.Entry
    {
        let winner = isLater(b.record, than: a.record) ? b.record : a.record
        let record = SeenRecord(
            status: winner.status,
            contentVersion: max(a.record.contentVersion, b.record.contentVersion),
            timesShown: max(a.record.timesShown, b.record.timesShown),
            firstShownAt: min(a.record.firstShownAt, b.record.firstShownAt),
            lastShownAt: max(a.record.lastShownAt, b.record.lastShownAt),
            lastStep: winner.lastStep,
            recentShows: Array(Set(a.record.recentShows + b.record.recentShows))
        )
        return SeenStateDocument.Entry(record: record, unknown: mergeUnknown(a.unknown, b.unknown))
    }

    /// The merge of one event's histories: the larger count, and the latest occurrences of both.
    public static func merge(_ a: EventHistory, _ b: EventHistory) -> EventHistory {
        EventHistory(count: max(a.count, b.count), recent: Array(Set(a.recent + b.recent)))
    }

    /// A total order on what the winner contributes: last shown, then status, then last step.
    static func isLater(_ a: SeenRecord, than b: SeenRecord) -> Bool {
        if a.lastShownAt != b.lastShownAt { return a.lastShownAt > b.lastShownAt }
        if rank(a.status) != rank(b.status) { return rank(a.status) > rank(b.status) }
        return (a.lastStep ?? "") > (b.lastStep ?? "")
    }

    /// Finished outranks unfinished, so a tie never reopens a tutorial.
    private static func rank(_ status: SeenStatus) -> Int {
        switch status {
        case .inProgress: 0
        case .dismissed: 1
        case .skipped: 2
        case .completed: 3
        }
    }

    private static func mergeUnknown(_ a: [String: JSONValue], _ b: [String: JSONValue]) -> [String:
        JSONValue]
    {
        a.merging(b) { first, second in
            JSONWriter.write(first).utf8Precedes(JSONWriter.write(second))
                ? second : first
        }
    }
}
