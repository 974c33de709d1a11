import TutorialKitJSON
import TutorialKitModel
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Merging the seen-state of two devices of one user: a join — commutative, associative and
/// idempotent — so devices may sync in any order and any number of times, and it never goes
/// backwards.
///
/// The rule in one sentence: a tutorial's status comes from its newest content version, where
/// seen (completed, skipped or dismissed) always beats in progress, and show histories are united
/// so that every show on every device counts once.
///
/// Per tutorial:
/// - The status, last step, failure and variant come from the record ranking highest by content
///   version, then status (completed, skipped, dismissed, failed, abandoned, in progress), then
///   last step, failure and variant. So a device that
///   started a tutorial before it synced never reopens one seen at that version or a newer one,
///   while in progress at a newer version does win: the tutorial changed. (Which record was shown
///   last does not decide: the merged record counts as shown when either was, so ranking by it
///   would make the result depend on the order of merging.)
/// - `recentShows` is the union of both lists as multisets — each date as often as the list
///   having it most often — keeping the latest ``Rule/EventHistory/recentLimit``: a show both devices
///   know of counts once, two shows in one second on one device twice. (Two devices showing a
///   tutorial in the same second count once: the file does not say which device showed it.)
/// - `timesShown` is the larger of both and at least the shows in the united history, so it
///   counts every device's shows exactly while the history holds them all.
/// - The content version and the last shown date take the maximum, the first shown date the
///   minimum; unknown keys are kept, a clash going to the value whose JSON text sorts last.
///
/// Event histories merge as show histories do. Idempotence holds for records whose `timesShown`
/// is at least their number of recent shows, as in every record TutorialKit writes; a record
/// counting fewer is raised to its shows by its first merge.
package enum SeenStateMerge {
    /// The merge of two documents.
    package static func merge(_ a: SeenStateDocument, _ b: SeenStateDocument) -> SeenStateDocument {
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
    package static func merge(_ a: SeenStateDocument.Entry, _ b: SeenStateDocument.Entry)
        -> SeenStateDocument.Entry
    {
        let winner = outranks(b.record, a.record) ? b.record : a.record
        let shows = unitedShows(a.record.recentShows, b.record.recentShows)
        let record = SeenRecord(
            status: winner.status,
            contentVersion: max(a.record.contentVersion, b.record.contentVersion),
            timesShown: max(a.record.timesShown, b.record.timesShown, shows.count),
            firstShownAt: min(a.record.firstShownAt, b.record.firstShownAt),
            lastShownAt: max(a.record.lastShownAt, b.record.lastShownAt),
            lastStep: winner.lastStep,
            recentShows: shows,
            failure: winner.failure,
            variant: winner.variant
        )
        return SeenStateDocument.Entry(record: record, unknown: mergeUnknown(a.unknown, b.unknown))
    }

    /// The merge of one event's histories: as two records' shows.
    package static func merge(_ a: Rule.EventHistory, _ b: Rule.EventHistory) -> Rule.EventHistory {
        let recent = unitedShows(a.recent, b.recent)
        return Rule.EventHistory(count: max(a.count, b.count, recent.count), recent: recent)
    }

    /// Whether `a`'s status, last step, failure and variant win over `b`'s: a total order on
    /// content version, then status, then those fields in turn — fields the merged record takes
    /// from the winner, so the winner of three records is the same whichever two merge first.
    static func outranks(_ a: SeenRecord, _ b: SeenRecord) -> Bool {
        if a.contentVersion != b.contentVersion { return a.contentVersion > b.contentVersion }
        if rank(a.status) != rank(b.status) { return rank(a.status) > rank(b.status) }
        if precedes(b.lastStep, a.lastStep) { return true }
        if precedes(a.lastStep, b.lastStep) { return false }
        if precedes(b.failure?.rawValue, a.failure?.rawValue) { return true }
        if precedes(a.failure?.rawValue, b.failure?.rawValue) { return false }
        return precedes(b.variant, a.variant)
    }

    /// Whether `first` sorts before `second`, nothing first: by bytes, since String's `<` calls
    /// composed and decomposed "é" equal, and a tie would keep whichever record came first.
    private static func precedes(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (let first?, let second?): first.utf8Precedes(second)
        case (nil, _?): true
        case (_, nil): false
        }
    }

    /// Seen outranks not seen, so a merge never reopens a tutorial; among the seen statuses, the
    /// most finished first; among the others, a failure first — a broken tutorial stays known —
    /// then a run left by the host, then one in progress.
    private static func rank(_ status: SeenRecord.Status) -> Int {
        switch status {
        case .inProgress: 0
        case .abandoned: 1
        case .failed: 2
        case .dismissed: 3
        case .skipped: 4
        case .completed: 5
        }
    }

    /// The union of two lists of dates as multisets, oldest first: each date as many times as the
    /// list that has it most often — a union of a list with itself is the list, unlike adding them
    /// (every show twice) or a set (two shows in one second once) — keeping the latest
    /// ``Rule/EventHistory/recentLimit``, as a record does.
    static func unitedShows(_ a: [Date], _ b: [Date]) -> [Date] {
        let a = a.sorted()
        let b = b.sorted()
        var united: [Date] = []
        united.reserveCapacity(max(a.count, b.count))
        var (nextA, nextB) = (0, 0)
        while nextA < a.count || nextB < b.count {
            let date = nextB == b.count || (nextA < a.count && a[nextA] <= b[nextB]) ? a[nextA] : b[nextB]
            var (inA, inB) = (0, 0)
            while nextA < a.count, a[nextA] == date { (inA, nextA) = (inA + 1, nextA + 1) }
            while nextB < b.count, b[nextB] == date { (inB, nextB) = (inB + 1, nextB + 1) }
            united.append(contentsOf: repeatElement(date, count: max(inA, inB)))
        }
        return Array(united.suffix(Rule.EventHistory.recentLimit))
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
