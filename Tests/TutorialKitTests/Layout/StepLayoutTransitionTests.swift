import LayoutInvariants
import Testing
import TutorialFixtures
import TutorialKit

/// Moving from one step to the next, as values: the spotlight and the box between the two layouts.
@Suite struct StepLayoutTransitionTests {
    /// Two layouts of the home screen: the search field, then the cart.
    static func layouts() throws -> (search: StepLayout, cart: StepLayout, centred: StepLayout) {
        let tutorial = Tutorial("tour", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search for a store")
            Step("cart", target: .element("cart"), text: "Your cart")
            Step("done", text: "That's all")
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let search = try #require(session.presentation?.layout)
        try session.next()
        let cart = try #require(session.presentation?.layout)
        try session.next()
        let centred = try #require(session.presentation?.layout)
        return (search, cart, centred)
    }

    @Test(arguments: [StepLayout.Transition.Curve.linear, .easeInOut])
    func aCurveGoesFromNothingToAllAndKeepsToItsRange(curve: StepLayout.Transition.Curve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        let values = stride(from: 0.0, through: 1.0, by: 0.05).map(curve.value)
        #expect(values == values.sorted(), "never goes back")
    }

    @Test func easingStartsAndEndsSlowly() {
        #expect(StepLayout.Transition.Curve.easeInOut.value(at: 0.1) < 0.1)
        #expect(StepLayout.Transition.Curve.easeInOut.value(at: 0.9) > 0.9)
    }

    @Test func theSpotlightAndTheBoxMoveFromTheOldStepToTheNew() throws {
        let (search, cart, _) = try Self.layouts()
        let transition = StepLayout.Transition(from: search, to: cart, curve: .linear)
        let start = transition.frame(at: 0)
        #expect(start.spotlight == search.spotlight)
        #expect(start.box == search.box)
        #expect(!start.isSettled)
        let end = transition.frame(at: 1)
        #expect(end == StepLayout.Transition.Frame(spotlight: cart.spotlight, box: cart.box, isSettled: true))
        // Edge by edge, each step of the way between the two, in order.
        let frames = (0...10).map { transition.frame(at: StepLayout.Transition.time(ofFrame: $0, of: 10)) }
        let lefts = frames.compactMap { $0.spotlight?.minX }
        let (from, to) = (try #require(search.spotlight).minX, try #require(cart.spotlight).minX)
        #expect(lefts.first == from && lefts.last == to)
        #expect(lefts == (from <= to ? lefts.sorted() : lefts.sorted(by: >)))
        #expect(frames.filter(\.isSettled).count == 1, "only the last frame shows the text")
    }

    @Test func theFirstStepsSpotlightGrowsFromTheMiddleOfItsTarget() throws {
        let (search, _, _) = try Self.layouts()
        let transition = StepLayout.Transition(from: nil, to: search)
        let spotlight = try #require(search.spotlight)
        let start = try #require(transition.frame(at: 0).spotlight)
        #expect(start.isEmpty)
        #expect(spotlight.contains(start.origin))
        #expect(transition.frame(at: 0.5).box == search.box, "the box appears in place")
    }

    @Test func aSpotlightShrinksAwayWhenTheNextStepHasNone() throws {
        let (_, cart, centred) = try Self.layouts()
        #expect(centred.spotlight == nil)
        let transition = StepLayout.Transition(from: cart, to: centred)
        #expect(transition.frame(at: 0).spotlight == cart.spotlight)
        #expect(transition.frame(at: 0.99).spotlight.map { $0.width <= 1 && $0.height <= 1 } == true)
        #expect(transition.frame(at: 1).spotlight == nil)
    }

    @Test func framesAreSpacedEvenlyAndEndAtOne() {
        #expect((0...4).map { StepLayout.Transition.time(ofFrame: $0, of: 4) } == [0, 0.25, 0.5, 0.75, 1])
        #expect(StepLayout.Transition.time(ofFrame: 9, of: 4) == 1)
        #expect(StepLayout.Transition.time(ofFrame: -1, of: 4) == 0)
        #expect(StepLayout.Transition.time(ofFrame: 0, of: 0) == 1)
    }

    /// Between any two layouts, every frame's box and spotlight lie within the two ends' bounds.
    @Test func everyFrameStaysBetweenItsEnds() throws {
        var random = SeededGenerator(seed: 0x7A_2211)
        let layouts = try Self.layouts()
        for _ in 0..<500 {
            let pair = [layouts.search, layouts.cart, layouts.centred].shuffled(using: &random)
            let transition = StepLayout.Transition(from: pair[0], to: pair[1])
            let time = Double.random(in: 0...1, using: &random)
            let frame = transition.frame(at: time)
            let bounds = pair[0].box.union(pair[1].box)
            #expect(bounds.contains(frame.box) || frame.box.isEmpty)
        }
    }

    @Test func aListScrollsWithTheStepItReveals() throws {
        let session = try TutorialSession(tutorial: Fixtures.demo)
        try session.start()
        try session.next()
        let frame = try #require(session.presentation)
        try session.next()
        let detail = try #require(session.presentation)
        let transition = StepLayout.Transition(from: frame, to: detail, curve: .linear)
        let scroll = try #require(transition.scroll)
        #expect(scroll.list == "table" && scroll.from == 0 && scroll.to > 0)
        #expect(scroll.to == detail.screen.lists[0].contentOffset)
        let offsets = (0...6).map {
            transition.frame(at: StepLayout.Transition.time(ofFrame: $0, of: 6)).scrollOffset
        }
        #expect(offsets.first == 0 && offsets.last == scroll.to)
        #expect(offsets == offsets.sorted { ($0 ?? 0) < ($1 ?? 0) })
        // Back again: the list scrolls back.
        #expect(
            StepLayout.Transition(from: detail, to: frame).scroll
                == .init(list: "table", from: scroll.to, to: 0))
        #expect(StepLayout.Transition(from: frame, to: frame).scroll == nil)
    }

    @Test func aStepOnAScreenOfAnotherSizeStartsAfresh() throws {
        let small = Screen(
            id: "small", size: Size(width: 40, height: 12),
            elements: [
                Screen.Element(id: "cart", frame: Rect(x: 30, y: 1, width: 8, height: 3), label: "Cart")
            ])
        let tutorial = Tutorial("two screens", screen: Fixtures.home) {
            Step("search", target: .element("search"), text: "Search")
            Step("cart", target: .element("cart"), text: "Cart").screen(small)
        }
        // The session shows each step on its own screen rather than waiting for a host to.
        let session = try TutorialSession(tutorial: tutorial, waitsForHost: false)
        try session.start()
        let first = try #require(session.presentation)
        try session.next()
        let second = try #require(session.presentation)
        #expect(StepLayout.Transition(from: first, to: second).from == nil)
    }

    @Test func noDurationIsACut() throws {
        let (search, cart, _) = try Self.layouts()
        let cut = StepLayout.Transition(from: search, to: cart, duration: .zero)
        #expect(cut.isCut)
        #expect(cut.frame(at: 0).isSettled)
        #expect(cut.frameCount(framesPerSecond: 30) == 0)
        let negative = StepLayout.Transition(from: search, to: cart, duration: .milliseconds(-1))
        #expect(negative.isCut)
    }

    @Test func frameCountsFollowTheRateAndAreBounded() throws {
        let (search, cart, _) = try Self.layouts()
        let standard = StepLayout.Transition(from: search, to: cart)
        #expect(standard.frameCount(framesPerSecond: 30) == 6)
        #expect(standard.frameCount(framesPerSecond: 60) == 12)
        #expect(standard.frameCount(framesPerSecond: 0) == 1, "a rate below 1 counts as 1 a second")
        #expect(standard.frameCount(framesPerSecond: .max) == 48, "at most 240 a second")
        #expect(standard.milliseconds(atFrame: 3, of: 6) == 100)
        #expect(standard.milliseconds(atFrame: 1, of: 6) == 33)
        let endless = StepLayout.Transition(from: search, to: cart, duration: .seconds(Int64.max))
        #expect(endless.frameCount(framesPerSecond: 240) == 10_000)
        #expect(endless.milliseconds(atFrame: 1, of: 2) == 1_000_000_000_000_000)
    }

    @Test func aGridScrollsWithTheStepItReveals() throws {
        let grid = Screen.Grid(
            id: "albums", frame: Rect(x: 0, y: 0, width: 40, height: 4), itemSize: Size(width: 12, height: 4),
            axis: .horizontal, sections: [Screen.Grid.Section(items: 9)])
        let screen = Screen(id: "albums", size: Size(width: 40, height: 16), grids: [grid])
        let tutorial = Tutorial("albums", screen: screen) {
            Step("first", target: .gridItem(grid: "albums", item: 0), text: "The first album")
            Step("last", target: .gridItem(grid: "albums", item: 8), text: "The last album")
        }
        let session = try TutorialSession(tutorial: tutorial)
        try session.start()
        let first = try #require(session.presentation)
        try session.next()
        let last = try #require(session.presentation)
        #expect(
            last.scrolled == StepPresentation.ListScroll(list: "albums", contentOffset: 116 - 40, kind: .grid)
        )
        let transition = StepLayout.Transition(from: first, to: last)
        #expect(transition.scroll == .init(list: "albums", from: 0, to: 76, kind: .grid))
        #expect(transition.frame(at: 0.5).scrollOffset == 38)
    }
}
