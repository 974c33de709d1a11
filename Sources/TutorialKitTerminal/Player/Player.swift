import TutorialKit

/// The decisions of `tutorialkit play`, free of any terminal: which session input a key means, and
/// what the screen shows for a terminal of a given size.
public final class Player {
    /// The session being played.
    public let session: TutorialSession
    /// How frames are drawn.
    public var options: FrameRenderer.Options
    /// The transitions between steps, drawn by ``canvas(forTerminal:at:)``.
    public let animator: StepAnimator

    /// The help line under each frame.
    public static let keyHelp = "→/Enter next · ← back · Tab focus · s skip · 1–9/click button · q quit"

    /// The button the keyboard's focus is on, which Tab and Shift-Tab move and Enter presses.
    public private(set) var focus = ButtonFocus()

    /// Errors from recording in the store after the start, to report once the terminal is back.
    public private(set) var storeErrors: [any Error] = []

    /// Starts `tutorial` at its first step, recording it in `store` when one is given and
    /// appending its events to `eventLog` when one is given; with `reducesMotion`, steps change
    /// with a cut rather than a transition.
    ///
    /// - Throws: ``SessionError``, the first step's resolution error, or the store's error.
    public init(
        tutorial: Tutorial, locale: String? = nil, options: FrameRenderer.Options,
        store: (any SeenStateStore)? = nil,
        clock: any TutorialClock = SystemClock(), reducesMotion: Bool = false,
        layoutOptions: LayoutEngine.Options = .standard, eventLog: TutorialEventLog? = nil
    ) throws {
        animator = StepAnimator(reducesMotion: reducesMotion)
        // The terminal draws each step's own screen directly, so nothing needs to wait.
        session = try TutorialSession(
            tutorial: tutorial, clock: clock, locale: locale, layoutOptions: layoutOptions,
            waitsForHost: false)
        self.options = options
        if let eventLog {
            session.observe { [weak self] record in
                do { try eventLog.append(TutorialEvent(record)) } catch { self?.storeErrors.append(error) }
            }
        }
        try session.start(origin: .keyboard)
        if let store {
            try SessionRecorder.record(session, in: store, startedAt: clock.now()) { [weak self] error in
                self?.storeErrors.append(error)
            }
        }
    }

    /// Carries out one key pressed while the screen shows what ``lines(forTerminal:)`` draws for a
    /// terminal of `size`. While that is the too-small message rather than the step's frame, only
    /// quitting is carried out: the user cannot see what any other key would act on. A key pressed
    /// during a transition ends it first, so the key acts on the step the user is going to. Returns
    /// `false` once the tutorial has ended (or the user quit).
    ///
    /// - Throws: A target's resolution error, with the session left where it was.
    @discardableResult
    public func handle(_ key: Key, onTerminal size: Size) throws -> Bool {
        animator.finish()
        let shown = session.presentation.map { ($0.index, $0.step.id) }
        // A step left and come back to starts at its top again, with no button focused.
        defer {
            if let scrolled = textScroll, session.presentation?.index != scrolled.index { textScroll = nil }
            let now = session.presentation.map { ($0.index, $0.step.id) }
            if now?.0 != shown?.0 || now?.1 != shown?.1 { focus.clear() }
        }
        switch key {
        case .quit, .interrupt: session.dismiss(origin: .keyboard)
        case _ where !showsFrame(onTerminal: size): break
        // The host's answer stands in for the system prompt `play` cannot show: the user picks it.
        case .button(let index) where answers != nil:
            if let answers, answers.indices.contains(index) { try session.outcomeReported(answers[index]) }
        case .otherAnswer where answers != nil: try session.outcomeReported(otherAnswer)
        case .confirm where answers != nil, .otherAnswer: break
        // While an answer is awaited the buttons are not in play, nor their focus.
        case .tab where answers != nil: break
        case .backTab where answers != nil: break
        case .right: try session.next(origin: .keyboard)
        case .left: try session.back(origin: .keyboard)
        case .skip: try session.skip(origin: .keyboard)
        case .tab: focus.move(by: 1, in: session.presentation)
        case .backTab: focus.move(by: -1, in: session.presentation)
        case .confirm:
            if let buttons = session.presentation?.buttons,
                let index = focus.index(in: session.presentation) ?? Step.Button.defaultIndex(in: buttons)
            {
                try session.choose(buttonAt: index, origin: .keyboard)
            }
        case .button(let index):
            if let buttons = session.presentation?.buttons, buttons.indices.contains(index) {
                try session.choose(buttonAt: index, origin: .button)
            }
        case .click(let point):
            try click(at: Point(x: point.x, y: point.y - 1))
        case .pageUp: scrollText(byPages: -1)
        case .pageDown: scrollText(byPages: 1)
        case .wheelUp: scrollText(byLines: -1)
        case .wheelDown: scrollText(byLines: 1)
        // Suspending is the terminal's business, not the session's.
        case .other, .suspend: break
        }
        return !session.isFinished
    }

    /// The step whose cut text the reader scrolled, and the first of its lines shown.
    private var textScroll: (index: Int, stepID: String, offset: Int)?

    /// The current step as the reader sees it: its presentation, its cut text scrolled as far as
    /// they scrolled it (a new step starts at its first line).
    public var presentation: StepPresentation? {
        guard var presentation = session.presentation else { return nil }
        if let textScroll, textScroll.index == presentation.index, textScroll.stepID == presentation.step.id {
            presentation.layout.content = presentation.layout.content.scrollingText(by: textScroll.offset)
        }
        return presentation
    }

    private func scrollText(byPages pages: Int) {
        guard let content = presentation?.layout.content else { return }
        // A page keeps one line of the one before in view, as a pager does.
        scrollText(byLines: pages * max(1, content.textRows - 1))
    }

    private func scrollText(byLines lines: Int) {
        guard let presentation, presentation.layout.content.isCut else { return }
        let scrolled = presentation.layout.content.scrollingText(by: lines)
        textScroll = (presentation.index, presentation.step.id, scrolled.textOffset)
    }

    /// The outcomes the user can pick while the session waits on the host's answer to a request,
    /// for the keys 1 to 9; `nil` when it waits on none.
    private var answers: [String]? {
        guard session.awaitedRequest != nil else { return nil }
        return (session.currentStep?.outcomes?.on.map(\.event)).map { Array($0.prefix(9)) } ?? []
    }

    /// The outcome `0` reports: one the step does not name (`other`, or `other-2`… when it names
    /// that), which goes where its `otherwise` says.
    public var otherAnswer: String {
        let named = Set(session.currentStep?.outcomes?.on.map(\.event) ?? [])
        var name = "other"
        // At most one more try than the step has names.
        for number in 2...(named.count + 2) where named.contains(name) { name = "other-\(number)" }
        return name
    }

    /// The key help: while the session waits on the host's answer to a request, the answers to
    /// pick from (`location.request? 1 location.allowedOnce · … · 0 another`).
    public var keyHelp: String {
        guard let request = session.awaitedRequest, let answers else {
            // A cut text says how to read the rest.
            return presentation?.layout.content.isCut == true
                ? "PgUp/PgDn more · " + Self.keyHelp : Self.keyHelp
        }
        let choices = answers.enumerated().map { "\($0 + 1) \($1)" } + ["0 another"]
        return "\(request)? " + choices.joined(separator: " · ")
    }

    /// A click at `point` of the frame (the terminal's row 1 is the frame's row 0): on a button it
    /// presses it, on the spotlighted target it tells the session the target was tapped (a step
    /// that advances on ``Step/Advance/targetTapped`` goes on); anywhere else it does nothing.
    private func click(at point: Point) throws {
        guard let presentation else { return }
        let renderer = FrameRenderer(options: options)
        if let index = renderer.buttonFrames(for: presentation).firstIndex(where: { $0.contains(point) }) {
            try session.choose(buttonAt: index, origin: .button)
        } else if let target = presentation.target, target.contains(point) {
            try session.targetTapped()
        }
    }

    /// Whether a terminal of `size` shows the current step's frame, rather than the message that
    /// it is too small (or nothing, once the tutorial has ended).
    public func showsFrame(onTerminal size: Size) -> Bool {
        guard let needed = neededSize else { return false }
        return size.width >= needed.width && size.height >= needed.height
    }

    /// The lines to show on a terminal of `size`, the step settled: the caption, the frame and the
    /// key help, or a message when the terminal is too small for the screen.
    public func lines(forTerminal size: Size) -> [String] {
        guard let presentation, let needed = neededSize else { return [] }
        guard showsFrame(onTerminal: size) else { return Self.tooSmall(terminal: size, needed: needed) }
        let caption = FrameRenderer.caption(for: presentation)
        return [Canvas.truncate(caption, toWidth: size.width, ifLonger: true)]
            + renderer.render(presentation)
            + [Canvas.truncate(keyHelp, toWidth: size.width, ifLonger: true)]
    }

    /// The whole terminal of `size` at `now`: the caption, the frame (a transition's, while one is
    /// under way) and the key help, or the message that the terminal is too small. A change of step
    /// since the last call starts a transition (see ``animator``); ``nextFrame(after:)`` says when
    /// to draw again.
    public func canvas(forTerminal size: Size, at now: ContinuousClock.Instant) -> Canvas {
        var canvas = Canvas(size: size)
        guard let presentation, showsFrame(onTerminal: size) else {
            animator.show(nil, at: now)
            if let needed = neededSize {
                for (y, line) in Self.tooSmall(terminal: size, needed: needed).enumerated() {
                    canvas.write(line, at: Point(x: 0, y: y))
                }
            }
            return canvas
        }
        animator.show(presentation, at: now)
        let renderer = renderer
        let frame =
            animator.moment(at: now).map {
                renderer.canvas(for: $0.transition, to: presentation, at: $0.time)
            }
            ?? renderer.canvas(for: presentation)
        canvas.write(FrameRenderer.caption(for: presentation), at: .zero, maximumWidth: size.width)
        canvas.place(frame, at: Point(x: 0, y: 1))
        canvas.write(keyHelp, at: Point(x: 0, y: frame.size.height + 1), maximumWidth: size.width)
        return canvas
    }

    /// The renderer of the current step, the focus shown on its button.
    private var renderer: FrameRenderer {
        var renderer = FrameRenderer(options: options)
        renderer.focusedButton = focus.index(in: session.presentation)
        return renderer
    }

    /// When the next frame of a transition is due, after the one due at `now`; `nil` when none is
    /// under way (nothing changes until a key).
    public func nextFrame(after now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        animator.nextFrame(after: now)
    }

    /// The current step's screen with a line for the caption above and one for the key help below.
    private var neededSize: Size? {
        guard let screen = session.presentation?.screen.size else { return nil }
        return Size(width: screen.width, height: screen.height + 2)
    }

    /// The message shown instead of a frame that would not fit.
    public static func tooSmall(terminal: Size, needed: Size) -> [String] {
        [
            "The terminal is \(terminal.width)×\(terminal.height); this tutorial needs \(needed.width)×\(needed.height).",
            "Enlarge the window, or press q to quit.",
        ].map { Canvas.truncate($0, toWidth: max(1, terminal.width), ifLonger: true) }
    }
}
