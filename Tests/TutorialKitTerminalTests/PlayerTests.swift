import Testing
import TutorialKit
import TutorialKitTerminal

@Suite struct KeyTests {
    @Test(
        arguments: [
            ([0x1B, 0x5B, 0x43], [Key.right]), ([0x1B, 0x5B, 0x44], [.left]), ([0x1B, 0x4F, 0x43], [.right]),
            ([0x0D], [.confirm]), ([0x20], [.confirm]), ([0x73], [.skip]), ([0x71], [.quit]),
            ([0x1B], [.quit]),
            ([0x03], [.interrupt]), ([0x1A], [.suspend]), ([0x32], [.button(1)]), ([0x30], [.otherAnswer]),
            ([0x1B, 0x5B, 0x41], [.other]),
            ([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x71], [.right, .left, .quit]),
            ([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x73], [.other, .skip]),
            // PgUp, PgDn, and the wheel as SGR and as legacy mouse reports.
            ([0x1B, 0x5B, 0x35, 0x7E], [.pageUp]), ([0x1B, 0x5B, 0x36, 0x7E], [.pageDown]),
            (Array("\u{1B}[<64;10;5M".utf8), [.wheelUp]), (Array("\u{1B}[<65;10;5M".utf8), [.wheelDown]),
            ([0x1B, 0x5B, 0x4D, 96, 40, 40], [.wheelUp]), ([0x1B, 0x5B, 0x4D, 97, 40, 40], [.wheelDown]),
            // Tab, and Shift-Tab as terminals send it.
            ([0x09], [.tab]), ([0x1B, 0x5B, 0x5A], [.backTab]),
            ([0x09, 0x09, 0x0D], [.tab, .tab, .confirm]),
        ] as [([UInt8], [Key])])
    func decodesKeys(bytes: [UInt8], keys: [Key]) {
        #expect(Key.decode(bytes) == keys)
    }
}

@Suite struct PlayerTests {
    let tutorial = Tutorial("play", screen: TerminalFixtures.searchScreen) {
        Step("welcome", text: "Hello")
            .buttons(
                Step.Button("Cart", action: .goTo("cart")),
                Step.Button("Next", action: .next, isDefault: true))
        Step("search", target: .element("search"), text: "Search here")
        Step("cart", target: .element("cart"), text: "Your cart")
    }

    /// Room for the frame of every step.
    let roomy = Size(width: 80, height: 24)

    func player() throws -> Player {
        try Player(tutorial: tutorial, options: .init())
    }

    @Test func pageKeysAndTheWheelScrollACutTextInsideItsBox() throws {
        let long = (1...40).map { "Line \($0) of a text far too long for its screen." }.joined(separator: " ")
        let tutorial = Tutorial("long", screen: TerminalFixtures.searchScreen) {
            Step("long", text: LocalizedText(long))
            Step("short", text: "Short")
        }
        let player = try Player(tutorial: tutorial, options: .init())
        let first = try #require(player.presentation)
        #expect(first.layout.content.isCut)
        #expect(player.keyHelp.hasPrefix("PgUp/PgDn more · "))
        let frame = player.lines(forTerminal: roomy)
        #expect(try player.handle(.pageDown, onTerminal: roomy))
        let scrolled = try #require(player.presentation)
        #expect(scrolled.layout.box == first.layout.box, "the box stays where it was")
        #expect(scrolled.layout.content.textOffset == first.layout.content.textRows - 1)
        #expect(scrolled.layout.content.textLines.first?.first == "…")
        #expect(player.lines(forTerminal: roomy) != frame)
        try player.handle(.wheelUp, onTerminal: roomy)
        #expect(player.presentation?.layout.content.textOffset == first.layout.content.textRows - 2)
        try player.handle(.pageUp, onTerminal: roomy)
        try player.handle(.pageUp, onTerminal: roomy)
        #expect(player.lines(forTerminal: roomy) == frame, "back at the top")
        // The next step starts at its first line, and a text that fits does not scroll.
        try player.handle(.pageDown, onTerminal: roomy)
        try player.handle(.right, onTerminal: roomy)
        try player.handle(.pageDown, onTerminal: roomy)
        #expect(player.presentation?.layout.content.textOffset == 0)
        #expect(player.keyHelp == Player.keyHelp)
        // Back at the long step, it starts at its top again.
        try player.handle(.left, onTerminal: roomy)
        #expect(player.lines(forTerminal: roomy) == frame)
    }

    @Test func arrowsMoveBetweenSteps() throws {
        let player = try player()
        #expect(try player.handle(.right, onTerminal: roomy))
        #expect(player.session.currentStep?.id == "search")
        try player.handle(.left, onTerminal: roomy)
        #expect(player.session.currentStep?.id == "welcome")
    }

    @Test func confirmPressesTheDefaultButtonAndNumbersPressOthers() throws {
        let first = try player()
        try first.handle(.confirm, onTerminal: roomy)
        #expect(first.session.currentStep?.id == "search")
        let second = try player()
        try second.handle(.button(0), onTerminal: roomy)
        #expect(second.session.currentStep?.id == "cart")
        try second.handle(.button(7), onTerminal: roomy)
        #expect(second.session.currentStep?.id == "cart")
    }

    @Test func tabMovesAVisibleFocusAndEnterPressesTheFocusedButton() throws {
        let player = try player()
        // No focus at first: Enter would press the default button (Next).
        #expect(player.focus.index(in: player.presentation) == nil)
        try player.handle(.tab, onTerminal: roomy)
        #expect(player.focus.index(in: player.presentation) == 0)
        #expect(
            player.lines(forTerminal: roomy).contains { $0.contains("[>Cart<]") && $0.contains("[ Next ]") })
        try player.handle(.tab, onTerminal: roomy)
        #expect(
            player.lines(forTerminal: roomy).contains { $0.contains("[ Cart ]") && $0.contains("[>Next<]") })
        // Round the row both ways.
        try player.handle(.tab, onTerminal: roomy)
        #expect(player.focus.index(in: player.presentation) == 0)
        try player.handle(.backTab, onTerminal: roomy)
        #expect(player.focus.index(in: player.presentation) == 1)
        try player.handle(.backTab, onTerminal: roomy)
        // Enter presses the focused button, Cart, not the default one.
        try player.handle(.confirm, onTerminal: roomy)
        #expect(player.session.currentStep?.id == "cart")
        // A new step starts with no focus, and so does a step shown again.
        let revisited = try self.player()
        try revisited.handle(.tab, onTerminal: roomy)
        try revisited.handle(.right, onTerminal: roomy)
        try revisited.handle(.left, onTerminal: roomy)
        #expect(revisited.session.currentStep?.id == "welcome")
        #expect(revisited.focus.index(in: revisited.presentation) == nil)
        // Shift-Tab focuses the last button.
        #expect(player.focus.index(in: player.presentation) == nil)
        #expect(!player.lines(forTerminal: roomy).joined().contains("[>"))
        try player.handle(.backTab, onTerminal: roomy)
        #expect(player.focus.index(in: player.presentation) == (player.presentation?.buttons.count ?? 0) - 1)
    }

    @Test func skipAndQuit() throws {
        let player = try player()
        try player.handle(.skip, onTerminal: roomy)
        #expect(player.session.currentStep?.id == "search")
        #expect(try !player.handle(.quit, onTerminal: roomy))
        #expect(player.session.state == .finished(.dismissed(atStep: "search")))
    }

    @Test func suspendIsLeftToTheTerminal() throws {
        let player = try player()
        #expect(try player.handle(.suspend, onTerminal: roomy))
        #expect(player.session.currentStep?.id == "welcome")
        #expect(!player.session.isFinished)
    }

    @Test func interruptDismisses() throws {
        let player = try player()
        #expect(try !player.handle(.interrupt, onTerminal: roomy))
        #expect(player.session.state == .finished(.dismissed(atStep: "welcome")))
    }

    @Test func nextOnTheLastStepEnds() throws {
        let player = try player()
        try player.handle(.right, onTerminal: roomy)
        try player.handle(.right, onTerminal: roomy)
        #expect(try !player.handle(.right, onTerminal: roomy))
        #expect(player.session.state == .finished(.completed))
    }

    @Test func whileTheFrameIsHiddenOnlyQuittingActs() throws {
        let player = try player()
        let small = Size(width: 40, height: 10)
        #expect(!player.showsFrame(onTerminal: small))
        #expect(player.showsFrame(onTerminal: roomy))
        for key in [Key.right, .left, .skip, .confirm, .button(0), .other] {
            #expect(try player.handle(key, onTerminal: small))
            #expect(player.session.currentStep?.id == "welcome", "\(key)")
        }
        #expect(try !player.handle(.quit, onTerminal: small))
        #expect(player.session.state == .finished(.dismissed(atStep: "welcome")))
        let interrupted = try self.player()
        #expect(try !interrupted.handle(.interrupt, onTerminal: small))
        #expect(!interrupted.showsFrame(onTerminal: roomy), "nothing to show once ended")
    }

    @Test func aStepWhoseScreenDoesNotFitTakesNoKeyButQuit() throws {
        let wide = Screen(id: "wide", size: Size(width: 70, height: 15), elements: [])
        let tutorial = Tutorial("mixed", screen: TerminalFixtures.searchScreen) {
            Step("small", text: "Fits")
            Step("large", text: "Does not fit").screen(wide)
            Step("last", text: "Never reached")
        }
        let player = try Player(tutorial: tutorial, options: .init())
        let terminal = Size(width: 60, height: 20)
        try player.handle(.right, onTerminal: terminal)
        #expect(player.session.currentStep?.id == "large")
        // Typed ahead, before the message replaced the frame: still not acted on.
        try player.handle(.right, onTerminal: terminal)
        #expect(player.session.currentStep?.id == "large")
    }

    @Test func framesHaveACaptionAndKeyHelp() throws {
        let lines = try player().lines(forTerminal: Size(width: 72, height: 20))
        #expect(lines.first == "Step 1 of 3 · welcome · centred")
        #expect(lines.last == Player.keyHelp)
        #expect(lines.count == 15 + 2)
    }

    @Test func aTerminalTooSmallGetsAMessage() throws {
        let lines = try player().lines(forTerminal: Size(width: 40, height: 10))
        #expect(
            lines == [
                "The terminal is 40×10; this tutorial ne…", "Enlarge the window, or press q to quit.",
            ])
        #expect(
            Player.tooSmall(terminal: Size(width: 80, height: 5), needed: Size(width: 48, height: 17))[0]
                == "The terminal is 80×5; this tutorial needs 48×17.")
    }

    @Test func aChangeOfStepAnimatesAndAKeyEndsItBeforeActing() throws {
        let player = try player()
        let start = ContinuousClock.now
        func text(at time: Duration) -> String {
            player.canvas(forTerminal: roomy, at: start + time).text(colored: false)
        }
        let entrance = text(at: .zero)
        #expect(!entrance.contains("Hello"), "the first step grows in, its text last")
        let settled = text(at: .seconds(1))
        #expect(settled.contains("Hello"))
        #expect(player.nextFrame(after: start + .seconds(1)) == nil)
        try player.handle(.right, onTerminal: roomy)
        let moving = text(at: .seconds(2))
        #expect(!moving.contains("Search here") && !moving.contains("Hello"), "the text waits for the end")
        #expect(player.nextFrame(after: start + .seconds(2)) == start + .seconds(2) + .milliseconds(200) / 6)
        // A key meanwhile: the transition ends, then the key acts (back to the first step).
        try player.handle(.left, onTerminal: roomy)
        #expect(player.session.currentStep?.id == "welcome")
        #expect(text(at: .seconds(2) + .milliseconds(10)) != settled, "moving back is a transition too")
        #expect(text(at: .seconds(3)) == settled)
        let lines = player.canvas(forTerminal: roomy, at: start + .seconds(3)).lines(colored: false)
        #expect(
            lines.prefix(17).map(\.trimmingTrailingSpaces)
                == player.lines(forTerminal: roomy).map(\.trimmingTrailingSpaces),
            "the same frame as the lines of a settled step")
    }

    @Test func aClickOnAButtonPressesItAndOnTheTargetTapsIt() throws {
        let tutorial = Tutorial("click", screen: TerminalFixtures.searchScreen) {
            Step("welcome", text: "Hello")
                .buttons(
                    Step.Button("Cart", action: .goTo("cart")),
                    Step.Button("Next", action: .next, isDefault: true))
            Step("search", target: .element("search"), text: "Search here").advanceOnTap()
            Step("cart", target: .element("cart"), text: "Your cart")
        }
        let player = try Player(tutorial: tutorial, options: .init())
        let presentation = try #require(player.session.presentation)
        let buttons = FrameRenderer().buttonFrames(for: presentation)
        #expect(buttons.count == 2)
        // Terminal rows are the frame's plus one: the caption is on row 0.
        let next = try #require(buttons.last)
        let lines = FrameRenderer().render(presentation)
        #expect(
            lines[next.y].dropFirst(next.x).hasPrefix("[ Next ]"), "the frame is where the button is drawn")
        try player.handle(.click(Point(x: next.x - 1, y: next.y + 1)), onTerminal: roomy)
        #expect(player.session.currentStep?.id == "welcome", "beside the button: nothing")
        try player.handle(.click(Point(x: next.x + 2, y: next.y + 1)), onTerminal: roomy)
        #expect(player.session.currentStep?.id == "search")
        // The search field is at 2,5 (30×3): a click inside it taps the target.
        try player.handle(.click(Point(x: 40, y: 7)), onTerminal: roomy)
        #expect(player.session.currentStep?.id == "search", "outside the target: nothing")
        try player.handle(.click(Point(x: 3, y: 7)), onTerminal: roomy)
        #expect(player.session.currentStep?.id == "cart")
        // A step that does not advance on a tap stays.
        try player.handle(.click(Point(x: 40, y: 3)), onTerminal: roomy)
        #expect(player.session.currentStep?.id == "cart")
        // Too small a terminal: the click lands on nothing the user can see.
        let small = try Player(tutorial: tutorial, options: .init())
        try small.handle(.click(Point(x: next.x + 2, y: next.y + 1)), onTerminal: Size(width: 20, height: 5))
        #expect(small.session.currentStep?.id == "welcome")
    }

    @Test func withReducedMotionAChangeOfStepIsACut() throws {
        let player = try Player(tutorial: tutorial, options: .init(), reducesMotion: true)
        let now = ContinuousClock.now
        _ = player.canvas(forTerminal: roomy, at: now)
        try player.handle(.right, onTerminal: roomy)
        let canvas = player.canvas(forTerminal: roomy, at: now)
        #expect(canvas.lines(colored: false).joined().contains("Search here"))
        #expect(player.nextFrame(after: now) == nil)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: Substring {
        self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)]
    }
}

/// `play` stands in for the host: after a button that asks it to act, the user picks the answer.
@Suite struct PlayerHostAnswerTests {
    let tutorial = Tutorial("ask", screen: TerminalFixtures.searchScreen) {
        Step("why", text: "We use your location to sort stores.")
            .buttons(Step.Button("Allow", action: .request("location.request")))
            .onOutcome("location.allowedOnce", then: .goTo("search"))
            .onOutcome("location.denied", then: .goTo("cart"))
            .onOtherOutcome(.finish)
        Step("search", target: .element("search"), text: "Search here")
        Step("cart", target: .element("cart"), text: "Your cart")
    }

    let roomy = Size(width: 80, height: 24)

    @Test(arguments: [(Key.button(0), "search"), (.button(1), "cart")])
    func theKeysPickTheAnswerOnceAsked(key: Key, step: String) throws {
        let player = try Player(tutorial: tutorial, options: .init())
        #expect(player.keyHelp == Player.keyHelp, "nothing asked yet")
        try player.handle(.confirm, onTerminal: roomy)
        #expect(player.session.awaitedRequest == "location.request")
        #expect(
            player.keyHelp
                == "location.request? 1 location.allowedOnce · 2 location.denied · 0 another")
        #expect(player.lines(forTerminal: roomy).last == player.keyHelp)
        try player.handle(.confirm, onTerminal: roomy)
        #expect(player.session.currentStep?.id == "why", "Enter answers nothing")
        try player.handle(key, onTerminal: roomy)
        #expect(player.session.currentStep?.id == step)
        #expect(player.keyHelp == Player.keyHelp)
    }

    @Test func zeroIsAnAnswerTheStepDoesNotName() throws {
        let player = try Player(tutorial: tutorial, options: .init())
        #expect(try player.handle(.otherAnswer, onTerminal: roomy), "nothing asked: 0 does nothing")
        #expect(player.session.currentStep?.id == "why")
        try player.handle(.confirm, onTerminal: roomy)
        #expect(try !player.handle(.otherAnswer, onTerminal: roomy), "any other answer finishes")
        #expect(player.session.state == .finished(.completed))
    }

    @Test func zeroStaysAnAnswerTheStepDoesNotNameWhenItNamesOther() throws {
        var tutorial = tutorial
        tutorial.steps[0].outcomes?.on += [Step.Advance("other", then: .goTo("cart"))]
        let player = try Player(tutorial: tutorial, options: .init())
        try player.handle(.confirm, onTerminal: roomy)
        #expect(player.otherAnswer == "other-2")
        #expect(try !player.handle(.otherAnswer, onTerminal: roomy), "0 goes where otherwise says")
        #expect(player.session.state == .finished(.completed))
    }
}
