import Foundation

/// Shows a tutorial once: checks the seen-state store, starts a session, and records how it ended —
/// the TutorialKit talk's `TutorialKit(name:makeSteps:)`.
///
/// ```swift
/// let controller = TutorialController(name: "tutorial-kit-demo", store: store, screen: home.screen) {
///     Step("label", target: .element("label"), text: "This is a text view")
/// }
/// if let session = try controller.start() { present(session) }
/// ```
///
/// Steps are made when the tutorial starts, not when the controller is created, so `makeSteps` can
/// read the host's state at that moment. (The type is not called `TutorialKit` because a type named
/// like its module breaks module-qualified names such as `TutorialKit.Step`.)
public final class TutorialController {
    /// The tutorial's id in the store.
    public let id: String
    /// The store that remembers who saw what.
    public let store: any SeenStateStore
    /// The session of the latest start, if any.
    public private(set) var session: TutorialSession?
    /// Called when recording an outcome in the store fails after the start (the start itself throws).
    public var onStoreError: ((any Error) -> Void)?
    /// The latest error from recording in the store, if any.
    public private(set) var lastStoreError: (any Error)?

    private let makeTutorial: () -> Tutorial
    private let version: Int
    private let showAgainWhenVersionRises: Bool
    private let screen: () -> Screen?
    private let clock: any TutorialClock
    private let locale: String?
    private let layoutOptions: LayoutOptions

    /// Creates a controller for a tutorial written in Swift.
    ///
    /// - Parameters:
    ///   - name: The tutorial's id in the store.
    ///   - version: Its content version, from 1.
    ///   - showAgainWhenVersionRises: Whether users who saw an older version see it again.
    ///   - store: Where seen-state is kept; in memory by default.
    ///   - clock: Where time comes from.
    ///   - locale: The locale for texts.
    ///   - layoutOptions: The layout engine's options.
    ///   - screen: The screen, read when the tutorial starts (an autoclosure, so it sees the host's
    ///     state at that moment, like `makeSteps`).
    ///   - makeSteps: The steps, made when the tutorial starts.
    public convenience init(
        name: String,
        version: Int = 1,
        showAgainWhenVersionRises: Bool = false,
        store: any SeenStateStore = InMemorySeenStateStore(),
        clock: any TutorialClock = SystemClock(),
        locale: String? = nil,
        layoutOptions: LayoutOptions = .standard,
        screen: @autoclosure @escaping () -> Screen?,
        @StepsBuilder makeSteps: @escaping () -> [Step]
    ) {
        self.init(
            id: name,
            version: version,
            showAgainWhenVersionRises: showAgainWhenVersionRises,
            store: store,
            clock: clock,
            locale: locale,
            layoutOptions: layoutOptions,
            screen: screen,
            makeTutorial: {
                Tutorial(
                    id: name, version: version, steps: makeSteps(),
                    showAgainWhenVersionRises: showAgainWhenVersionRises)
            }
        )
    }

    /// Creates a controller for a tutorial already built (for example, loaded from JSON).
    ///
    /// - Parameters:
    ///   - tutorial: The tutorial.
    ///   - store: Where seen-state is kept; in memory by default.
    ///   - clock: Where time comes from.
    ///   - locale: The locale for texts.
    ///   - layoutOptions: The layout engine's options.
    ///   - screen: The screen to run on; the tutorial's own by default.
    public convenience init(
        tutorial: Tutorial,
        store: any SeenStateStore = InMemorySeenStateStore(),
        clock: any TutorialClock = SystemClock(),
        locale: String? = nil,
        layoutOptions: LayoutOptions = .standard,
        screen: Screen? = nil
    ) {
        self.init(
            id: tutorial.id,
            version: tutorial.version,
            showAgainWhenVersionRises: tutorial.showAgainWhenVersionRises,
            store: store,
            clock: clock,
            locale: locale,
            layoutOptions: layoutOptions,
            screen: { screen },
            makeTutorial: { tutorial }
        )
    }

    private init(
        id: String,
        version: Int,
        showAgainWhenVersionRises: Bool,
        store: any SeenStateStore,
        clock: any TutorialClock,
        locale: String?,
        layoutOptions: LayoutOptions,
        screen: @escaping () -> Screen?,
        makeTutorial: @escaping () -> Tutorial
    ) {
        self.id = id
        self.version = version
        self.showAgainWhenVersionRises = showAgainWhenVersionRises
        self.store = store
        self.clock = clock
        self.locale = locale
        self.layoutOptions = layoutOptions
        self.screen = screen
        self.makeTutorial = makeTutorial
    }

    /// Whether the user has seen the tutorial: completed, skipped or dismissed it (at the current
    /// version, when the tutorial shows again on a new version).
    public func hasSeenTutorial() throws -> Bool {
        guard let record = try store.record(for: id) else { return false }
        return record.isSeen(atVersion: version, showAgainWhenVersionRises: showAgainWhenVersionRises)
    }

    /// Starts the tutorial unless the user has seen it.
    ///
    /// - Returns: The running session, or `nil` when the tutorial was seen already.
    /// - Throws: Store errors, ``SessionError``, or the first step's target resolution error.
    @discardableResult
    public func start() throws -> TutorialSession? {
        guard try !hasSeenTutorial() else { return nil }
        return try forceStart()
    }

    /// Starts the tutorial whether or not the user has seen it.
    @discardableResult
    public func forceStart() throws -> TutorialSession {
        try begin(atStep: nil)
    }

    /// Starts the tutorial at the step with the given id, whether or not it was seen: for tests and
    /// debugging.
    @discardableResult
    public func start(atStep stepID: String) throws -> TutorialSession {
        try begin(atStep: stepID)
    }

    /// Forgets that the user has seen the tutorial, so ``start()`` shows it again.
    public func reset() throws {
        try store.reset(id)
    }

    private func begin(atStep stepID: String?) throws -> TutorialSession {
        let session = try TutorialSession(
            tutorial: makeTutorial(), screen: screen(), clock: clock, locale: locale,
            layoutOptions: layoutOptions)
        try session.start(atStep: stepID)
        try SessionRecorder.record(session, in: store, startedAt: clock.now()) { [weak self] error in
            self?.lastStoreError = error
            self?.onStoreError?(error)
        }
        self.session = session
        return session
    }
}
