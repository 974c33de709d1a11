import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `play --screen-reader`: the tour as lines a screen reader speaks in order — each step once, as
/// the transcript says it, its buttons numbered by the key that presses them — and nothing else:
/// no box drawing, no cursor movement, no colour, nothing written again that did not change. Keys
/// are read one at a time as in `play`; Tab says which button has the focus, and a request to the
/// host says its question when it is asked and the answer when it is given.
struct ScreenReaderLoop {
    let player: Player
    let terminal: RawTerminal
    let signals: TerminalSignals
    let tutorial: Tutorial

    /// Room for any step's screen: the player acts on a key only when its frame would fit.
    private let room = Size(width: 100_000, height: 100_000)

    func run() -> PlayLoop.Ending {
        var input = TerminalInput(signals: signals)
        var said = Said()
        say(&said)
        while !player.session.isFinished {
            let keys: [Key]
            let event = input.wait(until: nil) { number in
                // Nothing is drawn, so a resize changes nothing.
                try TerminalInput.act(on: number, terminal: terminal, session: player.session)
            }
            switch event {
            case .keys(let pressed): keys = pressed
            case .ended:
                player.session.dismiss(origin: .hostAPI)
                keys = []
            case .failed(let message): return .failed(message)
            }
            for key in keys where !player.session.isFinished {
                do {
                    if key == .suspend {
                        try terminal.suspend()
                        continue
                    }
                    let answer = answer(for: key)
                    let focused = player.focus.index(in: player.presentation)
                    try player.handle(key, onTerminal: room)
                    if let answer, player.session.awaitedRequest == nil { say(answer) }
                    // The focus is said when it moved; while an answer is awaited it does not.
                    if focused != player.focus.index(in: player.presentation) { sayFocus() }
                } catch {
                    return .failed("\(error)")
                }
                say(&said)
            }
        }
        if case .finished(let outcome) = player.session.state { return .finished(outcome) }
        return .failed("the input ended")
    }

    /// What has been said: the step and the request, so that nothing is said twice.
    private struct Said {
        var step: (index: Int, id: String)?
        var request: String?
    }

    /// Says what changed since `said`: a step shown, a question asked of the host.
    private func say(_ said: inout Said) {
        if let presentation = player.presentation,
            said.step?.index != presentation.index || said.step?.id != presentation.step.id
        {
            said.step = (presentation.index, presentation.step.id)
            terminal.writeLine(
                Transcript.describe(
                    presentation, strings: tutorial.standardStrings, defaultLocale: tutorial.defaultLocale,
                    numberingButtons: true))
        }
        let request = player.session.awaitedRequest
        if request != said.request, request != nil {
            // The wait starts: the question and the answers, by their keys.
            say(player.keyHelp)
        }
        said.request = request
    }

    /// The focused button, with its key when it has one: `2 Next`.
    private func sayFocus() {
        guard let presentation = player.presentation, let index = player.focus.index(in: presentation),
            presentation.layout.footer.buttons.indices.contains(index)
        else { return }
        let title = Transcript.spokenTitle(presentation.layout.footer.buttons[index])
        say(index < 9 ? "\(index + 1) \(title)" : title)
    }

    /// Writes `line`, a file's words among it, with its control characters escaped: a name or a
    /// title in a tutorial must not reach the terminal as a command.
    private func say(_ line: String) {
        terminal.writeLine(TerminalSafeText.escaped(line))
    }

    /// The answer to the host's request that `key` gives, if it gives one: the wait's end.
    private func answer(for key: Key) -> String? {
        guard player.session.awaitedRequest != nil else { return nil }
        let answers =
            (player.session.currentStep?.outcomes?.on.map(\.event)).map { Array($0.prefix(9)) } ?? []
        switch key {
        case .button(let index) where answers.indices.contains(index): return answers[index]
        case .otherAnswer: return player.otherAnswer
        default: return nil
        }
    }
}
