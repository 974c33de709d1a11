import ParkFinderCore
import TutorialKit
import TutorialKitTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// parkfinder: nearby parks in the terminal. Full screen; q or Ctrl-C quits, and every way out
// (a signal too) puts the terminal back as it was.

guard RawTerminal.isTerminal() else {
    print("parkfinder: run it in a terminal")
    exit(2)
}

let terminal = RawTerminal()
let signals: TerminalSignals
do {
    signals = try TerminalSignals()
    try terminal.enter(reportingMouse: true)
} catch {
    print("parkfinder: \(error)")
    exit(1)
}

var state = ParkFinderState()
var decoder = AppInputDecoder()
var running = true

while running {
    let size = terminal.size() ?? (80, 24)
    let current = ParkFinderLayout(size: Size(width: size.width, height: size.height))
    terminal.draw(ParkFinderView.draw(state, current).lines(colored: true))
    var polled = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&polled, 2, decoder.isWaiting ? 50 : -1)
    if ready == 0 {
        for input in decoder.timedOut() where state.handle(input, listRows: current.listRows).contains(.quit)
        {
            running = false
        }
        continue
    }
    if polled[1].revents & Int16(POLLIN) != 0 {
        var number: UInt8 = 0
        if read(signals.readEnd, &number, 1) == 1, Int32(number) != SIGWINCH { running = false }
    }
    if polled[0].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 { running = false }
        for input in decoder.decode(Array(buffer.prefix(max(0, count))))
        where state.handle(input, listRows: current.listRows).contains(.quit) {
            running = false
        }
    } else if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 {
        running = false
    }
}

terminal.restore()
signals.stop()
