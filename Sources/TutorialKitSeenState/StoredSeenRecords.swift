import TutorialKitText

/// Records kept as the bytes of the file they were read from, which ``WrittenRecordReader``
/// checked are in written form: found by id with a binary search over their ids (written in
/// ascending order), decoded only when asked for, and copied as they are when the file is written
/// back — a file holds thousands of records and a change touches one.
struct StoredSeenRecords: Sendable {
    /// Where one record's id (between its quotes) and its object are in ``bytes``.
    struct Span: Sendable {
        var id: Range<Int>
        var record: Range<Int>
    }

    /// The file's bytes.
    let bytes: [UInt8]
    /// The records in id order.
    let spans: [Span]

    /// The `tutorials` object at `index` in `bytes` and the index after it, or `nil` when it is
    /// not in written form.
    static func read(_ bytes: [UInt8], at index: Int) -> (records: StoredSeenRecords, end: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = WrittenRecordReader(bytes: buffer, index: index)
            guard let spans = try? reader.tutorials() else { return nil }
            return (StoredSeenRecords(bytes: bytes, spans: spans), reader.index)
        }
    }

    package var count: Int { spans.count }

    /// The position of the record of `id`, if there is one.
    func position(of id: String) -> Int? {
        let found: Int? = id.withUTF8Bytes { wanted in
            var low = 0
            var high = spans.count
            while low < high {
                let middle = (low + high) / 2
                let order = compare(idAt: middle, with: wanted)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        // Stored ids are ASCII, but a string of other bytes can equal one: the Kelvin sign is "K".
        if found == nil, !id.utf8.allSatisfy({ $0 < 0x80 }) {
            return spans.indices.first { self.id(at: $0) == id }
        }
        return found
    }

    /// How the id at `position` sorts against `other`: negative before it, 0 the same, positive after.
    func compare(idAt position: Int, with other: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer {
            UnsafeBufferPointer(rebasing: $0[spans[position].id]).byteOrder(against: other)
        }
    }

    /// The id at `position`.
    func id(at position: Int) -> String {
        // Checked valid UTF-8 when read.
        String(decoding: bytes[spans[position].id], as: UTF8.self)
    }

    /// The entry at `position`, decoded.
    func entry(at position: Int) -> SeenStateDocument.Entry {
        let record = bytes.withUnsafeBufferPointer { buffer in
            var reader = WrittenRecordReader(bytes: buffer, index: spans[position].record.lowerBound)
            return try? reader.record(building: true)
        }
        // The same bytes were read by the same reader when the file was.
        guard let record else { preconditionFailure("a stored record no longer reads") }
        return SeenStateDocument.Entry(record: record)
    }

    /// The records at `positions` as the file has them: from the first one's indentation to the last
    /// one's closing brace, with the `,\n` between them — what writing them again gives.
    func written(_ positions: Range<Int>) -> ArraySlice<UInt8> {
        // Each id is read after `    "`: four spaces of indentation and its opening quote.
        let start = spans[positions.lowerBound].id.lowerBound - 5
        return bytes[start..<spans[positions.upperBound - 1].record.upperBound]
    }
}
