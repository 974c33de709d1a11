import Foundation
import ParkFinderCore
import TutorialKit
import TutorialKitBundles
import TutorialKitTerminal

// parkfinder: nearby parks in the terminal, with tours to start. Full screen; q or Ctrl-C quits,
// and every way out (a signal too) puts the terminal back as it was; Ctrl-Z suspends until `fg`.

let options: ParkFinderOptions
do {
    options = try ParkFinderOptions(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("parkfinder: \(error)\n".utf8))
    exit(2)
}
// The tours' store, and where newer tours come from.
let tourUpdates: TourUpdates
do {
    try FileManager.default.createDirectory(atPath: options.stateFolder, withIntermediateDirectories: true)
    tourUpdates = try TourUpdates(
        stateFolder: options.stateFolder, url: options.toursURL, timeout: options.toursTimeout)
} catch {
    FileHandle.standardError.write(Data("parkfinder: \(error)\n".utf8))
    exit(1)
}

/// The outcome of a check made now, waited for: the app's loop has not started.
func checkToursNow() -> Result<BundleUpdate, BundleUpdateError> {
    final class Outcome: @unchecked Sendable { var result: Result<BundleUpdate, BundleUpdateError>? }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let now = options.clock.now()
    Task.detached {
        outcome.result = await tourUpdates.check(now: now)
        done.signal()
    }
    done.wait()
    return outcome.result ?? .success(.busy)
}

switch options.action {
case .run: break
case .updateTours:
    let result = checkToursNow()
    let line = TourUpdates.describe(result, installed: tourUpdates.store.installed?.version)
    if case .failure = result {
        FileHandle.standardError.write(Data("parkfinder: \(line)\n".utf8))
        exit(1)
    }
    print(line)
    exit(0)
case .rollbackTours:
    do {
        let version = try tourUpdates.store.rollback()
        print(
            version.map { "rolled the tours back to version \($0)" }
                ?? "rolled the tours back to the built-in ones")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("parkfinder: \(error)\n".utf8))
        exit(1)
    }
}

guard RawTerminal.isTerminal() else {
    FileHandle.standardError.write(Data("parkfinder: run it in a terminal\n".utf8))
    exit(2)
}

let terminal = RawTerminal()
@MainActor func terminalSize() -> Size {
    let size = terminal.size() ?? (80, 24)
    return Size(width: size.width, height: size.height)
}

let app: ParkFinderApp
let signals: TerminalSignals
do {
    let clock = options.clock
    app = try ParkFinderApp(
        size: terminalSize(), store: JSONFileSeenStore(path: options.storePath), clock: clock,
        profile: ParkFinderProfile.loadOrCreate(in: options.stateFolder, now: clock.now()),
        profileFolder: options.stateFolder,
        analyticsLog: AnalyticsLog(folder: options.stateFolder), reducesMotion: options.reducesMotion,
        locale: options.locale,
        colorDepth: .of(
            term: ProcessInfo.processInfo.environment["TERM"],
            colorTerm: ProcessInfo.processInfo.environment["COLORTERM"]),
        tourUpdates: tourUpdates)
    signals = try TerminalSignals()
    // A screen reader reads lines as they come: no full screen, no mouse.
    try terminal.enter(reportingMouse: !options.screenReader, fullScreen: !options.screenReader)
} catch {
    FileHandle.standardError.write(Data("parkfinder: \(error)\n".utf8))
    exit(1)
}

// Newer tours are fetched while the app runs, and used from the next tour on.
app.checkForNewTours()

var decoder = AppInputDecoder()
var escapeDeadline = ContinuousClock.now
var running = true

/// The lines said last, in `--screen-reader`: only a line that is not among them is said.
var said: [String] = []

/// Says what changed since the app last spoke, each line with its control characters shown as
/// `?`: a tour's words must not reach the terminal as a command.
@MainActor func speak() {
    // At least the size the app is laid out for, whatever the terminal says: nothing is drawn.
    let size = terminalSize()
    let lines = app.speech(
        size: Size(
            width: max(size.width, ParkFinderLayout.minimumSize.width),
            height: max(size.height, ParkFinderLayout.minimumSize.height)))
    for line in lines where !said.contains(line) {
        terminal.writeLine(
            String(
                String.UnicodeScalarView(
                    line.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 })))
    }
    said = lines
}

while running {
    let size = terminalSize()
    if options.screenReader {
        speak()
    } else if size.width < ParkFinderLayout.minimumSize.width
        || size.height < ParkFinderLayout.minimumSize.height
    {
        // Drawn at its smallest it would not fit: say so, as `play` does, until the window grows.
        terminal.draw(Player.tooSmall(terminal: size, needed: ParkFinderLayout.minimumSize))
    } else {
        // Only what changed since the last frame is written (a transition's frames too).
        terminal.draw(app.frame(size: size, at: .now), colored: true)
    }
    var polled = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: tourUpdates.wakeUp.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    // A lone escape is Esc once the library's pause for the rest of a sequence has passed; a
    // transition's next frame is drawn when it is due.
    let deadline = [
        decoder.isWaiting ? escapeDeadline : nil, options.screenReader ? nil : app.nextFrame(after: .now),
    ].compactMap { $0 }.min()
    let ready = poll(&polled, 3, RawTerminal.pollTimeout(until: deadline))
    if ready == 0 {
        if decoder.isWaiting, ContinuousClock.now >= escapeDeadline {
            for input in decoder.timedOut() where !app.handle(input) { running = false }
        }
        continue
    }
    if polled[2].revents & Int16(POLLIN) != 0 {
        app.tourCheckEnded()
    }
    if polled[1].revents & Int16(POLLIN) != 0 {
        var number: UInt8 = 0
        if read(signals.readEnd, &number, 1) == 1 {
            do {
                switch Int32(number) {
                case SIGWINCH: if !options.screenReader { terminal.redrawAll() }
                // Given back until `fg`, then drawn whole.
                case SIGTSTP: try terminal.suspend()
                case SIGCONT: try terminal.resume()
                default: running = false
                }
            } catch {
                running = false
            }
        }
    }
    if polled[0].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 { running = false }
        for input in decoder.decode(Array(buffer.prefix(max(0, count)))) {
            if input == .suspend {
                // Raw mode reads Ctrl-Z as a key: it suspends as the terminal would have.
                do { try terminal.suspend() } catch { running = false }
            } else if !app.handle(input) {
                running = false
            }
        }
        // The pause that makes a lone Esc the Esc key runs from the last byte.
        if decoder.isWaiting { escapeDeadline = .now + KeyDecoder.escapeDelay }
    } else if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 {
        running = false
    }
}

// However the app ends (q, a signal, the terminal gone), a tour under way is left, not closed.
app.onboarding.appWillQuit()
terminal.restore()
signals.stop()
