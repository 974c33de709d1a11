import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tutorialkit watch` on a pseudo-terminal: a save that breaks the file shows its diagnostic and
/// keeps the frame, the next good save (written beside and renamed over, as editors do) draws it
/// again, and every way out gives the terminal back.
@Suite(.tags(.slow), .enabled(if: SlowTests.run), .serialized) final class WatchTerminalTests {
    let folder: URL
    var tutorial: URL { folder.appendingPathComponent("tutorial-kit-demo.tutorial.json") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["tutorial-kit-demo.tutorial.json", "demo.screen.json"] {
            try FileManager.default.copyItem(
                at: TestPaths.tutorials.appendingPathComponent("tutorial-kit-demo/\(file)"),
                to: folder.appendingPathComponent(file))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var board: URL { folder.appendingPathComponent("board.html") }

    func watch() throws -> PseudoTerminalPlay {
        try PseudoTerminalPlay(
            tutorial: tutorial.path, extra: ["--storyboard", board.path], columns: 100, rows: 40,
            command: "watch")
    }

    @Test func aBrokenSaveKeepsTheFrameAndTheNextGoodOneRedraws() throws {
        let watch = try watch()
        #expect(watch.waitFor("This is a text view"))
        #expect(watch.waitFor("no problems"))
        let good = try String(contentsOf: tutorial, encoding: .utf8)
        // Saved in place, broken: the diagnostic shows, the frame stays.
        try good.replacingOccurrences(of: #""element": "label""#, with: #""element": "lable""#)
            .write(to: tutorial, atomically: false, encoding: .utf8)
        #expect(watch.waitFor(#"no element "lable""#))
        #expect(watch.shows("This is a text view"), "the last good frame stays")
        #expect(watch.shows("the last good frame"))
        // Saved as editors do: a new file renamed over the old.
        let fixed = good.replacingOccurrences(of: "This is a text view", with: "This is a fixed view")
        let beside = folder.appendingPathComponent(".save.tmp")
        try fixed.write(to: beside, atomically: false, encoding: .utf8)
        #expect(rename(beside.path, tutorial.path) == 0)
        #expect(watch.waitFor("This is a fixed view"))
        #expect(watch.waitFor("no problems"))
        // The storyboard page was written again with the save.
        #expect(watch.waitFor("wrote \(board.path)"))
        #expect(try String(contentsOf: board, encoding: .utf8).contains("This is a fixed view"))
        // The arrows move between steps.
        watch.send("\u{1B}[C")
        #expect(watch.waitFor("Step 2 of 3"))
        watch.send("q")
        #expect(watch.waitForExit() == 0)
        #expect(watch.modesRestored)
    }

    @Test(arguments: ["Ctrl-C", "SIGTERM"])
    func everyWayOutGivesTheTerminalBack(way: String) throws {
        let watch = try watch()
        #expect(watch.waitFor("This is a text view"))
        if way == "Ctrl-C" { watch.send("\u{3}") } else { watch.signal(SIGTERM) }
        #expect(watch.waitForExit() == 0)
        #expect(watch.modesRestored)
    }
}
