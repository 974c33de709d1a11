/// How a cell is drawn on a colour terminal. Plain output ignores it.
public struct CellStyle: Hashable, Sendable {
    /// Heavier text: titles.
    public var isBold: Bool
    /// Fainter text: everything outside the spotlight.
    public var isDim: Bool
    /// Swapped foreground and background: the default button.
    public var isInverse: Bool
    /// A foreground colour, if any.
    public var color: TerminalColor?

    /// Creates a style; plain by default.
    public init(
        isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false, color: TerminalColor? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isInverse = isInverse
        self.color = color
    }

    /// No styling.
    public static let plain = CellStyle()
    /// Bold.
    public static let bold = CellStyle(isBold: true)
    /// Inverse.
    public static let inverse = CellStyle(isInverse: true)

    /// The ANSI SGR sequence that switches to this style from the terminal's default.
    public var escapeSequence: String {
        var codes: [String] = []
        if isBold { codes.append("1") }
        if isDim { codes.append("2") }
        if isInverse { codes.append("7") }
        if let color { codes.append(color.selectGraphicRendition) }
        return codes.isEmpty ? "" : "\u{1B}[\(codes.joined(separator: ";"))m"
    }

    /// The sequence that returns to the terminal's default style.
    public static let reset = "\u{1B}[0m"
}
