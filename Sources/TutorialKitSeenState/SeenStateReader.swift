import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a seen-state file: the one reader of the format. The JSON layer reads the bytes onto a
/// tape — every syntax error, within the store's own bounds — and the document is read from the
/// tape's values in place: known keys into records, every other key kept as its JSON value, to be
/// written back. A problem is named with its line and column.
///
/// One shortcut, for the files this library writes: their records are checked, not read
/// (``readKeepingWrittenRecords(_:)``).
enum SeenStateReader {
    /// Reads a seen-state file.
    ///
    /// - Throws: ``SeenStateStoreError/corrupt(file:problem:)`` naming the spot.
    static func read(_ bytes: [UInt8], file: String) throws(SeenStateStoreError) -> SeenStateDocument {
        if let document = readKeepingWrittenRecords(bytes) { return document }
        return try readAll(bytes, file: file).document
    }

    // MARK: - Any file

    /// How large a store's JSON may be: as large as the store reads, strings of any length, nesting
    /// as deep as a tutorial's.
    private static let storeBounds = JSONTape.Bounds(
        fileBytes: SeenStateFileReader.maximumSize, stringBytes: .max,
        depth: InputLimits.standard.nestingDepth)

    /// What is wrong, and where, in bytes: worded with a line and column once reading stops.
    private struct Problem: Error {
        var offset: Int
        var message: String

        init(_ offset: Int, _ message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// The document in `bytes`, and where its `tutorials` object starts.
    static func readAll(_ bytes: [UInt8], file: String) throws(SeenStateStoreError)
        -> (document: SeenStateDocument, tutorialsOffset: Int?)
    {
        let result: Result<(SeenStateDocument, Int?), Problem>
        do {
            // The store's own bounds, not a tutorial's: a store of a million records is hundreds
            // of megabytes, and an unknown key's value may be long.
            let tape = try JSONTape.read(bytes, bounds: storeBounds)
            result = tape.withRoot { root in Result { () throws(Problem) in try document(root) } }
        } catch {
            result = .failure(Problem(error.offset, error.message))
        }
        switch result {
        case .success(let read): return read
        case .failure(let problem):
            let position = position(of: problem.offset, in: bytes)
            throw .corrupt(file: file, problem: "\(problem.message) at line \(position)")
        }
    }

    /// The line and column of `offset`, counted as ``SourceMap`` counts them (a column in code
    /// points), without indexing every line: one position is wanted, and a hostile file can have
    /// half a billion lines.
    static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let offset = min(max(0, offset), bytes.count)
        var line = 1
        // A UTF-8 byte order mark is no column, as in `SourceMap`.
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, offset) : 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Every byte that does not continue a UTF-8 sequence starts a code point.
        let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourcePosition(line: line, column: column)
    }

    private typealias View = JSONTape.View

    private static func document(_ root: View) throws(Problem) -> (SeenStateDocument, Int?) {
        guard let members = root.members else {
            throw Problem(root.offset, "expected an object, found \(root.typeName)")
        }
        var document = SeenStateDocument(formatVersion: 0)
        var tutorialsOffset: Int?
        for (key, value) in try unique(members, "key") {
            switch SeenStateKey(key.string, among: SeenStateKey.documentKeys) {
            case .formatVersion:
                guard let version = value.integer, version >= 1 else {
                    throw Problem(
                        value.offset, "\(SeenStateKey.formatVersion.text) must be an integer of at least 1")
                }
                document.formatVersion = version
            case .tutorials:
                guard let records = value.members else {
                    throw Problem(value.offset, "\"\(SeenStateKey.tutorials.text)\" must be an object")
                }
                tutorialsOffset = value.offset
                document.entries.reserveCapacity(records.count)
                for (id, record) in try unique(records, "tutorial") {
                    document.entries[id.string] = try entry(record)
                }
            case .events:
                guard let histories = value.members else {
                    throw Problem(value.offset, "\"\(SeenStateKey.events.text)\" must be an object")
                }
                for (name, history) in try unique(histories, "event") {
                    document.events[name.string] = try eventHistory(history)
                }
            default:
                document.unknown[key.string] = JSONReader.tree(value).value
            }
        }
        guard document.formatVersion >= 1 else {
            throw Problem(root.offset, "missing \"\(SeenStateKey.formatVersion.text)\"")
        }
        return (document, tutorialsOffset)
    }

    private static func entry(_ view: View) throws(Problem) -> SeenStateDocument.Entry {
        guard let members = view.members else { throw Problem(view.offset, "a record must be an object") }
        var fields = RecordFields()
        var unknown: [String: JSONValue] = [:]
        for (key, value) in try unique(members, "key") {
            let name = key.string
            switch SeenStateKey(name, among: SeenStateKey.recordKeys) {
            case .status:
                guard let text = value.string, let status = SeenRecord.Status(rawValue: text) else {
                    let statuses = SeenRecord.Status.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Problem(value.offset, "\(SeenStateKey.status.text) must be one of \(statuses)")
                }
                fields.status = status
            case .contentVersion:
                guard let number = value.integer else {
                    throw Problem(value.offset, "\(SeenStateKey.contentVersion.text) must be an integer")
                }
                fields.contentVersion = number
            case .timesShown:
                guard let number = value.integer, number >= 0 else {
                    throw Problem(
                        value.offset, "\(SeenStateKey.timesShown.text) must be an integer of at least 0")
                }
                fields.timesShown = number
            case .firstShownAt, .lastShownAt:
                guard let text = value.string, let date = SeenDates.parse(text) else {
                    throw Problem(
                        value.offset, "\(name) must be an ISO 8601 date such as 2026-11-22T10:00:00Z")
                }
                if name == SeenStateKey.firstShownAt.text {
                    fields.firstShownAt = date
                } else {
                    fields.lastShownAt = date
                }
            case .lastStep:
                guard let text = value.string else {
                    throw Problem(value.offset, "\(SeenStateKey.lastStep.text) must be a string")
                }
                fields.lastStep = text
            case .recentShows:
                fields.recentShows = try dates(value, "\(SeenStateKey.recentShows.text) holds ISO 8601 dates")
            case .failure:
                guard let text = value.string, let reason = Tutorial.FailureReason(rawValue: text) else {
                    let reasons = Tutorial.FailureReason.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Problem(value.offset, "\(SeenStateKey.failure.text) must be one of \(reasons)")
                }
                fields.failure = reason
            case .variant:
                guard let text = value.string else {
                    throw Problem(value.offset, "\(SeenStateKey.variant.text) must be a string")
                }
                fields.variant = text
            default:
                unknown[name] = JSONReader.tree(value).value
            }
        }
        guard let record = fields.record else {
            throw Problem(view.offset, "a record needs \"\(SeenStateKey.status.text)\"")
        }
        return SeenStateDocument.Entry(record: record, unknown: unknown)
    }

    private static func eventHistory(_ view: View) throws(Problem) -> Rule.EventHistory {
        _ = try unique(view.members ?? [], "key")
        guard let count = view[SeenStateKey.count.name]?.integer, count >= 0 else {
            throw Problem(
                view.offset, "an event needs \"\(SeenStateKey.count.text)\", an integer of at least 0")
        }
        let recent = try view[SeenStateKey.recent.name].map { list throws(Problem) in
            try dates(list, "an event's \"\(SeenStateKey.recent.text)\" holds ISO 8601 dates")
        }
        return Rule.EventHistory(count: count, recent: recent ?? [])
    }

    /// The dates of a list; anything but a list has none.
    private static func dates(_ list: View, _ problem: @autoclosure () -> String) throws(Problem) -> [Date] {
        var dates: [Date] = []
        for item in list.elements ?? [] {
            guard let text = item.string, let date = SeenDates.parse(text) else {
                throw Problem(item.offset, problem())
            }
            dates.append(date)
        }
        return dates
    }

    /// `members`, when no key appears twice: a file that says two things about one tutorial (or
    /// one field) is corrupt — which one it meant is unknown, and a rewrite would drop the other.
    /// Keys are compared as strings, so "é" composed and decomposed are one key.
    private static func unique(_ members: [(key: View.Key, value: View)], _ what: String) throws(Problem)
        -> [(key: View.Key, value: View)]
    {
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key.string).inserted {
            var quoted = ""
            JSONWriter.writeString(member.key.string, into: &quoted)
            throw Problem(member.key.offset, "\(what) \(quoted) appears twice")
        }
        return members
    }

    /// A record's fields as a file gives them, any of them missing, and the defaults the format
    /// sets: content version 1, shown 0 times, a missing date taken from the other (or 1970).
    private struct RecordFields {
        var status: SeenRecord.Status?
        var contentVersion = 1
        var timesShown = 0
        var firstShownAt: Date?
        var lastShownAt: Date?
        var lastStep: String?
        var recentShows: [Date] = []
        var failure: Tutorial.FailureReason?
        var variant: String?

        /// The record, or `nil` when the file gave no status.
        var record: SeenRecord? {
            guard let status else { return nil }
            let first = firstShownAt ?? lastShownAt ?? Date(timeIntervalSince1970: 0)
            return SeenRecord(
                status: status, contentVersion: contentVersion, timesShown: timesShown, firstShownAt: first,
                lastShownAt: lastShownAt ?? first, lastStep: lastStep, recentShows: recentShows,
                failure: failure, variant: variant)
        }
    }

    // MARK: - Records in written form

    /// Where the value after the first `tutorials` key written as at the top level starts: at the
    /// start of a line, indented by two spaces.
    private static func afterWrittenTutorialsKey(in bytes: [UInt8]) -> Int? {
        let key: StaticString = "\n  \"tutorials\": "
        let length = key.utf8CodeUnitCount
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, length <= buffer.count else { return nil }
            // Two bytes are looked at before the whole key: a hostile file can be 512 MiB of near
            // misses, and this way any file is searched at about a nanosecond a byte.
            for start in 0...(buffer.count - length)
            where buffer[start] == UInt8(ascii: "\n") && buffer[start + 4] == UInt8(ascii: "t")
                && memcmp(base + start, key.utf8Start, length) == 0
            {
                return start + length
            }
            return nil
        }
    }

    /// A file whose `tutorials` object is exactly as this library writes it, without reading its
    /// records: ``WrittenRecordReader`` checks them, and they stay as the file's bytes
    /// (``StoredSeenRecords``). The rest of the file, with `{}` in their place, is read as any file
    /// is. `nil` for any other file, which is then read whole.
    ///
    /// Kept because a large file's records are most of its bytes, and most are never changed:
    /// reading them as any JSON costs many times reading the bytes, and a change writes back the
    /// records it did not touch as they were read (the figures are in the performance article).
    static func readKeepingWrittenRecords(_ bytes: [UInt8]) -> SeenStateDocument? {
        guard let start = afterWrittenTutorialsKey(in: bytes),
            let (records, end) = StoredSeenRecords.read(bytes, at: start)
        else { return nil }
        let rest = Array(bytes[..<start]) + Array("{}".utf8) + bytes[end...]
        // A key found deeper in a file written otherwise is not the file's own `tutorials`.
        guard let read = try? readAll(rest, file: ""), read.tutorialsOffset == start else { return nil }
        var document = read.document
        document.entries = SeenStateEntries(stored: records)
        // Unknown values keep the offsets they have in the file, not in the shorter copy read.
        let shift = end - start - 2
        document.unknown = document.unknown.mapValues { moved($0, by: shift, past: start) }
        return document
    }

    /// `value` with every offset past `start` moved by `shift`.
    private static func moved(_ value: JSONValue, by shift: Int, past start: Int) -> JSONValue {
        func move(_ offset: Int) -> Int { offset > start ? offset + shift : offset }
        func move(_ node: JSONNode) -> JSONNode {
            JSONNode(moved(node.value, by: shift, past: start), offset: move(node.offset))
        }
        switch value {
        case .array(let elements): return .array(elements.map(move))
        case .object(let members):
            return .object(
                members.map { JSONMember(key: $0.key, keyOffset: move($0.keyOffset), value: move($0.value)) })
        case .null, .bool, .number, .string: return value
        }
    }
}
