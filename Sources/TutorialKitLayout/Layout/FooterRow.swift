import TutorialKitText

extension StepLayout {
    /// The last line of a step's box: the progress label on the left and the buttons on the right.
    ///
    /// A button is drawn as `[ Title ]`; buttons are two cells apart, and at least two cells separate
    /// the progress label from the first button.
    public struct Footer: Hashable, Sendable {
        /// The progress label, such as `2 of 5`, or `nil` for none.
        public var progress: String?
        /// The buttons' titles, left to right.
        public var buttons: [String]

        /// Creates a footer.
        public init(progress: String? = nil, buttons: [String] = []) {
            self.progress = progress
            self.buttons = buttons
        }

        /// Whether there is nothing to draw, so the box has no footer line.
        public var isEmpty: Bool { (progress?.isEmpty ?? true) && buttons.isEmpty }

        /// How a button with `title` is drawn.
        package static func label(ofButton title: String) -> String { "[ \(title) ]" }

        /// The width of each button in `metrics`' units: its title and the padding on each side.
        package func buttonWidths(in metrics: LayoutEngine.Metrics) -> [Int] {
            buttons.map { Self.advance(of: $0, metrics) + 2 * metrics.chrome.buttonPadding }
        }

        /// The width of the buttons side by side, in `metrics`' units.
        package func buttonsWidth(in metrics: LayoutEngine.Metrics) -> Int {
            // Added up without an array of the widths: every layout measures its footer.
            let padding = 2 * metrics.chrome.buttonPadding
            let titles = buttons.reduce(0) { $0 + Self.advance(of: $1, metrics) + padding }
            return titles + metrics.chrome.buttonSpacing * max(0, buttons.count - 1)
        }

        /// The narrowest line that holds the footer, in `metrics`' units.
        package func width(in metrics: LayoutEngine.Metrics) -> Int {
            let progressWidth = Self.advance(of: progress ?? "", metrics)
            let separator = progressWidth > 0 && !buttons.isEmpty ? metrics.chrome.buttonSpacing : 0
            return progressWidth + separator + buttonsWidth(in: metrics)
        }

        /// The advance of a label in `metrics`' units; cells are counted without the measurer.
        package static func advance(of label: String, _ metrics: LayoutEngine.Metrics) -> Int {
            metrics.hostMeasurer.map { $0.advance(of: label) } ?? DisplayWidth.of(label)
        }
    }
}
