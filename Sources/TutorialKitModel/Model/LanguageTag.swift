import TutorialKitText

/// BCP 47 language tags as tutorials use them (`en`, `pt-BR`, `zh-Hans-CN`, `ru_RU`): whether a
/// value is one, and what an author who wrote something else most likely meant.
package enum LanguageTag {
    /// Whether `tag` is a well-formed language tag whose language is a known ISO 639-1 code (two
    /// letters) or any three-letter code: a language, then an optional script (four letters),
    /// region (two letters or three digits) and variants (five to eight letters or digits, or a
    /// digit and three more). `_` separates subtags as `-` does, as POSIX locales write them.
    package static func isValid(_ tag: String) -> Bool {
        // No tag a tutorial needs is longer; a longer value is not split at all.
        guard tag.utf8.count <= 64 else { return false }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = subtags.first else { return false }
        let isKnown =
            (language.count == 2 && twoLetterLanguages.contains(language.lowercased()))
            || (language.count == 3 && language.allSatisfy(isLetter))
        guard isKnown else { return false }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(isLetter) { rest = rest.dropFirst() }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy(isLetter))
                || (region.count == 3 && region.allSatisfy(isDigit))
        {
            rest = rest.dropFirst()
        }
        return rest.allSatisfy { variant in
            variant.allSatisfy { isLetter($0) || isDigit($0) }
                && ((5...8).contains(variant.count)
                    || (variant.count == 4 && variant.first.map(isDigit) == true))
        }
    }

    /// The tag an author probably meant by `written`: the code of a language named in English or
    /// in itself (`english`, `Deutsch`), else the nearest of `candidates` by spelling.
    package static func suggestion(for written: String, among candidates: [String]) -> String? {
        if let code = namedLanguages[written.lowercased()] { return code }
        return NameSuggestion.closest(to: written, in: candidates)
    }

    /// `; did you mean "x"?` for ``suggestion(for:among:)``, or nothing.
    package static func hint(for written: String, among candidates: [String]) -> String {
        suggestion(for: written, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// ISO 639-1's codes, with the withdrawn `iw`, `in` and `ji` that older systems still send.
    static let twoLetterLanguages: [String] =
        ("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de \
        dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id \
        ie ig ii ik in io is it iu iw ja ji jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln \
        lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl \
        ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl \
        tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(separator: " ").map(String.init))

    /// Languages an author may write by name, in English or in themselves.
    static let namedLanguages: [String: String] = [
        "english": "en", "german": "de", "deutsch": "de", "french": "fr", "français": "fr", "francais": "fr",
        "spanish": "es", "español": "es", "espanol": "es", "russian": "ru", "русский": "ru",
        "japanese": "ja", "日本語": "ja", "chinese": "zh", "中文": "zh", "arabic": "ar", "العربية": "ar",
        "hebrew": "he", "עברית": "he", "italian": "it", "italiano": "it", "portuguese": "pt",
        "português": "pt", "dutch": "nl", "nederlands": "nl", "polish": "pl", "polski": "pl",
        "turkish": "tr", "türkçe": "tr", "korean": "ko", "한국어": "ko", "ukrainian": "uk",
        "українська": "uk", "swedish": "sv", "svenska": "sv", "greek": "el", "hindi": "hi",
        "persian": "fa", "farsi": "fa", "czech": "cs", "danish": "da", "finnish": "fi", "norwegian": "nb",
        "georgian": "ka", "vietnamese": "vi", "thai": "th", "indonesian": "id",
    ]
}
