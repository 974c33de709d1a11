/// A foreground colour: one of a terminal's 16 named colours, one of the 256 of its palette, or
/// 24-bit RGB. A colour a terminal cannot show is brought down to the nearest it can
/// (``fitted(to:)``) before drawing.
public struct TerminalColor: Hashable, Sendable {
    /// How the colour is given.
    public enum Value: Hashable, Sendable {
        /// One of the 16 named colours: 0–7 black, red, green, yellow, blue, magenta, cyan, white;
        /// 8–15 their bright forms.
        case named(UInt8)
        /// One of the 256 colours of the xterm palette.
        case palette(UInt8)
        /// 24-bit red, green and blue.
        case rgb(UInt8, UInt8, UInt8)
    }

    /// The colour.
    public var value: Value

    /// A colour.
    public init(_ value: Value) {
        self.value = value
    }

    /// Yellow: the arrow and the spotlight's border.
    public static let yellow = TerminalColor(.named(3))
    /// Cyan: the tooltip's border.
    public static let cyan = TerminalColor(.named(6))

    /// The names of the 16 named colours, in order: `black` … `white`, then `bright-black` …
    /// `bright-white`.
    public static let names: [String] = {
        let base = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        return base + base.map { "bright-" + $0 }
    }()

    /// The colour a theme file spells: a name (``names``), a palette index 0–255 as a number, or
    /// `#rrggbb`; `nil` for anything else.
    public init?(spelled text: String) {
        if let index = Self.names.firstIndex(of: text.lowercased()) {
            self.init(.named(UInt8(index)))
            return
        }
        let hex = Array(text.utf8)
        guard hex.count == 7, hex[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for pair in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexDigit(hex[pair]), let low = Self.hexDigit(hex[pair + 1]) else {
                return nil
            }
            channels.append(high << 4 | low)
        }
        self.init(.rgb(channels[0], channels[1], channels[2]))
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// How many colours a terminal shows.
    public enum Depth: Int, Hashable, Sendable {
        /// The 16 named colours.
        case sixteen = 16
        /// The 256-colour palette.
        case palette = 256
        /// 24-bit colour.
        case trueColor = 16_777_216

        /// What a terminal shows, from its environment: 24-bit when `COLORTERM` says `truecolor`
        /// or `24bit`, 256 when `TERM` ends in `256color`, 16 otherwise.
        public static func of(term: String?, colorTerm: String?) -> Depth {
            if let colorTerm, colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
            if let term, term.hasSuffix("256color") { return .palette }
            return .sixteen
        }
    }

    /// The nearest colour a terminal of `depth` shows: RGB to the palette's 6×6×6 cube or grey
    /// ramp, and either to the nearest of the 16 named colours.
    public func fitted(to depth: Depth) -> TerminalColor {
        switch (value, depth) {
        case (.named, _), (.palette, .palette), (.palette, .trueColor), (.rgb, .trueColor): self
        case (.rgb(let red, let green, let blue), .palette):
            TerminalColor(.palette(Self.paletteIndex(red, green, blue)))
        case (.rgb(let red, let green, let blue), .sixteen):
            TerminalColor(.named(Self.nearestNamed(red, green, blue)))
        case (.palette(let index), .sixteen):
            index < 16
                ? TerminalColor(.named(index))
                : TerminalColor(.named(Self.nearestNamed(Self.rgb(ofPalette: index))))
        }
    }

    /// The SGR parameters that select the colour as the foreground: `33`, `93`, `38;5;208`,
    /// `38;2;255;204;0`.
    public var selectGraphicRendition: String {
        switch value {
        case .named(let index): index < 8 ? "\(30 + Int(index))" : "\(90 + Int(index % 16) - 8)"
        case .palette(let index): "38;5;\(index)"
        case .rgb(let red, let green, let blue): "38;2;\(red);\(green);\(blue)"
        }
    }

    // MARK: - Fitting

    /// The levels of the palette's colour cube.
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest `red, green, blue`: in the 6×6×6 cube (16–231) or on the grey
    /// ramp (232–255), whichever is closer.
    static func paletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let channels = [Int(red), Int(green), Int(blue)]
        let cube = channels.map { value in
            cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
        }
        let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
        let grey = min(23, max(0, (channels.reduce(0, +) / 3 - 8 + 5) / 10))
        let greyIndex = 232 + grey
        let distance = { (index: Int) in Self.distance(channels, Self.rgb(ofPalette: UInt8(index))) }
        return UInt8(distance(greyIndex) < distance(cubeIndex) ? greyIndex : cubeIndex)
    }

    /// The RGB of a palette index, as xterm shows it.
    static func rgb(ofPalette index: UInt8) -> [Int] {
        let index = Int(index)
        if index < 16 { return namedRGB[index] }
        if index >= 232 { return Array(repeating: 8 + 10 * (index - 232), count: 3) }
        let cube = index - 16
        return [cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6]]
    }

    /// The 16 named colours as xterm shows them.
    static let namedRGB: [[Int]] = [
        [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205],
        [229, 229, 229], [127, 127, 127], [255, 0, 0], [0, 255, 0], [255, 255, 0], [92, 92, 255],
        [255, 0, 255], [0, 255, 255], [255, 255, 255],
    ]

    private static func nearestNamed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        nearestNamed([Int(red), Int(green), Int(blue)])
    }

    private static func nearestNamed(_ channels: [Int]) -> UInt8 {
        UInt8(
            namedRGB.indices.min { distance(channels, namedRGB[$0]) < distance(channels, namedRGB[$1]) } ?? 7)
    }

    /// The squared distance between two colours.
    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
}
