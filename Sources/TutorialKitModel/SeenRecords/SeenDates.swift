import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ISO 8601 dates in UTC, as the seen-state file spells them: `2026-11-01T08:00:00Z`.
///
/// A file holds thousands of them, so that exact form is read and written by hand (Foundation's
/// ISO 8601 style takes about a microsecond a date); anything else — fractional seconds, offsets,
/// years outside 1970–9999 — goes to Foundation, which gives the same results, taken to the whole
/// second the file keeps. A date that cannot be — February 30, 23:59:60, an offset of 60 minutes —
/// is no date at all, in either form.
package enum SeenDates {
    package static func parse(_ text: String) -> Date? {
        if let date = parseUTCSeconds(text) { return date }
        // Foundation rolls fields over (February 30 into March, 23:59:60 into the next day), so
        // it is asked only about a text whose every field, as written, is in range.
        guard text.withUTF8Bytes(hasFieldsInRange) else { return nil }
        // The file keeps whole seconds, so another form's date is taken to its second — and only
        // when the text it is written as reads back as it: Foundation reads some odd texts (a
        // five-digit year with a stray fraction and offset) as dates it then writes differently.
        guard let parsed = foundationDate(text) else { return nil }
        let date = Date(timeIntervalSinceReferenceDate: parsed.timeIntervalSinceReferenceDate.rounded(.down))
        let written = format(date)
        return (parseUTCSeconds(written) ?? foundationDate(written)) == date ? date : nil
    }

    /// Whether `bytes` is an ISO 8601 date and time with every field in range:
    /// `YYYY-MM-DDTHH:MM:SS`, a year of 4 to 9 digits, an optional fraction of a second, then `Z` or
    /// an offset `±HH`, `±HHMM` or `±HH:MM`.
    static func hasFieldsInRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        /// The number in the next `count` digits, or `nil`; at most 9 digits, so it never overflows.
        func number(_ count: ClosedRange<Int>) -> Int? {
            var value = 0
            var digits = 0
            while digits < count.upperBound, index < bytes.count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit <= 9 else { break }
                value = value * 10 + Int(digit)
                digits += 1
                index += 1
            }
            return count.contains(digits) ? value : nil
        }
        func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        guard let year = number(4...9), skip("-"), let month = number(2...2), (1...12).contains(month),
            skip("-"), let day = number(2...2), day >= 1, day <= daysIn(month: month, year: year),
            skip("T"), let hour = number(2...2), hour < 24, skip(":"), let minute = number(2...2),
            minute < 60, skip(":"), let second = number(2...2), second < 60
        else { return false }
        if skip(".") {
            // A fraction of any length: its digits are skipped, not added up.
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") <= 9 { index += 1 }
            guard index > start else { return false }
        }
        if skip("Z") { return index == bytes.count }
        guard skip("+") || skip("-"), let offsetHours = number(2...2), offsetHours < 24 else { return false }
        if index == bytes.count { return true }
        _ = skip(":")
        guard let offsetMinutes = number(2...2), offsetMinutes < 60 else { return false }
        return index == bytes.count
    }

    /// The date Foundation's ISO 8601 style reads, with or without fractional seconds.
    private static func foundationDate(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    package static func format(_ date: Date) -> String {
        formatUTCSeconds(date) ?? date.formatted(Date.ISO8601FormatStyle())
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` exactly, with every field in range; `nil` for anything else.
    static func parseUTCSeconds(_ text: String) -> Date? {
        text.withUTF8Bytes { parseUTCSeconds(utf8: $0) }
    }

    /// ``parseUTCSeconds(_:)`` on the UTF-8 of the text.
    package static func parseUTCSeconds(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        utcSecondsFields(utf8: bytes)?.date
    }

    /// A date's fields, in range.
    package struct Fields {
        var year, month, day, hour, minute, second: Int

        package var date: Date {
            let days = SeenDates.daysSinceEpoch(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
        }
    }

    /// The fields of `YYYY-MM-DDTHH:MM:SSZ` in UTF-8, when it is exactly that with every field in
    /// range; checking a date needs no more.
    @inline(__always)
    package static func utcSecondsFields(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
        // Eight characters at a time, as three overlapping words: bytes 0–7 (`YYYY-MM-`), 8–15
        // (`DDTHH:MM`) and 12–19 (`H:MM:SSZ`). A file holds thousands of dates.
        guard bytes.count == utcSecondsLength else { return nil }
        let text = UnsafeRawBufferPointer(bytes)
        func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        guard let date = digits(word(0), where: 0x00FF_FF00_FFFF_FFFF, else: 0x2D00_002D_0000_0000),
            let time = digits(word(8), where: 0xFFFF_00FF_FF00_FFFF, else: 0x0000_3A00_0054_0000),
            let seconds = digits(word(12), where: 0x00FF_FF00_FFFF_00FF, else: 0x5A00_003A_0000_3A00)
        else { return nil }
        func lane(_ word: UInt64, _ position: Int) -> Int {
            Int(truncatingIfNeeded: word >> (8 * position)) & 0xFF
        }
        let fields = Fields(
            year: lane(date, 0) * 1_000 + lane(date, 1) * 100 + lane(date, 2) * 10 + lane(date, 3),
            month: lane(date, 5) * 10 + lane(date, 6), day: lane(time, 0) * 10 + lane(time, 1),
            hour: lane(time, 3) * 10 + lane(time, 4), minute: lane(time, 6) * 10 + lane(time, 7),
            second: lane(seconds, 5) * 10 + lane(seconds, 6))
        guard fields.year >= 1970, fields.month >= 1, fields.month <= 12, fields.day >= 1,
            fields.day <= daysIn(month: fields.month, year: fields.year), fields.hour < 24,
            fields.minute < 60,
            fields.second < 60
        else { return nil }
        return fields
    }

    /// The digit values (0–9) in the bytes of `word` that `digitLanes` selects, zero elsewhere, when
    /// those bytes are digits and the others are exactly `literals`; `nil` otherwise.
    @inline(__always)
    private static func digits(_ word: UInt64, where digitLanes: UInt64, else literals: UInt64) -> UInt64? {
        guard word & ~digitLanes == literals else { return nil }
        let values = (word ^ 0x3030_3030_3030_3030) & digitLanes
        // A digit's value has no high bits, and none after adding 6 either (":" to "?" would).
        guard (values | (values &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0 == 0 else { return nil }
        return values
    }

    /// The date's whole second in `YYYY-MM-DDTHH:MM:SSZ`, for years 1970 to 9999.
    static func formatUTCSeconds(_ date: Date) -> String? {
        var bytes: [UInt8] = []
        guard appendUTCSeconds(date, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``formatUTCSeconds(_:)``'s 20 bytes to `bytes`; `false`, with nothing appended,
    /// for a date outside 1970 to 9999.
    package static func appendUTCSeconds(_ date: Date, to bytes: inout [UInt8]) -> Bool {
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
    package static let utcSecondsLength = 20

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
