import TutorialKitLayout

/// One step of a tutorial: what it points at, what it says, and where its box would like to go.
///
/// Two steps are equal when everything but their hooks is equal (closures cannot be compared), so
/// a step built in Swift equals the same step loaded from JSON.
public struct Step: Sendable, Equatable, Identifiable {
    /// The step's id, unique in its tutorial.
    public var id: String
    /// What the step points at; ``NoTarget`` centres the box.
    public var target: any Target
    /// Further targets the step spotlights besides the one its arrow points at: the box keeps clear
    /// of them whenever a side allows. They are found on the screen as ``target`` left it, without
    /// scrolling: one out of view is not highlighted.
    public var highlights: [any Target] {
        get { extras?.highlights ?? [] }
        set { change { $0.highlights = newValue } }
    }
    /// A short heading, if any.
    public var title: LocalizedText?
    /// The text; `\n` forces a line break and the layout engine wraps the rest.
    public var text: LocalizedText
    /// Where the box would like to go.
    public var placement: Placement
    /// The step's own buttons; empty for the standard Back / Next.
    public var buttons: [Step.Button]
    /// Code run as the step comes and goes.
    public var hooks: Step.Hooks {
        get { extras?.hooks ?? .none }
        set { change { $0.hooks = newValue } }
    }
    /// The screen this step points into, when it is not the tutorial's (a multi-screen tour).
    public var screen: Screen? {
        get { extras?.screen }
        set { change { $0.screen = newValue } }
    }
    /// The step is passed over unless this holds; `nil` always shows it.
    public var showIf: Rule?
    /// The host events that complete the step (the user did the thing), as well as its buttons, and
    /// where each takes the tour: `.next` as Next does, or elsewhere as a button's action says (a
    /// branch on what the user did). The first whose event happens applies.
    public var advanceOn: [Step.Advance]
    /// An element the step waits for before it is shown.
    public var waitFor: Step.WaitCondition?
    /// What the step changes of the layout engine's options, over its tutorial's.
    public var layout: LayoutEngine.Options.Overrides {
        get { extras?.layout ?? .none }
        set { change { $0.layout = newValue } }
    }
    /// Content the host draws in the step's box instead of its text, which TutorialKit keeps and
    /// passes on without reading (a JSON object in a file); `nil` for none.
    public var content: Step.HostContent? {
        get { extras?.content }
        set { change { $0.content = newValue } }
    }
    /// The size of the host's content, in cells: the box is laid out to hold it (with the footer)
    /// and ``StepLayout/contentFrame`` says where to draw it, as the TutorialKit talk's
    /// `makeView(frame:targetFrame:)` did. `nil` sizes the box for the text.
    public var contentSize: Size? {
        get { extras?.contentSize }
        set { change { $0.contentSize = newValue } }
    }

    /// Where the host's answer to a button's ``Step/Button/Action/request(_:)`` leads; `nil` for a
    /// step whose buttons ask the host nothing.
    public var outcomes: Step.Outcomes? {
        get { extras?.outcomes }
        set { change { $0.outcomes = newValue } }
    }

    /// What happens when the step's target is missing, over its tutorial's
    /// ``Tutorial/onMissingTarget``; `nil` takes the tutorial's.
    public var onMissingTarget: Step.MissingTarget? {
        get { extras?.onMissingTarget }
        set { change { $0.onMissingTarget = newValue } }
    }

    /// What few steps set (hooks, a screen of their own, highlights, layout options, host content,
    /// outcomes), kept apart: a step is copied and compared often, and these fields, mostly empty,
    /// would make every copy, and a long tutorial's array of steps, larger.
    private var extras: Extras?

    private struct ExtraValues: Sendable {
        var hooks = Step.Hooks.none
        var screen: Screen?
        var highlights: [any Target] = []
        var layout = LayoutEngine.Options.Overrides.none
        var content: Step.HostContent?
        var contentSize: Size?
        var outcomes: Step.Outcomes?
        var onMissingTarget: Step.MissingTarget?
    }

    /// The extras behind one reference, replaced (never changed in place) when a value changes.
    private final class Extras: Sendable {
        let values: ExtraValues
        init(_ values: ExtraValues) { self.values = values }
        var hooks: Step.Hooks { values.hooks }
        var screen: Screen? { values.screen }
        var highlights: [any Target] { values.highlights }
        var layout: LayoutEngine.Options.Overrides { values.layout }
        var content: Step.HostContent? { values.content }
        var contentSize: Size? { values.contentSize }
        var outcomes: Step.Outcomes? { values.outcomes }
        var onMissingTarget: Step.MissingTarget? { values.onMissingTarget }
    }

    private mutating func change(_ body: (inout ExtraValues) -> Void) {
        var values = extras?.values ?? ExtraValues()
        body(&values)
        // Nothing set keeps nothing, as a step that never had extras.
        let isEmpty =
            values.hooks.isNone && values.screen == nil && values.highlights.isEmpty && values.layout.isEmpty
            && values.content == nil
            && values.contentSize == nil && values.outcomes == nil && values.onMissingTarget == nil
        extras = isEmpty ? nil : Extras(values)
    }

    /// Creates a step pointing at `target`.
    ///
    /// - Parameters:
    ///   - id: The step's id, unique in its tutorial.
    ///   - target: What to point at: `.element("search")`, `.rect(…)`, `.listRow(…)` or a custom target.
    ///   - title: A short heading.
    ///   - text: The text.
    ///   - placement: Where the box would like to go; `auto` by default.
    ///   - buttons: Buttons; the standard Back / Next when empty.
    ///   - hooks: Code run as the step comes and goes.
    public init<T: Target>(
        _ id: String,
        target: T,
        title: LocalizedText? = nil,
        text: LocalizedText,
        placement: Placement = .auto,
        buttons: [Step.Button] = [],
        hooks: Step.Hooks = .none
    ) {
        self.id = id
        self.target = target
        self.title = title
        self.text = text
        self.placement = placement
        self.buttons = buttons
        self.showIf = nil
        self.advanceOn = []
        self.waitFor = nil
        if !hooks.isNone { self.hooks = hooks }
    }

    /// Creates a step without a target: its box is centred on screen.
    public init(
        _ id: String,
        title: LocalizedText? = nil,
        text: LocalizedText,
        buttons: [Step.Button] = [],
        hooks: Step.Hooks = .none
    ) {
        self.init(id, target: NoTarget(), title: title, text: text, buttons: buttons, hooks: hooks)
    }

    /// Whether the step has a target to point at.
    public var hasTarget: Bool { !(target is NoTarget) }

    /// Whether the step branches on the host's events: one of them goes elsewhere than the following
    /// step. Such a step has no standard Back / Next: what the user does in the app decides.
    public var branchesOnEvents: Bool { advanceOn.contains { $0.action != .next } }

    /// Compares everything but the hooks.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.id == rhs.id && lhs.target.isEqual(to: rhs.target)
            && lhs.highlights.count == rhs.highlights.count
            && zip(lhs.highlights, rhs.highlights).allSatisfy { $0.isEqual(to: $1) } && lhs.title == rhs.title
            && lhs.text == rhs.text && lhs.placement == rhs.placement && lhs.buttons == rhs.buttons
            && lhs.screen == rhs.screen && lhs.showIf == rhs.showIf
            && lhs.advanceOn == rhs.advanceOn && lhs.waitFor == rhs.waitFor && lhs.layout == rhs.layout
            && lhs.content == rhs.content && lhs.contentSize == rhs.contentSize
            && lhs.outcomes == rhs.outcomes && lhs.onMissingTarget == rhs.onMissingTarget
    }

    /// The host actions the step's buttons ask for, each once, in the buttons' order.
    public var requests: [String] {
        var names: [String] = []
        for button in buttons {
            if case .request(let name) = button.action, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
