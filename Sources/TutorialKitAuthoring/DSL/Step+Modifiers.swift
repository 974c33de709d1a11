import TutorialKitLayout
import TutorialKitModel

extension Step {
    /// The step with a title.
    public func title(_ title: LocalizedText) -> Step {
        with(\.title, title)
    }

    /// The step with a preferred placement.
    public func placement(_ placement: Placement) -> Step {
        with(\.placement, placement)
    }

    /// The step spotlighting `targets` too, besides the one its arrow points at; the box keeps clear
    /// of them whenever a side allows.
    public func highlighting(_ targets: any Target...) -> Step {
        with(\.highlights, highlights + targets)
    }

    /// The step with its own layout options over its tutorial's: a wider box, more padding, a
    /// spotlight farther out.
    public func layout(
        maximumTextWidth: Int? = nil, gap: Int? = nil, padding: Int? = nil, spotlightPadding: Int? = nil
    ) -> Step {
        with(
            \.layout,
            LayoutEngine.Options.Overrides(
                maximumTextWidth: maximumTextWidth, gap: gap, padding: padding,
                spotlightPadding: spotlightPadding))
    }

    /// The step carrying content the host draws in its box instead of the text (TutorialKit passes
    /// `value` on without reading it), in a box laid out for `size` when given.
    public func content(_ value: some Hashable & Sendable, size: Size? = nil) -> Step {
        var changed = with(\.content, Step.HostContent(value))
        changed.contentSize = size
        return changed
    }

    /// The step with its own buttons instead of the standard Back / Next.
    public func buttons(_ buttons: Step.Button...) -> Step {
        with(\.buttons, buttons)
    }

    /// The step pointing into `screen` instead of the tutorial's screen.
    public func screen(_ screen: Screen) -> Step {
        with(\.screen, screen)
    }

    /// The step shown only when `rule` holds.
    public func showIf(_ rule: Rule) -> Step {
        with(\.showIf, rule)
    }

    /// The step completing when the host reports `event` (see ``TutorialSession/eventOccurred(_:)``),
    /// then doing `action`: going on by default, or elsewhere, `.goTo("denied")`, for a tour that
    /// branches on what the user did. Several give several branches; the first whose event happens
    /// applies.
    public func advanceOn(_ event: String, then action: Step.Button.Action = .next) -> Step {
        with(\.advanceOn, advanceOn + [Step.Advance(event, then: action)])
    }

    /// The step completing when the user taps (or clicks) its target, then doing `action`: the
    /// ``Step/Advance/targetTapped`` event, which `play` and a host report with
    /// ``TutorialSession/targetTapped()``.
    public func advanceOnTap(then action: Step.Button.Action = .next) -> Step {
        advanceOn(Step.Advance.targetTapped, then: action)
    }

    /// The step going where `action` says when the host answers a button's request with
    /// `outcome` (see ``Step/Button/Action/request(_:)``): `.onOutcome("location.denied",
    /// then: .goTo("cities"))`. Outcomes it does not name go where ``onOtherOutcome(_:)`` says.
    public func onOutcome(_ outcome: String, then action: Step.Button.Action) -> Step {
        var outcomes = self.outcomes ?? Step.Outcomes()
        outcomes.on.append(Step.Advance(outcome, then: action))
        return with(\.outcomes, outcomes)
    }

    /// The step going where `action` says for an outcome ``onOutcome(_:then:)`` does not name; the
    /// following step by default.
    public func onOtherOutcome(_ action: Step.Button.Action) -> Step {
        var outcomes = self.outcomes ?? Step.Outcomes()
        outcomes.otherwise = action
        return with(\.outcomes, outcomes)
    }

    /// The step going where `action` says when no outcome of a request came within `seconds`;
    /// with no `action`, the run ends as failed (``Tutorial/FailureReason/outcomeNeverArrived``).
    public func onNoOutcome(within seconds: Double, then action: Step.Button.Action? = nil) -> Step {
        var outcomes = self.outcomes ?? Step.Outcomes()
        outcomes.timeout = Step.Outcomes.Timeout(seconds: seconds, then: action)
        return with(\.outcomes, outcomes)
    }

    /// The step doing what `policy` says when its target is missing: `.onMissingTarget(.skip)`,
    /// `.onMissingTarget(.wait(seconds: 5, then: .centre))`; over its tutorial's.
    public func onMissingTarget(_ policy: Step.MissingTarget) -> Step {
        with(\.onMissingTarget, policy)
    }

    /// The step waiting for `element` to appear before it is shown.
    public func waitFor(
        _ element: String, timeoutSeconds: Double? = nil, onTimeout: Step.WaitCondition.TimeoutAction = .skip
    ) -> Step {
        with(
            \.waitFor,
            Step.WaitCondition(
                element: element, timeoutSeconds: timeoutSeconds, onTimeout: onTimeout))
    }

    /// The step running `hook` before it is shown.
    public func onWillEnter(_ hook: @escaping Step.Hooks.Hook) -> Step {
        with(\.hooks.willEnter, hook)
    }

    /// The step running `hook` once it is shown.
    public func onDidEnter(_ hook: @escaping Step.Hooks.Hook) -> Step {
        with(\.hooks.didEnter, hook)
    }

    /// The step running `hook` before it is left.
    public func onWillExit(_ hook: @escaping Step.Hooks.Hook) -> Step {
        with(\.hooks.willExit, hook)
    }

    /// The step running `hook` once it is left.
    public func onDidExit(_ hook: @escaping Step.Hooks.Hook) -> Step {
        with(\.hooks.didExit, hook)
    }

    /// This step with one setting changed: what each modifier above does.
    private func with<Value>(_ setting: WritableKeyPath<Step, Value>, _ value: Value) -> Step {
        var changed = self
        changed[keyPath: setting] = value
        return changed
    }
}
