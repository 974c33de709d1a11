import Foundation
import Testing
import TutorialKit

#if canImport(Glibc)
    import Glibc
#endif

/// The app as a user runs it: on a terminal, with keys, a resize and signals, its state in a
/// folder of its own; after each run the terminal is as it was and the store reads back.
@Suite(.serialized) final class ParkFinderTerminalTests {
    let folder: URL
    static let firstDay = "2026-11-24T10:00:00Z"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parkfinder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func launch(now: String = firstDay, columns: UInt16 = 80, rows: UInt16 = 24) throws -> PseudoTerminalApp {
        let app = try PseudoTerminalApp(["--state", folder.path, "--now", now], columns: columns, rows: rows)
        #expect(app.waitFor("Park Finder"))
        return app
    }

    /// Esc alone: the app tells it from an arrow's escape sequence by the pause after it.
    func escape(_ app: PseudoTerminalApp) {
        app.send("\u{1B}")
        app.pump(milliseconds: 200)
    }

    func quit(_ app: PseudoTerminalApp) {
        app.send("q")
        #expect(app.waitForExit() == 0)
        #expect(app.modesRestored)
    }

    var store: JSONFileSeenStore { JSONFileSeenStore(path: folder.appendingPathComponent("seen.json").path) }

    @Test func theFirstLaunchShowsTheTourAndTheSecondNone() throws {
        let app = try launch()
        #expect(app.waitFor("Welcome to Park Finder"))
        app.send("\u{1B}[C")
        #expect(app.waitFor("Press / and type"))
        app.send("\u{1B}[C")
        #expect(app.waitFor("nearest park comes first"))
        app.send("\r")
        #expect(app.waitFor("directions to it"))
        app.send("\u{1B}[C")
        #expect(app.waitFor("Photos of the park"))
        #expect(app.waitFor("Photo 5"), "the carousel scrolled to the photo")
        app.send("\u{1B}[C")
        app.pump()
        escape(app)
        #expect(app.waitFor("press l to sort"))
        app.send("l")
        #expect(app.waitFor("Why your location?"))
        app.send("\u{1B}[C")
        #expect(app.waitFor("to use your location?"))
        app.send("\r")
        #expect(app.waitFor("Distances are now from"))
        app.send("\r")
        app.pump()
        quit(app)
        #expect(try store.record(for: "first-launch")?.status == .completed)

        let again = try launch(now: "2026-11-25T10:00:00Z")
        for _ in 0..<5 { again.pump() }
        #expect(again.occurrences(of: "Welcome") == 0)
        quit(again)
    }

    /// `--screen-reader`: the app and its tour as plain lines, walked with number keys and with
    /// Tab and Enter, with no escape sequence at all (no cursor motion, no colour, no full screen)
    /// and no box drawing; the store records the tour completed.
    @Test func theScreenReaderModeSpeaksTheTourInPlainLines() throws {
        let app = try PseudoTerminalApp(["--state", folder.path, "--now", Self.firstDay, "--screen-reader"])
        func heard(_ text: String) -> Bool { app.waitUntil { $0.output.contains(text) } }
        #expect(heard("Park Finder, 300 parks nearby"))
        #expect(heard("Step 1 of 8, \"Welcome to Park Finder\""))
        #expect(heard("Buttons: 1 Next."))
        app.send("1")
        #expect(heard("Step 2 of 8: Press / and type"))
        app.send("\t")
        #expect(heard("\n1 Back"))
        app.send("\t")
        #expect(heard("\n2 Next"))
        #expect(!app.output.contains("\n2 Next ›"), "the focused button, said without its chevron")
        app.send("\r")
        #expect(heard("Step 3 of 8"))
        // The step waits for the app: Enter opens the park.
        app.send("\r")
        #expect(heard("Oak Park. Address"))
        #expect(heard("Step 4 of 8"))
        app.send("2")
        #expect(heard("Step 5 of 8: Photos of the park"))
        app.send("2")
        #expect(heard("The tour continues on the list of parks."))
        escape(app)
        #expect(heard("Step 6 of 8"))
        app.send("l")
        #expect(heard("Step 7 of 8, \"Why your location?\""))
        app.send("1")
        #expect(heard("Choices: 1 Allow Once, 2 Allow While Using App, 3 Don't Allow."))
        app.send("2")
        #expect(heard("Location on: distances are from where you are."))
        #expect(heard("Step 8 of 8: Distances are now from where you are."))
        app.send("1")
        #expect(heard("The tour is over."))
        quit(app)
        // Each line once: nothing said again that did not change.
        #expect(app.occurrences(of: "Step 2 of 8") == 1)
        #expect(app.occurrences(of: "Park Finder, 300 parks nearby") == 2, "on the list, and back on it")
        #expect(!app.output.contains("\u{1B}"), "no escape sequence")
        #expect(
            !app.output.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "no box drawing")
        #expect(try store.record(for: "first-launch")?.status == .completed)
    }

    @Test func theRatePromptAfterThreeParksADayLaterAndNotTheNext() throws {
        let first = try launch()
        #expect(first.waitFor("Welcome to Park Finder"))
        escape(first)
        quit(first)

        func openDirectionsForThreeParks(_ app: PseudoTerminalApp) {
            for _ in 0..<3 {
                app.send("\r")
                #expect(app.waitFor("Directions ›"))
                app.send("\r")
                // The prompt moves in over 200 ms; its text shows at the end.
                if app.waitFor("Enjoying Park Finder?", within: 0.6) { return }
                escape(app)
                app.send("\u{1B}[B")
                app.pump()
            }
        }
        let later = try launch(now: "2026-12-25T10:00:00Z")
        openDirectionsForThreeParks(later)
        #expect(later.waitFor("Enjoying Park Finder?"))
        // A tour of one step: no "1 of 1" in its box.
        #expect(!later.screen().contains { $0.contains("1 of 1") })
        escape(later)
        quit(later)
        #expect(try store.record(for: "rate-the-app")?.timesShown == 1)

        let nextDay = try launch(now: "2026-12-26T10:00:00Z")
        openDirectionsForThreeParks(nextDay)
        #expect(!nextDay.waitFor("Enjoying Park Finder?", within: 0.6))
        quit(nextDay)
    }

    @Test func aResizeInTheMiddleOfATourRedrawsIt() throws {
        let app = try launch()
        app.send("\u{1B}[C")
        #expect(app.waitFor("Press / and type"))
        let drawnWhole = app.occurrences(of: "\u{1B}[2J")
        app.resize(columns: 100, rows: 30)
        // A new size is drawn whole, not as a difference.
        #expect(app.waitUntil { $0.occurrences(of: "\u{1B}[2J") > drawnWhole })
        for _ in 0..<5 { app.pump() }
        // The last frame, whole: as many lines as the terminal has now.
        let frame = try #require(app.output.components(separatedBy: "\u{1B}[2J").last)
        #expect(frame.contains("Press / and type"))
        #expect(frame.components(separatedBy: "\r\n").count == 30)
        quit(app)
    }

    @Test func theWheelScrollsTheList() throws {
        let app = try launch()
        #expect(app.waitFor("Welcome to Park Finder"))
        escape(app)
        // Two notches down, as a terminal reports them with the mouse on.
        app.send("\u{1B}[<65;10;10M\u{1B}[<65;10;10M")
        #expect(
            app.waitUntil { $0.screen(columns: 80, rows: 24)[4].contains("Hilltop Park") }, "six parks down")
        quit(app)
    }

    /// Ctrl-Z stops the app with the terminal given back; `fg` (SIGCONT) takes it again and draws
    /// the frame whole, on an alternate screen that starts blank.
    @Test(arguments: ["Ctrl-Z", "SIGTSTP"])
    func suspendingGivesTheTerminalBackUntilItContinues(way: String) throws {
        let app = try launch()
        #expect(app.waitFor("Welcome to Park Finder"))
        if way == "Ctrl-Z" { app.send("\u{1A}") } else { app.signal(SIGTSTP) }
        #expect(app.waitForStop() == SIGTSTP)
        #expect(app.modesRestored)
        #expect(app.editsLines)
        #expect(app.output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"))
        let entered = app.occurrences(of: "\u{1B}[?1049h")
        app.signal(SIGCONT)
        #expect(app.waitUntil { $0.occurrences(of: "\u{1B}[?1049h") > entered })
        // The tour's box and the app under it.
        #expect(app.waitFor("Welcome to Park Finder"))
        #expect(app.waitFor("Oak"))
        #expect(app.output.components(separatedBy: "\u{1B}[?1049h").last?.contains("\u{1B}[?1000h") == true)
        #expect(!app.editsLines, "raw again")
        // The tour goes on where it was.
        app.send("\u{1B}[C")
        #expect(app.waitFor("Press / and type"))
        quit(app)
    }

    @Test(arguments: ["q", "Ctrl-C", "SIGTERM"])
    func everyWayOutRestoresTheTerminalAndKeepsTheStore(way: String) throws {
        let app = try launch()
        #expect(app.waitFor("Welcome to Park Finder"))
        switch way {
        case "q": app.send("q")
        case "Ctrl-C": app.send("\u{03}")
        default: app.signal(SIGTERM)
        }
        #expect(app.waitForExit() == 0)
        #expect(app.exit?.signal == nil)
        #expect(app.modesRestored)
        #expect(
            app.output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"),
            "mouse off, cursor back")
        // Left on its first step — abandoned, not closed by the user — the tour resumes there at
        // the next launch.
        let record = try #require(try store.allRecords()["first-launch"])
        #expect(record.status == .abandoned)
        #expect(record.lastStep == "welcome")
    }
}
