#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the seen-state store knows about one tutorial for one user.
public struct SeenRecord: Hashable, Sendable {
    /// Where the user got to.
    public var status: SeenRecord.Status
    /// The tutorial's content version when it was last shown.
    public var contentVersion: Int
    /// How many times it was started.
    public var timesShown: Int
    /// When it was first shown.
    public var firstShownAt: Date
    /// When it was last shown.
    public var lastShownAt: Date
    /// The id of the step the user was on when the tutorial last ended or was left.
    public var lastStep: String?
    /// When it was most recently shown, oldest first, at most ``Rule/EventHistory/recentLimit`` dates —
    /// for display frequency caps.
    public var recentShows: [Date]
    /// Why the last run failed, when ``status`` is ``SeenRecord/Status/failed``; `nil` otherwise.
    public var failure: Tutorial.FailureReason?
    /// The variant of the tutorial's experiment the user saw, or `nil` (no experiment, or no user
    /// id to choose by).
    public var variant: String?

    /// Creates a record.
    public init(
        status: SeenRecord.Status,
        contentVersion: Int,
        timesShown: Int,
        firstShownAt: Date,
        lastShownAt: Date,
        lastStep: String? = nil,
        recentShows: [Date] = [],
        failure: Tutorial.FailureReason? = nil,
        variant: String? = nil
    ) {
        self.status = status
        self.contentVersion = contentVersion
        self.timesShown = timesShown
        self.firstShownAt = firstShownAt
        self.lastShownAt = lastShownAt
        self.lastStep = lastStep
        self.recentShows = Array(recentShows.sorted().suffix(Rule.EventHistory.recentLimit))
        self.failure = failure
        self.variant = variant
    }

    /// The status in words, with the failure's reason: `completed`, `failed: target missing`. A
    /// reason on a record of another status (a hand-edited file) is not shown: it explains no
    /// failure.
    public var statusDescription: String {
        guard status == .failed, let failure else { return status.rawValue }
        return "\(status.rawValue): \(failure)"
    }

    /// Whether the record means "seen" for a tutorial at `version`.
    ///
    /// - Parameters:
    ///   - version: The tutorial's current content version.
    ///   - showAgainWhenVersionRises: Whether a record of an older version no longer counts.
    public func isSeen(atVersion version: Int, showAgainWhenVersionRises: Bool) -> Bool {
        status.countsAsSeen && (!showAgainWhenVersionRises || contentVersion >= version)
    }

    /// The record after a tutorial at `version` was started at `date`.
    package static func started(
        _ existing: SeenRecord?, version: Int, at date: Date, step: String?, variant: String? = nil
    ) -> SeenRecord {
        SeenRecord(
            status: .inProgress,
            contentVersion: version,
            // A store may say Int.max: the count stays there rather than overflowing.
            timesShown: min(existing?.timesShown ?? 0, .max - 1) + 1,
            firstShownAt: existing?.firstShownAt ?? date,
            lastShownAt: date,
            lastStep: step,
            recentShows: (existing?.recentShows ?? []) + [date],
            variant: variant
        )
    }
}
