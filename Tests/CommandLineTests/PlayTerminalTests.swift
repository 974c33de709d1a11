import Foundation
import TestSupport
import Testing
import TutorialKit

#if canImport(Glibc)
    import Glibc
#endif

/// `tutorialkit play` driven through a pseudo-terminal: keystrokes in, frames out, and the
/// terminal's modes restored afterwards.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.run)) struct PlayTerminalTests {
    @Test func keysMoveThroughTheStepsAndQuitRestoresTheTerminal() throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        #expect(play.waitFor("Step 1 of 3 · label · bottom"))
        #expect(play.output.contains("\u{1B}[?1049h"), "switches to the alternate screen")
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 2 of 3 · frame · right-start"))
        play.send("\u{1B}[D")
        #expect(play.waitFor("Step 1 of 3 · label · bottom"))
        play.send("s")
        #expect(play.waitFor("Step 2 of 3 · frame · right-start"))
        play.resize(columns: 50, rows: 20)
        #expect(play.waitFor("The terminal is 50×20; this tutorial needs 60×26."))
        play.resize(columns: 80, rows: 30)
        #expect(play.waitFor("Step 2 of 3 · frame · right-start"))
        play.send("q")
        #expect(play.waitFor("tutorial-kit-demo: dismissed at \"frame\""))
        #expect(play.waitForExit() == 0)
        #expect(play.output.contains("\u{1B}[?1049l"), "leaves the alternate screen")
        #expect(play.modesRestored)
    }

    @Test func aClickPressesAButtonAndMouseReportingEndsWithPlay() throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        #expect(play.waitFor("[ Next › ]"))
        #expect(play.output.contains("\u{1B}[?1000h\u{1B}[?1006h"), "reports the mouse, in SGR form")
        var screen = TerminalScreenModel(size: Size(width: 300, height: 100))
        screen.receive(play.output)
        let lines = screen.text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("[ Next › ]") })
        let column = try #require(lines[row].range(of: "[ Next › ]")).lowerBound
        let x = lines[row].distance(from: lines[row].startIndex, to: column)
        // A press and its release, at 1-based positions, on the button's "N".
        play.send("\u{1B}[<0;\(x + 3);\(row + 1)M\u{1B}[<0;\(x + 3);\(row + 1)m")
        #expect(play.waitFor("Step 2 of 3 · frame"))
        play.signal(SIGTERM)
        #expect(play.waitForExit() == 0)
        let after = try #require(play.output.components(separatedBy: "\u{1B}[?1006l\u{1B}[?1000l").last)
        #expect(after.contains("dismissed at \"frame\""), "reporting off before the last words")
        #expect(play.modesRestored)
    }

    /// Walks the rate-app tour with Enter alone, the default button of each step, to its end.
    static func pressEnterToTheEnd(_ play: PseudoTerminalPlay) {
        #expect(play.waitFor("Step 1 of 2"))
        play.send("\r")
        #expect(play.waitFor("Step 2 of 2"))
        play.send("\r")
        #expect(play.waitFor("rate-the-app: completed"))
        #expect(play.waitForExit() == 0)
    }

    @Test func enterPressesTheDefaultButtonToTheEnd() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/rate-app/rate-app.tutorial.json")
        Self.pressEnterToTheEnd(play)
        #expect(play.modesRestored)
    }

    /// `play --events FILE` appends the run's event lines, which `report` reads back.
    @Test func eventsOfARunWalkedByHandAreReported() throws {
        let scratch = try Scratch()
        let events = scratch.path("events.jsonl")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/rate-app/rate-app.tutorial.json", extra: ["--events", events])
        Self.pressEnterToTheEnd(play)
        let kinds = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map {
            try TutorialEvent.parse(line: $0).get().kind.rawValue
        }
        #expect(
            kinds == ["started", "shown", "button", "advanced", "shown", "button", "advanced", "completed"])
        let report = try ToolRunner.run(["report", events])
        #expect(report.status == 0)
        #expect(report.standardOutput.hasPrefix("rate-the-app (content version 1): 1 start\n"))
        #expect(report.standardOutput.contains("endings: completed 1 (100%)"))
    }

    /// The keyboard alone: Tab moves a visible focus along a step's buttons and Enter presses it.
    @Test func tabAndEnterWalkTheTourAndTheStoreRecordsTheEnding() throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/rate-app/rate-app.tutorial.json", extra: ["--store", store])
        #expect(play.waitFor("Step 1 of 2"))
        play.send("\t")
        #expect(play.waitFor("[>Next"))
        play.send("\r")
        #expect(play.waitFor("Step 2 of 2"))
        // Not now, Not really, Rate: Tab focuses Not now, Shift-Tab goes round to Rate and back
        // to Not now, whose Enter skips the tour (not Rate, the default).
        play.send("\t")
        #expect(play.waitFor("[>Not now<]"))
        play.send("\u{1B}[Z")
        #expect(play.waitFor("[>Rate<]"))
        play.send("\t")
        #expect(play.waitFor("[>Not now<]"))
        play.send("\r")
        #expect(play.waitFor("rate-the-app: skipped at \"stars\""))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
        let record = try #require(try JSONFileSeenStore(path: store).record(for: "rate-the-app"))
        #expect(record.status == .skipped && record.lastStep == "stars", "\(record)")
    }

    /// `play --screen-reader`: plain lines, each step once, no box drawing, cursor motion or
    /// colour; walked with the number keys, and with Tab and Enter.
    @Test(arguments: [["1", "3"], ["\t", "\r", "\u{1B}[Z", "\r"]])
    func aScreenReaderHearsEachStepOnceInPlainLines(keys: [String]) throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/rate-app/rate-app.tutorial.json",
            extra: ["--screen-reader", "--store", store])
        #expect(play.waitFor("Step 1 of 2"))
        #expect(play.output.contains("Buttons: 1 Next"))
        for key in keys {
            play.send(key)
            if key == "\t" { #expect(play.waitFor("\n1 Next")) }
            if key == "\u{1B}[Z" { #expect(play.waitFor("\n3 Rate")) }
            if key == "1" || (key == "\r" && !play.output.contains("Step 2 of 2")) {
                #expect(play.waitFor("Buttons: 1 Not now, 2 Not really, 3 Rate"))
            }
        }
        #expect(play.waitFor("rate-the-app: completed"))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
        // Nothing but text: no escape sequence (cursor motion, colour, the alternate screen), no
        // box drawing, and each step said once.
        #expect(!play.output.contains("\u{1B}"))
        #expect(!play.output.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) })
        #expect(play.output.components(separatedBy: "Step 2 of 2").count == 2)
        let record = try #require(try JSONFileSeenStore(path: store).record(for: "rate-the-app"))
        #expect(record.status == .completed)
    }

    /// A name from the file reaches the screen reader's lines escaped, never as a command.
    @Test func aScreenReaderLineEscapesWhatTheFileNames() throws {
        let scratch = try Scratch()
        let folder = TestPaths.repository.appendingPathComponent("Tutorials/grocery-signup")
        for name in ["signup.screen.json", "cities.screen.json"] {
            try FileManager.default.copyItem(
                atPath: folder.appendingPathComponent(name).path, toPath: scratch.path(name))
        }
        let original = try String(
            contentsOf: folder.appendingPathComponent("grocery-signup.tutorial.json"), encoding: .utf8)
        // The request's name carries an escape sequence (red text), which validate lets through.
        let hostile = original.replacingOccurrences(
            of: "\"location.request\"", with: #""loc\u001b[31mation""#)
        try hostile.write(toFile: scratch.path("hostile.tutorial.json"), atomically: true, encoding: .utf8)
        let play = try PseudoTerminalPlay(
            tutorial: scratch.path("hostile.tutorial.json"), extra: ["--screen-reader", "--locale", "en"])
        #expect(play.waitFor("Step 1 of 3"))
        play.send("1")
        #expect(play.waitFor("Step 2 of 3"))
        // Allow asks the app: its question is a line of its own.
        play.send("2")
        #expect(play.waitFor("? 1 location.allowedOnce"))
        play.send("q")
        #expect(play.waitForExit() == 0)
        #expect(!play.output.contains("\u{1B}"), "no escape byte reached the terminal")
        #expect(play.output.contains("loc\\e[31mation? 1 location.allowedOnce"), "the question, escaped")
    }

    @Test func controlCRestoresTheTerminal() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        play.send("\u{03}")
        #expect(play.waitFor("park-finder-tour: dismissed at \"map\""))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    /// Ctrl-Z (a byte in raw mode) and SIGTSTP stop `play` with the terminal given back, as
    /// `less` does; continued, it takes the terminal again and draws the frame whole.
    @Test(arguments: ["Ctrl-Z", "SIGTSTP"])
    func suspendingGivesTheTerminalBackUntilItContinues(way: String) throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        #expect(play.waitFor("Step 1 of 3 · label · bottom"))
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 2 of 3 · frame · right-start"))
        if way == "Ctrl-Z" { play.send("\u{1A}") } else { play.signal(SIGTSTP) }
        #expect(play.waitForStop() == SIGTSTP)
        #expect(play.modesRestored, "the shell's modes while stopped")
        #expect(play.editsLines)
        #expect(
            play.output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"),
            "mouse off, cursor shown, main screen: \(play.output.suffix(80).debugDescription)")
        let entered = play.occurrences(of: "\u{1B}[?1049h")
        play.signal(SIGCONT)
        // Back on a new alternate screen, which starts blank: the whole frame must be drawn on it.
        #expect(play.waitFor("[ Next › ]"))
        #expect(play.occurrences(of: "\u{1B}[?1049h") > entered)
        #expect(play.output.components(separatedBy: "\u{1B}[?1049h").last?.contains("\u{1B}[?1000h") == true)
        #expect(play.shows("Step 2 of 3 · frame · right-start"))
        #expect(play.shows("q quit"))
        #expect(!play.editsLines, "raw again")
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 3 of 3"))
        play.send("q")
        #expect(play.waitFor("tutorial-kit-demo: dismissed at"))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    /// A crash puts the terminal back before the process dies of its signal; the Swift runtime's
    /// crash report, where it is on, comes after it, on the main screen.
    @Test(arguments: [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE])
    func aCrashRestoresTheTerminalAndDiesOfTheSignal(number: Int32) throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json",
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(play.waitFor("Step 1 of 3"))
        play.signal(number)
        #expect(play.waitForExit() == nil)
        #expect(play.exit?.signal == number)
        #expect(play.modesRestored)
        #expect(play.output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test func theCrashReportFollowsTheRestoredTerminal() throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json",
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,symbolicate=off"])
        #expect(play.waitFor("Step 1 of 3"))
        play.signal(SIGABRT)
        #expect(play.waitForExit() == nil)
        #expect(play.exit?.signal == SIGABRT)
        #expect(play.modesRestored)
        let after = play.output.components(separatedBy: "\u{1B}[?1049l").dropFirst().last
        #expect(after?.contains("Program crashed") == true, "\(play.output.suffix(300))")
    }

    @Test func terminateSignalRestoresTheTerminal() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        play.signal(SIGTERM)
        #expect(play.waitFor("park-finder-tour: dismissed at \"map\""))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    @Test func theRunIsRecordedInTheStore() throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/rate-app/rate-app.tutorial.json", extra: ["--store", store])
        #expect(play.waitFor("Step 1 of 2"))
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 2 of 2"))
        play.send("1")
        #expect(play.waitFor("rate-the-app: skipped at \"stars\""))
        #expect(play.waitForExit() == 0)
        let record = try #require(try JSONFileSeenStore(path: store).record(for: "rate-the-app"))
        #expect(record.status == .skipped)
        #expect(record.lastStep == "stars")
        #expect(record.timesShown == 1)
    }

    @Test func aTerminalTooSmallForTheFrameTakesNoKeyButQuit() throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/rate-app/rate-app.tutorial.json", extra: ["--store", store], columns: 40,
            rows: 10)
        #expect(play.waitFor("The terminal is 40×10"))
        // Enter twice would complete the tutorial; nothing of it is on the screen.
        play.send("\r\r\r \u{1B}[Cs1")
        play.send("q")
        #expect(play.waitFor("rate-the-app: dismissed at \"thanks\""))
        #expect(play.waitForExit() == 0)
        let record = try #require(try JSONFileSeenStore(path: store).record(for: "rate-the-app"))
        #expect(record.status == .dismissed)
        #expect(record.lastStep == "thanks")
    }

    @Test func aBurstOfArrowKeysIsReadWhole() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        // 22 arrows are 66 bytes: more than one read of 64, which ends inside the last arrow.
        let right = "\u{1B}[C"
        let left = "\u{1B}[D"
        play.send(String(repeating: right + left, count: 10) + right + right)
        #expect(play.waitFor("Step 3 of 6"))
        play.send("q")
        #expect(play.waitFor("park-finder-tour: dismissed at \"distance\""))
        #expect(play.waitForExit() == 0)
    }

    @Test func anEscapeSequenceSplitAcrossWritesIsOneKey() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        play.send("\u{1B}")
        usleep(20_000)
        play.send("[C")
        #expect(play.waitFor("Step 2 of 6"))
        #expect(play.isRunning)
        play.send("q")
        #expect(play.waitFor("park-finder-tour: dismissed at \"nearby\""))
        #expect(play.waitForExit() == 0)
    }

    @Test func aLoneEscapeQuitsAfterAPause() throws {
        let play = try PseudoTerminalPlay(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        let sent = ContinuousClock.now
        play.send("\u{1B}")
        #expect(play.waitFor("park-finder-tour: dismissed at \"map\""))
        // Not before the pause: the rest of an escape sequence could still have come.
        #expect(sent.duration(to: .now) >= .milliseconds(90))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    /// Every signal that would end the process and can be caught: the terminal comes back and the
    /// run is recorded as dismissed, as if the user had quit.
    @Test func terminatingSignalsRestoreTheTerminalAndRecordTheRun() throws {
        var signals = [
            SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
            SIGVTALRM, SIGPROF,
        ]
        #if os(Linux)
            signals += [SIGPOLL, SIGPWR, SIGSTKFLT, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        #endif
        let restore = "\u{1B}[?25h\u{1B}[?1049l"
        for number in signals {
            let scratch = try Scratch()
            let store = scratch.path("state.json")
            let play = try PseudoTerminalPlay(
                tutorial: "Tutorials/park-finder/park-finder.tutorial.json", extra: ["--store", store])
            #expect(play.waitFor("Step 1 of 6"), "signal \(number)")
            play.signal(number)
            #expect(play.waitForExit() == 0, "signal \(number) ends play cleanly")
            #expect(play.exit?.signal == nil, "signal \(number)")
            #expect(play.modesRestored, "signal \(number)")
            // After the last sequence that leaves the alternate screen, only the summary.
            let after = play.output.components(separatedBy: restore).dropFirst().last
            #expect(
                after?.trimmingCharacters(in: .whitespacesAndNewlines)
                    == "park-finder-tour: dismissed at \"map\"",
                "signal \(number): \(play.output.suffix(300))")
            #expect(!play.output.contains("crashed"), "no crash report (SIGQUIT's backtrace)")
            let record = try JSONFileSeenStore(path: store).record(for: "park-finder-tour")
            #expect(record?.status == .dismissed, "signal \(number)")
            #expect(record?.lastStep == "map", "signal \(number)")
        }
    }

    @Test func aClosedTerminalEndsTheRunAsDismissed() throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/park-finder/park-finder.tutorial.json", extra: ["--store", store])
        #expect(play.waitFor("Step 1 of 6"))
        play.hangUp()
        // Restoring the terminal and the summary line cannot be written any more; that is no crash.
        #expect(play.waitForExit() == 0)
        #expect(play.exit?.signal == nil, "not stopped by a failed write")
        let record = try JSONFileSeenStore(path: store).record(for: "park-finder-tour")
        #expect(record?.status == .dismissed)
        #expect(record?.lastStep == "map")
    }

    @Test func aSignalIgnoredWhenPlayStartsStaysIgnored() throws {
        let play = try PseudoTerminalPlay(
            tutorial: "Tutorials/park-finder/park-finder.tutorial.json", ignoring: [SIGHUP])
        #expect(play.waitFor("Step 1 of 6"))
        play.signal(SIGHUP)
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 2 of 6"))
        play.send("q")
        #expect(play.waitFor("park-finder-tour: dismissed at \"nearby\""))
        #expect(play.waitForExit() == 0)
    }

    @Test func withoutATerminalPlaySuggestsPreview() throws {
        let result = try ToolRunner.run(["play", "Tutorials/rate-app/rate-app.tutorial.json"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "tutorialkit: play needs a terminal; to print the steps instead, run 'tutorialkit preview Tutorials/rate-app/rate-app.tutorial.json' (see 'tutorialkit play --help')\n"
        )
    }
}
