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
        if value < 0x10000 { return basicPlaneClasses[Int(value)] }
        return lookUp(value)
    }

    /// The classes of the Basic Multilingual Plane, a byte each, made from the table the first
    /// time one is asked for: text is looked up a character at a time, and halving through two
    /// thousand ranges for each would cost more than the rules themselves.
    static let basicPlaneClasses: [LineBreakClass] = {
        var classes = [LineBreakClass](repeating: .AL, count: 0x10000)
        for range in rangeStarts.indices where rangeStarts[range] < 0x10000 {
            let own = LineBreakClass(rawValue: rangeClasses[range]) ?? .AL
            for value in Int(rangeStarts[range])...Int(min(rangeEnds[range], 0xFFFF)) { classes[value] = own }
        }
        return classes
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
