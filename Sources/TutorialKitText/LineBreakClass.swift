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
        var low = 0
        var high = rangeStarts.count
        while low < high {
            let middle = (low + high) / 2
            if rangeStarts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0, value <= rangeEnds[low - 1] else { return .AL }
        return LineBreakClass(rawValue: rangeClasses[low - 1]) ?? .AL
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
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if ranges[2 * middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= ranges[2 * (low - 1) + 1]
    }

    /// Whether the class ends a line: BK, CR, LF or NL.
    var isMandatoryBreak: Bool { self == .BK || self == .CR || self == .LF || self == .NL }
}
