import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit play FILE`: walks through a tutorial full-screen in the terminal.
enum PlayCommand {
    static let name = "play"
    static let summary = "walk through a tutorial in the terminal"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE")],
        about: """
            Shows the tutorial full-screen, one step at a time:
              → or Enter or Space   next (Enter and Space press the default button)
              ←                     back
              s                     skip this step
              1–9, or a click       press that button
              Tab, Shift-Tab        move the focus along the step's buttons; Enter presses it
              1–9, 0                while a button waits on the app's answer (location.request?), pick
                                    the answer: 1–9 those the step names, 0 one it does not
              a click on the target the step's target, for a step that goes on when it is tapped
                                    ("advanceOn": {"event": "targetTapped"})
              q or Esc              quit (recorded as dismissed; Esc after a pause of 0.1 s, as it
                                    also starts the arrows' escape sequences)
              PgUp, PgDn, the wheel a step whose text is cut to fit the screen (its last line ends
                                    in …): its text a page, or a line, up or down
              Ctrl-Z                suspend: the terminal is given back until 'fg', which draws the
                                    step again
            Moving to a step takes 200 ms, drawn at 30 frames a second: the spotlight moves to the new
            target, the box slides to its place, a list scrolls to the row, then the text shows. A key
            pressed meanwhile ends the movement at once and then acts; --reduce-motion leaves it out.
            The terminal needs two rows more than the step's screen, for the caption and the keys.
            With --screen-reader nothing is drawn: each step is written once as plain lines, in its
            language, its buttons numbered by their keys ("Buttons: 1 Back, 2 Next."), with no box,
            cursor movement or colour; a question to the app and its answer get a line each.
            While the terminal is too small for a step's screen, no key but q, Esc or Ctrl-C acts.
            The terminal is restored however play ends, mouse reporting switched off again: a signal
            that would end the process (SIGHUP, SIGTERM, SIGQUIT, …) ends the run as q does, and a
            crash (SIGSEGV, SIGABRT, …) restores the terminal before the process dies of it. SIGTSTP
            suspends as Ctrl-Z does. With --store PATH the run is recorded in that seen-state file
            (see 'tutorialkit seen'); with --events FILE its events are appended to FILE as event
            lines, for 'tutorialkit report'.
            """,
        after: """
            EXIT STATUS
              0  the tutorial ended
              1  the tutorial file is invalid
              2  the command was called wrongly, or not in a terminal (use 'tutorialkit preview')
            """
    ).text

    enum Options: CommandOptions {
        case store, root, ascii, color, locale, reduceMotion, theme, screenReader, events

        var option: Option {
            switch self {
            case .store: .store
            case .events:
                .value(
                    "--events", "FILE",
                    help: "append the run's events to FILE as event lines (tutorialkit report)")
            case .root: .root
            case .ascii: .ascii
            case .color: .color
            case .locale: .locale
            case .reduceMotion:
                .flag(
                    "--reduce-motion",
                    help:
                        "change steps at once, without moving (as TUTORIALKIT_REDUCE_MOTION set to anything "
                        + "but 0 does)")
            case .theme: .theme
            case .screenReader:
                .flag(
                    "--screen-reader",
                    help:
                        "write each step as plain lines a screen reader speaks, its buttons numbered; "
                        + "nothing drawn, moved or coloured")
            }
        }
    }

    static var command: Command { Command(name: name, summary: summary, run: run) }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError("play needs one FILE", command: name)
        }
        try TutorialArgument.check(file, command: name)
        let color = parsed.choice(.color, or: ColorChoice.auto)
        guard RawTerminal.isTerminal() else {
            throw UsageError(
                "play needs a terminal; to print the steps instead, run 'tutorialkit preview \(file)'",
                command: name)
        }
        guard let theme = try ThemeOption.theme(parsed.value(.theme), command: name, &output) else {
            return 1
        }
        let loaded = TutorialFile.load(path: file, screensRoot: parsed.value(.root))
        for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
        guard var tutorial = loaded.model?.tutorial else { return 1 }
        // A screen in points is drawn scaled into the terminal, less the caption's and keys' rows.
        let room = RawTerminal().size().map { Size(width: $0.width, height: max(1, $0.height - 2)) }
        let scale = tutorial.cellScale(fitting: room)
        if scale != .one {
            output.diagnostic(
                "\(file): note: the screen \"\(tutorial.screen?.id ?? "")\" is in points, shown at \(scale)")
            tutorial = tutorial.inCells(scale)
        }
        // Printed once the terminal is back, as all output is (it is buffered until the end).
        if let warning = LocaleOption.warning(parsed.value(.locale), for: tutorial) {
            output.diagnostic(warning)
        }

        let capabilities = TerminalCapabilities.current
        let options = FrameRenderer.Options(
            glyphs: parsed.has(.ascii) || capabilities.isDumb ? .ascii : .unicode,
            usesColor: capabilities.usesColor(color), theme: theme, colorDepth: capabilities.colorDepth)
        // From the first record in the store, a signal ends the run as quitting does.
        let signals: TerminalSignals
        do {
            signals = try TerminalSignals()
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        defer { signals.stop() }
        let player: Player
        do {
            player = try Player(
                tutorial: tutorial, locale: parsed.value(.locale), options: options,
                store: parsed.value(.store).map(JSONFileSeenStore.init(path:)),
                reducesMotion: parsed.has(.reduceMotion) || StepAnimator.environmentReducesMotion,
                layoutOptions: LayoutEngine.Options(
                    padding: theme.padding ?? LayoutEngine.Options.standard.padding),
                eventLog: parsed.value(.events).map(TutorialEventLog.init(path:)))
        } catch {
            output.diagnostic("\(file): error: \(error)")
            return 1
        }
        let terminal = RawTerminal()
        let screenReader = parsed.has(.screenReader)
        do {
            try terminal.enter(reportingMouse: !screenReader, fullScreen: !screenReader)
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        defer { terminal.restore() }
        let ending =
            screenReader
            ? ScreenReaderLoop(player: player, terminal: terminal, signals: signals, tutorial: tutorial).run()
            : PlayLoop(player: player, terminal: terminal, signals: signals).run()
        terminal.restore()
        switch ending {
        case .finished(let outcome):
            for error in player.storeErrors { output.diagnostic("tutorialkit: \(error)") }
            output.line("\(tutorial.id): \(outcome)")
            return player.storeErrors.isEmpty ? 0 : 1
        case .failed(let message):
            output.diagnostic("\(file): error: \(message)")
            return 1
        }
    }
}
