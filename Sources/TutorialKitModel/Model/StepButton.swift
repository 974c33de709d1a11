extension Step {
    /// A button on a step's box.
    public struct Button: Hashable, Sendable {
        /// What pressing a button does.
        public enum Action: Hashable, Sendable {
            /// Goes on to the following step; on the last step, finishes the tutorial as completed.
            case next
            /// Returns to the step shown before this one.
            case back
            /// Ends the tutorial as skipped at this step.
            case skipTutorial
            /// Ends the tutorial as completed.
            case finish
            /// Goes to the step with this id (a branch).
            case goTo(String)
            /// Asks the host to act (`location.request`: show the system's permission prompt), then
            /// waits on the step for the host's outcome, which the step's ``Step/outcomes`` lead on
            /// from (``TutorialSession/outcomeReported(_:)``).
            case request(String)
        }

        /// The button's title.
        public var title: LocalizedText
        /// What it does.
        public var action: Action
        /// Whether Enter presses this button; when no button says so, the last one is the default.
        public var isDefault: Bool
        /// What kind of button it is, for how it is drawn: `nil` takes the role from what it does
        /// (``role(in:at:)``).
        public var role: Role?

        /// What a button is for, as a host's design system tells buttons apart.
        public enum Role: String, Hashable, Sendable, CaseIterable {
            /// The main way on: the default button.
            case primary
            /// Another way: back, or a branch.
            case secondary
            /// Something that cannot be undone, or that the user may regret.
            case destructive
            /// Leaving the tour.
            case skip
        }

        /// Creates a button.
        public init(
            _ title: LocalizedText, action: Action = .next, isDefault: Bool = false, role: Role? = nil
        ) {
            self.title = title
            self.action = action
            self.isDefault = isDefault
            self.role = role
        }

        /// The host action the button asks for, when it asks for one.
        public var requested: String? {
            if case .request(let name) = action { return name }
            return nil
        }

        /// The button's role at `index` of `buttons`: its own, else `skip` for a button that
        /// skips the tour, `primary` for the default button, `secondary` for the rest.
        public static func role(in buttons: [Step.Button], at index: Int) -> Role {
            guard buttons.indices.contains(index) else { return .secondary }
            if let role = buttons[index].role { return role }
            if buttons[index].action == .skipTutorial { return .skip }
            return index == defaultIndex(in: buttons) ? .primary : .secondary
        }

        /// `Back`, in every language of ``Tutorial/Strings/builtIn``.
        public static let back = Step.Button(Tutorial.Strings.builtIn.back, action: .back)
        /// `Next ›`.
        public static let next = Step.Button(Tutorial.Strings.builtIn.next, action: .next, isDefault: true)
        /// `Done`, on the last step.
        public static let done = Step.Button(Tutorial.Strings.builtIn.done, action: .next, isDefault: true)
        /// `Skip`, which ends the tutorial as skipped.
        public static let skip = Step.Button(Tutorial.Strings.builtIn.skip, action: .skipTutorial)

        /// The buttons a step without its own shows, in `strings`' words: `Back` (except on the first
        /// step), then `Next ›`, or `Done` on the last step.
        package static func standard(
            isFirst: Bool, isLast: Bool, strings: Tutorial.Strings = .builtIn
        ) -> [Step.Button] {
            (isFirst ? [] : [Step.Button(strings.back, action: .back)])
                + [Step.Button(isLast ? strings.done : strings.next, action: .next, isDefault: true)]
        }

        /// The index of the button Enter presses: the first marked default, else the last.
        public static func defaultIndex(in buttons: [Step.Button]) -> Int? {
            buttons.firstIndex(where: \.isDefault) ?? (buttons.isEmpty ? nil : buttons.count - 1)
        }
    }
}

extension Step {
    /// A host event that completes a step, and what the tour does then.
    public struct Advance: Hashable, Sendable {
        /// The event's name, as the host reports it.
        public var event: String
        /// What the tour does when it happens: goes on (`.next`, the default), or as a button's
        /// action says, such as `.goTo("denied")`.
        public var action: Step.Button.Action

        /// The event a tap (or click) on the step's target is: a step whose `advanceOn` names it
        /// goes on when the user taps what it points at (``TutorialSession/targetTapped()``).
        public static let targetTapped = "targetTapped"

        /// Completes the step on `event`, then does `action`.
        public init(_ event: String, then action: Step.Button.Action = .next) {
            self.event = event
            self.action = action
        }
    }
}

extension Step.Button.Action {
    /// The action as event lines name it: `next`, `back`, `skipTutorial`, `finish`,
    /// `goTo:STEP`, `request:ACTION`.
    public var eventName: String {
        switch self {
        case .next: "next"
        case .back: "back"
        case .skipTutorial: "skipTutorial"
        case .finish: "finish"
        case .goTo(let step): "goTo:" + step
        case .request(let action): "request:" + action
        }
    }
}
