import LayoutInvariants
import Testing
import TutorialKit

@testable import TutorialKitTerminal

/// The canvas keeps its cells as plain bits (``Canvas/Glyph``); this checks it against a model
/// that keeps each cell's `Character`, as the canvas once did, under random drawing: every kind of
/// cluster (ASCII, wide, combining, a flag and a family longer than a glyph holds, controls,
/// zero-width), every operation, and the same cells, lines and text at the end.
@Suite struct CanvasModelTests {
    static let characters: [Character] = [
        "a", "Z", " ", "~", "中", "文", "e\u{301}", "é", "🇯🇵", "👨‍👩‍👧", "👍🏽", "░", "─", "\t", "\u{200B}", "\u{7F}",
        "\r\n",
    ]
    static let styles: [CellStyle] = [.plain, .bold, CellStyle(isDim: true), CellStyle(color: .cyan)]

    @Test func randomDrawingMatchesTheModel() {
        var random = SeededGenerator(seed: 20_261_124)
        for _ in 0..<400 {
            let size = Size(
                width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...4, using: &random))
            var canvas = Canvas(size: size)
            var model = ModelCanvas(size: size)
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                draw(on: &canvas, &model, size: size, &random)
            }
            #expect(canvas.lines(colored: false) == model.lines(colored: false))
            #expect(canvas.lines(colored: true) == model.lines(colored: true))
            #expect(canvas.text(colored: true) == model.lines(colored: true).map { $0 + "\n" }.joined())
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let point = Point(x: x, y: y)
                    #expect(canvas[point] == model.cells[y * size.width + x], "cell \(x),\(y)")
                }
            }
        }
    }

    /// Two canvases showing the same cells are equal, though one keeps a long cluster twice.
    @Test func equalityIsByWhatIsShown() {
        var once = Canvas(size: Size(width: 4, height: 1))
        once.put("🇯🇵", at: .zero)
        var twice = Canvas(size: Size(width: 4, height: 1))
        twice.put("🇯🇵", at: Point(x: 2, y: 0))
        twice.put("🇯🇵", at: .zero)
        twice.put("a", at: Point(x: 2, y: 0))
        twice.put(" ", at: Point(x: 2, y: 0))
        #expect(once == twice)
        twice.put("b", at: Point(x: 3, y: 0))
        #expect(once != twice)
    }

    /// One random operation, on the canvas and the model alike.
    private func draw(
        on canvas: inout Canvas, _ model: inout ModelCanvas, size: Size, _ random: inout SeededGenerator
    ) {
        let character = Self.characters.randomElement(using: &random) ?? "a"
        let style = Self.styles.randomElement(using: &random) ?? .plain
        let point = Point(
            x: Int.random(in: -1...size.width, using: &random),
            y: Int.random(in: -1...size.height, using: &random))
        let rect = Rect(
            x: Int.random(in: -2...size.width, using: &random),
            y: Int.random(in: -2...size.height, using: &random),
            width: Int.random(in: 0...size.width + 2, using: &random),
            height: Int.random(in: 0...size.height + 2, using: &random))
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            #expect(
                canvas.put(character, at: point, style: style)
                    == model.put(character, at: point, style: style))
        case 1:
            let text = String(
                (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    Self.characters.randomElement(using: &random) ?? "a"
                })
            let limit = Bool.random(using: &random) ? Int.random(in: 0...8, using: &random) : nil
            #expect(
                canvas.write(text, at: point, style: style, maximumWidth: limit)
                    == model.write(text, at: point, style: style, maximumWidth: limit))
        case 2:
            canvas.fill(rect, with: character, style: style)
            model.fill(rect, with: character, style: style)
        case 3:
            let parity = Int.random(in: 0...2, using: &random)
            canvas.fillBlanks(with: character, style: style) { ($0.x + $0.y) % 3 != parity }
            model.fillBlanks(with: character, style: style) { ($0.x + $0.y) % 3 != parity }
        case 4, 5:
            // Another canvas drawn apart, put over this one.
            var source = Canvas(size: size)
            var sourceModel = ModelCanvas(size: size)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let other = Self.characters.randomElement(using: &random) ?? "a"
                let at = Point(
                    x: Int.random(in: 0..<size.width, using: &random),
                    y: Int.random(in: 0..<size.height, using: &random))
                source.put(other, at: at, style: style)
                sourceModel.put(other, at: at, style: style)
            }
            if Bool.random(using: &random) {
                canvas.paste(source, in: rect)
                model.paste(sourceModel, in: rect)
            } else {
                canvas.restore(rect, from: source)
                model.restore(rect, from: sourceModel)
            }
        default:
            canvas.restyle(rect) { $0.isBold.toggle() }
            model.restyle(rect) { $0.isBold.toggle() }
        }
    }
}

/// The canvas's rules over `Character` cells: a wide character's right half is `nil`, drawing
/// over either half clears both, and a wide character at the right edge becomes a space.
private struct ModelCanvas {
    let size: Size
    var cells: [Canvas.Cell]

    init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
    }

    private var bounds: Rect { Rect(origin: .zero, size: size) }

    static func width(of character: Character) -> Int {
        DisplayWidth.isControl(character) ? 0 : DisplayWidth.of(character)
    }

    @discardableResult
    mutating func put(_ character: Character, at point: Point, style: CellStyle) -> Int {
        put(character, width: Self.width(of: character), at: point, style: style)
    }

    @discardableResult
    mutating func put(_ character: Character, width: Int, at point: Point, style: CellStyle) -> Int {
        guard width > 0 else { return 0 }
        guard bounds.contains(point) else { return width }
        let here = point.y * size.width + point.x
        clearWide(at: point)
        if width == 2 && point.x + 1 >= size.width {
            cells[here] = Canvas.Cell(character: " ", style: style)
            return width
        }
        cells[here] = Canvas.Cell(character: character, style: style)
        if width == 2 {
            clearWide(at: point.offsetBy(dx: 1))
            cells[here + 1] = Canvas.Cell(character: nil, style: style)
        }
        return width
    }

    mutating func clearWide(at point: Point) {
        let here = point.y * size.width + point.x
        if cells[here].character == nil {
            if point.x > 0 { cells[here - 1].character = " " }
            cells[here].character = " "
        } else if point.x + 1 < size.width, cells[here + 1].character == nil {
            cells[here + 1].character = " "
        }
    }

    mutating func write(_ text: String, at point: Point, style: CellStyle, maximumWidth: Int?) -> Int {
        let limit = maximumWidth ?? Int.max
        guard limit > 0 else { return 0 }
        let fitted = DisplayWidth.of(text) <= limit ? text : Canvas.truncate(text, toWidth: limit)
        var x = point.x
        for character in fitted { x += put(character, at: Point(x: x, y: point.y), style: style) }
        return x - point.x
    }

    mutating func fill(_ rect: Rect, with character: Character, style: CellStyle) {
        guard let area = rect.intersection(bounds) else { return }
        let width = Self.width(of: character)
        for y in area.rows {
            var x = area.minX
            while x < area.maxX {
                put(character, width: width, at: Point(x: x, y: y), style: style)
                x += max(1, width)
            }
        }
    }

    mutating func fillBlanks(with character: Character, style: CellStyle, where include: (Point) -> Bool) {
        let width = Self.width(of: character)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let point = Point(x: x, y: y)
                guard cells[y * size.width + x].character == " ", include(point) else {
                    x += 1
                    continue
                }
                x += max(1, put(character, width: width, at: point, style: style))
            }
        }
    }

    mutating func paste(_ source: ModelCanvas, in rect: Rect) {
        guard let area = rect.intersection(bounds) else { return }
        for y in area.rows {
            var x = area.minX
            while x < area.maxX {
                let cell = source.cells[y * size.width + x]
                guard let character = cell.character, character != " " else {
                    x += 1
                    continue
                }
                let width = Self.width(of: character)
                let fits = width < 2 || x + 1 < area.maxX
                x += max(
                    1,
                    put(
                        fits ? character : " ", width: fits ? width : 1, at: Point(x: x, y: y),
                        style: cell.style))
            }
        }
    }

    /// Every cell of `source` inside `rect`, blanks too; a wide character across the edge whole.
    mutating func restore(_ rect: Rect, from source: ModelCanvas) {
        guard let area = rect.intersection(bounds) else { return }
        for y in area.rows {
            for x in area.columns {
                let cell = source.cells[y * size.width + x]
                guard let character = cell.character else { continue }
                put(character, width: Self.width(of: character), at: Point(x: x, y: y), style: cell.style)
            }
        }
    }

    mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        guard let area = rect.intersection(bounds) else { return }
        for y in area.rows {
            for x in area.columns { change(&cells[y * size.width + x].style) }
        }
    }

    func lines(colored: Bool) -> [String] {
        (0..<size.height).map { y in
            var line = ""
            var current = CellStyle.plain
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                guard let character = cell.character else { continue }
                if colored && cell.style != current {
                    line += CellStyle.reset + cell.style.escapeSequence
                    current = cell.style
                }
                line.append(character)
            }
            if colored && current != .plain { line += CellStyle.reset }
            return line
        }
    }
}
