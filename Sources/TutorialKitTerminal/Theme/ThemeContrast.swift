#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contrast of every pair of colours a theme draws, by the WCAG 2.2 contrast ratio: at least
/// 4.5:1 for text (the title, the default button's label) and 3:1 for what is not text but must
/// be seen (the box's border, the spotlight's, the arrow). Each colour is checked as a terminal
/// of each depth shows it — 24-bit, the 256-colour palette, the 16 named colours (xterm's) — on
/// the background the theme is for (``Theme/Background``: xterm's black, or white), with the
/// terminal's own text colour where the theme gives none.
///
/// The screen outside the spotlight, dimmed or shaded, is not checked: it is there to be looked
/// past, an inactive part under WCAG's own exception for contrast.
public enum ThemeContrast {
    /// One pair below its threshold.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// What the pair is, in words: "the title", "the box's border".
        public var part: String
        /// The key of `colors` that sets the pair's colour (without it, the terminal's own text
        /// colour is drawn).
        public var colorKey: String
        /// The lowest ratio of the pair, over the depths it fails at.
        public var ratio: Double
        /// The ratio the pair needs: 4.5 for text, 3 for the rest.
        public var required: Double
        /// The depths the pair fails at.
        public var depths: [TerminalColor.Depth]
        /// A colour for the key that passes at every depth, as near the theme's as found.
        public var suggestion: TerminalColor

        /// The finding in a sentence: the part, its ratio and where, what it needs, and a colour
        /// that passes.
        public var description: String {
            let shown = depths.map(Self.name(of:)).joined(separator: ", ")
            return
                "\(part) has a contrast of \(Self.format(ratio)):1 (in \(shown)), below the \(Self.format(required)):1 "
                + "WCAG asks for \(required > 3 ? "text" : "borders and arrows"); "
                + "colors.\(colorKey) \"\(Self.hex(suggestion))\" would pass"
        }

        static func name(of depth: TerminalColor.Depth) -> String {
            switch depth {
            case .sixteen: "16 colours"
            case .palette: "256 colours"
            case .trueColor: "24-bit colour"
            }
        }

        static func format(_ ratio: Double) -> String {
            let tenths = (ratio * 10).rounded(.down) / 10
            return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
        }

        static func hex(_ color: TerminalColor) -> String {
            let rgb = ThemeContrast.rgb(of: color, at: .trueColor)
            let digits = Array("0123456789abcdef")
            return "#" + String(rgb.flatMap { [digits[$0 / 16], digits[$0 % 16]] })
        }
    }

    /// The pairs of `theme` below their thresholds, in the order the parts are listed above.
    public static func findings(for theme: Theme) -> [Finding] {
        pairs(of: theme).compactMap { pair in
            let ratios = depths.map { depth in (depth, pair.ratio(at: depth)) }
            let failing = ratios.filter { $0.1 < pair.required }
            guard let lowest = failing.map(\.1).min() else { return nil }
            return Finding(
                part: pair.part, colorKey: pair.key, ratio: lowest,
                required: pair.required, depths: failing.map(\.0), suggestion: suggestion(for: pair))
        }
    }

    /// The contrast ratio of two colours given as red, green and blue (0–255): from 1 (the same)
    /// to 21 (black and white).
    public static func ratio(_ first: [Int], _ second: [Int]) -> Double {
        let (lighter, darker) = {
            let one = luminance(first)
            let two = luminance(second)
            return one > two ? (one, two) : (two, one)
        }()
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The relative luminance of an sRGB colour, as WCAG 2.2 defines it.
    static func luminance(_ rgb: [Int]) -> Double {
        let channels = rgb.map { value -> Double in
            let channel = Double(min(max(value, 0), 255)) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        guard channels.count == 3 else { return 0 }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// The red, green and blue a terminal of `depth` shows `color` in.
    static func rgb(of color: TerminalColor, at depth: TerminalColor.Depth) -> [Int] {
        switch color.fitted(to: depth).value {
        case .named(let index): TerminalColor.namedRGB[Int(index % 16)]
        case .palette(let index): TerminalColor.rgb(ofPalette: index)
        case .rgb(let red, let green, let blue): [Int(red), Int(green), Int(blue)]
        }
    }

    /// The depths a colour is checked at.
    static let depths: [TerminalColor.Depth] = [.trueColor, .palette, .sixteen]

    /// The terminal's background, and its own text colour, for a theme's background.
    static func terminalColors(_ background: Theme.Background) -> (background: [Int], text: [Int]) {
        switch background {
        case .dark: (TerminalColor.namedRGB[0], TerminalColor.namedRGB[7])
        case .light: ([255, 255, 255], TerminalColor.namedRGB[0])
        }
    }

    /// A colour a step draws on the terminal's background, or, inverse, the background's colour
    /// drawn on it.
    struct Pair {
        let part: String
        /// The key of `colors`; the colour is the terminal's own text colour without one.
        let key: String
        let required: Double
        let color: TerminalColor?
        let isInverse: Bool
        let background: Theme.Background

        func ratio(at depth: TerminalColor.Depth) -> Double {
            let terminal = ThemeContrast.terminalColors(background)
            let own = color.map { ThemeContrast.rgb(of: $0, at: depth) } ?? terminal.text
            return ThemeContrast.ratio(own, terminal.background)
        }

        /// The pair with `color` for its colour.
        func with(_ color: TerminalColor) -> Pair {
            Pair(
                part: part, key: key, required: required, color: color, isInverse: isInverse,
                background: background)
        }
    }

    /// The pairs a step drawn in `theme` shows.
    static func pairs(of theme: Theme) -> [Pair] {
        let colors = theme.colors
        func pair(
            _ part: String, _ key: String, _ color: TerminalColor?, _ required: Double, inverse: Bool = false
        )
            -> Pair
        {
            Pair(
                part: part, key: key, required: required, color: color, isInverse: inverse,
                background: theme.background)
        }
        return [
            pair("the title", "title", colors.title, 4.5),
            // The default button is drawn inverse: its label in the background's colour on it.
            pair("the default button's label", "button", colors.button, 4.5, inverse: true),
            pair("the box's border", "box", colors.box, 3),
            pair("the spotlight's border", "spotlight", colors.spotlight, 3),
            pair("the arrow", "arrow", colors.arrow, 3),
        ]
    }

    /// A colour for the pair's key that passes at every depth: the theme's, moved step by step
    /// away from the background (lighter on a dark one, darker on a light one).
    static func suggestion(for pair: Pair) -> TerminalColor {
        let start = pair.color.map { rgb(of: $0, at: .trueColor) } ?? terminalColors(pair.background).text
        let target = pair.background == .dark ? 255 : 0
        for step in 1...20 {
            let mixed = start.map { $0 + (target - $0) * step / 20 }
            let candidate = TerminalColor(.rgb(UInt8(mixed[0]), UInt8(mixed[1]), UInt8(mixed[2])))
            if depths.allSatisfy({ pair.with(candidate).ratio(at: $0) >= pair.required }) { return candidate }
        }
        return TerminalColor(.rgb(UInt8(target), UInt8(target), UInt8(target)))
    }
}
