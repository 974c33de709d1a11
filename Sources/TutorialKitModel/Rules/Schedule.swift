#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a tutorial's start and end dates are written and shown: a date alone (`2026-12-01`) means
/// its first moment, in UTC; as an end, a date alone means the end of that day, so
/// `"availableUntil": "2026-12-31"` includes the 31st.
package enum Schedule {
    /// The moment a file's `availableFrom` names: a date alone is its midnight, UTC.
    package static func start(_ text: String) -> Date? {
        Rule.ParameterValue.isoDate(text)
    }

    /// The moment a file's `availableUntil` names, from which the tutorial no longer starts: a date
    /// alone is the midnight after it.
    package static func end(_ text: String) -> Date? {
        guard let date = Rule.ParameterValue.isoDate(text) else { return nil }
        return isDateAlone(text) ? date.addingTimeInterval(Rule.Check.secondsPerDay) : date
    }

    /// `2026-12-01` for a midnight (UTC), else the full ISO 8601 time.
    package static func describe(_ date: Date) -> String {
        let text = SeenDates.format(date)
        return text.hasSuffix("T00:00:00Z") ? String(text.prefix(10)) : text
    }

    /// How a file writes an end: the last day it includes, for a midnight; else the moment.
    package static func writtenEnd(_ date: Date) -> String {
        let text = SeenDates.format(date)
        guard text.hasSuffix("T00:00:00Z") else { return text }
        return describe(date.addingTimeInterval(-Rule.Check.secondsPerDay))
    }

    /// An end in words: `through 2026-12-31` for a midnight, else `until 2026-12-31T18:00:00Z`.
    package static func describeEnd(_ date: Date) -> String {
        let written = writtenEnd(date)
        return written.utf8.count == 10 ? "through \(written)" : "until \(written)"
    }

    /// The time from `earlier` to `later` in whole days, or hours and minutes under a day.
    package static func span(_ earlier: Date, _ later: Date) -> String {
        let seconds = max(0, later.timeIntervalSince(earlier))
        if seconds >= Rule.Check.secondsPerDay {
            return Rule.days(Int((seconds / Rule.Check.secondsPerDay).rounded(.down)))
        }
        let minutes = Int((seconds / 60).rounded(.down))
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

    /// Whether `text` is a date without a time: `2026-12-01`.
    private static func isDateAlone(_ text: String) -> Bool {
        text.utf8.count == 10
    }
}
