import TutorialKit
import TutorialKitTerminal

/// A terminal as far as frames drive it, to check what they write: a grid of cells that takes
/// cursor moves (`ESC [ row ; col H`), clearing (`ESC [ 2 J`), styles (`ESC [ … m`), carriage
/// return, line feed and text, wide characters taking two cells as a terminal's do (writing over
/// either half blanks the other). Modes (`ESC [ ? … h`) and other sequences are read and ignored.
/// (Shared with the other test targets, the example app's too, through symbolic links.)
struct TerminalScreenModel {
    let size: Size
    /// Each cell's text (`nil` for the right half of a wide character) and style.
    private(set) var cells: [Canvas.Cell]
    private var cursor = Point.zero
    private var style = CellStyle.plain
    /// How many bytes it has been sent.
    private(set) var bytesReceived = 0

    init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
    }

    /// Takes `text` as the terminal would.
    mutating func receive(_ text: String) {
        bytesReceived += text.utf8.count
        var rest = Substring(text)
        while let first = rest.first {
            if first == "\u{1B}" {
                rest = rest.dropFirst()
                guard rest.first == "[" else { continue }
                rest = rest.dropFirst()
                let isMode = rest.first == "?"
                if isMode { rest = rest.dropFirst() }
                let parameters = rest.prefix { $0.isNumber || $0 == ";" }
                rest = rest.dropFirst(parameters.count)
                guard let final = rest.first else { return }
                rest = rest.dropFirst()
                if !isMode {
                    apply(
                        final,
                        parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) })
                }
            } else if first == "\r\n" {
                cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
                rest = rest.dropFirst()
            } else if first == "\r" {
                cursor.x = 0
                rest = rest.dropFirst()
            } else if first == "\n" {
                cursor.y = min(cursor.y + 1, size.height - 1)
                rest = rest.dropFirst()
            } else {
                write(first)
                rest = rest.dropFirst()
            }
        }
    }

    /// The screen's rows as text, without styles.
    var text: String {
        (0..<size.height).map { y in
            String(cells[y * size.width..<(y + 1) * size.width].compactMap(\.character))
        }.joined(separator: "\n")
    }

    /// The screen as the canvas's cells.
    func matches(_ canvas: Canvas) -> Bool {
        canvas.size == size
            && (0..<size.height).allSatisfy { y in
                (0..<size.width).allSatisfy { x in canvas[Point(x: x, y: y)] == cells[y * size.width + x] }
            }
    }

    private mutating func apply(_ command: Character, _ parameters: [Int?]) {
        switch command {
        case "H":
            let row = (parameters.first ?? 1) ?? 1
            let column = parameters.count > 1 ? (parameters[1] ?? 1) : 1
            cursor = Point(x: max(0, column - 1), y: max(0, row - 1))
        case "J":
            cells = Array(repeating: .blank, count: size.width * size.height)
        case "m":
            var codes = parameters.map { $0 ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 0: style = .plain
                case 1: style.isBold = true
                case 2: style.isDim = true
                case 7: style.isInverse = true
                case 30...37: style.color = TerminalColor(.named(UInt8(code - 30)))
                case 90...97: style.color = TerminalColor(.named(UInt8(code - 90 + 8)))
                case 38 where codes.first == 5:
                    style.color = TerminalColor(.palette(UInt8(clamping: codes.dropFirst().first ?? 0)))
                    codes = codes.dropFirst(2)
                case 38 where codes.first == 2:
                    let rgb = codes.dropFirst().prefix(3).map { UInt8(clamping: $0) } + [0, 0, 0]
                    style.color = TerminalColor(.rgb(rgb[0], rgb[1], rgb[2]))
                    codes = codes.dropFirst(4)
                default: break
                }
            }
        default: break
        }
    }

    /// One grapheme cluster at the cursor, which moves past it (and stays at the right edge).
    private mutating func write(_ character: Character) {
        // Measured as a canvas measures it (the public way, for the example app's tests too).
        var probe = Canvas(size: Size(width: 2, height: 1))
        let width = probe.put(character, at: .zero)
        guard width > 0, cursor.y < size.height, cursor.x + width <= size.width else { return }
        blank(cursor)
        cells[index(cursor)] = Canvas.Cell(character: character, style: style)
        if width == 2 {
            let right = cursor.offsetBy(dx: 1)
            blank(right)
            cells[index(right)] = Canvas.Cell(character: nil, style: style)
        }
        cursor.x += width
    }

    /// Before a cell is written: the other half of a wide character it is part of becomes blank.
    private mutating func blank(_ point: Point) {
        let here = index(point)
        if cells[here].character == nil, point.x > 0 {
            cells[here - 1].character = " "
        } else if point.x + 1 < size.width, cells[here + 1].character == nil {
            cells[here + 1].character = " "
        }
    }

    private func index(_ point: Point) -> Int { point.y * size.width + point.x }
}
