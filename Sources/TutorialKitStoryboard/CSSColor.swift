import TutorialKitTerminal

/// A terminal colour as CSS: a true colour as it is, a named or palette colour as xterm draws it.
enum CSSColor {
    static func of(_ color: TerminalColor) -> String {
        let (red, green, blue) = rgb(color.value)
        return "rgb(\(red), \(green), \(blue))"
    }

    private static let named: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func rgb(_ value: TerminalColor.Value) -> (Int, Int, Int) {
        switch value {
        case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
        case .named(let index): return named[Int(index) % named.count]
        case .palette(let index):
            let index = Int(index)
            if index < 16 { return named[index] }
            if index >= 232 {
                let level = 8 + 10 * (index - 232)
                return (level, level, level)
            }
            let cube = index - 16
            func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + 40 * step }
            return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        }
    }
}
