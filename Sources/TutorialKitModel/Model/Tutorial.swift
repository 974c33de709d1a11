import TutorialKitLayout

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A guided tour: an id, a content version and its steps, optionally with the screen it runs on.
public struct Tutorial: Sendable, Equatable, Identifiable {
    /// The tutorial's id; the seen-state store records it under this name.
    public var id: String
    /// The content version, from 1; raising it can show the tutorial again to users who saw an
    /// older one.
    public var version: Int
    /// The steps, in order.
    public var steps: [Step]
    /// The screen the steps point into, when the tutorial brings its own (as a JSON tutorial does);
    /// `nil` when the host supplies it at start.
    public var screen: Screen?
    /// The locale whose text is used when the requested one has no translation.
    public var defaultLocale: String?
    /// Whether users who saw an older ``version`` see the tutorial again; by default, seeing any
    /// version counts.
    public var showAgainWhenVersionRises: Bool
    /// The tutorial starts only when this holds; `nil` always.
    public var showIf: Rule?
    /// How often the tutorial may be shown; `nil` for no cap.
    public var frequency: Tutorial.DisplayFrequency?
    /// Higher goes first when several tutorials could start.
    public var priority: Int
    /// Whether a run interrupted in progress resumes at its last step.
    public var resumes: Bool
    /// The host events the tutorial's rules and steps name, when it declares them; a file that
    /// declares them gets any other name reported as a probable typo.
    public var events: [String]?
    /// The host parameters the tutorial's rules read, with their types, when it declares them; a
    /// file that declares them gets every rule's value checked against the type.
    public var parameters: [String: Rule.ParameterType]?
    /// The locales every text must be translated to; empty when the tutorial demands none.
    public var locales: [String]
    /// What the tutorial changes of the layout engine's options for all its steps (a step may
    /// change them again, ``Step/layout``).
    public var layout: LayoutEngine.Options.Overrides = .none
    /// The tutorial's own wording of what TutorialKit says on its steps (the standard buttons, the
    /// progress), over the built-in translations (``Tutorial/Strings/builtIn``).
    public var strings: Tutorial.Strings.Overrides = .none
    /// The standard buttons' and the progress's words for this tutorial: its own, then the
    /// built-in ones.
    public var standardStrings: Tutorial.Strings { Tutorial.Strings.builtIn.overridden(by: strings) }
    /// The first moment the tutorial may start; `nil` for no start date (a launch tour that waits
    /// for the feature's release).
    public var availableFrom: Date?
    /// The moment from which the tutorial no longer starts; `nil` for no end (a seasonal tip).
    public var availableUntil: Date?
    /// What happens when a step's target is missing, for steps that do not say; `nil` throws the
    /// resolution error to the host, as a session always did.
    public var onMissingTarget: Step.MissingTarget?
    /// The experiment the tutorial is part of, if any: which variant each user sees, or none.
    public var experiment: Tutorial.Experiment?

    /// Creates a tutorial.
    public init(
        id: String,
        version: Int = 1,
        steps: [Step],
        screen: Screen? = nil,
        defaultLocale: String? = nil,
        showAgainWhenVersionRises: Bool = false,
        showIf: Rule? = nil,
        frequency: Tutorial.DisplayFrequency? = nil,
        priority: Int = 0,
        resumes: Bool = true,
        events: [String]? = nil,
        parameters: [String: Rule.ParameterType]? = nil,
        locales: [String] = []
    ) {
        self.id = id
        self.version = version
        self.steps = steps
        self.screen = screen
        self.defaultLocale = defaultLocale
        self.showAgainWhenVersionRises = showAgainWhenVersionRises
        self.showIf = showIf
        self.frequency = frequency
        self.priority = priority
        self.resumes = resumes
        self.events = events
        self.parameters = parameters
        self.locales = locales
    }

    /// The index of the step with the given id, if any.
    public func index(ofStep id: String) -> Int? {
        steps.firstIndex { $0.id == id }
    }
}
