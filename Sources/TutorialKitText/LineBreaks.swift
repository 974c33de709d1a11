/// Where a text may break across lines, by the Unicode Line Breaking Algorithm (UAX #14 for
/// Unicode 17.0): its classes (``LineBreakClass``) and rules LB4–LB31 (``LineBreakRules``), read
/// through tables of states (``LineBreakStates``). Numbers stay whole with their signs (`$19.99`,
/// `(12.5%)`); East Asian text keeps its line-start and line-end rules: no line starts with
/// closing punctuation such as `。` or `）`, none ends with an opening bracket.
///
/// Scripts that need a dictionary to find their words (Thai, Lao, Khmer, Myanmar) take the
/// algorithm's default, which breaks them only at spaces and punctuation.
package struct LineBreaks: Sendable {
    /// What may happen between two characters.
    package enum Opportunity: UInt8, Sendable, Equatable {
        /// No break.
        case prohibited
        /// A break if the line is full.
        case allowed
        /// A break always: after a line break.
        case mandatory
    }

    /// The opportunity before each character, and at the end: `count + 1` of them, the first
    /// (the start of the text) prohibited and the last (its end) mandatory.
    package let before: [Opportunity]

    /// The opportunities of `scalars`.
    package init(_ scalars: [Unicode.Scalar]) {
        self.init(symbols: scalars.map { LineBreakSymbol.of($0).rawValue })
    }

    /// The opportunities of characters of `symbols` (``LineBreakSymbol``).
    init(symbols: [UInt8]) {
        var before = [Opportunity](repeating: .prohibited, count: symbols.count + 1)
        var reader = LineBreakStates()
        LineBreakStates.withTables { tables in
            for (index, symbol) in symbols.enumerated() {
                if reader.isWaiting {
                    for answer in reader.answers(before: symbol, tables) {
                        before[answer.place] = answer.opportunity
                    }
                }
                if let opportunity = reader.read(symbol, at: index, tables) { before[index] = opportunity }
            }
            for answer in reader.finish(tables) { before[answer.place] = answer.opportunity }
        }
        before[0] = .prohibited
        before[symbols.count] = .mandatory
        self.before = before
    }

    /// The byte offsets in `text`'s UTF-8 that a line may break before, ascending: every
    /// opportunity but the text's start and end and the place after a line feed (`\n` ends a
    /// paragraph of its own).
    package static func byteOffsets(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            LineBreakStates.withTables { tables in
                LineBreakSymbol.tabled.withUnsafeBufferPointer { byteOffsets(in: bytes, tables, tabled: $0) }
            }
        }
    }

    /// ``byteOffsets(in:)`` of the UTF-8 `bytes`, with the tables at hand: the reader and the
    /// offsets are this function's own, kept in registers rather than captured by closures.
    private static func byteOffsets(
        in bytes: UnsafeBufferPointer<UInt8>, _ tables: LineBreakStates.Tables,
        tabled: UnsafeBufferPointer<UInt8>
    ) -> [Int] {
        var offsets: [Int] = []
        // Room for a break every three bytes (an ideograph's), so the array is not grown.
        offsets.reserveCapacity(bytes.count / 3 + 1)
        var answeredLate = false
        // Whether a line may break before the character at `offset`, which is not the first.
        func breaks(before offset: Int, _ opportunity: Opportunity) -> Bool {
            opportunity != .prohibited && bytes[offset - 1] != UInt8(ascii: "\n")
        }
        var reader = LineBreakStates()
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let symbol: UInt8
            let length: Int
            if lead < 0x80 {
                (symbol, length) = (tabled[Int(lead)], 1)
            } else {
                length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let scalar = Self.scalar(in: bytes, at: offset, length: length)
                symbol =
                    scalar.value < LineBreakSymbol.tabledLimit
                    ? tabled[Int(scalar.value)] : LineBreakSymbol.lookUp(scalar.value)
            }
            if reader.isWaiting {
                for answer in reader.answers(before: symbol, tables)
                where breaks(before: answer.place, answer.opportunity) {
                    offsets.append(answer.place)
                    answeredLate = true
                }
            }
            let opportunity = reader.read(symbol, at: offset, tables)
            if offset > 0, let opportunity, breaks(before: offset, opportunity) {
                offsets.append(offset)
            }
            offset += length
        }
        for answer in reader.finish(tables) where breaks(before: answer.place, answer.opportunity) {
            offsets.append(answer.place)
            answeredLate = true
        }
        // A place answered late may follow later places already kept.
        if answeredLate { offsets.sort() }
        return offsets
    }

    /// The scalar whose UTF-8, `length` bytes, starts at `offset` of `bytes` (valid UTF-8, a
    /// `String`'s own).
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int)
        -> Unicode.Scalar
    {
        guard offset + length <= bytes.count else { return "\u{FFFD}" }
        var value = UInt32(bytes[offset]) & (0xFF >> (length + 1))
        for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
