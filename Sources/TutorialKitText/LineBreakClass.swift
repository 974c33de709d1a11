/// A code point's Line_Break class (UAX #14, table 1), as rule LB1 resolves it: AI, SG and XX are
/// AL; SA is CM for a mark and AL otherwise; CJ is NS. The order is the generated table's
/// (``rangeClasses`` holds indices into it); the cases keep the standard's short names, as its
/// rules use them.
package enum LineBreakClass: UInt8, CaseIterable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case AL, BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case PR, SY, B2, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI

    /// The class of `scalar`: AL unless the table lists it.
    package static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {
        let value = scalar.value
        if value < 0x80 { return asciiClasses[Int(value)] }
        if value < tabledLimit { return symbolClass(Int(tabledSymbols[Int(value)])) }
        return lookUp(value)
    }

    /// How ``LineBreakStates`` reads a character: its class, with the two distinctions some rules
    /// make within one — opening and closing punctuation that is East Asian wide (LB30), and an
    /// unassigned pictograph among the ideographs (LB30b) — as symbols of their own.
    static let symbolCount = allCases.count + 3
    static let wideOpeningSymbol = allCases.count
    static let wideClosingSymbol = allCases.count + 1
    static let unassignedPictographSymbol = allCases.count + 2

    /// The class a symbol is of.
    static func symbolClass(_ symbol: Int) -> LineBreakClass {
        switch symbol {
        case wideOpeningSymbol: .OP
        case wideClosingSymbol: .CP
        case unassignedPictographSymbol: .ID
        default: LineBreakClass(rawValue: UInt8(truncatingIfNeeded: symbol)) ?? .AL
        }
    }

    /// Whether a symbol is East Asian wide opening or closing punctuation.
    static func isWideParenthesisSymbol(_ symbol: Int) -> Bool {
        symbol == wideOpeningSymbol || symbol == wideClosingSymbol
    }

    /// The symbol of `scalar`.
    static func symbol(of scalar: Unicode.Scalar) -> UInt8 {
        if scalar.value < tabledLimit { return tabledSymbols[Int(scalar.value)] }
        let own = lookUp(scalar.value)
        if (own == .OP || own == .CP) && isWideParenthesis(scalar) {
            return UInt8(own == .OP ? wideOpeningSymbol : wideClosingSymbol)
        }
        if own == .ID && isUnassignedPictograph(scalar) { return UInt8(unassignedPictographSymbol) }
        return own.rawValue
    }

    /// The code points below ``tabledLimit`` have their symbols in ``tabledSymbols``: the Basic
    /// Multilingual Plane and the next, where emoji are.
    static let tabledLimit = 0x20000

    /// The symbols of the code points below ``tabledLimit``, a byte each, made from the tables
    /// the first time one is asked for: text is looked up a character at a time, and halving
    /// through two thousand ranges for each would cost more than the rules themselves.
    static let tabledSymbols: [UInt8] = {
        let limit = UInt32(tabledLimit)
        var symbols = [UInt8](repeating: LineBreakClass.AL.rawValue, count: tabledLimit)
        for range in rangeStarts.indices where rangeStarts[range] < limit {
            for value in Int(rangeStarts[range])...Int(min(rangeEnds[range], limit - 1)) {
                symbols[value] = rangeClasses[range]
            }
        }
        for pair in stride(from: 0, to: wideParentheses.count - 1, by: 2) where wideParentheses[pair] < limit
        {
            for value in Int(wideParentheses[pair])...Int(min(wideParentheses[pair + 1], limit - 1)) {
                symbols[value] = UInt8(
                    symbols[value] == LineBreakClass.OP.rawValue ? wideOpeningSymbol : wideClosingSymbol)
            }
        }
        for pair in stride(from: 0, to: unassignedPictographs.count - 1, by: 2)
        where unassignedPictographs[pair] < limit {
            for value in Int(
                unassignedPictographs[pair])...Int(min(unassignedPictographs[pair + 1], limit - 1))
            where symbols[value] == LineBreakClass.ID.rawValue {
                symbols[value] = UInt8(unassignedPictographSymbol)
            }
        }
        return symbols
    }()

    /// The classes of the ASCII characters, found once: most text is mostly ASCII.
    static let asciiClasses: [LineBreakClass] = (0..<0x80).map { lookUp(UInt32($0)) }

    /// The class of `value` from the table.
    private static func lookUp(_ value: UInt32) -> LineBreakClass {
        guard let range = SortedSearch.lastIndex(atOrBelow: value, in: rangeStarts), value <= rangeEnds[range]
        else { return .AL }
        return LineBreakClass(rawValue: rangeClasses[range]) ?? .AL
    }

    /// Whether `scalar` is opening or closing punctuation that is East Asian wide, which rule
    /// LB30 does not keep with letters and numbers.
    static func isWideParenthesis(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar.value, in: wideParentheses)
    }

    /// Whether `scalar` is an unassigned Extended_Pictographic code point (rule LB30b).
    static func isUnassignedPictograph(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar.value, in: unassignedPictographs)
    }

    /// Whether `value` lies in one of `ranges`, inclusive pairs `first, last, …` in order.
    private static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
        guard let pair = SortedSearch.lastIndex(atOrBelow: value, in: ranges, stride: 2) else { return false }
        return value <= ranges[2 * pair + 1]
    }

    /// Whether the class ends a line: BK, CR, LF or NL.
    var isMandatoryBreak: Bool { self == .BK || self == .CR || self == .LF || self == .NL }

    /// Whether the class is one of `set`'s.
    @inline(__always)
    func isIn(_ set: Set) -> Bool { set.bits & (1 << UInt64(rawValue)) != 0 }

    /// A set of classes as bits, so a rule's test of a class is one AND, not an array's search.
    struct Set {
        let bits: UInt64

        init(_ classes: LineBreakClass...) {
            bits = classes.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
        }

        static let mandatoryBreaks = Set(.BK, .CR, .LF, .NL)
        static let noBase = Set(.BK, .CR, .LF, .NL, .SP, .ZW)
        static let beforeNoBreak = Set(.CL, .CP, .EX, .IS, .SY)
        static let hyphensAndSmall = Set(.BA, .HY, .NS)
        static let ideographic = Set(.ID, .EB, .EM)
        static let prefixes = Set(.PR, .PO)
        static let letters = Set(.AL, .HL)
        static let lettersAndDigits = Set(.AL, .HL, .NU)
        static let numberInner = Set(.NU, .SY, .IS)
        static let numberTail = Set(.NU, .SY, .IS, .CL, .CP)
        static let closing = Set(.CL, .CP)
        static let openingOrHyphen = Set(.OP, .HY)
        static let jamo = Set(.JL, .JV, .JT, .H2, .H3)
        static let jamoAfterJL = Set(.JL, .JV, .H2, .H3)
    }
}
