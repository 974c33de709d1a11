import TutorialKitText

/// The last line of a step's box: the progress label on the left and the buttons on the right.
///
/// A button is drawn as `[ Title ]`; buttons are two cells apart, and at least two cells separate
/// the progress label from the first button.
public struct FooterRow: Hashable, Sendable {
    /// The progress label, such as `2 of 5`, or `nil` for none.
    public var progress: String?
    /// The buttons' titles, left to right.
    public var buttons: [String]

    /// Cells around a button's title: `[ ` and ` ]`.
    public static let buttonDecorationWidth = 4
    /// Cells between two buttons, and between the progress label and the first button.
    public static let spacing = 2

    /// Creates a footer.
    public init(progress: String? = nil, buttons: [String] = []) {
        self.progress = progress
        self.buttons = buttons
    }

    /// Whether there is nothing to draw, so the box has no footer line.
    public var isEmpty: Bool { (progress?.isEmpty ?? true) && buttons.isEmpty }

    /// How a button with `title` is drawn.
    public static func label(ofButton title: String) -> String { "[ \(title) ]" }

    /// The width of the buttons, drawn side by side.
    public var buttonsWidth: Int {
        let labels = buttons.reduce(0) { $0 + DisplayWidth.of($1) + Self.buttonDecorationWidth }
        return labels + Self.spacing * max(0, buttons.count - 1)
    }

    /// The narrowest line that holds the footer.
    public var width: Int {
        let progressWidth = DisplayWidth.of(progress ?? "")
        let separator = progressWidth > 0 && !buttons.isEmpty ? Self.spacing : 0
        return progressWidth + separator + buttonsWidth
    }
}
