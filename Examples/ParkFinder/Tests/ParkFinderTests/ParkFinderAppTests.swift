import Foundation
import ParkFinderCore
import Testing
import TutorialKit

/// The app with its tours, driven as the terminal loop drives it: a frame, a key, a frame.
@Suite struct ParkFinderAppTests {
    let size = Size(width: 80, height: 24)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func text(_ app: ParkFinderApp) -> String {
        app.frame(size: size).lines(colored: false).joined(separator: "\n")
    }

    @Test func theFirstLaunchTourRunsAcrossBothPagesAndIsNotShownAgain() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock)
        #expect(text(app).contains("Welcome to Park Finder"))
        #expect(app.handle(.right))
        #expect(text(app).contains("Press / and type"))
        _ = app.handle(.right)
        #expect(text(app).contains("The nearest park comes first"))
        // The step waits for the user to open a park: Enter is the app's.
        _ = app.handle(.enter)
        #expect(app.state.page == .details(park: 0))
        #expect(text(app).contains("directions to it"))
        _ = app.handle(.right)
        #expect(!text(app).contains("press l to sort"), "the last step waits for the list")
        _ = app.handle(.escape)
        #expect(text(app).contains("press l to sort"))
        _ = app.handle(.character("l"))
        #expect(app.onboarding.session == nil)
        #expect(store.record(for: "first-launch")?.status == .completed)
        #expect(app.state.prompt == 0, "the app went on to ask for location access")

        let again = try ParkFinderApp(size: size, store: store, clock: clock)
        #expect(again.onboarding.session == nil)
        #expect(!text(again).contains("Welcome"))
    }

    @Test func escapeEndsTheTourAndItStaysEnded() throws {
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(size: size, store: store, clock: clock)
        _ = app.handle(.escape)
        #expect(app.onboarding.session == nil)
        #expect(store.record(for: "first-launch")?.status == .dismissed)
        #expect(try ParkFinderApp(size: size, store: store, clock: clock).onboarding.session == nil)
    }

    @Test func aRowTheUserScrolledAwayIsScrolledBackForTheStepOnIt() throws {
        let app = try ParkFinderApp(size: size, store: InMemorySeenStateStore(), clock: clock)
        _ = app.handle(.right)
        _ = app.handle(.right)
        #expect(text(app).contains("The nearest park comes first"))
        _ = app.handle(.wheelDown)
        _ = app.handle(.wheelDown)
        #expect(app.state.firstRow == 0, "the list came back to the step's row")
        #expect(text(app).contains(ParkData.parks[0].name))
    }

    @Test func aResizeLaysTheStepOutAgain() throws {
        let app = try ParkFinderApp(size: size, store: InMemorySeenStateStore(), clock: clock)
        _ = app.handle(.right)
        let wide = Size(width: 120, height: 30)
        let lines = app.frame(size: wide).lines(colored: false)
        #expect(lines.count == 30)
        let search = try #require(app.onboarding.session?.presentation?.target)
        #expect(search == ParkFinderLayout(size: wide).search)
        #expect(lines.contains { $0.contains("Press / and type") })
    }
}
