import Foundation

/// ISO 8601 dates in UTC, as the seen-state file spells them: `2026-11-01T08:00:00Z`.
///
/// A file holds thousands of them, so that exact form is read and written by hand (Foundation's
/// ISO 8601 style takes about a microsecond a date); anything else — fractional seconds, offsets,
/// years outside 1970–9999 — goes to Foundation, which gives the same results.
enum SeenDates {
    static func parse(_ text: String) -> Date? {
        if let date = parseUTCSeconds(text) { return date }
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    static func format(_ date: Date) -> String {
        formatUTCSeconds(date) ?? date.formatted(Date.ISO8601FormatStyle())
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` exactly, with every field in range; `nil` for anything else.
    static func parseUTCSeconds(_ text: String) -> Date? {
        text.withUTF8Bytes { parseUTCSeconds(utf8: $0) }
    }

    /// ``parseUTCSeconds(_:)`` on the UTF-8 of the text.
    static func parseUTCSeconds(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == utcSecondsLength, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + count] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            year >= 1970, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// The date's whole second in `YYYY-MM-DDTHH:MM:SSZ`, for years 1970 to 9999.
    static func formatUTCSeconds(_ date: Date) -> String? {
        var bytes: [UInt8] = []
        guard appendUTCSeconds(date, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``formatUTCSeconds(_:)``'s 20 bytes to `bytes`; `false`, with nothing appended,
    /// for a date outside 1970 to 9999.
    static func appendUTCSeconds(_ date: Date, to bytes: inout [UInt8]) -> Bool {
        // A Date counts from 2001; adding the 1970 offset in Double first could round a time just
        // before a whole second up to it, so the second is taken from the 2001 count.
        let sinceReference = date.timeIntervalSinceReferenceDate.rounded(.down)
        let referenceSince1970 = 978_307_200.0
        guard sinceReference >= -referenceSince1970, sinceReference < 253_402_300_800 - referenceSince1970
        else { return false }
        let seconds = Int(sinceReference) + Int(referenceSince1970)
        let (year, month, day) = civilDate(daysSinceEpoch: seconds / 86_400)
        let time = seconds % 86_400
        // Written in place: one growth of the buffer for the whole date.
        var position = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: utcSecondsLength))
        bytes.withUnsafeMutableBufferPointer { buffer in
            put(year, digits: 4, then: UInt8(ascii: "-"), into: buffer, at: &position)
            put(month, digits: 2, then: UInt8(ascii: "-"), into: buffer, at: &position)
            put(day, digits: 2, then: UInt8(ascii: "T"), into: buffer, at: &position)
            put(time / 3_600, digits: 2, then: UInt8(ascii: ":"), into: buffer, at: &position)
            put(time / 60 % 60, digits: 2, then: UInt8(ascii: ":"), into: buffer, at: &position)
            put(time % 60, digits: 2, then: UInt8(ascii: "Z"), into: buffer, at: &position)
        }
        return true
    }

    /// Writes `value` as `digits` decimal digits and then `separator` at `position`, and moves
    /// `position` past them.
    private static func put(
        _ value: Int, digits: Int, then separator: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at position: inout Int
    ) {
        var value = value
        for offset in (0..<digits).reversed() {
            buffer[position + offset] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        buffer[position + digits] = separator
        position += digits + 1
    }

    /// The length of `YYYY-MM-DDTHH:MM:SSZ`.
    static let utcSecondsLength = 20

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysSinceEpoch(year:month:day:)`` for days on or after 1970-01-01.
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
