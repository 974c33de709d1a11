/// How the line-breaking rules read a character: its class (``LineBreakClass``), the distinctions
/// some rules make within a class, and whether it is East Asian (East_Asian_Width F, W or H, which
/// rules LB19 and LB30 look at). A byte, `kind * 2 + eastAsian`; the kinds are the classes, then
/// an opening and a closing quotation mark (QU of gc Pi and Pf, rules LB15a, LB15b and LB19), the
/// dotted circle (AL, rule LB28a), and an unassigned Extended_Pictographic code point of class ID
/// or AL (rule LB30b). `Scripts/generate-line-break-classes.py` makes the table of them.
struct LineBreakSymbol: Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let classCount = LineBreakClass.allCases.count
    static let openingQuoteKind = classCount
    static let closingQuoteKind = classCount + 1
    static let dottedCircleKind = classCount + 2
    static let pictographIDKind = classCount + 3
    static let pictographALKind = classCount + 4
    /// How many symbols there are: two for each kind.
    static let count = (classCount + 5) * 2

    var kind: Int { Int(rawValue >> 1) }
    var isEastAsian: Bool { rawValue & 1 == 1 }

    /// The class, as rule LB1 resolves it.
    var lineBreakClass: LineBreakClass {
        switch kind {
        case Self.openingQuoteKind, Self.closingQuoteKind: .QU
        case Self.dottedCircleKind, Self.pictographALKind: .AL
        case Self.pictographIDKind: .ID
        default: LineBreakClass(rawValue: UInt8(truncatingIfNeeded: kind)) ?? .AL
        }
    }

    var isOpeningQuote: Bool { kind == Self.openingQuoteKind }
    var isClosingQuote: Bool { kind == Self.closingQuoteKind }
    var isDottedCircle: Bool { kind == Self.dottedCircleKind }
    var isUnassignedPictograph: Bool { kind == Self.pictographIDKind || kind == Self.pictographALKind }

    /// The symbol of a class with no distinction, not East Asian.
    init(_ lineBreakClass: LineBreakClass, eastAsian: Bool = false) {
        rawValue = lineBreakClass.rawValue << 1 | (eastAsian ? 1 : 0)
    }

    /// The code points below ``tabledLimit`` have their symbols in ``tabled``: the Basic
    /// Multilingual Plane and the next, where emoji are.
    static let tabledLimit = 0x20000

    /// The symbols of the code points below ``tabledLimit``, a byte each, made from the ranges the
    /// first time one is asked for: text is looked up a character at a time, and halving through
    /// two thousand ranges for each would cost more than the rules themselves.
    static let tabled: [UInt8] = {
        let limit = UInt32(tabledLimit)
        var symbols = [UInt8](repeating: 0, count: tabledLimit)
        for range in LineBreakClass.rangeStarts.indices where LineBreakClass.rangeStarts[range] < limit {
            let first = Int(LineBreakClass.rangeStarts[range])
            let last = Int(min(LineBreakClass.rangeEnds[range], limit - 1))
            for value in first...last { symbols[value] = LineBreakClass.rangeSymbols[range] }
        }
        return symbols
    }()

    /// The symbol of `scalar`.
    static func of(_ scalar: Unicode.Scalar) -> LineBreakSymbol {
        let value = scalar.value
        if value < tabledLimit { return LineBreakSymbol(rawValue: tabled[Int(value)]) }
        return LineBreakSymbol(rawValue: lookUp(value))
    }

    /// The symbol of `value` from the ranges.
    static func lookUp(_ value: UInt32) -> UInt8 {
        guard let range = SortedSearch.lastIndex(atOrBelow: value, in: LineBreakClass.rangeStarts),
            value <= LineBreakClass.rangeEnds[range]
        else { return 0 }
        return LineBreakClass.rangeSymbols[range]
    }
}
