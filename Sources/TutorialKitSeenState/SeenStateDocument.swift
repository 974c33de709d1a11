import Foundation
import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitText

/// The seen-state file's contents: its format version, a record per tutorial, and
/// every key this version does not know — at the top and inside records — kept to be written back.
package struct SeenStateDocument: Hashable, Sendable {
    /// The format this version of TutorialKit reads and writes.
    package static let currentFormatVersion = 1

    /// One tutorial's record and its unknown keys.
    package struct Entry: Hashable, Sendable {
        /// The known fields.
        package var record: SeenRecord
        /// Keys this version does not know, kept as they were.
        package var unknown: [String: JSONValue]

        /// Creates an entry.
        package init(record: SeenRecord, unknown: [String: JSONValue] = [:]) {
            self.record = record
            self.unknown = unknown
        }
    }

    /// The file's format version.
    package var formatVersion: Int
    /// The records by tutorial id.
    package var entries: SeenStateEntries
    /// The host's events by name.
    package var events: [String: Rule.EventHistory]
    /// Top-level keys this version does not know.
    package var unknown: [String: JSONValue]

    /// An empty document.
    package init(
        formatVersion: Int = currentFormatVersion, entries: SeenStateEntries = [:],
        events: [String: Rule.EventHistory] = [:],
        unknown: [String: JSONValue] = [:]
    ) {
        self.formatVersion = formatVersion
        self.entries = entries
        self.events = events
        self.unknown = unknown
    }

    /// The records without their unknown keys.
    package var records: [String: SeenRecord] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value.record) })
    }

    // MARK: - Reading

    /// Parses a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    package static func parse(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument
    {
        if let document = SeenStateFastReader.read(bytes) { return document }
        return try parseThroughTree(bytes, file: file)
    }

    /// How large a store's JSON may be: as large as the store reads, strings of any length, nesting
    /// as deep as a tutorial's.
    static let storeBounds = JSONTape.Bounds(
        fileBytes: SeenStateFileReader.maximumSize, stringBytes: .max,
        depth: InputLimits.standard.nestingDepth)

    /// Parses a seen-state file through the JSON tree: every case, every error. ``parse(_:file:)``
    /// comes here when the fast reader gives up.
    static func parseThroughTree(_ bytes: [UInt8], file: String) throws(SeenStateStoreError)
        -> SeenStateDocument
    {
        let map = SourceMap(bytes)
        func corrupt(_ offset: Int, _ problem: String) -> SeenStateStoreError {
            .corrupt(file: file, problem: "\(problem) at line \(map.position(of: offset))")
        }
        let root: JSONNode
        do {
            // The store's own bounds, not a tutorial's: a store of a million records is hundreds
            // of megabytes, and an unknown key's value may be long.
            root = try JSONTape.read(bytes, bounds: storeBounds).withRoot(JSONReader.tree)
        } catch {
            throw corrupt(error.offset, error.message)
        }
        guard let members = root.members else {
            throw corrupt(root.offset, "expected an object, found \(root.value.typeName)")
        }
        var document = SeenStateDocument(formatVersion: 0)
        for member in try unique(members, "key", corrupt) {
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
                for record in try unique(records, "tutorial", corrupt) {
                    document.entries[record.key] = try entry(record.value, corrupt)
                }
            case "events":
                guard let histories = member.value.members else {
                    throw corrupt(member.value.offset, "\"events\" must be an object")
                }
                for history in try unique(histories, "event", corrupt) {
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
        var fields = SeenRecordFields()
        var unknown: [String: JSONValue] = [:]
        for member in try unique(members, "key", corrupt) {
            let value = member.value
            switch member.key {
            case "status":
                guard let text = value.string, let parsed = SeenRecord.Status(rawValue: text) else {
                    throw corrupt(
                        value.offset,
                        "status must be one of \(SeenRecord.Status.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                fields.status = parsed
            case "contentVersion":
                guard let number = value.integer else {
                    throw corrupt(value.offset, "contentVersion must be an integer")
                }
                fields.contentVersion = number
            case "timesShown":
                guard let number = value.integer, number >= 0 else {
                    throw corrupt(value.offset, "timesShown must be an integer of at least 0")
                }
                fields.timesShown = number
            case "firstShownAt", "lastShownAt":
                guard let text = value.string, let date = SeenDates.parse(text) else {
                    throw corrupt(
                        value.offset, "\(member.key) must be an ISO 8601 date such as 2026-11-22T10:00:00Z")
                }
                if member.key == "firstShownAt" {
                    fields.firstShownAt = date
                } else {
                    fields.lastShownAt = date
                }
            case "lastStep":
                guard let text = value.string else {
                    throw corrupt(value.offset, "lastStep must be a string")
                }
                fields.lastStep = text
            case "recentShows":
                for item in value.elements ?? [] {
                    guard let text = item.string, let date = SeenDates.parse(text) else {
                        throw corrupt(item.offset, "recentShows holds ISO 8601 dates")
                    }
                    fields.recentShows.append(date)
                }
            default:
                unknown[member.key] = value.value
            }
        }
        guard let record = fields.record else { throw corrupt(node.offset, "a record needs \"status\"") }
        return Entry(record: record, unknown: unknown)
    }

    private static func eventHistory(
        _ node: JSONNode, _ corrupt: (Int, String) -> SeenStateStoreError
    ) throws(SeenStateStoreError) -> Rule.EventHistory {
        _ = try unique(node.members ?? [], "key", corrupt)
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
        return Rule.EventHistory(count: count, recent: recent)
    }

    /// `members`, when no key appears twice: a file that says two things about one tutorial (or
    /// one field) is corrupt — which one it meant is unknown, and a rewrite would drop the other.
    /// Keys are compared as strings, so "é" composed and decomposed are one key.
    private static func unique(
        _ members: [JSONMember], _ what: String, _ corrupt: (Int, String) -> SeenStateStoreError
    ) throws(SeenStateStoreError) -> [JSONMember] {
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted {
            var quoted = ""
            JSONWriter.writeString(member.key, into: &quoted)
            throw corrupt(member.keyOffset, "\(what) \(quoted) appears twice")
        }
        return members
    }

    // MARK: - Writing

    /// The file's JSON: stable, keys sorted, unknown keys kept.
    ///
    /// Written straight to text — a file holds thousands of records — in exactly the form
    /// ``JSONWriter`` gives the document's JSON tree; only unknown keys go through the tree.
    package func encoded() -> String {
        String(decoding: Array(encodedPieces().joined()), as: UTF8.self)
    }

    /// ``encoded()`` as pieces of UTF-8, as the store writes it: records still stored as the file's
    /// bytes are shared, not copied.
    func encodedPieces() -> [ArraySlice<UInt8>] {
        // About 320 bytes a record written out; stored ones are shared.
        var output = SeenStateOutput(capacity: 256 + entries.changes.count * 320)
        var top: [(key: String, write: (inout SeenStateOutput) -> Void)] = unknown.map { key, value in
            (key, { $0.json(Self.json(value, indent: 1)) })
        }
        top.append(("formatVersion", { $0.integer(formatVersion) }))
        top.append(("tutorials", writeEntries))
        if !events.isEmpty {
            top.append(("events", { $0.json(Self.json(eventsJSON, indent: 1)) }))
        }
        top.sort { $0.key.utf8Precedes($1.key) }
        output.literal("{\n")
        for (index, member) in top.enumerated() {
            output.literal("  ")
            output.string(member.key)
            output.literal(": ")
            member.write(&output)
            output.literal(index == top.count - 1 ? "\n" : ",\n")
        }
        output.literal("}\n")
        return output.finished()
    }

    private static func json(_ value: JSONValue, indent: Int) -> String {
        var text = ""
        JSONWriter.write(value, indent: indent, into: &text)
        return text
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

    /// The `tutorials` object, at one level of indentation. Records still stored as the bytes they
    /// were read from are copied, in runs, between the changed ones.
    private func writeEntries(into output: inout SeenStateOutput) {
        guard !entries.isEmpty else { return output.literal("{}") }
        // Sorting the ids alone moves far less than sorting the (id, entry) pairs.
        let changed = entries.changes.keys.sorted { $0.utf8Precedes($1) }
        let storedCount = entries.stored?.count ?? 0
        var next = (changed: 0, stored: 0)
        var separator: StaticString = "{\n"
        // Whether the stored record at `position` is still there and sorts before the next change.
        func storedComesFirst(_ position: Int) -> Bool {
            guard let stored = entries.stored, position < storedCount, !entries.removed.contains(position)
            else { return false }
            return next.changed == changed.count
                || changed[next.changed].withUTF8Bytes { stored.compare(idAt: position, with: $0) < 0 }
        }
        while next.changed < changed.count || next.stored < storedCount {
            if next.stored < storedCount, entries.removed.contains(next.stored) {
                next.stored += 1
                continue
            }
            if let stored = entries.stored, storedComesFirst(next.stored) {
                // The stored records up to the next change or removal, copied as one run.
                var end = next.stored + 1
                while storedComesFirst(end) { end += 1 }
                output.literal(separator)
                output.share(stored.written(next.stored..<end))
                separator = ",\n"
                next.stored = end
                continue
            }
            let id = changed[next.changed]
            next.changed += 1
            guard let entry = entries.changes[id] else { continue }
            output.literal(separator)
            separator = ",\n"
            output.literal("    ")
            output.string(id)
            output.literal(": ")
            if entry.unknown.isEmpty {
                Self.writeRecord(entry.record, into: &output)
            } else {
                output.json(Self.json(Self.json(for: entry), indent: 2))
            }
        }
        output.literal("\n  }")
    }

    /// A record without unknown keys, at two levels of indentation: its keys in sorted order.
    private static func writeRecord(_ record: SeenRecord, into output: inout SeenStateOutput) {
        output.literal("{\n      \"contentVersion\": ")
        output.integer(record.contentVersion)
        output.literal(",\n      \"firstShownAt\": ")
        output.date(record.firstShownAt)
        output.literal(",\n      \"lastShownAt\": ")
        output.date(record.lastShownAt)
        output.literal(",\n")
        if let lastStep = record.lastStep {
            output.literal("      \"lastStep\": ")
            output.string(lastStep)
            output.literal(",\n")
        }
        if !record.recentShows.isEmpty {
            output.literal("      \"recentShows\": [\n")
            for (index, date) in record.recentShows.enumerated() {
                output.literal("        ")
                output.date(date)
                output.literal(index == record.recentShows.count - 1 ? "\n" : ",\n")
            }
            output.literal("      ],\n")
        }
        output.literal("      \"status\": ")
        output.string(record.status.rawValue)
        output.literal(",\n      \"timesShown\": ")
        output.integer(record.timesShown)
        output.literal("\n    }")
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
