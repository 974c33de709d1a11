/// Everything a graphical host draws for one step, in its own units: the box, the arrow as a
/// triangle, the spotlight's cut-outs, the lines of text where they go, and each button's rect for
/// hit testing. Made from a ``StepLayout`` by ``StepLayout/geometry(in:cornerRadius:)``; no terminal
/// type is in it.
public struct StepGeometry: Hashable, Sendable {
    /// A line of text and where it goes: its frame's origin is the top-left of the line, its
    /// width the line's advance, its height a line's.
    public struct Line: Hashable, Sendable {
        /// The text, in logical order (a host's text system orders a right-to-left line itself).
        public var text: String
        /// Where the line is drawn.
        public var frame: Rect
    }

    /// A button of the footer: its title's line, and the rect a tap or click is tested against.
    public struct Button: Hashable, Sendable {
        /// The button's place among the step's buttons.
        public var index: Int
        /// The title, where it is drawn inside the button.
        public var title: Line
        /// The button's rect, its padding included: what a tap is tested against.
        public var frame: Rect
    }

    /// The arrow: a triangle whose base lies on the box's edge and whose tip points at the target.
    public struct Triangle: Hashable, Sendable {
        /// The point nearest the target.
        public var tip: Point
        /// The two corners on the box's edge.
        public var base: (Point, Point) {
            get { (baseStart, baseEnd) }
            set { (baseStart, baseEnd) = newValue }
        }
        private var baseStart: Point
        private var baseEnd: Point

        /// A triangle with its tip at `tip` and its base from `baseStart` to `baseEnd`.
        public init(tip: Point, base baseStart: Point, _ baseEnd: Point) {
            self.tip = tip
            self.baseStart = baseStart
            self.baseEnd = baseEnd
        }
    }

    /// A rounded rect: a spotlight's cut-out, or the box.
    public struct RoundedRect: Hashable, Sendable {
        /// The rect.
        public var rect: Rect
        /// The corners' radius, at most half the shorter side.
        public var cornerRadius: Int

        /// `rect` with corners of `cornerRadius`, kept within half its shorter side.
        public init(_ rect: Rect, cornerRadius: Int) {
            self.rect = rect
            self.cornerRadius = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
        }
    }

    /// The box, border included.
    public var box: RoundedRect
    /// The box's border thickness.
    public var border: Int
    /// The arrow, or `nil` when the box does not point at its target.
    public var arrow: Triangle?
    /// The spotlight around the target, then one around each further target: the holes cut into
    /// the dimmed screen.
    public var cutouts: [RoundedRect]
    /// The title's lines shown, top to bottom.
    public var titleLines: [Line]
    /// The text's lines shown, top to bottom.
    public var textLines: [Line]
    /// Where a host draws its own content instead of the title and text (``contentFrame``'s
    /// size is ``LayoutEngine/Request/contentSize``'s), or the title and text's frame.
    public var contentFrame: Rect
    /// The progress label, on the footer's line; `nil` without one.
    public var progress: Line?
    /// The buttons, in the step's order (on screen right to left in a right-to-left step).
    public var buttons: [Button]
    /// Whether the step reads right to left: its lines are aligned right.
    public var isRightToLeft: Bool

    /// The button at `point`, for a tap or click; `nil` when it is on none.
    public func button(at point: Point) -> Button? {
        buttons.first { $0.frame.contains(point) }
    }
}

extension StepLayout {
    /// What a graphical host draws for this layout, in the units of `metrics`, the metrics of
    /// the request laid out (``LayoutEngine/Request/metrics``). Corners of the box and of the
    /// spotlight's cut-outs are rounded by the chrome's ``BoxChrome/cornerRadius`` unless
    /// `cornerRadius` says otherwise.
    public func geometry(in metrics: LayoutEngine.Metrics = .cells, cornerRadius: Int? = nil) -> StepGeometry
    {
        let chrome = content.chrome
        let radius = cornerRadius ?? chrome.cornerRadius
        let frame = contentFrame
        func advance(_ text: String) -> Int { StepLayout.Footer.advance(of: text, metrics) }
        // A right-to-left step's lines end at the content's right edge.
        func line(_ text: String, y: Int) -> StepGeometry.Line {
            let width = advance(text)
            let x = isRightToLeft ? frame.minX + max(0, content.contentWidth - width) : frame.minX
            return StepGeometry.Line(
                text: text, frame: Rect(x: x, y: y, width: width, height: chrome.lineHeight))
        }
        var y = frame.minY
        func lines(_ texts: [String]) -> [StepGeometry.Line] {
            texts.map { text in
                defer { y += chrome.lineHeight }
                return line(text, y: y)
            }
        }
        let titleLines = lines(content.titleLines)
        let textLines = lines(content.textLines)
        let footerY = box.maxY - chrome.border - chrome.verticalPadding - chrome.footerHeight
        // The footer's line is centred on its height.
        let labelY = footerY + (chrome.footerHeight - chrome.lineHeight) / 2
        let progress =
            content.hasFooter ? footer.progress.flatMap { $0.isEmpty ? nil : line($0, y: labelY) } : nil
        return StepGeometry(
            box: StepGeometry.RoundedRect(box, cornerRadius: radius),
            border: chrome.border,
            arrow: arrow.map(Self.triangle),
            cutouts: ([spotlight].compactMap { $0 } + highlights).map {
                StepGeometry.RoundedRect($0, cornerRadius: radius)
            },
            titleLines: titleLines,
            textLines: textLines,
            contentFrame: frame,
            progress: progress,
            buttons: content.hasFooter ? buttons(at: footerY, labelY: labelY, metrics) : [],
            isRightToLeft: isRightToLeft)
    }

    /// The buttons right-aligned on the footer's line, a spacing apart; in a right-to-left step
    /// mirrored: left-aligned, the first button rightmost.
    private func buttons(at y: Int, labelY: Int, _ metrics: LayoutEngine.Metrics) -> [StepGeometry.Button] {
        let chrome = content.chrome
        let widths = footer.buttonWidths(in: metrics)
        let start = box.minX + content.horizontalChrome
        let end = start + content.contentWidth
        // The buttons measured once: their widths and the spacings between them.
        var x = end - widths.reduce(0, +) - chrome.buttonSpacing * max(0, widths.count - 1)
        return widths.enumerated().map { index, width in
            defer { x += width + chrome.buttonSpacing }
            let left = isRightToLeft ? start + end - (x + width) : x
            let frame = Rect(x: left, y: y, width: width, height: chrome.footerHeight)
            let titleWidth = max(0, width - 2 * chrome.buttonPadding)
            let title = StepGeometry.Line(
                text: footer.buttons[index],
                frame: Rect(
                    x: left + chrome.buttonPadding, y: labelY, width: titleWidth, height: chrome.lineHeight))
            return StepGeometry.Button(index: index, title: title, frame: frame)
        }
    }

    /// The arrow's triangle: its base on the side of its rect that touches the box, its tip in
    /// the middle of the opposite side.
    private static func triangle(_ arrow: Arrow) -> StepGeometry.Triangle {
        let bounds = arrow.bounds
        let midX = bounds.minX + bounds.width / 2
        let midY = bounds.minY + bounds.height / 2
        switch arrow.direction {
        case .up:
            return StepGeometry.Triangle(
                tip: Point(x: midX, y: bounds.minY), base: Point(x: bounds.minX, y: bounds.maxY),
                Point(x: bounds.maxX, y: bounds.maxY))
        case .down:
            return StepGeometry.Triangle(
                tip: Point(x: midX, y: bounds.maxY), base: Point(x: bounds.minX, y: bounds.minY),
                Point(x: bounds.maxX, y: bounds.minY))
        case .left:
            return StepGeometry.Triangle(
                tip: Point(x: bounds.minX, y: midY), base: Point(x: bounds.maxX, y: bounds.minY),
                Point(x: bounds.maxX, y: bounds.maxY))
        case .right:
            return StepGeometry.Triangle(
                tip: Point(x: bounds.maxX, y: midY), base: Point(x: bounds.minX, y: bounds.minY),
                Point(x: bounds.minX, y: bounds.maxY))
        }
    }
}
