import TutorialKitText

extension LayoutEngine {
    /// The units a layout is in: how its text is measured, and its box's chrome, in the host's
    /// units — terminal cells (``cells``), or the points of an app that measures text with its own
    /// toolkit. ``Options`` (widths, gap, margin, padding) are in the same units.
    public struct Metrics: Hashable, Sendable {
        /// How wide text is.
        public var measurer: any TextMeasurer {
            get { hostMeasurer?.measurer ?? CellMeasurer() }
            set { hostMeasurer = newValue is CellMeasurer ? nil : TextMeasurerBox(newValue) }
        }
        /// The box's border, lines, footer and arrow.
        public var chrome: StepLayout.BoxChrome
        /// The measurer of a host's units, boxed; `nil` for cells, which the engine counts itself.
        /// A request is copied several times a layout, and a reference copies quicker than a
        /// measurer of any type.
        package private(set) var hostMeasurer: TextMeasurerBox?
        /// Whether text is measured in cells.
        var measuresCells: Bool { hostMeasurer == nil }

        /// Metrics of `measurer`'s units, with `chrome` in the same units.
        public init(measurer: any TextMeasurer, chrome: StepLayout.BoxChrome) {
            self.chrome = chrome
            hostMeasurer = measurer is CellMeasurer ? nil : TextMeasurerBox(measurer)
        }

        /// Terminal cells: the layout a terminal draws.
        public static let cells = Metrics(measurer: CellMeasurer(), chrome: .cells)

        /// Whether two metrics measure alike: the same chrome, and equal measurers.
        public static func == (lhs: Metrics, rhs: Metrics) -> Bool {
            lhs.chrome == rhs.chrome && lhs.hostMeasurer == rhs.hostMeasurer
        }

        /// Hashes the chrome and the measurer.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(chrome)
            hasher.combine(hostMeasurer)
        }
    }
}

extension StepLayout {
    /// A box's chrome in a host's units: everything around its text that takes room. Each value is
    /// kept within 0…``largest`` (a line at least 1), so no sum of the engine overflows.
    public struct BoxChrome: Hashable, Sendable {
        /// The height of a line of title or text.
        public var lineHeight: Int { didSet { lineHeight = max(1, Self.clamped(lineHeight)) } }
        /// The border's thickness, on every side.
        public var border: Int { didSet { border = Self.clamped(border) } }
        /// Room between the border and the content, above and below (``LayoutEngine/Options/padding``
        /// is the room on the left and right).
        public var verticalPadding: Int { didSet { verticalPadding = Self.clamped(verticalPadding) } }
        /// The height of the footer's line: the progress and the buttons.
        public var footerHeight: Int { didSet { footerHeight = Self.clamped(footerHeight) } }
        /// Room between the text and the footer.
        public var footerSpacing: Int { didSet { footerSpacing = Self.clamped(footerSpacing) } }
        /// Room on each side of a button's title inside the button, its frame included.
        public var buttonPadding: Int { didSet { buttonPadding = Self.clamped(buttonPadding) } }
        /// Room between two buttons, and between the progress and the first button.
        public var buttonSpacing: Int { didSet { buttonSpacing = Self.clamped(buttonSpacing) } }
        /// How far the arrow reaches from the box's edge towards the target; a box closer to its
        /// target than this (``LayoutEngine/Options/gap``) has no arrow.
        public var arrowLength: Int { didSet { arrowLength = max(1, Self.clamped(arrowLength)) } }
        /// The width of the arrow's base along the box's edge.
        public var arrowWidth: Int { didSet { arrowWidth = max(1, Self.clamped(arrowWidth)) } }
        /// The radius of the box's corners, which the arrow keeps clear of.
        public var cornerRadius: Int { didSet { cornerRadius = Self.clamped(cornerRadius) } }

        /// The most any value may be.
        public static let largest = 10_000

        private static func clamped(_ value: Int) -> Int { min(max(value, 0), largest) }

        /// Chrome in the given units; every value has a default, a terminal's.
        public init(
            lineHeight: Int = 1, border: Int = 1, verticalPadding: Int = 0, footerHeight: Int = 1,
            footerSpacing: Int = 0, buttonPadding: Int = 2, buttonSpacing: Int = 2, arrowLength: Int = 1,
            arrowWidth: Int = 1, cornerRadius: Int = 0
        ) {
            self.lineHeight = max(1, Self.clamped(lineHeight))
            self.border = Self.clamped(border)
            self.verticalPadding = Self.clamped(verticalPadding)
            self.footerHeight = Self.clamped(footerHeight)
            self.footerSpacing = Self.clamped(footerSpacing)
            self.buttonPadding = Self.clamped(buttonPadding)
            self.buttonSpacing = Self.clamped(buttonSpacing)
            self.arrowLength = max(1, Self.clamped(arrowLength))
            self.arrowWidth = max(1, Self.clamped(arrowWidth))
            self.cornerRadius = Self.clamped(cornerRadius)
        }

        /// A terminal's: a one-cell border, a line a row, the footer on one row, buttons drawn
        /// `[ Title ]` two cells apart, the arrow one cell.
        public static let cells = BoxChrome()

        /// The room a box's chrome takes across it besides the padding: the border on each side.
        var horizontalBorders: Int { 2 * border }
        /// The height every box with `hasFooter` takes whatever its text: the borders, the vertical
        /// padding and the footer.
        package func fixedHeight(hasFooter: Bool) -> Int {
            2 * (border + verticalPadding) + (hasFooter ? footerHeight + footerSpacing : 0)
        }
        /// How far along an edge the arrow stays from the box's corner.
        package var arrowInset: Int { max(border, cornerRadius) }
    }
}
