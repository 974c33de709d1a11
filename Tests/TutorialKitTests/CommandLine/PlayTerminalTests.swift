import Foundation
import Testing
import TutorialKit

#if canImport(Glibc)
    import Glibc
#endif

/// `tutorialkit play` driven through a pseudo-terminal: keystrokes in, frames out, and the
/// terminal's modes restored afterwards.
@Suite(.serialized) struct PlayTerminalTests {
    /// A pseudo-terminal and a `play` process attached to it.
    final class Harness {
        var master: Int32 = -1
        var slave: Int32 = -1
        let process = Process()
        var output = ""
        let originalModes: termios

        init(tutorial: String, extra: [String] = [], columns: UInt16 = 80, rows: UInt16 = 30) throws {
            var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError("openpty failed") }
            var modes = termios()
            tcgetattr(slave, &modes)
            originalModes = modes
            process.executableURL = ToolRunner.executable
            process.arguments = ["play", tutorial] + extra
            process.currentDirectoryURL = TestPaths.repository
            var environment = ProcessInfo.processInfo.environment
            environment["TERM"] = "xterm-256color"
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
            close(master)
            close(slave)
        }

        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Reads until `text` has appeared `count` times in all output so far, or 10 seconds pass.
        func waitFor(_ text: String, count: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if output.components(separatedBy: text).count - 1 >= count { return true }
                pump()
            }
            return output.components(separatedBy: text).count - 1 >= count
        }

        /// Reads what the terminal has for up to 100 ms.
        func pump() {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let read = read(master, &buffer, buffer.count)
                if read > 0 { output += String(decoding: buffer.prefix(read), as: UTF8.self) }
            }
        }

        func resize(columns: UInt16, rows: UInt16) {
            var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            kill(process.processIdentifier, SIGWINCH)
        }

        func waitForExit() -> Int32? {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline {
                pump()
            }
            return process.isRunning ? nil : process.terminationStatus
        }

        /// Whether the terminal's modes are what they were before `play` ran.
        var modesRestored: Bool {
            var now = termios()
            tcgetattr(slave, &now)
            return now.c_iflag == originalModes.c_iflag && now.c_oflag == originalModes.c_oflag
                && now.c_lflag == originalModes.c_lflag && now.c_cflag == originalModes.c_cflag
        }
    }

    struct HarnessError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    @Test func keysMoveThroughTheStepsAndQuitRestoresTheTerminal() throws {
        let play = try Harness(tutorial: "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        #expect(play.waitFor("Step 1 of 3 · label · bottom"))
        #expect(play.output.contains("\u{1B}[?1049h"), "switches to the alternate screen")
        play.send("\u{1B}[C")
        #expect(play.waitFor("Step 2 of 3 · frame · right-start"))
        play.send("\u{1B}[D")
        #expect(play.waitFor("Step 1 of 3 · label · bottom", count: 2))
        play.send("s")
        #expect(play.waitFor("Step 2 of 3 · frame · right-start", count: 2))
        play.resize(columns: 50, rows: 20)
        #expect(play.waitFor("The terminal is 50×20; this tutorial needs 60×26."))
        play.resize(columns: 80, rows: 30)
        #expect(play.waitFor("Step 2 of 3 · frame · right-start", count: 3))
        play.send("q")
        #expect(play.waitFor("tutorial-kit-demo: dismissed at \"frame\""))
        #expect(play.waitForExit() == 0)
        #expect(play.output.contains("\u{1B}[?1049l"), "leaves the alternate screen")
        #expect(play.modesRestored)
    }

    @Test func enterPressesTheDefaultButtonToTheEnd() throws {
        let play = try Harness(tutorial: "Tutorials/rate-app/rate-app.tutorial.json")
        #expect(play.waitFor("Step 1 of 2"))
        play.send("\r")
        #expect(play.waitFor("Step 2 of 2"))
        play.send("\r")
        #expect(play.waitFor("rate-the-app: completed"))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    @Test func controlCRestoresTheTerminal() throws {
        let play = try Harness(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        play.send("\u{03}")
        #expect(play.waitFor("park-finder-tour: dismissed at \"map\""))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    @Test func terminateSignalRestoresTheTerminal() throws {
        let play = try Harness(tutorial: "Tutorials/park-finder/park-finder.tutorial.json")
        #expect(play.waitFor("Step 1 of 6"))
        play.process.terminate()
        #expect(play.waitFor("park-finder-tour: dismissed at \"map\""))
        #expect(play.waitForExit() == 0)
        #expect(play.modesRestored)
    }

    @Test func theRunIsRecordedInTheStore() throws {
        let scratch = try Scratch()
        let store = scratch.path("state.json")
        let play = try Harness(
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

    @Test func withoutATerminalPlaySuggestsPreview() throws {
        let result = try ToolRunner.run(["play", "Tutorials/rate-app/rate-app.tutorial.json"])
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "tutorialkit: play needs a terminal; to print the steps instead, run 'tutorialkit preview Tutorials/rate-app/rate-app.tutorial.json' (see 'tutorialkit play --help')\n"
        )
    }
}
