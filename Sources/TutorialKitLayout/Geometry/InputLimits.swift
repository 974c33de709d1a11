import TutorialKitText

/// How large the files TutorialKit reads may be, value by value: one public value a host can read
/// and tighten.
///
/// Every number and string from a tutorial or screen file meets one of these before any arithmetic
/// or allocation; going past one is an error at its place that names the limit. The defaults
/// (``standard``) are also the most a host may allow: a setter clamps a value into its default's
/// range, so a limit can be tightened but never loosened past the point where a sum, a scroll or a
/// drawing could overflow.
///
/// ```swift
/// var limits = InputLimits.standard
/// limits.steps = 200
/// limits.fileBytes = 256 * 1024
/// let loaded = TutorialFile.load(path: path, limits: limits)
/// ```
///
/// The model's own types hold the same ranges for values a host passes in code: a ``Point``,
/// ``Size``, ``EdgeInsets`` or ``Rect`` keeps each number within ±``maximumCoordinate``, clamping
/// what lies outside, and a list's content arithmetic saturates rather than overflows.
public struct InputLimits: Hashable, Sendable {
    /// The most bytes a file may have (default 8 MiB).
    public var fileBytes: Int { didSet { fileBytes = Self.clamp(fileBytes, Self.standard.fileBytes) } }
    /// The deepest arrays and objects may nest (default 256).
    public var nestingDepth: Int {
        didSet { nestingDepth = Self.clamp(nestingDepth, Self.standard.nestingDepth) }
    }
    /// The most steps a tutorial may have (default 10,000), few enough for a preview to draw
    /// them all at once.
    public var steps: Int { didSet { steps = Self.clamp(steps, Self.standard.steps) } }
    /// The most elements a screen may have (default 10,000).
    public var elements: Int { didSet { elements = Self.clamp(elements, Self.standard.elements) } }
    /// The most lists a screen may have (default 1,000).
    public var lists: Int { didSet { lists = Self.clamp(lists, Self.standard.lists) } }
    /// The most sections a list may have (default 1,000).
    public var sections: Int { didSet { sections = Self.clamp(sections, Self.standard.sections) } }
    /// The most rows a section may have (default 1,000,000).
    public var rows: Int { didSet { rows = Self.clamp(rows, Self.standard.rows) } }
    /// The most sub-elements a list's cell may have (default 1,000).
    public var cellElements: Int {
        didSet { cellElements = Self.clamp(cellElements, Self.standard.cellElements) }
    }
    /// The most bytes a string (or an object's key) may take as written in the file, escapes
    /// included (default 10,000).
    public var stringBytes: Int {
        didSet { stringBytes = Self.clamp(stringBytes, Self.standard.stringBytes) }
    }
    /// The largest screen in cells, each way (default 1000×1000, the most `--size` allows): a
    /// terminal allocates a cell for each.
    public var screenSize: Size {
        didSet {
            screenSize = Size(
                width: Self.clamp(screenSize.width, Self.standard.screenSize.width),
                height: Self.clamp(screenSize.height, Self.standard.screenSize.height))
        }
    }
    /// The largest screen in points, each way (default 100,000×100,000, beyond any desktop
    /// window): laying one out allocates nothing in proportion to its area.
    public var pointsScreenSize: Size {
        didSet {
            pointsScreenSize = Size(
                width: Self.clamp(pointsScreenSize.width, Self.standard.pointsScreenSize.width),
                height: Self.clamp(pointsScreenSize.height, Self.standard.pointsScreenSize.height))
        }
    }
    /// The largest magnitude of a coordinate, and the largest size, inset, row height, header
    /// height or scroll offset (default 1,000,000,000): within it, no sum, scroll or drawing of
    /// the layout engine or the renderer can overflow.
    public var coordinates: Int {
        didSet { coordinates = Self.clamp(coordinates, Self.maximumCoordinate) }
    }

    /// The largest magnitude of any coordinate or size in the model (10⁹): two of them multiplied,
    /// or a few dozen added, stay far inside `Int`.
    public static let maximumCoordinate = 1_000_000_000

    /// The defaults, which are also the most any limit may be.
    public static let standard = InputLimits(
        fileBytes: 8 * 1024 * 1024, nestingDepth: 256, steps: 10_000, elements: 10_000, lists: 1_000,
        sections: 1_000, rows: 1_000_000, cellElements: 1_000, stringBytes: 10_000,
        screenSize: Size(width: 1000, height: 1000), pointsScreenSize: Size(width: 100_000, height: 100_000),
        coordinates: maximumCoordinate)

    private init(
        fileBytes: Int, nestingDepth: Int, steps: Int, elements: Int, lists: Int, sections: Int, rows: Int,
        cellElements: Int, stringBytes: Int, screenSize: Size, pointsScreenSize: Size, coordinates: Int
    ) {
        self.fileBytes = fileBytes
        self.nestingDepth = nestingDepth
        self.steps = steps
        self.elements = elements
        self.lists = lists
        self.sections = sections
        self.rows = rows
        self.cellElements = cellElements
        self.stringBytes = stringBytes
        self.screenSize = screenSize
        self.pointsScreenSize = pointsScreenSize
        self.coordinates = coordinates
    }

    /// `value` within `0...ceiling`.
    private static func clamp(_ value: Int, _ ceiling: Int) -> Int { min(max(value, 0), ceiling) }
}

extension InputLimits {
    /// A number a file's format bounds by one of the limits; a shape names it so the validator asks
    /// the limits a load was given, and the schema writes the default.
    package enum Bound: Sendable, CaseIterable {
        /// A column or row: within ±``InputLimits/coordinates``.
        case coordinate
        /// A size, inset, row or header height, or scroll offset: at most ``InputLimits/coordinates``.
        case length
        /// A screen's width: at most ``InputLimits/pointsScreenSize``'s width (a screen in cells
        /// is checked against ``InputLimits/screenSize`` once its unit is known).
        case screenWidth
        /// A screen's height: at most ``InputLimits/pointsScreenSize``'s height.
        case screenHeight
        /// A section's rows: at most ``InputLimits/rows``.
        case rows
        /// A tutorial's steps: at most ``InputLimits/steps`` items.
        case steps
        /// A screen's elements: at most ``InputLimits/elements`` items.
        case elements
        /// A screen's lists: at most ``InputLimits/lists`` items.
        case lists
        /// A list's sections: at most ``InputLimits/sections`` items.
        case sections
        /// A cell's sub-elements: at most ``InputLimits/cellElements`` items.
        case cellElements
        /// An experiment's variants: at most ``InputLimits/elements`` items, the limit they share.
        case variants
    }

    /// The largest value `bound` allows.
    package func maximum(_ bound: Bound) -> Int {
        switch bound {
        case .coordinate, .length: coordinates
        case .screenWidth: pointsScreenSize.width
        case .screenHeight: pointsScreenSize.height
        case .rows: rows
        case .steps: steps
        case .elements, .variants: elements
        case .lists: lists
        case .sections: sections
        case .cellElements: cellElements
        }
    }

    /// The smallest value `bound` allows, when the bound has one of its own.
    package func minimum(_ bound: Bound) -> Int? {
        bound == .coordinate ? -coordinates : nil
    }

    /// The range an integer may take: its shape's own bounds narrowed by `limit`'s.
    package func range(minimum: Int?, maximum: Int?, limit: Bound?) -> (minimum: Int?, maximum: Int?) {
        guard let limit else { return (minimum, maximum) }
        let lower = self.minimum(limit).map { Swift.max(minimum ?? $0, $0) } ?? minimum
        return (lower, Swift.min(maximum ?? .max, self.maximum(limit)))
    }

    /// The limit's name and what it bounds, as a message names it: `InputLimits.rows, the rows of
    /// a section`.
    package static func describe(_ bound: Bound) -> String {
        switch bound {
        case .coordinate: "InputLimits.coordinates, the farthest a coordinate may be from 0"
        case .length: "InputLimits.coordinates, the largest size, inset or offset"
        case .screenWidth: "InputLimits.pointsScreenSize, the widest screen"
        case .screenHeight: "InputLimits.pointsScreenSize, the tallest screen"
        case .rows: "InputLimits.rows, the most rows in a section"
        case .steps: "InputLimits.steps, the most steps in a tutorial"
        case .elements: "InputLimits.elements, the most elements on a screen"
        case .lists: "InputLimits.lists, the most lists on a screen"
        case .sections: "InputLimits.sections, the most sections in a list"
        case .cellElements: "InputLimits.cellElements, the most sub-elements in a cell"
        case .variants: "InputLimits.elements, which bounds an experiment's variants too"
        }
    }
}
