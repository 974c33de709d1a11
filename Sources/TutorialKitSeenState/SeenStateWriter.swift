import TutorialKitJSON
import TutorialKitModel
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a seen-state file: the one writer of the format. The layout is ``JSONWriter``'s — keys
/// sorted by their bytes, two spaces of indentation, one value a line — so files diff cleanly;
/// only the value of a key this version does not know goes through ``JSONWriter`` itself.
///
/// A file holds thousands of records, so it is written straight to bytes, with no string or tree
/// built on the way, and records still stored as the bytes they were read from
/// (``StoredSeenRecords``) are not written again but shared with the file read, in runs.
struct SeenStateWriter {
    /// The text so far, in order: what was written, and the runs shared with the file read.
    private var pieces: [ArraySlice<UInt8>] = []
    /// What is being written, after the pieces.
    private var bytes: [UInt8] = []

    /// The file's text for `document`, in pieces of UTF-8 to be written one after another.
    static func pieces(of document: SeenStateDocument) -> [ArraySlice<UInt8>] {
        var writer = SeenStateWriter()
        // About 320 bytes a record written out; stored ones are shared.
        writer.bytes.reserveCapacity(256 + document.entries.changes.count * 320)
        writer.write(document)
        writer.literal("\n")
        if !writer.bytes.isEmpty { writer.pieces.append(writer.bytes[...]) }
        return writer.pieces
    }

    // MARK: - The format

    private mutating func write(_ document: SeenStateDocument) {
        var object = Object(indent: 1, unknown: document.unknown, known: Self.documentKeys)
        if !document.events.isEmpty {
            member(.events, of: &object)
            write(document.events)
        }
        member(.formatVersion, of: &object)
        integer(document.formatVersion)
        member(.tutorials, of: &object)
        write(document.entries)
        end(&object)
    }

    /// The `tutorials` object. Stored records are shared in runs, between the ones set since.
    private mutating func write(_ entries: SeenStateEntries) {
        var object = Object(indent: 2)
        // Sorting the ids alone moves far less than sorting the (id, entry) pairs.
        let changed = entries.changes.keys.sorted { $0.utf8Precedes($1) }
        let storedCount = entries.stored?.count ?? 0
        var next = (changed: 0, stored: 0)
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
                // The stored records up to the next change or removal, as one run.
                var end = next.stored + 1
                while storedComesFirst(end) { end += 1 }
                separate(&object)
                share(stored.written(next.stored..<end))
                next.stored = end
                continue
            }
            let id = changed[next.changed]
            next.changed += 1
            guard let entry = entries.changes[id] else { continue }
            member(named: id, of: &object)
            write(entry)
        }
        end(&object)
    }

    /// A record: its fields, and its unknown keys among them in key order.
    private mutating func write(_ entry: SeenStateDocument.Entry) {
        let record = entry.record
        var object = Object(indent: 3, unknown: entry.unknown, known: Self.recordKeys)
        member(.contentVersion, of: &object)
        integer(record.contentVersion)
        if let failure = record.failure {
            member(.failure, of: &object)
            string(failure.rawValue)
        }
        member(.firstShownAt, of: &object)
        date(record.firstShownAt)
        member(.lastShownAt, of: &object)
        date(record.lastShownAt)
        if let lastStep = record.lastStep {
            member(.lastStep, of: &object)
            string(lastStep)
        }
        if !record.recentShows.isEmpty {
            member(.recentShows, of: &object)
            dates(record.recentShows, indent: 3)
        }
        member(.status, of: &object)
        string(record.status.rawValue)
        member(.timesShown, of: &object)
        integer(record.timesShown)
        if let variant = record.variant {
            member(.variant, of: &object)
            string(variant)
        }
        end(&object)
    }

    /// The `events` object: each event's count and latest dates.
    private mutating func write(_ events: [String: Rule.EventHistory]) {
        var object = Object(indent: 2)
        for name in events.keys.sorted(by: { $0.utf8Precedes($1) }) {
            guard let history = events[name] else { continue }
            member(named: name, of: &object)
            var event = Object(indent: 3)
            member(.count, of: &event)
            integer(history.count)
            member(.recent, of: &event)
            dates(history.recent, indent: 3)
            end(&event)
        }
        end(&object)
    }

    // MARK: - JSON's layout

    /// An object being written, one member after another in key order; the unknown keys kept
    /// from a file go in among them where they sort.
    private struct Object {
        /// How deep its members are.
        let indent: Int
        /// The unknown keys not yet written, in key order.
        var unknown: ArraySlice<(key: String, value: JSONValue)>
        var isEmpty = true

        /// An object `indent` levels deep with `unknown` keys besides its `known` ones. An unknown
        /// key spelled as a known one is left out: in the object twice, the file would not read.
        init(indent: Int, unknown: [String: JSONValue] = [:], known: [String] = []) {
            self.indent = indent
            // Most objects have none.
            guard !unknown.isEmpty else {
                self.unknown = []
                return
            }
            self.unknown =
                unknown.filter { !known.contains($0.key) }.sorted { $0.key.utf8Precedes($1.key) }[...]
        }
    }

    /// The keys of a document and of a record, as an unknown key spelled as one would be.
    private static let documentKeys = SeenStateKey.documentKeys.map(\.text)
    private static let recordKeys = SeenStateKey.recordKeys.map(\.text)

    /// Starts the member `key` of `object`, one of the format's keys, after the unknown keys that
    /// sort before it.
    private mutating func member(_ key: SeenStateKey, of object: inout Object) {
        if !object.unknown.isEmpty { unknownMembers(before: key.text, of: &object) }
        separate(&object)
        indentation(object.indent)
        literal("\"")
        literal(key.name)
        literal("\": ")
    }

    /// Starts the member named `name`: a tutorial's id, an event's name, an unknown key.
    private mutating func member(named name: String, of object: inout Object) {
        separate(&object)
        indentation(object.indent)
        string(name)
        literal(": ")
    }

    /// Writes the unknown members of `object` whose keys sort before `key`, or all of them.
    private mutating func unknownMembers(before key: String?, of object: inout Object) {
        while let next = object.unknown.first, key.map(next.key.utf8Precedes) ?? true {
            object.unknown.removeFirst()
            member(named: next.key, of: &object)
            json(next.value, indent: object.indent)
        }
    }

    /// What comes before a member: the object's opening, or the end of the member before.
    private mutating func separate(_ object: inout Object) {
        literal(object.isEmpty ? "{\n" : ",\n")
        object.isEmpty = false
    }

    /// Ends `object`, after its last unknown keys.
    private mutating func end(_ object: inout Object) {
        unknownMembers(before: nil, of: &object)
        guard !object.isEmpty else { return literal("{}") }
        literal("\n")
        indentation(object.indent - 1)
        literal("}")
    }

    /// A list of dates, as a member `indent` levels deep.
    private mutating func dates(_ dates: [Date], indent: Int) {
        guard !dates.isEmpty else { return literal("[]") }
        literal("[\n")
        for (index, value) in dates.enumerated() {
            indentation(indent + 1)
            date(value)
            literal(index == dates.count - 1 ? "\n" : ",\n")
        }
        indentation(indent)
        literal("]")
    }

    private mutating func indentation(_ levels: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * levels))
    }

    // MARK: - Values

    /// Appends fixed text: punctuation, indentation.
    private mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes already in the file's form, such as records kept as they were read: shared,
    /// not copied.
    private mutating func share(_ written: ArraySlice<UInt8>) {
        if !bytes.isEmpty {
            pieces.append(bytes[...])
            bytes = []
            bytes.reserveCapacity(4_096)
        }
        pieces.append(written)
    }

    /// Appends an unknown key's value as ``JSONWriter`` writes it, `indent` levels deep.
    private mutating func json(_ value: JSONValue, indent: Int) {
        var text = ""
        JSONWriter.write(value, indent: indent, into: &text)
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `text` quoted, with the escapes JSON needs (as ``JSONWriter`` writes them).
    private mutating func string(_ text: String) {
        guard JSONWriter.needsEscape(text) else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var quoted = ""
        JSONWriter.writeString(text, into: &quoted)
        bytes.append(contentsOf: quoted.utf8)
    }

    /// Appends a date as a quoted ISO 8601 string (``SeenDates``).
    private mutating func date(_ date: Date) {
        bytes.append(UInt8(ascii: "\""))
        if !SeenDates.appendUTCSeconds(date, to: &bytes) {
            bytes.append(contentsOf: SeenDates.format(date).utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
