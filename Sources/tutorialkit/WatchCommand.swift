import TutorialKit
import TutorialKitStoryboard
import TutorialKitTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit watch FILE`: a step drawn full screen, drawn again at each save of the tutorial,
/// its screens or a theme beside it, with `validate`'s diagnostics below.
enum WatchCommand {
    static let name = "watch"
    static let summary = "draw a step full screen and again at each save, with validate's diagnostics"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE")],
        about: """
            Draws a step of the tutorial full screen, as preview draws it, and draws it again within
            a fifth of a second of each save of the tutorial, the screens and themes in its folder
            (an editor that saves by writing a new file and renaming it is followed). Below it,
            validate's diagnostics; while the file has errors the last good frame stays. Left and
            right arrows move between the steps; q, Esc or Ctrl-C quits, and every way out gives
            the terminal back as it was.
            """,
        after: """
            EXIT STATUS
              0  quit
              1  the tutorial never loaded, or the terminal failed
              2  the command was called wrongly
            """
    ).text

    enum Options: CommandOptions {
        case step, root, storyboard

        var option: Option {
            switch self {
            case .step:
                .value("--step", "ID|N", help: "start at the step with this id, or the N-th step (from 1)")
            case .root: .root
            case .storyboard:
                .value(
                    "--storyboard", "OUT.html",
                    help: "also write the storyboard page to OUT.html at each save")
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
            throw UsageError("watch needs one FILE", command: name)
        }
        try TutorialArgument.check(file, command: name)
        guard RawTerminal.isTerminal() else {
            throw UsageError(
                "watch needs a terminal; to print the steps instead, run 'tutorialkit preview \(file)'",
                command: name)
        }
        var view = WatchView(file: file, root: parsed.value(.root), storyboard: parsed.value(.storyboard))
        view.reload()
        if let step = parsed.value(.step) { view.select(step) }
        let signals: TerminalSignals
        do {
            signals = try TerminalSignals()
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        defer { signals.stop() }
        let terminal = RawTerminal()
        do {
            try terminal.enter()
        } catch {
            output.diagnostic("tutorialkit: \(error)")
            return 1
        }
        defer { terminal.restore() }
        let watch = FileWatch(view.watchedPaths)
        var input = TerminalInput(signals: signals)
        var quit = false
        var failure: String?
        func draw() {
            let size = terminal.size() ?? (80, 24)
            terminal.draw(view.lines(width: size.width, height: size.height))
        }
        draw()
        while !quit {
            let event = input.wait(until: .now + .milliseconds(100), also: watch.descriptor) { number in
                switch number {
                case SIGWINCH: draw()
                case SIGTSTP: try terminal.suspend()
                case SIGCONT:
                    try terminal.resume()
                    draw()
                default: quit = true
                }
            }
            switch event {
            case .keys(let keys):
                for key in keys {
                    switch key {
                    case .quit, .interrupt: quit = true
                    case .suspend: try? terminal.suspend()
                    case .left: view.move(by: -1)
                    case .right, .confirm: view.move(by: 1)
                    default: continue
                    }
                }
                if !keys.isEmpty { draw() }
            case .ended: quit = true
            case .failed(let message):
                failure = message
                quit = true
            }
            let told = watch.drain()
            if !quit, watch.changed(watching: view.watchedPaths) || told {
                view.reload()
                // What the reload named (a screen added) is watched from now on.
                _ = watch.changed(watching: view.watchedPaths)
                draw()
            }
        }
        terminal.restore()
        if let failure {
            output.diagnostic("\(file): error: \(failure)")
            return 1
        }
        return view.hasLoaded ? 0 : 1
    }
}
