import Foundation
import TutorialKit
import TutorialKitBundles
import TutorialKitTerminal

/// The app without its terminal: its state, its tours, and a frame for any terminal size. The
/// terminal loop only reads keys and signals and prints frames, so tests drive this directly.
package final class ParkFinderApp {
    package private(set) var state = ParkFinderState()
    package let onboarding: Onboarding
    /// The last thing the tours could not do (a store that cannot be written, say), for the help line.
    package private(set) var onboardingProblem: String?
    private var size: Size
    private let analyticsLog: AnalyticsLog?
    private let clock: any TutorialClock
    private var profile: ParkFinderProfile
    /// Where the profile is written when it changes; nowhere in tests.
    private let profileFolder: String?

    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - store: Where the user's seen-state is kept.
    ///   - clock: The time, for the tours.
    ///   - profile: The user's first launch and version.
    ///   - profileFolder: Where the profile is written when it changes; nowhere by default.
    ///   - analyticsLog: Where the tours' events go, a JSON line each; nowhere by default.
    ///   - reducesMotion: Whether the tours' steps change with a cut rather than a transition.
    ///   - locale: The language of the tours; English when `nil` or one they do not speak.
    ///   - tourUpdates: Where newer tours come from, and the installed ones; `nil` for the app's own.
    package init(
        size: Size, store: any SeenStateStore, clock: any TutorialClock, profile: ParkFinderProfile,
        profileFolder: String? = nil, analyticsLog: AnalyticsLog? = nil, reducesMotion: Bool = false,
        locale: String? = nil,
        colorDepth: TerminalColor.Depth = .sixteen, tourUpdates: TourUpdates? = nil
    ) throws {
        self.tourUpdates = tourUpdates
        let initialTours = try tourUpdates?.tours()
        running.bundleVersion = initialTours.flatMap(Self.bundleVersion(of:))
        self.size = size
        tourLocale = locale
        self.analyticsLog = analyticsLog
        self.clock = clock
        self.profile = profile
        self.profileFolder = profileFolder
        onboarding = try Onboarding(
            store: store, clock: clock, profile: profile,
            screen: ParkFinderScreens.current(state, ParkFinderLayout(size: size)),
            reducesMotion: reducesMotion, colorDepth: colorDepth, locale: locale,
            onAnalyticsRecord: analyticsLog.map { [running] log in
                { log.append(TutorialEvent($0, bundleVersion: running.bundleVersion)) }
            },
            tours: initialTours)
        attempt { try onboarding.startNext() }
    }

    private let tourUpdates: TourUpdates?
    /// The version of the installed tours running, for the event lines: set again when new tours
    /// are put in place.
    private let running = RunningTours()

    private final class RunningTours {
        var bundleVersion: Int?
    }
    /// Tours installed while one was under way, put in place when it ends.
    private var pendingTours: BundleTutorials?

    static func bundleVersion(of tours: BundleTutorials) -> Int? {
        if case .installed(let version) = tours.source { return version }
        return nil
    }

    /// Asks the server for newer tours in the background, when a check is due.
    package func checkForNewTours() {
        tourUpdates?.checkInBackground(now: clock.now())
    }

    /// A background check ended: tours it installed are used from the next tour on.
    package func tourCheckEnded() {
        guard let tourUpdates, let result = tourUpdates.takeFinished() else { return }
        if case .success(.installed) = result {
            attempt(clears: false) { pendingTours = try tourUpdates.tours() }
        }
        usePendingTours()
    }

    /// Puts the tours installed in place when no tour is under way.
    private func usePendingTours() {
        guard let tours = pendingTours else { return }
        attempt(clears: false) {
            if try onboarding.replaceTours(with: tours) {
                pendingTours = nil
                running.bundleVersion = Self.bundleVersion(of: tours)
            }
        }
    }

    private var layout: ParkFinderLayout { ParkFinderLayout(size: size) }

    /// The frame for a terminal of `size` at `now`: the app, and the step showing over it (on its
    /// way from the step before, during a transition, with the list scrolling along).
    package func frame(size: Size, at now: ContinuousClock.Instant) -> Canvas {
        self.size = size
        reportScreen()
        let problem = onboardingProblem ?? analyticsLog?.lastError.map(\.description)
        let moment = onboarding.moment(at: now)
        var shown = state
        if let moment, let scroll = moment.transition.scroll,
            let offset = moment.transition.frame(at: moment.time).scrollOffset
        {
            switch (scroll.kind, scroll.list) {
            case (.list, ParkFinderScreens.listID):
                shown.scroll(toFirstRow: offset / ParkFinderLayout.rowHeight, listRows: layout.listRows)
            case (.grid, ParkFinderScreens.photosID):
                shown.scrollPhotos(to: offset, in: ParkFinderScreens.photos(shown, layout))
            default: break
            }
        }
        return onboarding.draw(over: ParkFinderView.draw(shown, layout, problem: problem), at: moment)
    }

    /// The app and the step showing as lines a screen reader speaks (`--screen-reader`): the
    /// page's lines, then the step's and the focused button's. The terminal loop says the lines
    /// that changed since it last spoke.
    package func speech(size: Size) -> [String] {
        self.size = size
        reportScreen()
        var lines = ParkFinderSpeech.lines(state)
        if let problem = onboardingProblem ?? analyticsLog?.lastError.map(\.description) {
            lines.append("Tours: \(problem)")
        }
        if let step = onboarding.spokenStep {
            lines.append(step)
            spokeStep = true
        } else if let waiting = onboarding.session?.waiting {
            // A wait's start is said; its end is the step it waited for.
            if let line = ParkFinderSpeech.waitLine(waiting.reason, locale: tourLocale) { lines.append(line) }
        } else if onboarding.session == nil, spokeStep {
            lines.append(ParkFinderSpeech.overLine(locale: tourLocale))
            spokeStep = false
        }
        if let focus = onboarding.spokenFocus { lines.append(focus) }
        return lines
    }

    /// Whether a step was said since a tour last ended, for saying that it ended.
    private var spokeStep = false
    /// The language the tours were asked to speak.
    private let tourLocale: String?

    /// When the next frame of a transition is due, or `nil` when nothing moves until the user acts.
    package func nextFrame(after now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        onboarding.nextFrame(after: now)
    }

    /// Applies the user's input: the tour's when it takes it, the app's otherwise.
    ///
    /// - Returns: Whether the app goes on (not quit).
    package func handle(_ input: AppInput) -> Bool {
        // Whatever the user does ends a transition under way first.
        onboarding.finishTransition()
        var taken = false
        attempt { taken = try onboarding.handle(input) }
        if taken {
            // The tour moved: a step it goes to may wait for what the app shows.
            reportScreen()
            usePendingTours()
            return true
        }
        let events = state.handle(input, listRows: layout.listRows)
        state.scrollPhotos(to: state.photoOffset, in: ParkFinderScreens.photos(state, layout))
        for event in events where isNews(event) {
            var moved = false
            attempt { moved = try onboarding.appEvent(event) }
            // What the user did, beside the tours' events (the app has no user id or experiment: a
            // report counts these lines, and an app with both would name the user for its goals).
            var happened = TutorialEvent(time: clock.now(), kind: .hostEvent)
            happened.event = event.name
            analyticsLog?.append(happened)
            // A tour that took "locate me" to a step of its own says why before the system asks.
            if event == .pressedLocate, moved, onboarding.session?.presentation != nil {
                state.postponePrompt()
            }
        }
        reportScreen()
        usePendingTours()
        guard !events.contains(.quit) else {
            onboarding.appWillQuit()
            return false
        }
        return true
    }

    /// Whether the tours hear of `event`: directions count once a park in 30 days, so that "three
    /// parks" in the rate prompt's rule means three parks, not one park three times.
    private func isNews(_ event: AppEvent) -> Bool {
        guard case .openedDirections(let park) = event else { return true }
        let now = clock.now()
        if let last = profile.directionsOpened[park], now.timeIntervalSince(last) < 30 * 86_400 {
            return false
        }
        profile.directionsOpened[park] = now
        if let profileFolder { attempt { try profile.write(in: profileFolder) } }
        return true
    }

    /// Tells the tours what the app shows now, and scrolls the list where a step needs it.
    private func reportScreen() {
        if state.isPromptPostponed, onboarding.session == nil || onboarding.isAwaiting("location.request") {
            state.showPostponedPrompt()
        }
        attempt(clears: false) {
            if let scroll = try onboarding.screenChanged(ParkFinderScreens.current(state, layout)) {
                if scroll.kind == .grid {
                    state.scrollPhotos(to: scroll.contentOffset, in: ParkFinderScreens.photos(state, layout))
                } else {
                    state.scroll(
                        toFirstRow: scroll.contentOffset / ParkFinderLayout.rowHeight,
                        listRows: layout.listRows)
                }
                _ = try onboarding.screenChanged(ParkFinderScreens.current(state, layout))
            }
        }
    }

    /// Runs a tour's work; a failure is shown, not fatal (the app works without its tours), until
    /// the tours' next piece of work that `clears` succeeds (reporting the screen, done at every
    /// frame, does not: a failure would not be seen).
    private func attempt(clears: Bool = true, _ work: () throws -> Void) {
        do {
            try work()
            if clears { onboardingProblem = nil }
        } catch {
            onboardingProblem = "\(error)"
        }
    }
}
