import TutorialKit

/// A grid of terminal cells to draw a frame into before printing it, as ratatui's `Buffer`.
///
/// A cell holds one grapheme cluster and its style. A wide character (CJK, emoji) takes two
/// cells: the first holds it, the second is its continuation. Drawing over either half of a wide
/// character clears both halves, and a wide character that would cross the right edge becomes a
/// space, so every printed line is exactly ``size``'s width in display cells. Drawing outside the
/// canvas does nothing.
public struct Canvas: Sendable, Equatable {
    /// One cell.
    public struct Cell: Hashable, Sendable {
        /// The grapheme cluster drawn here, or `nil` when this cell is the right half of a wide one.
        public var character: Character?
        /// How it is drawn.
        public var style: CellStyle

        /// A blank cell.
        public static let blank = Cell(character: " ", style: .plain)
    }

    /// The canvas's size in cells.
    public let size: Size
    private var cells: [Cell]

    /// Creates a blank canvas, at most ``InputLimits/standard``'s largest screen each way.
    public init(size: Size) {
        let largest = InputLimits.standard.screenSize
        self.size = Size(
            width: min(max(0, size.width), largest.width), height: min(max(0, size.height), largest.height))
        cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The whole canvas.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at `point`, or `nil` outside the canvas.
    public subscript(point: Point) -> Cell? {
        bounds.contains(point) ? cells[point.y * size.width + point.x] : nil
    }

    /// Draws one grapheme cluster at `point`.
    ///
    /// - Returns: The cells it took: 2 for a wide character, 1 otherwise, 0 for a zero-width or
    ///   control character, which is not drawn.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: CellStyle = .plain) -> Int {
        guard !DisplayWidth.isControl(character) else { return 0 }
        let width = DisplayWidth.of(character)
        guard width > 0 else { return 0 }
        guard bounds.contains(point) else { return width }
        if width == 2 && point.x + 1 >= size.width {
            // Half a wide character does not fit at the right edge: a space keeps the line's width.
            clearWideCharacter(at: point)
            cells[index(point)] = Cell(character: " ", style: style)
            return width
        }
        clearWideCharacter(at: point)
        cells[index(point)] = Cell(character: character, style: style)
        if width == 2 {
            let right = point.offsetBy(dx: 1)
            clearWideCharacter(at: right)
            cells[index(right)] = Cell(character: nil, style: style)
        }
        return width
    }

    /// Draws `text` from `point` rightwards, at most `maximumWidth` cells; a text that does not fit
    /// ends with "…".
    ///
    /// - Returns: The cells used.
    @discardableResult
    public mutating func write(
        _ text: String, at point: Point, style: CellStyle = .plain, maximumWidth: Int? = nil
    ) -> Int {
        let limit = maximumWidth ?? Int.max
        guard limit > 0 else { return 0 }
        let fitted = DisplayWidth.of(text) <= limit ? text : Self.truncate(text, toWidth: limit)
        var x = point.x
        for character in fitted {
            x += put(character, at: Point(x: x, y: point.y), style: style)
        }
        return x - point.x
    }

    /// `text` cut to `width` cells with a trailing "…".
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let ellipsis: Character = "…"
        var result = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        result.append(ellipsis)
        return result
    }

    /// Fills `rect` (clipped to the canvas) with `character`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        guard let area = rect.intersection(bounds) else { return }
        let step = max(1, DisplayWidth.of(character))
        for y in area.rows {
            var x = area.minX
            while x < area.maxX {
                put(character, at: Point(x: x, y: y), style: style)
                x += step
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped to the canvas) without changing its text.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        guard let clipped = rect.intersection(bounds) else { return }
        for y in clipped.rows {
            for x in clipped.columns {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    /// The rows as text, each exactly the canvas's width in display cells; with `colored`, ANSI
    /// styles are included and each row ends reset.
    public func lines(colored: Bool) -> [String] {
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

    private func index(_ point: Point) -> Int {
        point.y * size.width + point.x
    }

    /// Before a cell is drawn over: if it is half of a wide character, both halves become spaces.
    private mutating func clearWideCharacter(at point: Point) {
        let here = index(point)
        if cells[here].character == nil {
            if point.x > 0 { cells[here - 1].character = " " }
            cells[here].character = " "
        } else if let character = cells[here].character, DisplayWidth.of(character) == 2,
            point.x + 1 < size.width
        {
            cells[here + 1].character = " "
        }
    }
}

extension Canvas {
    /// `text` as it is when it fits in `width` cells, otherwise cut with "…".
    public static func truncate(_ text: String, toWidth width: Int, ifLonger: Bool) -> String {
        DisplayWidth.of(text) <= width ? text : truncate(text, toWidth: width)
    }
}
