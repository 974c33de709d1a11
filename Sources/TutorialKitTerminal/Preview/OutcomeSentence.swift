import TutorialKit

/// Where a step's outcomes lead, in words: `location.denied goes to "cities"; any other outcome
/// goes to "cities"; no outcome within 120 s ends the run as failed`. The transcript, `explain` and
/// `play` say it the same way.
package enum OutcomeSentence {
    /// Each outcome named and where it leads, then any other, then the timeout's.
    package static func describe(_ outcomes: Step.Outcomes) -> String {
        var parts = outcomes.on.map { "\($0.event) goes to \(destination($0.action))" }
        parts.append("any other outcome goes to \(destination(outcomes.otherwise))")
        if let timeout = outcomes.timeout {
            parts.append(
                "no outcome within \(seconds(timeout.seconds)) "
                    + (timeout.action.map { "goes to \(destination($0))" } ?? "ends the run as failed"))
        }
        return parts.joined(separator: "; ")
    }

    /// Where an action leads, as a sentence names it.
    private static func destination(_ action: Step.Button.Action) -> String {
        switch action {
        case .next: "the following step"
        case .back: "the step before"
        case .finish: "the end (completed)"
        case .skipTutorial: "the end (skipped)"
        case .goTo(let id): "\"\(id)\""
        case .request(let name): "a new request for \(name)"
        }
    }

    /// `120 s`, `1.5 s`.
    private static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
