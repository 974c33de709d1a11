import TutorialKit

/// Draws a step as a text frame: the screen's elements, lists and grids, the shade or dimming outside the
/// spotlight, the spotlight's border, the tooltip box and the arrow — in that order, onto a
/// ``Canvas`` the size of the screen.
public struct FrameRenderer: Sendable {
    /// How to draw.
    public struct Options: Hashable, Sendable {
        /// The characters to draw with.
        public var glyphs: GlyphSet
        /// Whether to use ANSI styles: dim outside the spotlight (instead of the shade), a bold
        /// title, the default button highlighted.
        public var usesColor: Bool
        /// The look: borders, arrows, shade and colours over ``glyphs`` (ASCII stays ASCII).
        public var theme: Theme
        /// How many colours the terminal shows; the theme's are brought down to it.
        public var colorDepth: TerminalColor.Depth

        /// Creates options; Unicode without colour, in the standard theme, by default.
        public init(
            glyphs: GlyphSet = .unicode, usesColor: Bool = false, theme: Theme = .standard,
            colorDepth: TerminalColor.Depth = .sixteen
        ) {
            self.glyphs = glyphs
            self.usesColor = usesColor
            self.theme = theme
            self.colorDepth = colorDepth
        }
    }

    /// How to draw.
    public var options: Options {
        didSet { look = Look(options) }
    }

    /// The button the keyboard's focus is on, by its index in the step's buttons: drawn
    /// `[>Next<]` and bold, so the focus shows with colour and without. `nil` for none.
    public var focusedButton: Int?

    /// The options worked out once: the glyphs and the colours the frame is drawn with.
    private var look: Look

    /// The glyphs and cell styles of a frame's parts, from the options and their theme.
    struct Look: Sendable {
        let glyphs: GlyphSet
        let box: CellStyle
        let spotlight: CellStyle
        let arrow: CellStyle
        let title: CellStyle
        let defaultButton: CellStyle

        init(_ options: Options) {
            glyphs = options.theme.glyphs(over: options.glyphs)
            let colors =
                options.usesColor ? options.theme.colors.fitted(to: options.colorDepth) : Theme.Colors()
            box = CellStyle(color: colors.box)
            spotlight = CellStyle(color: colors.spotlight)
            arrow = options.usesColor ? CellStyle(isBold: true, color: colors.arrow) : .plain
            title = CellStyle(isBold: true, color: colors.title)
            defaultButton = options.usesColor ? CellStyle(isInverse: true, color: colors.button) : .plain
        }
    }

    /// The glyphs the frame is drawn with: the theme's over the options'.
    var glyphs: GlyphSet { look.glyphs }

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
        look = Look(options)
    }

    /// The frame of one step, each line exactly the screen's width in display cells (a screen larger
    /// than ``InputLimits/standard``'s 1000×1000 is drawn to that size).
    public func render(_ presentation: StepPresentation) -> [String] {
        canvas(for: presentation).lines(colored: options.usesColor)
    }

    /// The caption printed above a frame: `Step 2 of 3 · detail · bottom-start`; without the
    /// progress, `detail · bottom-start`, for the only step on its way (``StepPresentation/Progress/isShown``).
    public static func caption(for presentation: StepPresentation) -> String {
        let placement =
            switch presentation.layout.fallback {
            case .noTarget: "centred"
            case .nothingFits: "centred over the target"
            case nil: presentation.layout.placement?.description ?? "centred"
            }
        // The id is the file's: shown, never obeyed.
        let step = "\(TerminalSafeText.escaped(presentation.step.id)) · \(placement)"
        return presentation.progress.isShown ? "Step \(presentation.progress) · \(step)" : step
    }

    /// The frames of many steps, in order, each handed to `body` with its step as a canvas (to print
    /// with ``Canvas/text(colored:)`` or ``Canvas/lines(colored:)``, coloured as ``Options/usesColor``
    /// says): a screen the step before drew too (same elements, same scroll) is drawn once, so a
    /// preview of thousands of steps costs the overlays, not the screens.
    public func render(_ presentations: [StepPresentation], _ body: (StepPresentation, Canvas) -> Void) {
        var drawn: DrawnScreen?
        for presentation in presentations {
            if drawn?.screen != presentation.screen { drawn = draw(presentation.screen) }
            guard let drawn else { continue }
            body(presentation, overlay(presentation, on: drawn))
        }
    }

    /// The frame drawn on a canvas, for callers that print it themselves.
    public func canvas(for presentation: StepPresentation) -> Canvas {
        overlay(presentation, on: draw(presentation.screen))
    }

    /// The step drawn over a canvas its host drew itself (its live user interface, showing the
    /// step's screen): the shade or dimming outside the spotlight, the spotlight's border, the
    /// tooltip and the arrow. The shade falls on the canvas's blank cells outside the screen's
    /// elements, lists and grids, as over a drawn screen.
    public func overlay(_ presentation: StepPresentation, on canvas: Canvas) -> Canvas {
        overlay(presentation, on: drawn(canvas, showing: presentation.screen))
    }

    /// A screen drawn once for all the steps on it: as it is, and as it is outside a spotlight.
    struct DrawnScreen {
        let screen: Screen
        /// The elements, lists and grids.
        let canvas: Canvas
        /// The same outside a spotlight: the empty cells shaded (not the insides of elements and
        /// lists), or with colour everything dimmed.
        let outside: Canvas
    }

    func draw(_ screen: Screen) -> DrawnScreen {
        var canvas = Canvas(size: screen.size)
        drawScreen(screen, on: &canvas)
        return drawn(canvas, showing: screen)
    }

    /// `canvas`, which shows `screen`, as it is and as it is outside a spotlight.
    func drawn(_ canvas: Canvas, showing screen: Screen) -> DrawnScreen {
        var outside = canvas
        switch (options.theme.outside, options.usesColor) {
        case (.none, _): break
        case (.auto, true): outside.restyle(outside.bounds) { $0.isDim = true }
        case (.auto, false), (.shade, _):
            let occupied =
                screen.elements.map(\.frame) + screen.lists.map(\.frame) + screen.grids.map(\.frame)
            let spared = CoverageMap(size: canvas.size, covering: occupied)
            outside.fillBlanks(with: glyphs.shade) { !spared.covers($0) }
        }
        return DrawnScreen(screen: screen, canvas: canvas, outside: outside)
    }

    /// The spotlight, tooltip and arrow of a step drawn over its screen: the screen as it is
    /// outside a spotlight, and inside it (when the step has a target) as it is. Without a
    /// spotlight the whole screen is shaded or dimmed.
    private func overlay(_ presentation: StepPresentation, on drawn: DrawnScreen) -> Canvas {
        var canvas = drawn.outside
        for highlight in presentation.layout.highlights {
            canvas.restore(highlight, from: drawn.canvas)
            if presentation.layout.spotlightPadding > 0 {
                canvas.drawBorder(highlight, with: glyphs.spotlight, style: spotlightStyle)
            }
        }
        if let spotlight = presentation.layout.spotlight { canvas.restore(spotlight, from: drawn.canvas) }
        if let spotlight = presentation.layout.spotlight, let target = presentation.target {
            drawSpotlightBorder(
                spotlight, around: target, padding: presentation.layout.spotlightPadding, on: &canvas)
        }
        drawTooltip(presentation, on: &canvas)
        if let arrow = presentation.layout.arrow {
            canvas.put(glyphs.arrow(arrow.direction), at: arrow.position, style: look.arrow)
        }
        return canvas
    }

    // MARK: - Screen

    private func drawScreen(_ screen: Screen, on canvas: inout Canvas) {
        for element in screen.elements {
            drawBox(element.frame, glyphs: glyphs.element, label: element.label, on: &canvas)
        }
        for list in screen.lists {
            drawList(list, on: &canvas)
        }
        for grid in screen.grids {
            drawGrid(grid, on: &canvas)
        }
    }

    /// A grid's visible headers and items, each item a box with its cell labels inside, scrolled as
    /// its content offset says, clipped to its frame.
    private func drawGrid(_ grid: Screen.Grid, on canvas: inout Canvas) {
        guard let area = grid.frame.intersection(canvas.bounds) else { return }
        var clipped = Canvas(size: canvas.size)
        for part in grid.parts(intersecting: area) {
            guard let item = part.item else {
                guard let title = grid.sections[part.section].title else { continue }
                drawHeader(title, across: grid.frame, atY: part.frame.y, on: &clipped)
                continue
            }
            clipped.drawBorder(part.frame, with: glyphs.element)
            let index = Screen.ItemIndex(section: part.section, item: item)
            drawCell(grid.cell, at: part.frame.origin, on: &clipped) {
                grid.label(ofCellElement: $0, at: index)
            }
        }
        canvas.paste(clipped, in: grid.frame)
    }

    /// A list's visible headers and rows, scrolled as its content offset says, clipped to its frame.
    private func drawList(_ list: Screen.List, on canvas: inout Canvas) {
        guard let area = list.frame.intersection(canvas.bounds) else { return }
        var clipped = Canvas(size: canvas.size)
        for part in list.parts(intersecting: area) {
            guard let row = part.row else {
                guard let title = list.sections[part.section].title else { continue }
                drawHeader(title, across: list.frame, atY: part.frame.y, on: &clipped)
                continue
            }
            let index = Screen.RowIndex(section: part.section, row: row)
            drawCell(list.cell, at: part.frame.origin, on: &clipped) {
                list.label(ofCellElement: $0, at: index)
            }
        }
        canvas.paste(clipped, in: list.frame)
    }

    /// The labels of one cell (a list's row, a grid's item) whose top-left corner is at `origin`:
    /// each sub-element's, as `label` gives it by id, cut to the sub-element's width.
    private func drawCell(
        _ cell: [Screen.CellElement], at origin: Point, on canvas: inout Canvas, label: (String) -> String?
    ) {
        for element in cell {
            guard let text = label(element.id) else { continue }
            let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            canvas.write(glyphs.adapt(text), at: frame.origin, maximumWidth: frame.width)
        }
    }

    /// A section header of a list or grid: a rule across `frame` at row `y`, the title on it.
    private func drawHeader(_ title: String, across frame: Rect, atY y: Int, on canvas: inout Canvas) {
        canvas.fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), with: glyphs.headerRule)
        canvas.write(
            " \(glyphs.adapt(title)) ", at: Point(x: frame.x + 1, y: y), style: .bold,
            maximumWidth: frame.width - 2)
    }

    /// A box with its label inside: on the middle row of a box three or more rows tall, in the top
    /// border of a two-row box, alone on a one-row one. A label too long is cut with "…".
    private func drawBox(_ frame: Rect, glyphs box: GlyphSet.Box, label: String?, on canvas: inout Canvas) {
        let label = label.map(glyphs.adapt)
        guard frame.height >= 2, frame.width >= 2 else {
            if let label { canvas.write(label, at: frame.origin, maximumWidth: frame.width) }
            return
        }
        canvas.drawBorder(frame, with: box)
        guard let label, frame.width > 2 else { return }
        if frame.height == 2 {
            canvas.write(label, at: frame.origin.offsetBy(dx: 1), maximumWidth: frame.width - 2)
        } else {
            canvas.write(
                label, at: Point(x: frame.x + 2, y: frame.y + (frame.height - 1) / 2),
                maximumWidth: frame.width - 4)
        }
    }

    // MARK: - Spotlight

    /// The spotlights' borders: yellow with colour.
    var spotlightStyle: CellStyle { look.spotlight }

    /// The box's border style.
    var boxStyle: CellStyle { look.box }

    /// The double border on the spotlight's edges, except an edge the screen cut off (which would
    /// otherwise be drawn over the target).
    private func drawSpotlightBorder(
        _ spotlight: Rect, around target: Rect, padding: Int, on canvas: inout Canvas
    ) {
        // Without padding the border would cover the target itself.
        guard padding > 0 else { return }
        let full = target.outsetBy(dx: padding, dy: padding)
        let box = glyphs.spotlight
        let style = spotlightStyle
        let top = full.minY == spotlight.minY
        let bottom = full.maxY == spotlight.maxY
        let left = full.minX == spotlight.minX
        let right = full.maxX == spotlight.maxX
        let inner = spotlight.inset(
            by: EdgeInsets(top: top ? 1 : 0, left: left ? 1 : 0, bottom: bottom ? 1 : 0, right: right ? 1 : 0)
        )
        if top {
            canvas.fill(
                Rect(x: inner.minX, y: spotlight.minY, width: inner.width, height: 1), with: box.horizontal,
                style: style)
        }
        if bottom {
            canvas.fill(
                Rect(x: inner.minX, y: spotlight.maxY - 1, width: inner.width, height: 1),
                with: box.horizontal, style: style)
        }
        if left {
            canvas.fill(
                Rect(x: spotlight.minX, y: inner.minY, width: 1, height: inner.height), with: box.vertical,
                style: style)
        }
        if right {
            canvas.fill(
                Rect(x: spotlight.maxX - 1, y: inner.minY, width: 1, height: inner.height),
                with: box.vertical, style: style)
        }
        if top && left {
            canvas.put(box.topLeft, at: Point(x: spotlight.minX, y: spotlight.minY), style: style)
        }
        if top && right {
            canvas.put(box.topRight, at: Point(x: spotlight.maxX - 1, y: spotlight.minY), style: style)
        }
        if bottom && left {
            canvas.put(box.bottomLeft, at: Point(x: spotlight.minX, y: spotlight.maxY - 1), style: style)
        }
        if bottom && right {
            canvas.put(box.bottomRight, at: Point(x: spotlight.maxX - 1, y: spotlight.maxY - 1), style: style)
        }
    }

    // MARK: - Tooltip

    /// The tooltip: rounded border, one cell of padding, the title, the text, then progress on the
    /// left and the buttons on the right of the last line.
    private func drawTooltip(_ presentation: StepPresentation, on canvas: inout Canvas) {
        let layout = presentation.layout
        let box = layout.box
        canvas.fill(box)
        canvas.drawBorder(
            box, with: glyphs.tooltip, style: boxStyle)
        let left = box.minX + layout.content.horizontalChrome
        let width = layout.content.contentWidth
        var y = box.minY + 1
        // Every line in the order it is seen, each paragraph's levels resolved before it was
        // wrapped; a right-to-left step's lines end at the right edge.
        let direction = Self.textDirection(of: presentation)
        func write(_ line: String, style: CellStyle = .plain) {
            let shown = glyphs.adapt(line)
            let x = layout.isRightToLeft ? left + max(0, width - DisplayWidth.of(shown)) : left
            canvas.write(shown, at: Point(x: x, y: y), style: style, maximumWidth: width)
        }
        for line in layout.content.visualTitleLines(direction: direction) {
            write(line, style: look.title)
            y += 1
        }
        for line in layout.content.visualTextLines(direction: direction) {
            write(line)
            y += 1
        }
        if layout.content.hostContentHeight > 0 {
            // The host's own content goes here; a terminal, which cannot draw it, shows the step's
            // text in its place, dimmed, as much as fits.
            let lines = presentation.text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.prefix(layout.content.hostContentHeight) {
                canvas.write(
                    glyphs.adapt(String(line)), at: Point(x: left, y: y), style: CellStyle(isDim: true),
                    maximumWidth: width)
                y += 1
            }
            y = layout.contentFrame.maxY
        }
        guard layout.content.hasFooter else { return }
        if let progress = layout.footer.progress {
            // Its words in the order they are seen; on the right in a right-to-left step.
            let shown = BidiText.visualOrder(of: progress, direction: direction)
            let x = layout.isRightToLeft ? left + max(0, width - DisplayWidth.of(shown)) : left
            canvas.write(shown, at: Point(x: x, y: y), maximumWidth: width)
        }
        for (index, (label, frame)) in zip(buttonLabels(layout), buttonFrames(in: layout)).enumerated() {
            var shown = BidiText.visualOrder(of: label, direction: direction)
            var style = buttonStyle(Step.Button.role(in: presentation.buttons, at: index))
            if index == focusedButton {
                shown = Self.focused(shown)
                style.isBold = true
            }
            canvas.write(shown, at: frame.origin, style: style)
        }
    }

    /// The direction of a step's paragraphs: its language's, or, when its language is not
    /// known, each paragraph's own, from its first strong character (rules P2 and P3).
    static func textDirection(of presentation: StepPresentation) -> BidiParagraph.Direction {
        guard presentation.locale != nil else {
            return presentation.layout.isRightToLeft ? .rightToLeft : .auto
        }
        return presentation.layout.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// How a button of `role` is drawn: the primary one highlighted (with colour), a destructive one
    /// red (bright on a dark background, so that it reads at 4.5:1), the rest plain. A skip is not
    /// dimmed: a button is read, and faint text would fall below that.
    private func buttonStyle(_ role: Step.Button.Role) -> CellStyle {
        guard options.usesColor else { return .plain }
        return switch role {
        case .primary: look.defaultButton
        case .secondary, .skip: .plain
        case .destructive:
            CellStyle(isBold: true, color: TerminalColor(.named(options.theme.background == .dark ? 9 : 1)))
        }
    }

    /// Where each button of the step is drawn, in the order of its buttons (in the step's frame, whose
    /// top-left corner is the screen's): what a click on the frame is tested against. Empty without
    /// a footer.
    public func buttonFrames(for presentation: StepPresentation) -> [Rect] {
        buttonFrames(in: presentation.layout)
    }

    /// A button's label with the focus on it: `[ Next ]` as `[>Next<]`, as wide.
    static func focused(_ label: String) -> String {
        var characters = Array(label)
        guard characters.count >= 4, characters[1] == " ", characters[characters.count - 2] == " " else {
            return label
        }
        characters[1] = ">"
        characters[characters.count - 2] = "<"
        return String(characters)
    }

    /// The buttons' labels as drawn, `[ Next › ]`.
    private func buttonLabels(_ layout: StepLayout) -> [String] {
        layout.footer.buttons.map { glyphs.adapt(StepLayout.Footer.label(ofButton: $0)) }
    }

    /// The buttons right-aligned on the box's last line inside its padding, a spacing apart; in a
    /// right-to-left step, mirrored: left-aligned, the first button rightmost. Where the layout's
    /// geometry puts them, in cells.
    private func buttonFrames(in layout: StepLayout) -> [Rect] {
        layout.geometry().buttons.map(\.frame)
    }
}
