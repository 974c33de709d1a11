/// A code point's Unicode Bidi_Class: how the bidirectional algorithm treats it (UAX #9, table 4).
/// The order is the generated table's (``BidiClass/rangeClasses`` holds indices into it); the
/// cases keep the standard's short names, as its rules use them.
package enum BidiClass: UInt8, CaseIterable, Sendable {
    // Strong.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case L, R, AL
    // Weak.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case EN, ES, ET, AN, CS, NSM, BN
    // Neutral.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case B, S, WS, ON
    // Explicit formatting.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of `scalar`: L unless the table lists it.
    package static func of(_ scalar: Unicode.Scalar) -> BidiClass {
        let value = scalar.value
        guard let range = SortedSearch.lastIndex(atOrBelow: value, in: rangeStarts), value <= rangeEnds[range]
        else { return .L }
        return BidiClass(rawValue: rangeClasses[range]) ?? .L
    }

    /// The character's mirror image (Bidi_Mirroring_Glyph), `)` for `(`; `nil` for one without.
    package static func mirrorImage(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let index = SortedSearch.index(of: scalar.value, in: mirrored) else { return nil }
        return Unicode.Scalar(mirrorImages[index])
    }

    /// Whether the character opens a bracket pair (Bidi_Paired_Bracket_Type Open).
    package static func isOpeningBracket(_ scalar: Unicode.Scalar) -> Bool {
        SortedSearch.index(of: scalar.value, in: brackets).map { bracketOpens[$0] } ?? false
    }

    /// The bracket that pairs with a paired bracket (Bidi_Paired_Bracket), `)` for `(`; `nil`
    /// for a character that is not one.
    package static func pairedBracket(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        SortedSearch.index(of: scalar.value, in: brackets).flatMap { Unicode.Scalar(bracketPairs[$0]) }
    }

    /// Whether the class is strong: L, R or AL.
    var isStrong: Bool { self == .L || self == .R || self == .AL }

    /// Whether the class starts or ends an isolate: LRI, RLI, FSI or PDI.
    var isIsolateMark: Bool {
        switch self {
        case .LRI, .RLI, .FSI, .PDI: true
        default: false
        }
    }

    /// Whether the class is a neutral or an isolate, for rules N1 and N2.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: true
        default: false
        }
    }

    /// Whether rule X9 removes the class: embeddings, overrides, their end, and boundary neutrals.
    package var isRemovedByX9: Bool {
        switch self {
        case .LRE, .RLE, .LRO, .RLO, .PDF, .BN: true
        default: false
        }
    }
}
