/// A code point's Line_Break class (UAX #14, table 1), as rule LB1 resolves it: AI, SG and XX are
/// AL; SA is CM for a mark and AL otherwise; CJ is NS. The order is the generator's
/// (`Scripts/generate-line-break-classes.py`); the cases keep the standard's short names, as its
/// rules use them.
package enum LineBreakClass: UInt8, CaseIterable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case AL, BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, BB, HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case PR, SY, B2, EB, EM, H2, H3, HL, ID, JL, JV, JT, RI, AK, AP, AS, VF, VI, HH

    /// The class of `scalar`.
    package static func of(_ scalar: Unicode.Scalar) -> LineBreakClass {
        LineBreakSymbol.of(scalar).lineBreakClass
    }

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
        static let beforeNoBreak = Set(.EX, .CL, .CP, .SY)
        static let ideographic = Set(.ID, .EB, .EM)
        static let prefixes = Set(.PR, .PO)
        static let letters = Set(.AL, .HL)
        static let lettersAndDigits = Set(.AL, .HL, .NU)
        static let closing = Set(.CL, .CP)
        static let hyphens = Set(.HY, .HH)
        static let jamo = Set(.JL, .JV, .JT, .H2, .H3)
        static let jamoAfterJL = Set(.JL, .JV, .H2, .H3)
        /// What may come before a hyphen that starts a word (rule LB20a).
        static let beforeWordHyphen = Set(.BK, .CR, .LF, .NL, .SP, .ZW, .CB, .GL)
        /// What may come before an opening quotation mark that holds to what follows (LB15a).
        static let beforeOpeningQuote = Set(.BK, .CR, .LF, .NL, .OP, .QU, .GL, .SP, .ZW)
        /// What may follow a closing quotation mark that holds to what precedes (LB15b).
        static let afterClosingQuote = Set(
            .SP, .GL, .WJ, .CL, .QU, .CP, .EX, .IS, .SY, .BK, .CR, .LF, .NL, .ZW)
    }
}
