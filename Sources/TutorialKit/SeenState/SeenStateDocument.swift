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
    package var entries: SeenStateEntries
    /// The host's events by name.
    public var events: [String: EventHistory]
    /// Top-level keys this version does not know.
    public var unknown: [String: JSONValue]

    /// A document; by default an empty one.
    package init(
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

    // MARK: - The file

    /// Parses a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    public static func parse(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument
    {
        try SeenStateReader.read(bytes, file: file)
    }

    /// The file's JSON: stable, keys sorted, unknown keys kept.
    public func encoded() -> String {
        String(decoding: Array(SeenStateWriter.pieces(of: self).joined()), as: UTF8.self)
    }
}
