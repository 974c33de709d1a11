import Foundation
import TutorialKitModel

/// Reads a seen-state file the way this library writes it, straight from the bytes into records,
/// with no JSON tree in between: a file can hold thousands of records, and a tutorial's progress
/// is written on every step. A `tutorials` object in exactly the written form is not even decoded:
/// its records stay as the file's bytes (``StoredSeenRecords``).
///
/// It takes only the plain case — the known keys, strings without escapes, whole numbers, dates in
/// the exact `YYYY-MM-DDTHH:MM:SSZ` form — and gives up (`nil`) on anything else: a syntax error,
/// an unknown key to keep, an escape, another date form. ``SeenStateDocument/parse(_:file:)`` then
/// reads the file through the JSON tree, which decides every other case and words every error, so
/// what this reader returns is always what the tree reading would.
struct SeenStateFastReader {
    private let file: [UInt8]
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Gives up: the tree reading takes over.
    private struct GiveUp: Error {}

    /// The document in `bytes`, or `nil` when the file is not in the plain case.
    static func read(_ bytes: [UInt8]) -> SeenStateDocument? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SeenStateFastReader(file: bytes, bytes: buffer)
            return try? reader.document()
        }
    }

    private init(file: [UInt8], bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
    }

    private mutating func document() throws(GiveUp) -> SeenStateDocument {
        var document = SeenStateDocument(formatVersion: 0)
        try beginObject()
        var first = true
        // A key twice is corrupt, which the tree reading words.
        var seen = KeysSeen()
        while let key = try nextKey(first: &first) {
            if matches(key, "formatVersion") {
                try seen.insert(0)
                let version = try integer()
                guard version >= 1 else { throw GiveUp() }
                document.formatVersion = version
            } else if matches(key, "tutorials") {
                try seen.insert(1)
                // Records in written form are only checked, and stay as the file's bytes.
                if document.entries.isEmpty, let (stored, end) = StoredSeenRecords.read(file, at: index) {
                    document.entries = SeenStateEntries(stored: stored)
                    index = end
                    continue
                }
                // About 300 bytes a record, as this library writes them.
                document.entries.reserveCapacity(document.entries.count + bytes.count / 300)
                try beginObject()
                var firstRecord = true
                while let id = try nextKey(first: &firstRecord) {
                    let id = try string(id)
                    guard document.entries[id] == nil else { throw GiveUp() }
                    document.entries[id] = SeenStateDocument.Entry(record: try record())
                }
            } else if matches(key, "events") {
                try seen.insert(2)
                try beginObject()
                var firstEvent = true
                while let name = try nextKey(first: &firstEvent) {
                    let name = try string(name)
                    guard document.events[name] == nil else { throw GiveUp() }
                    document.events[name] = try eventHistory()
                }
            } else {
                throw GiveUp()  // an unknown key, kept by the tree reading
            }
        }
        skipWhitespace()
        guard index == bytes.count, document.formatVersion >= 1 else { throw GiveUp() }
        return document
    }

    private mutating func record() throws(GiveUp) -> SeenRecord {
        var fields = SeenRecordFields()
        try beginObject()
        var firstKey = true
        var seen = KeysSeen()
        while let key = try nextKey(first: &firstKey) {
            if matches(key, "status") {
                try seen.insert(0)
                guard let status = SeenRecord.Status(rawValue: try string(try stringBytes())) else {
                    throw GiveUp()
                }
                fields.status = status
            } else if matches(key, "contentVersion") {
                try seen.insert(1)
                fields.contentVersion = try integer()
            } else if matches(key, "timesShown") {
                try seen.insert(2)
                fields.timesShown = try integer()
                guard fields.timesShown >= 0 else { throw GiveUp() }
            } else if matches(key, "firstShownAt") {
                try seen.insert(3)
                fields.firstShownAt = try date()
            } else if matches(key, "lastShownAt") {
                try seen.insert(4)
                fields.lastShownAt = try date()
            } else if matches(key, "lastStep") {
                try seen.insert(5)
                fields.lastStep = try string(try stringBytes())
            } else if matches(key, "recentShows") {
                try seen.insert(6)
                fields.recentShows = try dates()
            } else {
                throw GiveUp()
            }
        }
        guard let record = fields.record else { throw GiveUp() }
        return record
    }

    private mutating func eventHistory() throws(GiveUp) -> Rule.EventHistory {
        var count: Int?
        var recent: [Date]?
        try beginObject()
        var first = true
        while let key = try nextKey(first: &first) {
            if matches(key, "count"), count == nil {
                count = try integer()
            } else if matches(key, "recent"), recent == nil {  // a repeat is corrupt: see the tree
                recent = try dates()
            } else {
                throw GiveUp()
            }
        }
        guard let count, count >= 0 else { throw GiveUp() }
        return Rule.EventHistory(count: count, recent: recent ?? [])
    }

    /// The known keys an object has had, by number: a key met twice gives up.
    private struct KeysSeen {
        private var bits: UInt8 = 0

        mutating func insert(_ key: UInt8) throws(GiveUp) {
            let bit: UInt8 = 1 << key
            guard bits & bit == 0 else { throw GiveUp() }
            bits |= bit
        }
    }

    // MARK: - JSON pieces

    /// Starts an object: its `{`.
    private mutating func beginObject() throws(GiveUp) {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
    }

    /// The next member's key, read up to its value, or `nil` after the object's `}`.
    private mutating func nextKey(first: inout Bool) throws(GiveUp) -> Range<Int>? {
        skipWhitespace()
        guard let next = peek() else { throw GiveUp() }
        if next == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if first {
            first = false
        } else {
            guard next == UInt8(ascii: ",") else { throw GiveUp() }
            index += 1
            skipWhitespace()
        }
        let key = try stringBytes()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        return key
    }

    /// Whether the key at `range` is `name`.
    private func matches(_ range: Range<Int>, _ name: StaticString) -> Bool {
        range.count == name.utf8CodeUnitCount && bytes.hasLiteral(name, at: range.lowerBound)
    }

    /// An array of dates.
    private mutating func dates() throws(GiveUp) -> [Date] {
        try expect(UInt8(ascii: "["))
        var dates: [Date] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return dates
        }
        while true {
            skipWhitespace()
            dates.append(try date())
            skipWhitespace()
            guard let next = peek() else { throw GiveUp() }
            index += 1
            if next == UInt8(ascii: "]") { return dates }
            guard next == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// A date string in exactly `YYYY-MM-DDTHH:MM:SSZ`.
    private mutating func date() throws(GiveUp) -> Date {
        let run = try stringBytes()
        guard let date = SeenDates.parseUTCSeconds(utf8: UnsafeBufferPointer(rebasing: bytes[run])) else {
            throw GiveUp()
        }
        return date
    }

    /// The string whose bytes (between the quotes) are at `range`.
    private func string(_ range: Range<Int>) throws(GiveUp) -> String {
        // Invalid UTF-8 is an error the tree reading words.
        guard let valid = String(validatingUTF8: UnsafeBufferPointer(rebasing: bytes[range])) else {
            throw GiveUp()
        }
        return valid
    }

    /// The bytes between a string's quotes; a string with an escape or a control character is
    /// left to the tree reading.
    private mutating func stringBytes() throws(GiveUp) -> Range<Int> {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<index - 1
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw GiveUp() }
            index += 1
        }
        throw GiveUp()
    }

    /// A whole number of at most 18 digits; longer ones are left to the tree reading.
    private mutating func integer() throws(GiveUp) -> Int {
        guard let number = bytes.wholeNumber(at: index) else { throw GiveUp() }
        index = number.end
        // A fraction or an exponent is not a whole number here.
        if let next = peek(),
            next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        {
            throw GiveUp()
        }
        return number.value
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard peek() == byte else { throw GiveUp() }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }
}
