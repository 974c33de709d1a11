/// How a syntax error names a character of the file: quoted when it prints, `character U+00A0`
/// when it does not (a control, a space, a format character such as U+202E), so a message never
/// holds a character a terminal would act on or a reader could not see.
enum JSONCharacterName {
    /// `'x'` (`"'"` for the quote itself), or `character U+XXXX`.
    static func of(_ scalar: Unicode.Scalar) -> String {
        if scalar == "'" { return "\"'\"" }
        return prints(scalar) ? "'\(scalar)'" : "character \(codePoint(scalar))"
    }

    /// Whether a message may show `scalar` as it is: a letter, a digit, punctuation or a symbol.
    static func prints(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory.isPrintableSymbol
            || (scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F)
    }

    /// `U+XXXX`, at least four digits, as Unicode writes a code point.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The whole scalar whose UTF-8 starts at `index` (at most four bytes are read), or `nil` when
    /// the bytes there are not UTF-8.
    static func scalar(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard index >= 0, index < text.count else { return nil }
        var bytes = text[index...].makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return scalar
    }
}

extension Unicode.GeneralCategory {
    /// Punctuation and symbols: printable characters an error message can quote.
    fileprivate var isPrintableSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
