import Foundation

/// The seen-state file's contents (FORMATS.md): its format version, a record per tutorial, and
/// every key this version does not know — at the top and inside records — kept to be written back.
public struct SeenStateDocument: Hashable, Sendable {
    /// The format this version of TutorialKit reads and writes.
    public static let currentFormatVersion = 1

    /// One tutorial's record and its unknown keys.
    public struct Entry: Hashable, Sendable {
        /// The known fields.
        public var record: SeenRecord
        /// Keys this version does not know, kept as they were.
        public var unknown: [String: JSONValue]

        /// Creates an entry.
        public init(record: SeenRecord, unknown: [String: JSONValue] = [:]) {
            self.record = record
            self.unknown = unknown
        }
    }

    /// The file's format version.
    public var formatVersion: Int
    /// The records by tutorial id.
    public var entries: [String: Entry]
    /// The host's events by name.
    public var events: [String: EventHistory]
    /// Top-level keys this version does not know.
    public var unknown: [String: JSONValue]

    /// An empty document.
    public init(
        formatVersion: Int = currentFormatVersion, entries: [String: Entry] = [:],
        events: [String: EventHistory] = [:],
        unknown: [String: JSONValue] = [:]
    ) {
        self.formatVersion = formatVersion
        self.entries = entries
        self.events = events
        self.unknown = unknown
    }

    /// The records without their unknown keys.
    public var records: [String: SeenRecord] { entries.mapValues(\.record) }

    // MARK: - Reading

    /// Parses a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    public static func parse(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument
    {
        let map = SourceMap(bytes)
        func corrupt(_ offset: Int, _ problem: String) -> SeenStateStoreError {
            .corrupt(file: file, problem: "\(problem) at line \(map.position(of: offset))")
        }
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw corrupt(error.offset, error.message)
        }
        guard let members = root.members else {
            throw corrupt(root.offset, "expected an object, found \(root.value.typeName)")
        }
        var document = SeenStateDocument(formatVersion: 0)
        for member in members {
            switch member.key {
            case "formatVersion":
                guard let version = member.value.integer, version >= 1 else {
                    throw corrupt(member.value.offset, "formatVersion must be an integer of at least 1")
                }
                document.formatVersion = version
            case "tutorials":
                guard let records = member.value.members else {
                    throw corrupt(member.value.offset, "\"tutorials\" must be an object")
                }
                for record in records {
                    document.entries[record.key] = try entry(record.value, corrupt)
                }
            case "events":
                guard let histories = member.value.members else {
                    throw corrupt(member.value.offset, "\"events\" must be an object")
                }
                for history in histories {
                    document.events[history.key] = try eventHistory(history.value, corrupt)
                }
            default:
                document.unknown[member.key] = member.value.value
            }
        }
        guard document.formatVersion >= 1 else { throw corrupt(root.offset, "missing \"formatVersion\"") }
        return document
    }

    private static func entry(
        _ node: JSONNode, _ corrupt: (Int, String) -> SeenStateStoreError
    ) throws(SeenStateStoreError) -> Entry {
        guard let members = node.members else { throw corrupt(node.offset, "a record must be an object") }
        var status: SeenStatus?
        var contentVersion = 1
        var timesShown = 0
        var firstShownAt: Date?
        var lastShownAt: Date?
        var lastStep: String?
        var recentShows: [Date] = []
        var unknown: [String: JSONValue] = [:]
        for member in members {
            let value = member.value
            switch member.key {
            case "status":
                guard let text = value.string, let parsed = SeenStatus(rawValue: text) else {
                    throw corrupt(
                        value.offset,
                        "status must be one of \(SeenStatus.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                status = parsed
            case "contentVersion":
                guard let number = value.integer else {
                    throw corrupt(value.offset, "contentVersion must be an integer")
                }
                contentVersion = number
            case "timesShown":
                guard let number = value.integer, number >= 0 else {
                    throw corrupt(value.offset, "timesShown must be an integer of at least 0")
                }
                timesShown = number
            case "firstShownAt", "lastShownAt":
                guard let text = value.string, let date = SeenDates.parse(text) else {
                    throw corrupt(
                        value.offset, "\(member.key) must be an ISO 8601 date such as 2026-11-22T10:00:00Z")
                }
                if member.key == "firstShownAt" { firstShownAt = date } else { lastShownAt = date }
            case "lastStep":
                guard let text = value.string else {
                    throw corrupt(value.offset, "lastStep must be a string")
                }
                lastStep = text
            case "recentShows":
                for item in value.elements ?? [] {
                    guard let text = item.string, let date = SeenDates.parse(text) else {
                        throw corrupt(item.offset, "recentShows holds ISO 8601 dates")
                    }
                    recentShows.append(date)
                }
            default:
                unknown[member.key] = value.value
            }
        }
        guard let status else { throw corrupt(node.offset, "a record needs \"status\"") }
        let first = firstShownAt ?? lastShownAt ?? Date(timeIntervalSince1970: 0)
        let record = SeenRecord(
            status: status, contentVersion: contentVersion, timesShown: timesShown, firstShownAt: first,
            lastShownAt: lastShownAt ?? first, lastStep: lastStep, recentShows: recentShows)
        return Entry(record: record, unknown: unknown)
    }

    private static func eventHistory(
        _ node: JSONNode, _ corrupt: (Int, String) -> SeenStateStoreError
    ) throws(SeenStateStoreError) -> EventHistory {
        guard let count = node["count"]?.value.integer, count >= 0 else {
            throw corrupt(node.offset, "an event needs \"count\", an integer of at least 0")
        }
        var recent: [Date] = []
        for item in node["recent"]?.value.elements ?? [] {
            guard let text = item.string, let date = SeenDates.parse(text) else {
                throw corrupt(item.offset, "an event's \"recent\" holds ISO 8601 dates")
            }
            recent.append(date)
        }
        return EventHistory(count: count, recent: recent)
    }

    // MARK: - Writing

    /// The file's JSON: stable, keys sorted, unknown keys kept.
    ///
    /// Written straight to text — a file holds thousands of records — in exactly the form
    /// ``JSONWriter`` gives the document's JSON tree; only unknown keys go through the tree.
    public func encoded() -> String {
        var output = ""
        output.reserveCapacity(256 + entries.count * 320)
        var top: [(key: String, write: (inout String) -> Void)] = unknown.map { key, value in
            (key, { JSONWriter.write(value, indent: 1, into: &$0) })
        }
        top.append(("formatVersion", { $0.append(String(formatVersion)) }))
        top.append(("tutorials", writeEntries))
        if !events.isEmpty {
            top.append(("events", { JSONWriter.write(eventsJSON, indent: 1, into: &$0) }))
        }
        top.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        output.append("{\n")
        for (index, member) in top.enumerated() {
            output.append("  ")
            JSONWriter.writeString(member.key, into: &output)
            output.append(": ")
            member.write(&output)
            output.append(index == top.count - 1 ? "\n" : ",\n")
        }
        output.append("}\n")
        return output
    }

    private var eventsJSON: JSONValue {
        .object(
            events.map { name, history in
                (
                    name,
                    .object([
                        ("count", .integer(history.count)),
                        ("recent", .list(history.recent.map { .string(SeenDates.format($0)) })),
                    ])
                )
            })
    }

    /// The `tutorials` object, at one level of indentation.
    private func writeEntries(into output: inout String) {
        guard !entries.isEmpty else { return output.append("{}") }
        let sorted = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        output.append("{\n")
        for (index, (id, entry)) in sorted.enumerated() {
            output.append("    ")
            JSONWriter.writeString(id, into: &output)
            output.append(": ")
            if entry.unknown.isEmpty {
                Self.writeRecord(entry.record, into: &output)
            } else {
                JSONWriter.write(Self.json(for: entry), indent: 2, into: &output)
            }
            output.append(index == sorted.count - 1 ? "\n" : ",\n")
        }
        output.append("  }")
    }

    /// A record without unknown keys, at two levels of indentation: its keys in sorted order.
    private static func writeRecord(_ record: SeenRecord, into output: inout String) {
        let indent = "      "
        output.append("{\n")
        output.append("\(indent)\"contentVersion\": \(record.contentVersion),\n")
        output.append("\(indent)\"firstShownAt\": \"\(SeenDates.format(record.firstShownAt))\",\n")
        output.append("\(indent)\"lastShownAt\": \"\(SeenDates.format(record.lastShownAt))\",\n")
        if let lastStep = record.lastStep {
            output.append("\(indent)\"lastStep\": ")
            JSONWriter.writeString(lastStep, into: &output)
            output.append(",\n")
        }
        if !record.recentShows.isEmpty {
            output.append("\(indent)\"recentShows\": [\n")
            for (index, date) in record.recentShows.enumerated() {
                output.append("\(indent)  \"\(SeenDates.format(date))\"")
                output.append(index == record.recentShows.count - 1 ? "\n" : ",\n")
            }
            output.append("\(indent)],\n")
        }
        output.append("\(indent)\"status\": ")
        JSONWriter.writeString(record.status.rawValue, into: &output)
        output.append(",\n")
        output.append("\(indent)\"timesShown\": \(record.timesShown)\n")
        output.append("    }")
    }

    private static func json(for entry: Entry) -> JSONValue {
        let record = entry.record
        var pairs: [(String, JSONValue?)] = entry.unknown.map { ($0.key, $0.value) }
        pairs += [
            ("status", .string(record.status.rawValue)),
            ("contentVersion", .integer(record.contentVersion)),
            ("timesShown", .integer(record.timesShown)),
            ("firstShownAt", .string(SeenDates.format(record.firstShownAt))),
            ("lastShownAt", .string(SeenDates.format(record.lastShownAt))),
            ("lastStep", record.lastStep.map(JSONValue.string)),
            (
                "recentShows",
                record.recentShows.isEmpty
                    ? nil : .list(record.recentShows.map { .string(SeenDates.format($0)) })
            ),
        ]
        return .object(pairs)
    }
}

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
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
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
    }

    /// The date's whole second in `YYYY-MM-DDTHH:MM:SSZ`, for years 1970 to 9999.
    static func formatUTCSeconds(_ date: Date) -> String? {
        // A Date counts from 2001; adding the 1970 offset in Double first could round a time just
        // before a whole second up to it, so the second is taken from the 2001 count.
        let sinceReference = date.timeIntervalSinceReferenceDate.rounded(.down)
        let referenceSince1970 = 978_307_200.0
        guard sinceReference >= -referenceSince1970, sinceReference < 253_402_300_800 - referenceSince1970
        else { return nil }
        let seconds = Int(sinceReference) + Int(referenceSince1970)
        let (year, month, day) = civilDate(daysSinceEpoch: seconds / 86_400)
        let time = seconds % 86_400
        var bytes = [UInt8](repeating: 0, count: 20)
        func put(_ value: Int, _ start: Int, _ count: Int) {
            var value = value
            for index in (start..<start + count).reversed() {
                bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, 0, 4)
        bytes[4] = UInt8(ascii: "-")
        put(month, 5, 2)
        bytes[7] = UInt8(ascii: "-")
        put(day, 8, 2)
        bytes[10] = UInt8(ascii: "T")
        put(time / 3_600, 11, 2)
        bytes[13] = UInt8(ascii: ":")
        put(time / 60 % 60, 14, 2)
        bytes[16] = UInt8(ascii: ":")
        put(time % 60, 17, 2)
        bytes[19] = UInt8(ascii: "Z")
        return String(decoding: bytes, as: UTF8.self)
    }

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
