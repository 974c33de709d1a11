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
        put(character, width: Self.width(of: character), at: point, style: style)
    }

    /// The cells `character` takes: 0 for a control or zero-width character, which is not drawn.
    /// Printable ASCII, most of what a frame holds, is one cell without a lookup.
    private static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        return DisplayWidth.isControl(character) ? 0 : DisplayWidth.of(character)
    }

    /// Draws `character`, already measured at `width` cells.
    @discardableResult
    private mutating func put(_ character: Character, width: Int, at point: Point, style: CellStyle) -> Int {
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
        // Measured once: a tooltip's box is a thousand cells of one character.
        let width = Self.width(of: character)
        let step = max(1, width)
        for y in area.rows {
            var x = area.minX
            while x < area.maxX {
                put(character, width: width, at: Point(x: x, y: y), style: style)
                x += step
            }
        }
    }

    /// Puts `character` in every blank cell (a space) for which `include` holds: the shade over an
    /// empty screen, with the character measured once rather than for each cell. A wide character
    /// takes the cell to its right too, blank or not, as ``put(_:at:style:)`` does.
    public mutating func fillBlanks(
        with character: Character, style: CellStyle = .plain, where include: (Point) -> Bool
    ) {
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

    /// Draws the cells of `source` (a canvas of the same size) inside `rect` over this one, leaving
    /// its blank cells out: what was drawn apart, to be clipped, put in place. A wide character
    /// whose right half `rect` cuts off becomes a space.
    public mutating func paste(_ source: Canvas, in rect: Rect) {
        guard source.size == size, let area = rect.intersection(bounds) else { return }
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
        // Each line is gathered as UTF-8 and made a string once: appending character by character
        // costs more than drawing them.
        var bytes: [UInt8] = []
        return (0..<size.height).map { y in
            bytes.removeAll(keepingCapacity: true)
            var current = CellStyle.plain
            for x in 0..<size.width {
                let cell = cells[y * size.width + x]
                guard let character = cell.character else { continue }
                if colored && cell.style != current {
                    bytes.append(contentsOf: (CellStyle.reset + cell.style.escapeSequence).utf8)
                    current = cell.style
                }
                bytes.append(contentsOf: character.utf8)
            }
            if colored && current != .plain { bytes.append(contentsOf: CellStyle.reset.utf8) }
            return String(decoding: bytes, as: UTF8.self)
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
        } else if point.x + 1 < size.width, cells[here + 1].character == nil {
            // Only the right half of a wide character is empty: this cell holds one.
            cells[here + 1].character = " "
        }
    }
}

extension Canvas {
    /// `text` as it is when it fits in `width` cells, otherwise cut with "…".
    package static func truncate(_ text: String, toWidth width: Int, ifLonger: Bool) -> String {
        DisplayWidth.of(text) <= width ? text : truncate(text, toWidth: width)
    }
}
