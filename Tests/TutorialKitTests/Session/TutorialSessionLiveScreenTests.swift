import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// A host whose screens change as it runs reports each change (`screenChanged`): the step showing
/// is laid out again on the screen as it is, and a list row it points at is scrolled back to.
@Suite struct TutorialSessionLiveScreenTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func started(_ tutorial: Tutorial) throws -> TutorialSession {
        let session = try TutorialSession(tutorial: tutorial, clock: clock)
        try session.start()
        return session
    }

    @Test func theStepShowingFollowsItsTargetWhenTheScreenChanges() throws {
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("cart", target: .element("cart"), text: "Your cart")
            })
        #expect(session.presentation?.target == Rect(x: 50, y: 2, width: 8, height: 3))
        var wider = Fixtures.home
        wider.size = Size(width: 100, height: 30)
        wider.elements[2].frame = Rect(x: 90, y: 2, width: 8, height: 3)
        try session.screenChanged(wider)
        #expect(session.presentation?.target == Rect(x: 90, y: 2, width: 8, height: 3))
        #expect(session.presentation?.screen.size == Size(width: 100, height: 30))
        #expect(session.currentStep?.id == "cart", "the same step, laid out again")
    }

    @Test func aRowTheHostScrolledAwayIsScrolledBackTo() throws {
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("row", target: .listRow(list: "table", section: 0, row: 3), text: "An order")
            })
        var scrolled = Fixtures.home
        scrolled.lists[0].contentOffset = 30
        try session.screenChanged(scrolled)
        let scroll = try #require(session.presentation?.scrolled)
        #expect(scroll.list == "table")
        #expect(scroll.contentOffset < 30, "back to where row 3 shows")
        #expect(session.presentation?.target.map { scrolled.lists[0].frame.contains($0) } == true)
    }

    @Test func aStepWaitingForAScreenAppearsWithIt() throws {
        let details = Screen(
            id: "details", size: Size(width: 60, height: 24),
            elements: [Screen.Element(id: "hours", frame: Rect(x: 2, y: 10, width: 20, height: 1))])
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("search", target: .element("search"), text: "Search")
                Step("hours", target: .element("hours"), text: "Hours").screen(details)
            })
        try session.next()
        #expect(session.state == .waiting(stepIndex: 1))
        var live = details
        live.elements[0].frame = Rect(x: 4, y: 12, width: 20, height: 1)
        try session.screenChanged(live)
        #expect(session.currentStep?.id == "hours")
        #expect(
            session.presentation?.target == Rect(x: 4, y: 12, width: 20, height: 1), "where the host drew it")
    }

    /// Another step's screen, reported, is kept for that step and changes nothing showing.
    @Test func anotherScreenChangesNothingShowing() throws {
        let settings = Screen(id: "settings", size: Size(width: 10, height: 10))
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("cart", target: .element("cart"), text: "Your cart")
                Step("theme", text: "Pick a theme").screen(settings)
            })
        let before = session.presentation
        try session.screenChanged(settings)
        #expect(session.presentation == before)
        #expect(!session.isFinished, "a screen of the tutorial's")
    }

    /// A step waiting for an element appears once a screen the host reports has it.
    @Test func aWaitedForElementAppearsWithTheScreenThatHasIt() throws {
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("label", target: .element("label"), text: "Hello")
                Step("banner", target: .element("banner"), text: "New").waitFor("banner")
            })
        try session.next()
        #expect(session.state == .waiting(stepIndex: 1))
        try session.screenChanged(Fixtures.home)
        #expect(session.state == .waiting(stepIndex: 1), "not there yet")
        var withBanner = Fixtures.home
        withBanner.elements.append(
            Screen.Element(id: "banner", frame: Rect(x: 2, y: 20, width: 30, height: 1)))
        try session.screenChanged(withBanner)
        #expect(session.currentStep?.id == "banner")
    }

    @Test func aTargetGoneFromTheScreenIsAnErrorAndTheStepStays() throws {
        let session = try started(
            Tutorial("live", screen: Fixtures.home) {
                Step("cart", target: .element("cart"), text: "Your cart")
            })
        let before = session.presentation
        var without = Fixtures.home
        without.elements.removeAll { $0.id == "cart" }
        #expect(throws: TargetResolutionError.self) { try session.screenChanged(without) }
        #expect(session.presentation == before)
        #expect(session.currentStep?.id == "cart")
        // The session kept the screen it had: going back lays the step out there again.
        try session.screenChanged(Fixtures.home)
        #expect(session.presentation == before)
    }

    /// A target that counts how often it is resolved, to see the session's work.
    final class CountingTarget: Target, @unchecked Sendable {
        // @unchecked: the tests use it from one task.
        var resolutions = 0
        var description: String { "counting" }
        func resolve(in screen: inout Screen) throws -> Rect? {
            resolutions += 1
            return Rect(x: 2, y: 2, width: 10, height: 1)
        }
        static func == (lhs: CountingTarget, rhs: CountingTarget) -> Bool { lhs === rhs }
    }

    /// A host reports its screen at every frame; the same screen for the same step is laid out once.
    @Test func theSameScreenIsLaidOutOnce() throws {
        let target = CountingTarget()
        let session = try started(
            Tutorial("live", screen: Fixtures.home) { Step("counted", target: target, text: "Here") })
        let afterStart = target.resolutions
        try session.screenChanged(Fixtures.home)
        try session.screenChanged(Fixtures.home)
        try session.screenChanged(Fixtures.home)
        #expect(target.resolutions == afterStart + 1)
        var wider = Fixtures.home
        wider.size = Size(width: 90, height: 30)
        try session.screenChanged(wider)
        #expect(target.resolutions == afterStart + 2, "a changed screen is laid out again")
    }
}
