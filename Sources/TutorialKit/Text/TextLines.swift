/// Lines of wrapped text as the layout makes them: each a run of the text's UTF-8, made into a
/// `String` only when read. A layout tries several widths and keeps one, and only the drawing
/// needs the strings, so none is made for the widths it drops.
///
/// Two values are equal when their lines read the same, however they are kept.
struct TextLines: Hashable, Sendable {
    /// One line: a run of the text, or a string made when the line is not one run (spaces collapsed).
    enum Line: Hashable, Sendable {
        case run(Range<Int>)
        case made(String)
    }

    /// The text the runs are in.
    private let text: String
    private let lines: [Line]

    /// Lines given as strings.
    init(_ strings: [String]) {
        text = ""
        lines = strings.map(Line.made)
    }

    /// Lines of `text`, which must be contiguous UTF-8 (every run on a character boundary).
    init(text: String, lines: [Line]) {
        self.text = text
        self.lines = lines
    }

    /// How many lines there are.
    var count: Int { lines.count }

    /// The lines as strings.
    var strings: [String] {
        lines.map { line in
            switch line {
            case .made(let string): string
            case .run(let run):
                text.withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[run]), as: UTF8.self) }
            }
        }
    }

    static func == (lhs: TextLines, rhs: TextLines) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // The same runs of the same text read the same without making a string.
        return (lhs.lines == rhs.lines && lhs.text == rhs.text) || lhs.strings == rhs.strings
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(strings)
    }
}
