import TutorialKit

/// How a step looks in a terminal: the box's and the spotlight's borders, what happens to the
/// screen outside the spotlight, the arrows, the colours and the box's padding. A theme is a
/// `*.theme.json` file (``ThemeFile``) or one of the built-in ones (``builtIn``).
///
/// `--ascii`, `TERM=dumb` and `NO_COLOR` still win over a theme: plain ASCII and no colour.
public struct Theme: Hashable, Sendable {
    /// A border's lines.
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        /// `┌─┐`
        case single
        /// `╔═╗`
        case double
        /// `╭─╮`
        case rounded
        /// `┏━┓`
        case heavy
        /// `+-+`
        case ascii

        /// The border's eight characters.
        public var box: GlyphSet.Box {
            switch self {
            case .single: GlyphSet.Box("┌┐└┘─│")
            case .double: GlyphSet.Box("╔╗╚╝═║")
            case .rounded: GlyphSet.Box("╭╮╰╯─│")
            case .heavy: GlyphSet.Box("┏┓┗┛━┃")
            case .ascii: GlyphSet.Box("++++-|")
            }
        }
    }

    /// The terminal background a theme's colours are chosen for: its contrast is checked on it
    /// (``ThemeContrast``), and the colours the renderer picks itself (a destructive button's red)
    /// follow it.
    public enum Background: String, Hashable, Sendable, CaseIterable {
        /// A dark background, as most terminals have (checked on xterm's black).
        case dark
        /// A light background (checked on white).
        case light
    }

    /// What becomes of the screen outside the spotlight.
    public enum Outside: String, Hashable, Sendable, CaseIterable {
        /// Dimmed with colour, shaded without (the standard look).
        case auto
        /// Shaded, with or without colour.
        case shade
        /// Left as it is.
        case none
    }

    /// The colours of the step's parts; `nil` leaves a part uncoloured.
    public struct Colors: Hashable, Sendable {
        /// The box's border.
        public var box: TerminalColor?
        /// The spotlight's border.
        public var spotlight: TerminalColor?
        /// The arrow.
        public var arrow: TerminalColor?
        /// The title.
        public var title: TerminalColor?
        /// The default button.
        public var button: TerminalColor?

        /// Colours for the parts given.
        public init(
            box: TerminalColor? = nil, spotlight: TerminalColor? = nil, arrow: TerminalColor? = nil,
            title: TerminalColor? = nil, button: TerminalColor? = nil
        ) {
            self.box = box
            self.spotlight = spotlight
            self.arrow = arrow
            self.title = title
            self.button = button
        }

        /// Each colour as a terminal of `depth` shows it.
        public func fitted(to depth: TerminalColor.Depth) -> Colors {
            Colors(
                box: box?.fitted(to: depth), spotlight: spotlight?.fitted(to: depth),
                arrow: arrow?.fitted(to: depth),
                title: title?.fitted(to: depth), button: button?.fitted(to: depth))
        }
    }

    /// The theme's name.
    public var name: String
    /// The box's border.
    public var border: BorderStyle
    /// The spotlight's border.
    public var spotlightBorder: BorderStyle
    /// What becomes of the screen outside the spotlight.
    public var outside: Outside
    /// The character the shade puts in empty cells.
    public var shade: Character
    /// The arrows.
    public var arrows: GlyphSet.Arrows
    /// The colours, used when the terminal shows colour.
    public var colors: Colors
    /// The columns between the box's border and its text, when the theme sets them (a tutorial's
    /// or step's own `layout` still wins), 0…``largestPadding``.
    public var padding: Int?
    /// The terminal background the colours are chosen for; dark by default.
    public var background: Background

    /// The most columns a theme's padding may be: 20, a terminal's box rather than a window's.
    public static let largestPadding = 20

    /// A theme.
    public init(
        name: String, border: BorderStyle = .rounded, spotlightBorder: BorderStyle = .double,
        outside: Outside = .auto,
        shade: Character = "░", arrows: GlyphSet.Arrows = GlyphSet.unicode.arrows, colors: Colors = Colors(),
        padding: Int? = nil, background: Background = .dark
    ) {
        self.background = background
        self.name = name
        self.border = border
        self.spotlightBorder = spotlightBorder
        self.outside = outside
        self.shade = shade
        self.arrows = arrows
        self.colors = colors
        self.padding = padding
    }

    /// The standard look: a rounded cyan box, a double yellow spotlight, ▲▼◀▶ and a ░ shade.
    public static let standard = Theme(
        name: "standard", colors: Colors(box: .cyan, spotlight: .yellow, arrow: .yellow))

    /// Heavy lines and bright colours, and the rest of the screen always shaded.
    public static let contrast = Theme(
        name: "contrast", border: .heavy, spotlightBorder: .heavy, outside: .shade, shade: "▒",
        colors: Colors(
            box: TerminalColor(.named(15)), spotlight: TerminalColor(.named(11)),
            arrow: TerminalColor(.named(11)),
            title: TerminalColor(.named(15)), button: TerminalColor(.named(11))))

    /// Thin lines, plain arrows, grey tones, and the screen left as it is.
    public static let quiet = Theme(
        name: "quiet", border: .single, spotlightBorder: .single, outside: .none,
        arrows: GlyphSet.Arrows(up: "↑", down: "↓", left: "←", right: "→"),
        colors: Colors(box: TerminalColor(.palette(245)), spotlight: TerminalColor(.palette(250))),
        padding: 2)

    /// Blues and gold in 24-bit colour (brought down to what the terminal shows), a dotted shade.
    public static let ocean = Theme(
        name: "ocean", border: .rounded, spotlightBorder: .double, outside: .shade, shade: "·",
        colors: Colors(
            box: TerminalColor(.rgb(0x1E, 0x90, 0xFF)), spotlight: TerminalColor(.rgb(0x00, 0xCE, 0xD1)),
            arrow: TerminalColor(.rgb(0xFF, 0xD7, 0x00)), title: TerminalColor(.rgb(0x87, 0xCE, 0xFA)),
            // Light enough that the button's dark label reads at 4.5:1 even in 16 colours.
            button: TerminalColor(.rgb(0x87, 0xCE, 0xFA))))

    /// White and bright yellow on a dark background, heavy lines and the screen shaded: every pair
    /// it draws at 7:1 or more (WCAG's enhanced level), in 16, 256 and 24-bit colour.
    public static let highContrast = Theme(
        name: "high-contrast", border: .heavy, spotlightBorder: .heavy, outside: .shade, shade: "▒",
        colors: Colors(
            box: TerminalColor(.named(15)), spotlight: TerminalColor(.named(11)),
            arrow: TerminalColor(.named(11)), title: TerminalColor(.named(15)),
            button: TerminalColor(.named(15))))

    /// The built-in themes, by name.
    public static let builtIn: [Theme] = [.standard, .contrast, .highContrast, .quiet, .ocean]

    /// The built-in theme called `name`, if any.
    public static func builtIn(named name: String) -> Theme? {
        builtIn.first { $0.name == name }
    }

    /// The glyphs to draw with: the theme's borders, arrows and shade over `base`'s other glyphs;
    /// ASCII stays ASCII whatever the theme.
    public func glyphs(over base: GlyphSet) -> GlyphSet {
        guard base != .ascii else { return base }
        var glyphs = base
        glyphs.tooltip = border.box
        glyphs.spotlight = spotlightBorder.box
        glyphs.arrows = arrows
        glyphs.shade = shade
        return glyphs
    }
}

extension GlyphSet.Box {
    /// A box from its six characters: the four corners (top-left, top-right, bottom-left,
    /// bottom-right), then the horizontal and the vertical line.
    init(_ characters: String) {
        let list = Array(characters)
        self.init(
            topLeft: list[0], topRight: list[1], bottomLeft: list[2], bottomRight: list[3],
            horizontal: list[4],
            vertical: list[5])
    }
}
