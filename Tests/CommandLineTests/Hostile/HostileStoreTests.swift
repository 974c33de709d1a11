import Foundation
import TestSupport
import Testing

@testable import TutorialKit

/// Store files and host values at the edges the review found: the store's own size bounds, counts
/// at `Int.max`, a lock file that is a link, and merges of ids equal as strings but not as bytes.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct HostileStoreTests {
    /// Removed with the suite's instance, after each test.
    let folder: Scratch
    var scratch: URL { folder.folder }

    init() throws { folder = try Scratch() }

    func record(_ id: String, extra: String = "") -> String {
        #""\#(id)": {"contentVersion": 1, "firstShownAt": "2026-01-01T00:00:00Z", "lastShownAt": "2026-01-01T00:00:00Z", "status": "completed", "timesShown": 1\#(extra)}"#
    }

    @Test("a store larger than a tutorial may be, or with a long unknown value, reads as a store")
    func storesHaveTheirOwnBounds() throws {
        let path = scratch.appendingPathComponent("big.json").path
        // Past 8 MiB and with an unknown key, so the general reader, not the fast one, reads it.
        let records = (0..<60_000).map { record("tutorial-\($0)") }.joined(separator: ",\n")
        let text =
            #"{"formatVersion": 1, "unknownKey": "\#(String(repeating: "x", count: 20_000))", "tutorials": {"#
            + records + "}}"
        #expect(text.utf8.count > InputLimits.standard.fileBytes)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try JSONFileSeenStore(path: path).allRecords().count == 60_000)
    }

    @Test("counts a store holds at Int.max stay there when a show or an event adds one")
    func countsSaturate() {
        let existing = SeenRecord(
            status: .completed, contentVersion: 1, timesShown: .max, firstShownAt: Date(), lastShownAt: Date()
        )
        #expect(SeenRecord.started(existing, version: 1, at: Date(), step: nil).timesShown == .max)
        #expect(Rule.EventHistory(count: .max, recent: []).adding(Date()).count == .max)
    }

    @Test("a lock file that is a symbolic link is not followed, and nothing is made where it points")
    func lockFileLinksAreNotFollowed() throws {
        let store = scratch.appendingPathComponent("s.json").path
        let elsewhere = scratch.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: store + ".lock", withDestinationPath: elsewhere)
        #expect(throws: SeenStateStoreError.self) {
            try JSONFileSeenStore(path: store).update("a") { $0?.status = .completed }
        }
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    @Test("an empty --store is a usage error, not a file named .lock")
    func emptyStoreIsAUsageError() throws {
        let result = try SpawnedTool.run(["seen", "list", "--store", ""], in: scratch)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent(".lock").path))
    }

    @Test("merging records whose last steps are equal strings but different bytes is commutative")
    func mergeOrdersLastStepsByBytes() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let composed = SeenRecord(
            status: .completed, contentVersion: 1, timesShown: 1, firstShownAt: date, lastShownAt: date,
            lastStep: "caf\u{E9}")
        var decomposed = composed
        decomposed.lastStep = "cafe\u{301}"
        let a = SeenStateDocument.Entry(record: composed, unknown: [:])
        let b = SeenStateDocument.Entry(record: decomposed, unknown: [:])
        #expect(
            SeenStateMerge.merge(a, b).record.lastStep?.utf8.count
                == SeenStateMerge.merge(b, a).record.lastStep?.utf8.count)
    }
}
