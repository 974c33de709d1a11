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

        /// A cell showing `character` (`nil` for the right half of a wide one) in `style`.
        public init(character: Character?, style: CellStyle) {
            self.character = character
            self.style = style
        }

        /// A blank cell.
        public static let blank = Cell(character: " ", style: .plain)
    }

    /// The canvas's size in cells.
    public let size: Size
    /// Each cell's glyph and style, row by row.
    private(set) var slots: [Slot]
    /// The grapheme clusters too long for a ``Glyph``, which holds their index here.
    private(set) var longClusters: [Character] = []

    /// What the canvas keeps of a cell: plain values, copied without reference counting.
    struct Slot: Equatable {
        var glyph: Glyph
        var style: CellStyle
    }

    /// Creates a blank canvas, at most ``InputLimits/standard``'s largest screen each way.
    public init(size: Size) {
        let largest = InputLimits.standard.screenSize
        self.size = Size(
            width: min(max(0, size.width), largest.width), height: min(max(0, size.height), largest.height))
        slots = Array(
            repeating: Slot(glyph: .space, style: .plain), count: self.size.width * self.size.height)
    }

    /// The whole canvas.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at `point`, or `nil` outside the canvas.
    public subscript(point: Point) -> Cell? {
        bounds.contains(point) ? cell(at: index(point)) : nil
    }

    /// Two canvases are equal when they show the same: the same cells, however each was drawn.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.slots.indices.allSatisfy { lhs.cell(at: $0) == rhs.cell(at: $0) }
    }

    /// Draws one grapheme cluster at `point`.
    ///
    /// - Returns: The cells it took: 2 for a wide character, 1 otherwise, 0 for a zero-width or
    ///   control character, which is not drawn.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: CellStyle = .plain) -> Int {
        put(glyph(of: character), width: Self.width(of: character), at: point, style: style)
    }

    /// The cells `character` takes: 0 for a control or zero-width character, which is not drawn.
    /// Printable ASCII, most of what a frame holds, is one cell without a lookup.
    private static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        return DisplayWidth.isControl(character) ? 0 : DisplayWidth.of(character)
    }

    /// The glyph `character` is drawn as here, adding a long cluster to ``longClusters`` the first
    /// time (by its bytes), so a canvas drawn on again and again keeps each cluster once.
    private mutating func glyph(of character: Character) -> Glyph {
        if let glyph = Glyph(inline: character) { return glyph }
        if let index = longClusters.lastIndex(where: { $0.utf8.elementsEqual(character.utf8) }) {
            return Glyph(longAt: index)
        }
        longClusters.append(character)
        return Glyph(longAt: longClusters.count - 1)
    }

    /// The cell at `index`, as a caller sees it.
    private func cell(at index: Int) -> Cell {
        let slot = slots[index]
        let character = slot.glyph.longIndex.map { longClusters[$0] } ?? slot.glyph.inlineCharacter
        return Cell(character: character, style: slot.style)
    }

    /// Draws `glyph`, already measured at `width` cells.
    @discardableResult
    private mutating func put(_ glyph: Glyph, width: Int, at point: Point, style: CellStyle) -> Int {
        guard width > 0 else { return 0 }
        guard bounds.contains(point) else { return width }
        if width == 2 && point.x + 1 >= size.width {
            // Half a wide character does not fit at the right edge: a space keeps the line's width.
            clearWideCharacter(at: point)
            slots[index(point)] = Slot(glyph: .space, style: style)
            return width
        }
        clearWideCharacter(at: point)
        slots[index(point)] = Slot(glyph: glyph, style: style)
        if width == 2 {
            let right = point.offsetBy(dx: 1)
            clearWideCharacter(at: right)
            slots[index(right)] = Slot(glyph: .continuation, style: style)
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
        // Plain ASCII, most of what a frame says, is a cell a byte with no clusters to find or
        // measure (its one cluster of two bytes, CR LF, is two controls, which take no cells).
        if fitted.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in fitted.utf8 where byte >= 0x20 && byte < 0x7F {
                x += put(Glyph(ascii: byte), width: 1, at: Point(x: x, y: point.y), style: style)
            }
            return x - point.x
        }
        for character in fitted {
            x += put(character, at: Point(x: x, y: point.y), style: style)
        }
        return x - point.x
    }

    /// `text` cut to `width` cells with a trailing "…".
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        Ellipsis.cuttingEnd(of: text, toWidth: width)
    }

    /// Fills `rect` (clipped to the canvas) with `character`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        guard let area = rect.intersection(bounds) else { return }
        // Measured once: a tooltip's box is a thousand cells of one character.
        let width = Self.width(of: character)
        let glyph = glyph(of: character)
        let step = max(1, width)
        for y in area.rows {
            var x = area.minX
            while x < area.maxX {
                put(glyph, width: width, at: Point(x: x, y: y), style: style)
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
        let glyph = glyph(of: character)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let point = Point(x: x, y: y)
                guard slots[y * size.width + x].glyph == .space, include(point) else {
                    x += 1
                    continue
                }
                if width == 1 {
                    // A blank is a whole cell, never half of a wide character: replaced outright.
                    slots[y * size.width + x] = Slot(glyph: glyph, style: style)
                    x += 1
                } else {
                    x += max(1, put(glyph, width: width, at: point, style: style))
                }
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
                let slot = source.slots[y * size.width + x]
                guard slot.glyph != .continuation, slot.glyph != .space else {
                    x += 1
                    continue
                }
                // A wide character is the one a continuation follows; zero-width ones are never kept.
                let isWide = x + 1 < size.width && source.slots[y * size.width + x + 1].glyph == .continuation
                let fits = !isWide || x + 1 < area.maxX
                var glyph = fits ? slot.glyph : .space
                if let long = glyph.longIndex { glyph = self.glyph(of: source.longClusters[long]) }
                x += max(
                    1, put(glyph, width: isWide && fits ? 2 : 1, at: Point(x: x, y: y), style: slot.style))
            }
        }
    }

    /// Puts back the cells of `source` (a canvas of the same size) inside `rect`, blanks included:
    /// a spotlight showing the screen as it is. A wide character across the edge stays whole.
    mutating func restore(_ rect: Rect, from source: Canvas) {
        guard source.size == size, let area = rect.intersection(bounds) else { return }
        for y in area.rows {
            for x in area.columns {
                let slot = source.slots[y * size.width + x]
                // A continuation is drawn with its wide character, or is one already (at the left
                // edge); a cell the same here needs nothing (a long cluster's index may differ).
                guard slot.glyph != .continuation,
                    slot != slots[y * size.width + x] || slot.glyph.longIndex != nil
                else { continue }
                let isWide = x + 1 < size.width && source.slots[y * size.width + x + 1].glyph == .continuation
                var glyph = slot.glyph
                if let long = glyph.longIndex { glyph = self.glyph(of: source.longClusters[long]) }
                put(glyph, width: isWide ? 2 : 1, at: Point(x: x, y: y), style: slot.style)
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped to the canvas) without changing its text.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        guard let clipped = rect.intersection(bounds) else { return }
        for y in clipped.rows {
            for x in clipped.columns {
                change(&slots[y * size.width + x].style)
            }
        }
    }

    /// The rows as text, each exactly the canvas's width in display cells; with `colored`, ANSI
    /// styles are included and each row ends reset.
    public func lines(colored: Bool) -> [String] {
        // Each line is gathered as UTF-8 and made a string once.
        var bytes: [UInt8] = []
        return (0..<size.height).map { y in
            bytes.removeAll(keepingCapacity: true)
            appendRow(y, colored: colored, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The rows as one text, each as ``lines(colored:)`` has it and ended by a line feed: a frame
    /// to print, made as one string rather than a string a row.
    public func text(colored: Bool) -> String {
        var bytes: [UInt8] = []
        // Most cells are one to three bytes; the array grows past this if need be.
        bytes.reserveCapacity((size.width * 3 + 1) * size.height)
        for y in 0..<size.height {
            appendRow(y, colored: colored, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y`'s UTF-8 to `bytes`.
    func appendRow(_ y: Int, colored: Bool, to bytes: inout [UInt8]) {
        var current = CellStyle.plain
        for slot in slots[y * size.width..<(y + 1) * size.width] where slot.glyph != .continuation {
            if colored && slot.style != current {
                bytes.append(contentsOf: (CellStyle.reset + slot.style.escapeSequence).utf8)
                current = slot.style
            }
            if let long = slot.glyph.longIndex {
                bytes.append(contentsOf: longClusters[long].utf8)
            } else {
                slot.glyph.appendInlineUTF8(to: &bytes)
            }
        }
        if colored && current != .plain { bytes.append(contentsOf: CellStyle.reset.utf8) }
    }

    private func index(_ point: Point) -> Int {
        point.y * size.width + point.x
    }

    /// Before a cell is drawn over: if it is half of a wide character, both halves become spaces.
    private mutating func clearWideCharacter(at point: Point) {
        let here = index(point)
        if slots[here].glyph == .continuation {
            if point.x > 0 { slots[here - 1].glyph = .space }
            slots[here].glyph = .space
        } else if point.x + 1 < size.width, slots[here + 1].glyph == .continuation {
            // Only the right half of a wide character is empty: this cell holds one.
            slots[here + 1].glyph = .space
        }
    }
}

extension Canvas {
    /// `text` as it is when it fits in `width` cells, otherwise cut with "…".
    package static func truncate(_ text: String, toWidth width: Int, ifLonger: Bool) -> String {
        DisplayWidth.of(text) <= width ? text : truncate(text, toWidth: width)
    }
}

extension Canvas {
    /// Draws every cell of `source`, blanks included, with its top-left corner at `origin`, clipped
    /// to this canvas: a frame put in its place on a terminal's screen. A wide character the right
    /// edge cuts becomes a space.
    public mutating func place(_ source: Canvas, at origin: Point) {
        // Compared before any sum, so a far-off origin (a host's value) is no overflow.
        guard origin.x < size.width, origin.y < size.height, origin.x > -source.size.width,
            origin.y > -source.size.height
        else { return }
        for y in 0..<source.size.height {
            for x in 0..<source.size.width {
                let slot = source.slots[y * source.size.width + x]
                guard slot.glyph != .continuation else { continue }
                let isWide =
                    x + 1 < source.size.width
                    && source.slots[y * source.size.width + x + 1].glyph == .continuation
                var glyph = slot.glyph
                if let long = glyph.longIndex { glyph = self.glyph(of: source.longClusters[long]) }
                put(
                    glyph, width: isWide ? 2 : 1, at: Point(x: origin.x + x, y: origin.y + y),
                    style: slot.style)
            }
        }
    }
}
