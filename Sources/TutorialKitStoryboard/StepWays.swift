import TutorialKit

/// The ways out of each step of a tutorial, as the storyboard's diagram draws them: its buttons,
/// the host's outcomes, the events it advances on, its wait's timeout, and where each leads.
struct StepWays {
    /// One way out of a step.
    struct Way: Equatable {
        /// What takes it: a button's title, an event, an outcome, a timeout.
        var label: String
        /// The step it leads to; `nil` for the end of the tutorial.
        var target: Int?
    }

    /// Each step's ways, by index.
    let ways: [[Way]]
    /// What each step waits for or is shown on, in words, when anything.
    let notes: [[String]]

    init(_ tutorial: Tutorial, locale: String?) {
        let steps = tutorial.steps
        var indexByID: [String: Int] = [:]
        for (index, step) in steps.enumerated() where indexByID[step.id] == nil { indexByID[step.id] = index }
        var ways: [[Way]] = []
        var notes: [[String]] = []
        for (index, step) in steps.enumerated() {
            let following = index + 1 < steps.count ? index + 1 : nil
            func target(_ action: Step.Button.Action) -> Int?? {
                switch action {
                case .next: following
                case .goTo(let id): indexByID[id].map { Optional($0) }
                case .back: index > 0 ? index - 1 : nil
                case .finish, .skipTutorial: .some(nil)
                case .request: nil
                }
            }
            var own: [Way] = []
            func add(_ label: String, _ action: Step.Button.Action) {
                guard let leads = target(action) else { return }
                own.append(Way(label: label, target: leads))
            }
            for button in step.buttons {
                add(button.title.resolved(for: locale, defaultLocale: tutorial.defaultLocale), button.action)
            }
            if step.buttons.isEmpty { add("Next", .next) }
            for advance in step.advanceOn { add("on \(advance.event)", advance.action) }
            if let outcomes = step.outcomes {
                for advance in outcomes.on { add("outcome \(advance.event)", advance.action) }
                add("other outcome", outcomes.otherwise)
                if let timeout = outcomes.timeout, let action = timeout.action {
                    add("no outcome in \(Self.seconds(timeout.seconds)) s", action)
                }
            }
            ways.append(own)
            var said: [String] = []
            if let wait = step.waitFor {
                let timeout = wait.timeoutSeconds.map {
                    ", \(Self.seconds($0)) s at most, then \(wait.onTimeout.rawValue)"
                }
                said.append("waits for \(wait.element)\(timeout ?? "")")
            }
            if step.showIf != nil { said.append("shown only when its rule holds") }
            if let screen = step.screen { said.append("on screen \(screen.id)") }
            notes.append(said)
        }
        self.ways = ways
        self.notes = notes
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
