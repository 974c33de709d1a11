import Foundation
import TutorialKit
import TutorialKitBundles
import TutorialKitTerminal

/// The app's tutorials: loaded from its bundle, run over the screens it draws, drawn over it. The
/// whole integration with TutorialKit is here; the rest of the app knows only to report its screen,
/// its events and the keys a tour may take.
package final class Onboarding {
    /// The tutorials the app ships, by file name in its `Tutorials` folder.
    package static let tutorialNames = ["first-launch", "whats-new", "rate-the-app"]

    package let store: any SeenStateStore
    private let clock: any TutorialClock
    private var coordinator: TutorialCoordinator
    private var renderer: FrameRenderer
    /// The step's button the keyboard's focus is on: Tab and Shift-Tab move it, Enter presses it.
    private var focus = ButtonFocus()
    /// The step drawn or said last, to clear the focus when another shows.
    private var lastShown: (index: Int, id: String)?
    /// The transitions from one step to the next.
    private let animator: StepAnimator
    /// The screen the app shows now, as it last reported it; a tour starts on it.
    private let showing: ShowingScreen

    /// A box, so the controllers read the screen showing without holding the onboarding.
    private final class ShowingScreen {
        var screen: Screen
        init(_ screen: Screen) { self.screen = screen }
    }

    /// - Parameters:
    ///   - store: Where the user's seen-state is kept.
    ///   - clock: The time, for the tutorials' rules and the store's dates.
    ///   - profile: The user's first launch and version, for the tours' rules.
    ///   - screen: The screen the app shows as it starts.
    ///   - reducesMotion: Whether steps change with a cut rather than a transition.
    ///   - colorDepth: How many colours the terminal shows; the app's theme comes down to them.
    ///   - locale: The tours' language: English, or Hebrew (`he`), read right to left.
    ///   - onAnalyticsRecord: Called with every event of every tour, for the app's analytics.
    ///   - tours: The tours to run: an installed bundle's, or (by default) those the app ships.
    package init(
        store: any SeenStateStore, clock: any TutorialClock, profile: ParkFinderProfile, screen: Screen,
        reducesMotion: Bool = false, colorDepth: TerminalColor.Depth = .sixteen, locale: String? = nil,
        onAnalyticsRecord: ((TutorialSession.AnalyticsRecord) -> Void)? = nil, tours: BundleTutorials? = nil
    ) throws {
        animator = StepAnimator(reducesMotion: reducesMotion)
        let tours = try tours ?? Self.builtInTours()
        self.colorDepth = colorDepth
        renderer = FrameRenderer(
            options: .init(
                usesColor: true, theme: try tours.themes["park"] ?? Self.theme(), colorDepth: colorDepth))
        self.store = store
        self.clock = clock
        self.profile = profile
        self.locale = locale
        self.onAnalyticsRecord = onAnalyticsRecord
        showing = ShowingScreen(screen)
        coordinator = TutorialCoordinator(store: store, clock: clock, hostCap: .oneADay)
        self.tours = tours
        coordinator = try makeCoordinator(tours)
    }

    private let colorDepth: TerminalColor.Depth
    private let profile: ParkFinderProfile
    private let locale: String?
    private let onAnalyticsRecord: ((TutorialSession.AnalyticsRecord) -> Void)?
    /// The tours registered: where they came from, and the ones a user may be in the middle of.
    package private(set) var tours: BundleTutorials

    /// A coordinator of a controller for each tour the app knows, each for the version of the
    /// tour the user should run (the one they started, when the bundle's policy says so).
    private func makeCoordinator(_ tours: BundleTutorials) throws -> TutorialCoordinator {
        // One tour a day at most: a user who just finished the first tour is not shown another.
        let coordinator = TutorialCoordinator(store: store, clock: clock, hostCap: .oneADay)
        let showing = showing
        for name in Self.tutorialNames {
            guard let tutorial = try tours.tutorialToRun(name, store: store) else { continue }
            let controller = TutorialController(
                tutorial: tutorial, store: store, clock: clock, locale: locale, screen: showing.screen)
            controller.parameters = profile.parameters
            controller.onAnalyticsRecord = onAnalyticsRecord
            coordinator.register(controller)
        }
        return coordinator
    }

    /// Runs `tours` from the next tour on: never while one is under way, which goes on with the
    /// version it started.
    ///
    /// - Returns: Whether they are in place; `false` while a tour is under way.
    package func replaceTours(with tours: BundleTutorials) throws -> Bool {
        guard session == nil else { return false }
        coordinator = try makeCoordinator(tours)
        self.tours = tours
        if let theme = tours.themes["park"] {
            renderer = FrameRenderer(options: .init(usesColor: true, theme: theme, colorDepth: colorDepth))
        }
        return true
    }

    /// The tours the app ships, in its bundle.
    package static func builtInTours() throws -> BundleTutorials {
        .builtIn(try tutorialNames.map(tutorial(named:)))
    }

    /// The session of the tour showing or waiting, if any.
    package var session: TutorialSession? {
        coordinator.current.flatMap { $0.isFinished ? nil : $0 }
    }

    /// Starts the first tour that may start now, by priority.
    package func startNext() throws {
        guard session == nil, let started = try coordinator.startNext() else { return }
        try started.screenChanged(showing.screen)
    }

    /// The app's screen changed (a page, a resize, the list scrolled or filtered).
    ///
    /// - Returns: Where the list or the photos must scroll for the step showing, when its target is
    ///   a row or a photo.
    package func screenChanged(_ screen: Screen) throws -> StepPresentation.ListScroll? {
        showing.screen = screen
        guard let session else { return nil }
        try session.screenChanged(screen)
        guard let scroll = session.presentation?.scrolled else { return nil }
        let shown =
            scroll.kind == .grid
            ? screen.grid(withID: scroll.list)?.contentOffset
            : screen.list(withID: scroll.list)?.contentOffset
        return shown == scroll.contentOffset ? nil : scroll
    }

    /// The app quits: a tour under way is recorded as abandoned — left, not closed by the user —
    /// and resumes where it was at the next launch.
    package func appWillQuit() {
        session?.abandon()
    }

    /// Whether a tour asked the app for `action` and waits for its outcome: the app shows the
    /// system's location prompt once a step has said why it is asked (`location.request`).
    package func isAwaiting(_ action: String) -> Bool {
        session?.awaitedRequest == action
    }

    /// Something happened in the app: the tours' rules hear of it, a step waiting for it goes on,
    /// and with no tour running one whose rules it satisfies starts (directions opened for the
    /// third park may ask for a rating).
    ///
    /// - Returns: Whether the event moved a tour (the app holds back what the tour goes on to
    ///   explain first).
    @discardableResult
    package func appEvent(_ event: AppEvent) throws -> Bool {
        guard event != .quit else { return false }
        // The step waiting for the event goes on even when the store cannot keep it.
        var moved = false
        var failure: (any Error)?
        do { try store.recordEvent(event.name, at: clock.now()) } catch { failure = error }
        if let session {
            // The answer to a request the tour made (the prompt's), or an event a step waits for.
            moved = try session.outcomeReported(event.name) || session.eventOccurred(event.name)
        } else if failure == nil {
            try startNext()
        }
        if let failure { throw failure }
        return moved
    }

    /// Takes `input` for the step showing, when it is one to read and go on from (→ or Enter for
    /// the default button, Tab and Shift-Tab to move the focus between its buttons and Enter for
    /// the focused one, ← back, Esc to end the tour, a click on a button or on a target the step
    /// goes on from); a step that waits for the user to do something in the app, or no step, leaves
    /// every key to the app. Quitting is always the app's: a tour left half-way is abandoned
    /// (``appWillQuit()``), and resumes at the next launch.
    ///
    /// - Returns: Whether the tour took the key.
    package func handle(_ input: AppInput) throws -> Bool {
        // While the tour waits for the answer to its request, the prompt asking is the app's.
        guard let session, let presentation = session.presentation, session.awaitedRequest == nil else {
            return false
        }
        // A step left, even for a moment, is shown again with no button focused.
        defer {
            if session.presentation?.index != presentation.index
                || session.presentation?.step.id != presentation.step.id
            {
                focus.clear()
            }
        }
        if case .click(let x, let y) = input {
            return try click(at: Point(x: x, y: y), presentation, session)
        }
        // A step that waits for the app's events leaves the keys to the app; one that also goes on
        // when its target is clicked still reads them.
        guard presentation.step.advanceOn.allSatisfy({ $0.event == Step.Advance.targetTapped }) else {
            return false
        }
        switch input {
        case .tab: focus.move(by: 1, in: presentation)
        case .backTab: focus.move(by: -1, in: presentation)
        case .enter where focus.index(in: presentation) != nil:
            if let index = focus.index(in: presentation) {
                _ = try session.choose(buttonAt: index, origin: .keyboard)
            }
        case .right, .enter:
            if let index = Step.Button.defaultIndex(in: presentation.buttons) {
                _ = try session.choose(buttonAt: index, origin: .keyboard)
            } else {
                _ = try session.next(origin: .keyboard)
            }
        case .character(let key) where key.isASCII && key.isWholeNumber && key != "0":
            // A button by its number, as a screen reader says them.
            let index = (key.wholeNumberValue ?? 1) - 1
            if presentation.layout.footer.buttons.indices.contains(index) {
                _ = try session.choose(buttonAt: index, origin: .keyboard)
            }
        case .left: _ = try session.back(origin: .keyboard)
        case .escape: _ = session.dismiss(origin: .keyboard)
        case .quit, .character("q"): return false
        default: break
        }
        return true
    }

    /// A step the tour moved to on its own (an event, a report) starts with no focus either.
    private func noteShowing(_ presentation: StepPresentation) {
        if lastShown?.index != presentation.index || lastShown?.id != presentation.step.id {
            focus.clear()
            lastShown = (presentation.index, presentation.step.id)
        }
    }

    /// The step showing as a screen reader says it, in the step's language, its buttons numbered
    /// by the keys that press them; `nil` while no step shows (or the tour waits for the answer
    /// to its request, and the app's prompt asks).
    package var spokenStep: String? {
        guard let session, let presentation = session.presentation, session.awaitedRequest == nil else {
            return nil
        }
        noteShowing(presentation)
        return Transcript.describe(
            presentation, strings: session.tutorial.standardStrings,
            defaultLocale: session.tutorial.defaultLocale, numberingButtons: true)
    }

    /// The button the keyboard's focus is on, with its key: `2 Not now`; `nil` when none is.
    package var spokenFocus: String? {
        guard let presentation = session?.presentation, session?.awaitedRequest == nil,
            let index = focus.index(in: presentation),
            presentation.layout.footer.buttons.indices.contains(index)
        else { return nil }
        let title = Transcript.spokenTitle(presentation.layout.footer.buttons[index])
        return index < 9 ? "\(index + 1) \(title)" : title
    }

    /// The moment of a transition to draw at `now`, if one is under way: a step shown since the
    /// last call starts one. The app draws its list where the moment's frame has it scrolled.
    package func moment(at now: ContinuousClock.Instant) -> StepAnimator.Moment? {
        animator.show(session?.presentation, at: now)
        return animator.moment(at: now)
    }

    /// When the next frame of a transition is due, or `nil` when none is under way.
    package func nextFrame(after now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        animator.nextFrame(after: now)
    }

    /// Ends a transition under way: the user did something, so the step shows settled.
    package func finishTransition() {
        animator.finish()
    }

    /// A click on the step showing: a button presses it; the target, on a step that goes on when
    /// its target is tapped, taps it. Anywhere else the click is the app's.
    ///
    /// - Returns: Whether the tour took the click.
    private func click(at point: Point, _ presentation: StepPresentation, _ session: TutorialSession) throws
        -> Bool
    {
        if let index = renderer.buttonFrames(for: presentation).firstIndex(where: { $0.contains(point) }) {
            _ = try session.choose(buttonAt: index, origin: .button)
            return true
        }
        if let target = presentation.target, target.contains(point) {
            return try session.targetTapped()
        }
        return presentation.layout.box.contains(point)
    }

    /// The app's canvas with the step showing drawn over it, at `moment` of a transition if one is
    /// under way.
    package func draw(over canvas: Canvas, at moment: StepAnimator.Moment? = nil) -> Canvas {
        // A tour waiting for the answer to its request steps aside for the prompt that asks.
        guard let presentation = session?.presentation, session?.awaitedRequest == nil else { return canvas }
        noteShowing(presentation)
        var renderer = renderer
        renderer.focusedButton = focus.index(in: presentation)
        guard let moment else {
            var drawn = renderer.overlay(presentation, on: canvas)
            Self.drawHostContent(presentation, on: &drawn)
            return drawn
        }
        return renderer.overlay(moment.transition, to: presentation, at: moment.time, on: canvas)
    }

    /// The app's own view in a step's box, where the layout left room for it: the rating step's
    /// stars (its `content` says which view, its `contentSize` how large).
    private static func drawHostContent(_ presentation: StepPresentation, on canvas: inout Canvas) {
        guard let json = presentation.step.content?.value(as: Step.HostContent.JSONText.self),
            let content = try? JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any],
            content["view"] as? String == "stars"
        else { return }
        let frame = presentation.layout.contentFrame
        let count = min(max((content["count"] as? Int) ?? 5, 1), 10)
        canvas.fill(frame)
        canvas.write(
            presentation.title ?? "", at: frame.origin, style: CellStyle(isBold: true),
            maximumWidth: frame.width)
        canvas.write(
            "Tap a star:", at: frame.origin.offsetBy(dy: 2), style: CellStyle(isDim: true),
            maximumWidth: frame.width)
        canvas.write(
            Array(repeating: "☆", count: count).joined(separator: " "),
            at: frame.origin.offsetBy(dx: 12, dy: 2),
            style: CellStyle(color: .yellow), maximumWidth: max(0, frame.width - 12))
        canvas.write(
            "Ratings help others find parks.", at: frame.origin.offsetBy(dy: 4), maximumWidth: frame.width)
    }

    /// The app's theme for its tours, `park.theme.json` in its bundle: its own greens.
    package static func theme() throws -> Theme {
        guard
            let path = Bundle.module.path(forResource: "park.theme", ofType: "json", inDirectory: "Tutorials")
        else {
            throw OnboardingError("the theme park.theme.json is not in the app's bundle")
        }
        let loaded = ThemeFile.load(path: path)
        guard let theme = loaded.model else {
            throw OnboardingError(loaded.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return theme
    }

    /// A tutorial of the app's bundle, checked as `tutorialkit validate` checks it.
    package static func tutorial(named name: String) throws -> Tutorial {
        guard
            let path = Bundle.module.path(
                forResource: name + ".tutorial", ofType: "json", inDirectory: "Tutorials")
        else { throw OnboardingError("the tutorial \(name) is not in the app's bundle") }
        let loaded = TutorialFile.load(path: path)
        guard let document = loaded.model, !loaded.hasErrors else {
            throw OnboardingError(loaded.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return document.tutorial
    }
}

/// A tutorial the app ships that does not load.
package struct OnboardingError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
