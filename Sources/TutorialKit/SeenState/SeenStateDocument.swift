import Foundation

/// The seen-state file's contents: its format version, a record per tutorial, and
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
    public var entries: SeenStateEntries
    /// The host's events by name.
    public var events: [String: EventHistory]
    /// Top-level keys this version does not know.
    public var unknown: [String: JSONValue]

    /// An empty document.
    public init(
        formatVersion: Int = currentFormatVersion, entries: SeenStateEntries = [:],
        events: [String: EventHistory] = [:],
        unknown: [String: JSONValue] = [:]
    ) {
        self.formatVersion = formatVersion
        self.entries = entries
        self.events = events
        self.unknown = unknown
    }

    /// The records without their unknown keys.
    public var records: [String: SeenRecord] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value.record) })
    }

    // MARK: - Reading

    /// Parses a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    public static func parse(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument
    {
        try SeenStateReader.read(bytes, file: file)
    }

    // MARK: - Writing

    /// The file's JSON: stable, keys sorted, unknown keys kept.
    ///
    /// Written straight to text — a file holds thousands of records — in exactly the form
    /// ``JSONWriter`` gives the document's JSON tree; only unknown keys go through the tree.
    public func encoded() -> String {
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
