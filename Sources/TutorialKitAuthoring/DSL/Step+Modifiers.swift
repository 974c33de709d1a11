import TutorialKitLayout
import TutorialKitModel

extension Step {
    /// The step with a title.
    public func title(_ title: LocalizedText) -> Step {
        var step = self
        step.title = title
        return step
    }

    /// The step with a preferred placement.
    public func placement(_ placement: Placement) -> Step {
        var step = self
        step.placement = placement
        return step
    }

    /// The step with its own buttons instead of the standard Back / Next.
    public func buttons(_ buttons: Step.Button...) -> Step {
        var step = self
        step.buttons = buttons
        return step
    }

    /// The step pointing into `screen` instead of the tutorial's screen.
    public func screen(_ screen: Screen) -> Step {
        var step = self
        step.screen = screen
        return step
    }

    /// The step shown only when `rule` holds.
    public func showIf(_ rule: Rule) -> Step {
        var step = self
        step.showIf = rule
        return step
    }

    /// The step completing when the host reports `event` (see ``TutorialSession/eventOccurred(_:)``).
    public func advanceOn(_ event: String) -> Step {
        var step = self
        step.advanceOn = event
        return step
    }

    /// The step waiting for `element` to appear before it is shown.
    public func waitFor(
        _ element: String, timeoutSeconds: Double? = nil, onTimeout: Step.WaitCondition.TimeoutAction = .skip
    ) -> Step {
        var step = self
        step.waitFor = Step.WaitCondition(
            element: element, timeoutSeconds: timeoutSeconds, onTimeout: onTimeout)
        return step
    }

    /// The step running `hook` before it is shown.
    public func onWillEnter(_ hook: @escaping Step.Hooks.Hook) -> Step {
        var step = self
        step.hooks.willEnter = hook
        return step
    }

    /// The step running `hook` once it is shown.
    public func onDidEnter(_ hook: @escaping Step.Hooks.Hook) -> Step {
        var step = self
        step.hooks.didEnter = hook
        return step
    }

    /// The step running `hook` before it is left.
    public func onWillExit(_ hook: @escaping Step.Hooks.Hook) -> Step {
        var step = self
        step.hooks.willExit = hook
        return step
    }

    /// The step running `hook` once it is left.
    public func onDidExit(_ hook: @escaping Step.Hooks.Hook) -> Step {
        var step = self
        step.hooks.didExit = hook
        return step
    }
}
