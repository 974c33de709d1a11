import TutorialKitLayout

/// Text in one or more languages: a plain string, or translations keyed by locale (`en`, `ru-RU`).
///
/// A string literal makes a text in no particular language, which every locale sees.
public struct LocalizedText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// One translation.
    public struct Translation: Hashable, Sendable {
        /// The locale identifier, such as `en` or `ru-RU`.
        public var locale: String
        /// The text in that locale.
        public var text: String

        /// Creates a translation.
        public init(locale: String, text: String) {
            self.locale = locale
            self.text = text
        }
    }

    /// The translations in the order given; empty for a plain string.
    public var translations: [Translation]
    /// The plain string, when the text is not translated.
    public var plain: String?

    /// A text in no particular language.
    public init(_ text: String) {
        plain = text
        translations = []
    }

    /// A text from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A text from an interpolated string literal, such as `"Stores in \(city)"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// A text in several languages, in order of preference for the last-resort fallback.
    public init(translations: [Translation]) {
        plain = nil
        self.translations = translations
    }

    /// A text in several languages: `LocalizedText(["en": "Hello", "ru": "Привет"])`.
    public init(_ translations: KeyValuePairs<String, String>) {
        self.init(translations: translations.map { Translation(locale: $0.key, text: $0.value) })
    }

    /// The text for `locale`, falling back from `ru-RU` to `ru` (and from `zh-CN` to `zh-Hans`),
    /// then to `defaultLocale`, then to the first translation given.
    public func resolved(for locale: String? = nil, defaultLocale: String? = nil) -> String {
        if let plain { return plain }
        for candidate in Self.fallbackChain(locale: locale, defaultLocale: defaultLocale) {
            if let match = translations.first(where: { $0.locale.lowercased() == candidate.lowercased() }) {
                return match.text
            }
        }
        return translations.first?.text ?? ""
    }

    /// The locale of the translation ``resolved(for:defaultLocale:)`` gives; `nil` for a plain
    /// text, which is in no locale in particular.
    public func resolvedLocale(for locale: String? = nil, defaultLocale: String? = nil) -> String? {
        guard plain == nil else { return nil }
        for candidate in Self.fallbackChain(locale: locale, defaultLocale: defaultLocale) {
            if let match = translations.first(where: { $0.locale.lowercased() == candidate.lowercased() }) {
                return match.locale
            }
        }
        return translations.first?.locale
    }

    /// Whether `locale`'s language is written right to left: Arabic, Hebrew, Persian, Urdu and
    /// the others whose script is (`ar`, `he-IL`, `fa_IR`, …).
    public static func isRightToLeft(locale: String) -> Bool {
        let language = locale.replacingAll("_", with: "-").split(separator: "-").first.map { $0.lowercased() }
        return language.map(rightToLeftLanguages.contains) ?? false
    }

    /// The languages written right to left, by ISO 639 code (`iw` is Hebrew's former code).
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]

    /// The locales tried, in order: the locale with its last subtag dropped one at a time
    /// (`sr-Latn-RS`, `sr-Latn`, `sr`), then the default locale the same way. Chinese with a
    /// region and no script also tries the script that region writes (`zh-TW`, `zh-Hant-TW`,
    /// `zh-Hant`, `zh`), and with a script and a region, the region alone (`zh-Hans-CN`,
    /// `zh-CN`): translations are keyed both ways. A POSIX locale's encoding and modifier
    /// (`zh_CN.UTF-8`, `de_DE@euro`) are left out; a value longer than any tag (64 bytes) is
    /// tried whole, not split.
    package static func fallbackChain(locale: String?, defaultLocale: String?) -> [String] {
        var chain: [String] = []
        for identifier in [locale, defaultLocale].compactMap({ $0 }) {
            // A value longer than any tag is tried whole; so is a bare language (`en`), the
            // commonest locale, which has no subtags to drop.
            let isBareLanguage =
                !identifier.isEmpty && identifier.utf8.allSatisfy { (0x61...0x7A).contains($0 | 0x20) }
            guard identifier.utf8.count <= 64, !isBareLanguage else {
                chain.append(identifier)
                continue
            }
            let tag =
                identifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
            var subtags = tag.replacingAll("_", with: "-").split(separator: "-").map(String.init)
            guard !subtags.isEmpty else { continue }
            if subtags.count >= 2, subtags[0].lowercased() == "zh" {
                if subtags[1].count != 4, let script = chineseScript(region: subtags[1]) {
                    chain.append(subtags.joined(separator: "-"))
                    subtags.insert(script, at: 1)
                } else if subtags[1].count == 4, subtags.count >= 3, subtags[2].count == 2 {
                    // `zh-Hans-CN` as `zh-CN` too, right after itself.
                    chain.append(subtags.joined(separator: "-"))
                    chain.append(subtags[0] + "-" + subtags[2])
                    subtags.removeLast(subtags.count - 2)
                }
            }
            while !subtags.isEmpty {
                chain.append(subtags.joined(separator: "-"))
                subtags.removeLast()
                // A single letter starts an extension or private use, which means nothing alone.
                if subtags.count > 1, subtags.last?.count == 1 { subtags.removeLast() }
            }
        }
        return chain
    }

    /// The script Chinese is written in where `region` is.
    private static func chineseScript(region: String) -> String? {
        switch region.uppercased() {
        case "CN", "SG", "MY": "Hans"
        case "TW", "HK", "MO": "Hant"
        default: nil
        }
    }

    /// The text as shown with no locale chosen.
    public var description: String { resolved() }
}
