import Foundation
import TutorialKitJSON
import TutorialKitModel

/// The UTF-8 of a seen-state file as it is written: literal pieces, numbers, quoted strings and
/// dates appended to a buffer, with no string built on the way (a file holds thousands of
/// records), and runs of records kept as the file's bytes put in between without a copy.
struct SeenStateOutput {
    /// The text so far, in order: what was written, and the runs shared with the file read.
    private var pieces: [ArraySlice<UInt8>] = []
    /// What is being written, after the pieces.
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Every piece, the last one finished.
    consuming func finished() -> [ArraySlice<UInt8>] {
        if !bytes.isEmpty { pieces.append(bytes[...]) }
        return pieces
    }

    /// Appends fixed text: punctuation, indentation, a key with its quotes.
    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text already in JSON form, such as what ``JSONWriter`` wrote.
    mutating func json(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends bytes already in the file's form, such as records kept as they were read: shared,
    /// not copied.
    mutating func share(_ written: ArraySlice<UInt8>) {
        if !bytes.isEmpty {
            pieces.append(bytes[...])
            bytes = []
            bytes.reserveCapacity(4_096)
        }
        pieces.append(written)
    }

    package mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Appends `text` quoted, with the escapes JSON needs (as ``JSONWriter`` writes them).
    package mutating func string(_ text: String) {
        guard JSONWriter.needsEscape(text) else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var quoted = ""
        JSONWriter.writeString(text, into: &quoted)
        json(quoted)
    }

    /// Appends a date as a quoted ISO 8601 string (``SeenDates``).
    mutating func date(_ date: Date) {
        bytes.append(UInt8(ascii: "\""))
        if !SeenDates.appendUTCSeconds(date, to: &bytes) {
            bytes.append(contentsOf: SeenDates.format(date).utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
