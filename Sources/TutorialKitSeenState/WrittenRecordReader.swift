import TutorialKitModel
import TutorialKitText

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

/// Checks a `tutorials` object in exactly the form ``SeenStateWriter`` writes it, byte for byte:
/// its indentation, its key order, numbers without leading zeros, plain strings, dates in
/// `YYYY-MM-DDTHH:MM:SSZ`, recent shows sorted and within their limit, ASCII ids in ascending order.
///
/// The reader's one shortcut (``SeenStateReader``): such records need not be decoded to be kept,
/// since each one's bytes are what writing it again gives. They are checked here without building
/// anything, decoded only when asked for, and copied as they are when the file is written back
/// (``StoredSeenRecords``). Anything else — an unknown key, an escape, another spacing — is not in
/// written form, and the file is read the general way.
struct WrittenRecordReader {
    /// Not in written form: read it the general way.
    struct NotWritten: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the reader is.
    private(set) var index: Int

    init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
        self.bytes = bytes
        self.index = index
    }

    /// The `tutorials` object at ``index``: where each id and record is, checked.
    mutating func tutorials() throws(NotWritten) -> [StoredSeenRecords.Span] {
        if matchLiteral("{}") { return [] }
        try literal("{\n")
        var spans: [StoredSeenRecords.Span] = []
        spans.reserveCapacity(bytes.count / 300)  // about 300 bytes a record
        repeat {
            try literal("    \"")
            let id = try plainString()
            // ASCII ids only: two ASCII ids are the same string only when their bytes are, while
            // others can be the same string in different bytes ("é" composed or not), which only
            // a dictionary of strings tells apart.
            guard bytes[id].allSatisfy({ $0 < 0x80 }) else { throw NotWritten() }
            // Ascending ids: the order they are written in, and no id twice.
            if let previous = spans.last, order(previous.id, id) >= 0 { throw NotWritten() }
            try literal(": ")
            let start = index
            _ = try record(building: false)
            spans.append(StoredSeenRecords.Span(id: id, record: start..<index))
        } while matchLiteral(",\n")
        try literal("\n  }")
        return spans
    }

    /// The record at ``index``, checked; built only when `building`.
    mutating func record(building: Bool) throws(NotWritten) -> SeenRecord? {
        try literal("{\n      \"contentVersion\": ")
        let contentVersion = try integer()
        var failure: Tutorial.FailureReason?
        if matchLiteral(",\n      \"failure\": ") { failure = try self.failure() }
        try literal(",\n      \"firstShownAt\": ")
        let firstRun = dateRun
        let firstShownAt = try date()
        try literal(",\n      \"lastShownAt\": ")
        let lastRun = dateRun
        let lastShownAt = try date()
        try literal(",\n")
        var lastStep: String?
        if matchLiteral("      \"lastStep\": \"") {
            let run = try plainString()
            if building { lastStep = try text(run) }
            try literal(",\n")
        }
        var recentShows: [Date] = []
        if matchLiteral("      \"recentShows\": [\n") {
            var count = 0
            var previous: Range<Int>?
            repeat {
                try literal("        ")
                let run = dateRun
                if building {
                    recentShows.append(try date().date)
                } else if !matchDate(repeating: firstRun, or: lastRun) {
                    _ = try date()
                }
                // Oldest first; dates in this form sort as their text does.
                if let previous, order(previous, run) > 0 { throw NotWritten() }
                previous = run
                count += 1
            } while matchLiteral(",\n")
            guard count <= Rule.EventHistory.recentLimit else { throw NotWritten() }
            try literal("\n      ],\n")
        }
        try literal("      \"status\": ")
        let status = try self.status()
        try literal(",\n      \"timesShown\": ")
        let timesShown = try integer()
        guard timesShown >= 0 else { throw NotWritten() }
        var variant: String?
        if matchLiteral(",\n      \"variant\": \"") {
            let run = try plainString()
            if building { variant = try text(run) }
        }
        try literal("\n    }")
        guard building else { return nil }
        return SeenRecord(
            status: status, contentVersion: contentVersion, timesShown: timesShown,
            firstShownAt: firstShownAt.date, lastShownAt: lastShownAt.date, lastStep: lastStep,
            recentShows: recentShows, failure: failure, variant: variant)
    }

    // MARK: - Pieces

    /// Moves past `text` if it comes next.
    @inline(__always)
    private mutating func matchLiteral(_ text: StaticString) -> Bool {
        guard hasLiteral(text) else { return false }
        index += text.utf8CodeUnitCount
        return true
    }

    /// Whether the bytes at ``index`` are `text`.
    @inline(__always)
    private func hasLiteral(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard count <= bytes.count - index, let base = bytes.baseAddress else { return false }
        return memcmp(base + index, text.utf8Start, count) == 0
    }

    @inline(__always)
    private mutating func literal(_ text: StaticString) throws(NotWritten) {
        guard matchLiteral(text) else { throw NotWritten() }
    }

    /// A string's bytes between its quotes, when it is written without escapes: no quote,
    /// backslash, control character, DEL or C1 control (``JSONWriter/needsEscape(_:)``), and
    /// valid UTF-8.
    /// The opening quote is already read.
    private mutating func plainString() throws(NotWritten) -> Range<Int> {
        let start = index
        var high: UInt8 = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // A C1 control (C2 80 to C2 9F) is one the writer escapes.
            guard previous != 0xC2 || byte >= 0xA0 else { throw NotWritten() }
            previous = byte
            if byte == UInt8(ascii: "\"") {
                guard
                    high < 0x80
                        || String(validatingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]))
                            != nil
                else { throw NotWritten() }
                return start..<index - 1
            }
            guard byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\") else { throw NotWritten() }
            high |= byte
        }
        throw NotWritten()
    }

    /// The text of a string ``plainString()`` checked.
    private func text(_ run: Range<Int>) throws(NotWritten) -> String {
        guard let text = String(validatingUTF8: UnsafeBufferPointer(rebasing: bytes[run])) else {
            throw NotWritten()
        }
        return text
    }

    /// How the bytes at `first` sort against those at `second`, as ids are written.
    private func order(_ first: Range<Int>, _ second: Range<Int>) -> Int {
        UnsafeBufferPointer(rebasing: bytes[first]).byteOrder(
            against: UnsafeBufferPointer(rebasing: bytes[second]))
    }

    /// A quoted status, one of ``SeenRecord/Status``'s values.
    private mutating func status() throws(NotWritten) -> SeenRecord.Status {
        // Written without escapes, a status is exactly one of these texts.
        if matchLiteral("\"completed\"") { return .completed }
        if matchLiteral("\"skipped\"") { return .skipped }
        if matchLiteral("\"inProgress\"") { return .inProgress }
        if matchLiteral("\"dismissed\"") { return .dismissed }
        if matchLiteral("\"abandoned\"") { return .abandoned }
        if matchLiteral("\"failed\"") { return .failed }
        throw NotWritten()
    }

    /// A quoted failure reason, one of ``Tutorial/FailureReason``'s values.
    private mutating func failure() throws(NotWritten) -> Tutorial.FailureReason {
        if matchLiteral("\"targetMissing\"") { return .targetMissing }
        if matchLiteral("\"screenNeverAppeared\"") { return .screenNeverAppeared }
        if matchLiteral("\"outcomeNeverArrived\"") { return .outcomeNeverArrived }
        throw NotWritten()
    }

    /// A quoted date in `YYYY-MM-DDTHH:MM:SSZ`: its fields, checked.
    @inline(__always)
    private mutating func date() throws(NotWritten) -> SeenDates.Fields {
        let length = SeenDates.utcSecondsLength
        guard length + 2 <= bytes.count - index, bytes[index] == UInt8(ascii: "\""),
            bytes[index + length + 1] == UInt8(ascii: "\""),
            let fields = SeenDates.utcSecondsFields(
                utf8: UnsafeBufferPointer(rebasing: bytes[index + 1..<index + 1 + length]))
        else { throw NotWritten() }
        index += length + 2
        return fields
    }

    /// Where the text of a quoted date at ``index`` would be.
    private var dateRun: Range<Int> { index + 1..<index + 1 + SeenDates.utcSecondsLength }

    /// Moves past a quoted date that repeats one already checked, byte for byte — a record's
    /// recent shows mostly repeat its first and last dates, and checking each in full would be
    /// most of the reading.
    private mutating func matchDate(repeating first: Range<Int>, or second: Range<Int>) -> Bool {
        let length = SeenDates.utcSecondsLength
        guard length + 2 <= bytes.count - index, bytes[index] == UInt8(ascii: "\""),
            bytes[index + length + 1] == UInt8(ascii: "\""),
            order(dateRun, first) == 0 || order(dateRun, second) == 0
        else { return false }
        index += length + 2
        return true
    }

    /// A whole number as `String(_:)` writes it: a minus, then 1 to 18 digits with no leading zero,
    /// and not `-0`. (18 digits never overflow an `Int`; a longer number goes the general way.)
    private mutating func integer() throws(NotWritten) -> Int {
        let isNegative = matchLiteral("-")
        let start = index
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit <= 9 else { break }
            // Counted before adding: a 19th digit could overflow.
            guard index - start < 18 else { throw NotWritten() }
            value = value * 10 + Int(digit)
            index += 1
        }
        guard index > start, index - start == 1 || bytes[start] != UInt8(ascii: "0"),
            !(isNegative && value == 0)
        else { throw NotWritten() }
        return isNegative ? -value : value
    }
}
