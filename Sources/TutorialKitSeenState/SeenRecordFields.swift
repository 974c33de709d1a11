import Foundation
import TutorialKitModel

/// A record's fields as a seen-state file gives them, any of them missing, and the defaults the
/// format sets: content version 1, shown 0 times, a missing date taken from the other (or 1970).
/// Both readers of the file fill one.
struct SeenRecordFields {
    var status: SeenRecord.Status?
    var contentVersion = 1
    var timesShown = 0
    var firstShownAt: Date?
    var lastShownAt: Date?
    var lastStep: String?
    var recentShows: [Date] = []

    /// The record, or `nil` when the file gave no status.
    var record: SeenRecord? {
        guard let status else { return nil }
        let first = firstShownAt ?? lastShownAt ?? Date(timeIntervalSince1970: 0)
        return SeenRecord(
            status: status, contentVersion: contentVersion, timesShown: timesShown, firstShownAt: first,
            lastShownAt: lastShownAt ?? first, lastStep: lastStep, recentShows: recentShows)
    }
}
