import TutorialKitSchema
import TutorialKitText

/// A session input that cannot be carried out.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tutorial has no steps to show.
    case noSteps(tutorial: String)
    /// Neither the host nor the tutorial said which screen to run on.
    case noScreen(tutorial: String)
    /// No step has this id.
    case unknownStep(String, tutorial: String, available: [String])
    /// A step index outside the tutorial.
    case stepIndexOutOfRange(Int, tutorial: String, stepCount: Int)
    /// The current step has no button at this index.
    case noButton(Int, step: String, buttonCount: Int)
    /// The session was already started.
    case alreadyStarted(tutorial: String)
    /// The tutorial's checks (``Tutorial/diagnostics(on:)``) found errors: what would fail on
    /// screen, which a ``TutorialController`` will not start.
    case invalidTutorial(tutorial: String, errors: [Diagnostic])

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .noSteps(let tutorial):
            return "tutorial \"\(tutorial)\" has no steps; add at least one step"
        case .noScreen(let tutorial):
            return "tutorial \"\(tutorial)\" has no screen; pass the screen it runs on when starting it"
        case .unknownStep(let id, let tutorial, let available):
            return
                "no step \"\(id)\" in tutorial \"\(tutorial)\"\(NameSuggestion.hint(for: id, in: available)); "
                + "steps: \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .stepIndexOutOfRange(let index, let tutorial, let count):
            return "no step \(index + 1) in tutorial \"\(tutorial)\"; it has \(count) steps, numbered from 1"
        case .noButton(let index, let step, let count):
            return "step \"\(step)\" has no button \(index); it has \(count), numbered from 0"
        case .alreadyStarted(let tutorial):
            return "tutorial \"\(tutorial)\" is already running; start a new session to run it again"
        case .invalidTutorial(let tutorial, let errors):
            let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
            return "tutorial \"\(tutorial)\" has \(count), so it does not start; fix "
                + (errors.count == 1 ? "it" : "them") + ":\n"
                + errors.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
