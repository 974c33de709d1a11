/// Where a text may break across lines, by the Unicode Line Breaking Algorithm (UAX #14): its
/// classes (``LineBreakClass``) and pair rules LB4–LB31 (``LineBreakRules``), read through a
/// table of states (``LineBreakStates``). Numbers are kept whole as the standard's example 7
/// tailors rule LB25, so `$19.99` and `(12.5%)` stay on one line. East Asian text keeps its
/// line-start and line-end rules: no line starts with closing punctuation such as `。` or `）`,
/// none ends with an opening bracket.
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
        self.init(symbols: scalars.map(LineBreakClass.symbol(of:)))
    }

    /// The opportunities of characters of `symbols` (``LineBreakClass/symbolCount``).
    init(symbols: [UInt8]) {
        var before = [Opportunity](repeating: .prohibited, count: symbols.count + 1)
        var reader = LineBreakStates()
        LineBreakStates.transitions.withUnsafeBufferPointer { transitions in
            for (index, symbol) in symbols.enumerated() {
                if let decided = reader.decideWaiting(before: symbol) {
                    before[decided.place] = decided.opportunity
                }
                if let opportunity = reader.read(symbol, at: index, transitions) {
                    before[index] = opportunity
                }
            }
        }
        if let decided = reader.finish() { before[decided.place] = decided.opportunity }
        before[0] = .prohibited
        before[symbols.count] = .mandatory
        self.before = before
    }

    /// The byte offsets in `text`'s UTF-8 that a line may break before: every opportunity but the
    /// text's start and end and the place after a line feed (`\n` ends a paragraph of its own).
    package static func byteOffsets(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var offsets: [Int] = []
            // Room for a break every three bytes (an ideograph's), so the array is not grown.
            offsets.reserveCapacity(bytes.count / 3 + 1)
            // Whether a line may break before the character at `offset`, which is not the first.
            func breaks(before offset: Int, _ opportunity: Opportunity) -> Bool {
                opportunity != .prohibited && bytes[offset - 1] != UInt8(ascii: "\n")
            }
            var reader = LineBreakStates()
            LineBreakStates.transitions.withUnsafeBufferPointer { transitions in
                LineBreakClass.tabledSymbols.withUnsafeBufferPointer { tabled in
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
                                scalar.value < LineBreakClass.tabledLimit
                                ? tabled[Int(scalar.value)] : LineBreakClass.symbol(of: scalar)
                        }
                        if let decided = reader.decideWaiting(before: symbol),
                            breaks(before: decided.place, decided.opportunity)
                        {
                            offsets.append(decided.place)
                        }
                        let opportunity = reader.read(symbol, at: offset, transitions)
                        if offset > 0, let opportunity, breaks(before: offset, opportunity) {
                            offsets.append(offset)
                        }
                        offset += length
                    }
                }
            }
            if let decided = reader.finish(), breaks(before: decided.place, decided.opportunity) {
                offsets.append(decided.place)
            }
            return offsets
        }
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
