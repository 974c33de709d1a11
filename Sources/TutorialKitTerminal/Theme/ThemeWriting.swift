import TutorialKit

/// Writes a ``Theme`` as a theme file's JSON, each key as `ThemeFormat` declares: what differs from
/// the standard look.
enum ThemeWriting {
    /// The theme file's text, stable (keys sorted, two-space indentation).
    static func encode(_ theme: Theme, schema: String? = nil) -> String {
        JSONWriter.write(
            ThemeFormat.Key.json(for: ThemeFormat.Written(theme: theme, schema: schema), rootKeys))
    }

    /// The root keys, for writing (which reads no JSON view).
    private static let rootKeys = ThemeFormat.keys(JSONTreeView.self)

    /// A colour as a theme file spells it; nothing for a named colour past the 16 (which no file
    /// spells).
    static func json(for color: TerminalColor) -> JSONValue? {
        switch color.value {
        case .named(let index):
            return TerminalColor.names.indices.contains(Int(index))
                ? .string(TerminalColor.names[Int(index)]) : nil
        case .palette(let index):
            return .integer(Int(index))
        case .rgb(let red, let green, let blue):
            let digits = Array("0123456789abcdef")
            let hex = [red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }
            return .string("#" + String(hex))
        }
    }
}
