/// Text and attribute values escaped for HTML and SVG.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default:
                // A control character has no place in XML; it is drawn as nothing.
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" }) {
                    escaped.append(character)
                }
            }
        }
        return escaped
    }
}
