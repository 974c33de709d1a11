import TutorialKit

/// A step in plain sentences, with no drawing — for screen-reader users and for reviewing copy:
/// `Step 2 of 3, "Details": This is a table view cell's detail. Points at the detail label of row 10
/// in table, below it. Buttons: Back, Next.` A button that asks the host to act says so, and where
/// each of the host's answers leads follows.
public enum Transcript {
    /// The sentences for one step.
    public static func describe(_ presentation: StepPresentation) -> String {
        var parts: [String] = []
        let heading = "Step \(presentation.progress)"
        let text = sentence(presentation.text.split(whereSeparator: \.isNewline).joined(separator: " "))
        if let title = presentation.title, !title.isEmpty {
            parts.append("\(heading), \"\(title)\": \(text)")
        } else {
            parts.append("\(heading): \(text)")
        }
        parts.append(whereItPoints(presentation))
        let buttons = presentation.layout.footer.buttons.enumerated().map { index, title in
            let request =
                presentation.buttons.indices.contains(index) ? presentation.buttons[index].requested : nil
            return plainTitle(title) + (request.map { " (asks the host for \($0))" } ?? "")
        }
        if !buttons.isEmpty {
            parts.append("Buttons: \(buttons.joined(separator: ", ")).")
        }
        if !presentation.step.requests.isEmpty, let outcomes = presentation.step.outcomes {
            parts.append("Then \(OutcomeSentence.describe(outcomes)).")
        }
        // One line, whatever the ids and texts it names hold.
        return TerminalSafeText.escaped(parts.joined(separator: " "))
    }

    private static func whereItPoints(_ presentation: StepPresentation) -> String {
        let layout = presentation.layout
        let target = presentation.step.target.description
        guard presentation.target != nil else {
            // Centred for want of its target (the step's missing-target policy).
            return presentation.step.hasTarget
                ? "Its target, \(target), is missing: centred on screen, without an arrow."
                : "Centred on screen."
        }
        guard layout.fallback == nil, let side = layout.placement?.side else {
            return "Points at \(target), over it."
        }
        // Where the box is seen: a right-to-left step's logical left is the target's right.
        let relation =
            switch (side, layout.isRightToLeft) {
            case (.bottom, _): "below it"
            case (.top, _): "above it"
            case (.left, false), (.right, true): "to its left"
            case (.right, false), (.left, true): "to its right"
            }
        return "Points at \(target), \(relation)."
    }

    /// The text ending with a full stop unless it ends with punctuation already.
    private static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?…".contains(last) ? text : text + "."
    }

    /// A button title without its decorations: `Next ›` reads as `Next`.
    private static func plainTitle(_ title: String) -> String {
        var result = title
        while let last = result.last, last == " " || "›‹<>»«→←".contains(last) { result.removeLast() }
        return result
    }
}
