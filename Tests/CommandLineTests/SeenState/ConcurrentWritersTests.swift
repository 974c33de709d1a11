import Foundation
import SeededRandom
import TestSupport
import Testing
import TutorialKit

/// Many processes on one seen-state file: nothing lost, never a torn file.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.run)) struct ConcurrentWritersTests {
    static let writer = ToolRunner.executable.deletingLastPathComponent().appendingPathComponent(
        "seen-state-writer")

    static func launch(_ path: String, writer id: String, rounds: Int) throws -> Process {
        let process = Process()
        process.executableURL = writer
        process.arguments = [path, id, String(rounds)]
        try process.run()
        return process
    }

    @Test func eightProcessesTimesTwoHundredUpdatesLoseNothing() throws {
        let scratch = try Scratch()
        let path = scratch.path("shared/state.json")
        let writers = 8
        let rounds = 200
        let processes = try (0..<writers).map { try Self.launch(path, writer: String($0), rounds: rounds) }
        var reads = 0
        var unparsable = 0
        while processes.contains(where: \.isRunning) {
            if let data = FileManager.default.contents(atPath: path) {
                reads += 1
                if (try? SeenStateDocument.parse([UInt8](data), file: path)) == nil { unparsable += 1 }
            }
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(unparsable == 0, "a reader saw a torn file \(unparsable) times in \(reads) reads")
        let records = try JSONFileSeenStore(path: path).allRecords()
        #expect(
            records["shared"]?.timesShown == writers * rounds, "every increment of the shared record is there"
        )
        for id in 0..<writers {
            #expect(records["writer-\(id)"]?.timesShown == rounds)
        }
        #expect(reads > 0)
    }

    @Test func writersKilledAtRandomMomentsNeverTearTheFile() throws {
        let scratch = try Scratch()
        let path = scratch.path("state.json")
        var random = SeededGenerator(seed: 0xC4A5)
        // One writer runs to the end first, so the file exists however slowly a killed one starts
        // on a busy machine.
        let first = try Self.launch(path, writer: "k", rounds: 1)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        var lastShared = 0
        for kill in 0..<60 {
            let process = try Self.launch(path, writer: "k", rounds: 0)
            usleep(UInt32.random(in: 2_000...40_000, using: &random))
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let data = try #require(
                FileManager.default.contents(atPath: path), "kill \(kill): the file exists")
            let document = try SeenStateDocument.parse([UInt8](data), file: path)
            let shared = document.entries["shared"]?.record.timesShown ?? 0
            #expect(shared >= lastShared, "kill \(kill): the state only moves forward")
            let writer = document.entries["writer-k"]?.record
            #expect(writer == nil || (writer?.lastStep == writer.map { String($0.timesShown) }))
            lastShared = shared
        }
        #expect(lastShared > 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).filter {
            $0.contains(".tmp-")
        }
        #expect(leftovers.count <= 1, "stale temporary files are cleaned up by the next writer")
    }
}
