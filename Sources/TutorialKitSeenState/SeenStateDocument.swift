import TutorialKitJSON
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

    /// A document; by default an empty one.
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

    // MARK: - The file

    /// Parses a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    package static func parse(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument
    {
        try SeenStateReader.read(bytes, file: file)
    }

    /// The file's JSON: stable, keys sorted, unknown keys kept.
    package func encoded() -> String {
        String(decoding: Array(SeenStateWriter.pieces(of: self).joined()), as: UTF8.self)
    }
}
