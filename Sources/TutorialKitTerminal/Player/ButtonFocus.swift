import TutorialKit

/// Which of a step's buttons has the keyboard's focus: Tab moves it to the next button and
/// Shift-Tab to the one before (round the row), Enter presses it. It belongs to the step it was
/// given on; another step starts with none, and Enter presses the default button. Whoever shows
/// the steps clears it (``clear()``) when the step shown changes, so a step shown again starts
/// with none too.
public struct ButtonFocus: Hashable, Sendable {
    private var step: (index: Int, id: String)?
    private var button = 0

    /// No button focused.
    public init() {}

    /// No button focused any more.
    public mutating func clear() {
        step = nil
        button = 0
    }

    /// The focused button of `presentation`, by its index in the step's buttons; `nil` when none
    /// of this step's has the focus.
    public func index(in presentation: StepPresentation?) -> Int? {
        guard let presentation, let step, step.index == presentation.index, step.id == presentation.step.id,
            presentation.buttons.indices.contains(button)
        else { return nil }
        return button
    }

    /// Moves the focus `offset` buttons along `presentation`'s row (1 for Tab, -1 for Shift-Tab);
    /// with none focused yet, Tab focuses the first button and Shift-Tab the last.
    public mutating func move(by offset: Int, in presentation: StepPresentation?) {
        guard let presentation, !presentation.buttons.isEmpty else { return }
        let count = presentation.buttons.count
        if let current = index(in: presentation) {
            button = ((current + offset) % count + count) % count
        } else {
            button = offset >= 0 ? 0 : count - 1
        }
        step = (presentation.index, presentation.step.id)
    }

    /// Whether the two focus the same button of the same step.
    public static func == (lhs: ButtonFocus, rhs: ButtonFocus) -> Bool {
        lhs.step?.index == rhs.step?.index && lhs.step?.id == rhs.step?.id && lhs.button == rhs.button
    }

    /// Hashes the step and the button.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(step?.index)
        hasher.combine(step?.id)
        hasher.combine(button)
    }
}
