import TutorialKitModel
import TutorialKitSeenState

/// Shows a host's tutorials one at a time: of those that may start now, the one with the highest
/// `priority` (ties go to the one registered first); the others wait their turn. A host-wide cap
/// limits how many tutorials start within a number of days across all of them (as TipKit's
/// display frequency does).
public final class TutorialCoordinator {
    /// A cap on tutorials started across the whole app.
    public struct HostCap: Hashable, Sendable {
        /// How many tutorials may start within the window.
        public var maxTutorials: Int
        /// The window, in days.
        public var windowDays: Int

        /// At most `maxTutorials` tutorials within `windowDays` days.
        public init(maxTutorials: Int, windowDays: Int) {
            self.maxTutorials = maxTutorials
            self.windowDays = windowDays
        }

        /// At most one tutorial a day.
        public static let oneADay = HostCap(maxTutorials: 1, windowDays: 1)
    }

    /// The registered tutorials, in order of registration.
    public private(set) var controllers: [TutorialController] = []
    /// The cap across all tutorials, if any.
    public var hostCap: HostCap?
    /// The tutorial running now, if any.
    public private(set) var current: TutorialSession?

    private let store: any SeenStateStore
    private let clock: any TutorialClock

    /// Creates a coordinator over one store and clock (the controllers should share them).
    public init(store: any SeenStateStore, clock: any TutorialClock = SystemClock(), hostCap: HostCap? = nil)
    {
        self.store = store
        self.clock = clock
        self.hostCap = hostCap
    }

    /// Adds a tutorial.
    public func register(_ controller: TutorialController) {
        controllers.append(controller)
    }

    /// The tutorials that may start now, highest priority first.
    public func eligible() throws -> [TutorialController] {
        let ranked = try controllers.enumerated().filter { try $0.element.explain().starts }
        return ranked.sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(
            \.element)
    }

    /// Starts the best eligible tutorial, unless one is running or the host-wide cap is reached;
    /// a run the app left half-way resumes whatever the cap (it is not another tutorial).
    ///
    /// - Returns: The session started, or `nil`.
    /// - Throws: The store's errors, or, when every tutorial that could start was refused by its
    ///   checks, the first ``SessionError/invalidTutorial(tutorial:errors:)``.
    @discardableResult
    public func startNext() throws -> TutorialSession? {
        if let current, !current.isFinished { return nil }
        let capReached = try isCapReached()
        // A tutorial its checks refuse is passed over for the next: one author's mistake does not
        // keep the others from showing. When none starts, the first refusal is thrown.
        var refusal: SessionError?
        for controller in try eligible() where try !capReached || controller.interruptedStep() != nil {
            do {
                if let session = try controller.start() {
                    current = session
                    return session
                }
            } catch let error as SessionError {
                guard case .invalidTutorial = error else { throw error }
                refusal = refusal ?? error
            }
        }
        if let refusal { throw refusal }
        return nil
    }

    /// Reports a host event (see ``TutorialController/reportEvent(_:)``): the store keeps it for
    /// every tutorial's rules, and the tutorial running hears it.
    ///
    /// - Returns: Whether the event moved the running tutorial.
    @discardableResult
    public func reportEvent(_ name: String) throws -> Bool {
        try HostEvent.report(name, store: store, clock: clock, session: current)
    }

    /// Whether the host-wide cap allows no more tutorials now.
    public func isCapReached() throws -> Bool {
        guard let cap = hostCap else { return false }
        let start = clock.now().addingTimeInterval(-Double(cap.windowDays) * Rule.Check.secondsPerDay)
        let started = try store.allRecords().values.reduce(0) { count, record in
            count + record.recentShows.filter { $0 > start }.count
        }
        return started >= cap.maxTutorials
    }
}
