import Foundation
import ParkFinderCore
import Testing
import TutorialKit
import TutorialKitTerminal

/// The app with its tours, driven as the terminal loop drives it: a frame, a key, a frame.
@Suite struct ParkFinderAppTests {
    let size = Size(width: 80, height: 24)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    var profile: ParkFinderProfile { ParkFinderProfile(registeredAt: clock.now()) }

    func text(_ app: ParkFinderApp) -> String {
        settledFrame(app, size: size).lines(colored: false).joined(separator: "\n")
    }

    /// The frame once a transition it starts (the tour moved since the last frame) has ended.
    func settledFrame(_ app: ParkFinderApp, size: Size) -> Canvas {
        let now = ContinuousClock.now
        _ = app.frame(size: size, at: now)
        return app.frame(size: size, at: now + .seconds(1))
    }

    @Test func theFirstLaunchTourRunsAcrossBothPagesAndIsNotShownAgain() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        #expect(text(app).contains("Welcome to Park Finder"))
        #expect(app.handle(.right))
        #expect(text(app).contains("Press / and type"))
        _ = app.handle(.right)
        #expect(text(app).contains("The nearest park comes first"))
        // The step waits for the user to open a park: Enter is the app's.
        _ = app.handle(.enter)
        #expect(app.state.page == .details(park: 0))
        #expect(text(app).contains("directions to it"))
        // The photos: the carousel scrolls sideways to the sixth, which an 80-column page hides.
        _ = app.handle(.right)
        #expect(text(app).contains("Photos of the park"))
        #expect(app.state.photoOffset == 6 * 18 - 2 - 80)
        #expect(text(app).contains("Photo 5"))
        _ = app.handle(.right)
        #expect(!text(app).contains("press l to sort"), "the last step waits for the list")
        _ = app.handle(.escape)
        #expect(text(app).contains("press l to sort"))
        // Why the app asks, before the system does.
        _ = app.handle(.character("l"))
        #expect(app.state.prompt == nil)
        #expect(text(app).contains("Why your location?"))
        // Continue asks the app for the location: the tour steps aside while the system asks.
        _ = app.handle(.right)
        #expect(app.onboarding.isAwaiting("location.request"))
        #expect(app.state.prompt == 0, "now the system asks")
        #expect(!text(app).contains("Why your location?"))
        // The prompt is the app's, keys and all: the tour goes the way the answer takes it.
        _ = app.handle(.down)
        _ = app.handle(.enter)
        #expect(app.state.permission == .allowedWhileUsing)
        #expect(text(app).contains("Distances are now from"))
        _ = app.handle(.enter)
        #expect(app.onboarding.session == nil)
        #expect(store.record(for: "first-launch")?.status == .completed)

        let again = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        #expect(again.onboarding.session == nil)
        #expect(!text(again).contains("Welcome"))
    }

    @Test func tabMovesTheFocusAlongTheStepsButtonsAndEnterPressesIt() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        #expect(app.handle(.right))
        #expect(text(app).contains("Press / and type"))
        let buttons = try #require(app.onboarding.session?.presentation?.buttons)
        #expect(buttons.map { $0.title.resolved(for: "en") } == ["Back", "Next ›"])
        // Tab focuses the first button, shown [>…<]; Shift-Tab goes round to the last.
        #expect(app.handle(.tab))
        #expect(text(app).contains("[>Back<]") && text(app).contains("[ Next ›"), "\(text(app))")
        #expect(app.handle(.backTab))
        #expect(text(app).contains("[ Back ]") && text(app).contains("[>Next"), "\(text(app))")
        #expect(app.handle(.backTab))
        // Enter presses the focused button, Back, not the default Next.
        #expect(app.handle(.enter))
        #expect(text(app).contains("Welcome to Park Finder"))
        #expect(!text(app).contains("[>"), "a step shown anew has no focus")
    }

    @Test func escapeEndsTheTourAndItStaysEnded() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        _ = app.handle(.escape)
        #expect(app.onboarding.session == nil)
        #expect(store.record(for: "first-launch")?.status == .dismissed)
        #expect(
            try ParkFinderApp(size: size, store: store, clock: clock, profile: profile).onboarding.session
                == nil)
    }

    /// In Hebrew, the tour reads right to left: its box mirrored, its lines aligned right in the
    /// order they are seen, the built-in Hebrew words for its buttons and progress.
    @Test func theTourSpeaksHebrewRightToLeft() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile, locale: "he-IL")
        let presentation = try #require(app.onboarding.session?.presentation)
        #expect(presentation.layout.isRightToLeft)
        #expect(presentation.title == "ברוכים הבאים ל-Park Finder")
        let shown = text(app)
        #expect(shown.contains("Park Finder-ל םיאבה םיכורב"), "the title as it is seen")
        #expect(shown.contains("[ אבה ]"), "Next, in Hebrew")
        #expect(shown.contains("8 ךותמ 1"), "the progress, in Hebrew")
        #expect(app.handle(.right))
        #expect(app.onboarding.session?.currentStep?.id == "search")
    }

    /// Quitting half-way leaves the tour, rather than closing it: it resumes at the next launch.
    @Test func quittingMidTourAbandonsItAndTheNextLaunchResumesIt() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        _ = app.handle(.right)
        #expect(text(app).contains("Press / and type"))
        #expect(!app.handle(.character("q")))
        let record = try #require(store.record(for: "first-launch"))
        #expect(record.status == .abandoned)
        #expect(record.lastStep == "search")
        let again = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        #expect(again.onboarding.session?.currentStep?.id == "search")
        #expect(text(again).contains("Press / and type"))
    }

    /// With no park in the list, there is no nearest park to open: the tour passes that step over
    /// and waits on a park's page for the next, saying why in its events.
    @Test func anEmptyListPassesTheNearestStepOver() throws {
        var kinds: [TutorialSession.AnalyticsRecord.Kind] = []
        var empty = ParkFinderScreens.current(ParkFinderState(), ParkFinderLayout(size: size))
        empty.lists[0].sections = [Screen.Section(rows: 0)]
        let onboarding = try Onboarding(
            store: InMemorySeenStateStore(), clock: clock, profile: profile, screen: empty,
            onAnalyticsRecord: { kinds.append($0.kind) })
        try onboarding.startNext()
        _ = try onboarding.screenChanged(empty)
        _ = try onboarding.handle(.right)
        _ = try onboarding.handle(.right)
        #expect(onboarding.session?.state == .waiting(stepIndex: 3), "the directions step, on a park's page")
        #expect(kinds.contains(.stepUnavailable(stepID: "nearest", reason: .targetMissing, handling: .skip)))
    }

    @Test func aRowTheUserScrolledAwayIsScrolledBackForTheStepOnIt() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile)
        _ = app.handle(.right)
        _ = app.handle(.right)
        #expect(text(app).contains("The nearest park comes first"))
        _ = app.handle(.wheelDown)
        _ = app.handle(.wheelDown)
        #expect(app.state.firstRow == 0, "the list came back to the step's row")
        #expect(text(app).contains(ParkData.parks[0].name))
    }

    @Test func aResizeLaysTheStepOutAgain() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile)
        _ = app.handle(.right)
        let wide = Size(width: 120, height: 30)
        let lines = settledFrame(app, size: wide).lines(colored: false)
        #expect(lines.count == 30)
        let search = try #require(app.onboarding.session?.presentation?.target)
        #expect(search == ParkFinderLayout(size: wide).search)
        #expect(lines.contains { $0.contains("Press / and type") })
    }

    /// Opens directions for the parks at `rows` of the list, one after another.
    func openDirections(_ app: ParkFinderApp, rows: [Int]) {
        for row in rows {
            // Bounded: a tour that took the arrows would fail the test, not hang it.
            for _ in 0..<ParkData.count where app.state.selected < row { _ = app.handle(.down) }
            _ = app.handle(.enter)
            _ = app.handle(.enter)
            if app.onboarding.session != nil { return }
            _ = app.handle(.escape)
        }
    }

    /// The talk's rules: after directions to three parks within 30 days, from 20 days after the
    /// first launch; then not for 30 days.
    @Test func theRatePromptFollowsItsRules() throws {
        let store = InMemorySeenStateStore()
        let registered = clock.now()
        let firstDay = try ParkFinderApp(size: size, store: store, clock: clock, profile: profile)
        _ = firstDay.handle(.escape)
        openDirections(firstDay, rows: [0, 1, 2])
        #expect(firstDay.onboarding.session == nil, "registered today, and a tour was shown today")

        clock.advance(by: 31 * 86_400)
        let later = try ParkFinderApp(
            size: size, store: store, clock: clock, profile: ParkFinderProfile(registeredAt: registered))
        #expect(later.onboarding.session == nil, "nothing at launch")
        openDirections(later, rows: [3, 4])
        #expect(later.onboarding.session == nil, "two parks are not three")
        openDirections(later, rows: [4])
        #expect(later.onboarding.session == nil, "nor is one of them again")
        openDirections(later, rows: [5])
        #expect(text(later).contains("Enjoying Park Finder?"))
        // The app draws its own view in the box the layout made for it: the stars, not the text.
        let rating = try #require(later.onboarding.session?.presentation)
        #expect(rating.layout.contentFrame.size == Size(width: 44, height: 5))
        let lines = settledFrame(later, size: size).lines(colored: false)
        let frame = rating.layout.contentFrame
        #expect(lines[frame.y + 2].dropFirst(frame.x).hasPrefix("Tap a star: ☆ ☆ ☆ ☆ ☆"))
        #expect(!text(later).contains("A rating helps other people"))
        _ = later.handle(.left)
        _ = later.handle(.escape)
        #expect(later.onboarding.session == nil)

        clock.advance(by: 86_400)
        let nextDay = try ParkFinderApp(
            size: size, store: store, clock: clock, profile: ParkFinderProfile(registeredAt: registered))
        openDirections(nextDay, rows: [6, 7, 8])
        #expect(nextDay.onboarding.session == nil, "not again within 30 days")
        #expect(store.record(for: "rate-the-app")?.timesShown == 1)
    }

    /// What is new shows to a user who came from an earlier version, once per content version.
    @Test func whatsNewShowsWhenItsVersionRises() throws {
        let store = InMemorySeenStateStore()
        let upgraded = ParkFinderProfile(registeredAt: clock.now(), firstVersion: 1)
        let launch = try ParkFinderApp(size: size, store: store, clock: clock, profile: upgraded)
        #expect(text(launch).contains("Welcome"), "the first tour goes first, by priority")
        _ = launch.handle(.escape)

        clock.advance(by: 86_400)
        let next = try ParkFinderApp(size: size, store: store, clock: clock, profile: upgraded)
        #expect(text(next).contains("New: search by street"))
        // Clicking the search field, the step's target, is what the step asks for.
        let search = ParkFinderLayout(size: size).search
        #expect(next.handle(.click(x: search.x + 3, y: search.y + 1)))
        #expect(next.onboarding.session == nil)
        #expect(store.record(for: "whats-new")?.status == .completed)
        #expect(store.record(for: "whats-new")?.contentVersion == 2)

        clock.advance(by: 86_400)
        #expect(
            try ParkFinderApp(size: size, store: store, clock: clock, profile: upgraded).onboarding.session
                == nil)
        // A user who started on this version is not told what is new.
        let fresh = InMemorySeenStateStore()
        _ = try ParkFinderApp(size: size, store: fresh, clock: clock, profile: profile).handle(.escape)
        clock.advance(by: 86_400)
        #expect(
            try ParkFinderApp(size: size, store: fresh, clock: clock, profile: profile).onboarding.session
                == nil)
    }

    /// The tours' events go to `events.jsonl` beside the store, an event line each.
    @Test func theToursEventsAreLoggedAsJSONLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkfinder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = AnalyticsLog(folder: folder.path)
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile, analyticsLog: log)
        _ = app.handle(.right)
        _ = app.handle(.escape)
        let lines = try String(contentsOfFile: log.path, encoding: .utf8).split(separator: "\n")
        let events = try lines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(
            events.map { $0["kind"] as? String } == [
                "started", "shown", "button", "advanced", "shown", "dismissed",
            ])
        #expect(
            events.allSatisfy { $0["format"] as? Int == 1 && $0["tutorial"] as? String == "first-launch" })
        #expect(Set(events.compactMap { $0["session"] as? String }).count == 1)
        #expect(log.lastError == nil)
    }

    /// "Don't allow" takes the tour another way: to searching by name. The request and the answer
    /// are in the tour's events.
    @Test func dontAllowTakesTheTourAnotherWay() throws {
        let store = InMemorySeenStateStore()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkfinder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = AnalyticsLog(folder: folder.path)
        let app = try ParkFinderApp(
            size: size, store: store, clock: clock, profile: profile, analyticsLog: log)
        _ = try app.onboarding.session?.goTo(step: "locate")
        _ = app.frame(size: size, at: .now)
        _ = app.handle(.character("l"))
        _ = app.handle(.right)
        _ = app.handle(.up)
        _ = app.handle(.enter)
        #expect(app.state.permission == .denied)
        #expect(text(app).contains("No problem: press / and type"))
        _ = app.handle(.right)
        #expect(store.record(for: "first-launch")?.status == .completed)
        let events = try String(contentsOfFile: log.path, encoding: .utf8).split(separator: "\n").map {
            line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let asked = events.first { $0["kind"] as? String == "requested" }
        #expect(asked?["action"] as? String == "location.request")
        #expect(asked?["step"] as? String == "why")
        let answered = events.first { $0["kind"] as? String == "outcome" }
        #expect(answered?["outcome"] as? String == "answeredPermission.denied")
    }

    /// Ended before it says why, the tour does not keep the system's prompt from the user.
    @Test func aTourEndedBeforeItsPromptLetsTheSystemAsk() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile)
        _ = try app.onboarding.session?.goTo(step: "locate")
        _ = app.handle(.character("l"))
        #expect(app.state.prompt == nil)
        _ = app.handle(.escape)
        #expect(app.onboarding.session == nil)
        _ = app.frame(size: size, at: .now)
        #expect(app.state.prompt == 0)
    }

    @Test func theTourMovesToItsNextStepAndTheListScrollsAlong() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile)
        _ = settledFrame(app, size: size)
        let start = ContinuousClock.now
        #expect(app.handle(.right))
        func text(at time: Duration) -> String {
            app.frame(size: size, at: start + time).lines(colored: false).joined(separator: "\n")
        }
        #expect(!text(at: .zero).contains("Press / and type"), "on the way: the box is empty")
        #expect(app.nextFrame(after: start) != nil)
        #expect(!text(at: .milliseconds(100)).contains("Press / and type"))
        #expect(text(at: .milliseconds(200)).contains("Press / and type"))
        #expect(app.nextFrame(after: start + .milliseconds(200)) == nil)
        // A key during a transition ends it: the next frame is the step settled.
        #expect(app.handle(.right))
        _ = app.frame(size: size, at: start + .seconds(1))
        #expect(app.handle(.character("x")))
        #expect(
            app.frame(size: size, at: start + .seconds(1)).lines(colored: false).joined().contains(
                "nearest park"))
    }

    @Test func theNearestStepAlsoHighlightsTheDistance() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile, reducesMotion: true)
        _ = app.handle(.right)
        _ = app.handle(.right)
        let presentation = try #require(app.onboarding.session?.presentation)
        #expect(presentation.step.id == "nearest")
        let distance = try #require(presentation.highlights.first)
        let lines = app.frame(size: size, at: .now).lines(colored: false)
        #expect(lines[distance.y].dropFirst(distance.x).hasPrefix(ParkData.parks[0].distanceText))
        #expect(!presentation.layout.box.intersects(distance))
        // Its spotlight's border is drawn around it (the row's spotlight, drawn last, meets it on the left).
        #expect(lines[distance.y - 1].dropFirst(distance.maxX).hasPrefix("╗"))
        #expect(lines[distance.y + 1].dropFirst(distance.maxX).hasPrefix("╝"))
    }

    @Test func aClickOnTheToursButtonPressesIt() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile)
        let lines = settledFrame(app, size: size).lines(colored: false)
        let row = try #require(lines.firstIndex { $0.contains("[ Next › ]") })
        let column = try #require(lines[row].range(of: "[ Next › ]")?.lowerBound)
        let x = lines[row].distance(from: lines[row].startIndex, to: column)
        #expect(
            app.handle(.click(x: x - 2, y: row)),
            "inside the box, beside the button: the tour's, doing nothing")
        #expect(app.onboarding.session?.presentation?.step.id == "welcome")
        #expect(app.handle(.click(x: x + 2, y: row)))
        #expect(app.onboarding.session?.presentation?.step.id == "search")
    }

    @Test func withReducedMotionTheTourCuts() throws {
        let app = try ParkFinderApp(
            size: size, store: InMemorySeenStateStore(), clock: clock, profile: profile, reducesMotion: true)
        let now = ContinuousClock.now
        #expect(
            app.frame(size: size, at: now).lines(colored: false).joined().contains("Welcome to Park Finder"))
        #expect(app.handle(.right))
        #expect(app.frame(size: size, at: now).lines(colored: false).joined().contains("Press / and type"))
        #expect(app.nextFrame(after: now) == nil)
    }
}
