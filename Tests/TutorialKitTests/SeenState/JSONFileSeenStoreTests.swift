import Foundation
import TestSupport
import Testing
import TutorialFixtures
import TutorialKit

@Suite struct JSONFileSeenStoreTests {
    let scratch: Scratch
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { scratch = try Scratch() }

    func record(_ status: SeenRecord.Status = .completed, times: Int = 1) -> SeenRecord {
        SeenRecord(
            status: status, contentVersion: 1, timesShown: times, firstShownAt: date, lastShownAt: date,
            lastStep: "s")
    }

    @Test func missingFileIsAnEmptyStore() throws {
        let store = JSONFileSeenStore(path: scratch.path("none.json"))
        #expect(try store.allRecords().isEmpty)
        #expect(try store.record(for: "x") == nil)
        #expect(scratch.bytes(scratch.path("none.json")) == nil, "reading creates nothing")
    }

    @Test func missingFolderIsCreatedOnTheFirstWrite() throws {
        let path = scratch.path("deep/er/state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        #expect(try JSONFileSeenStore(path: path).record(for: "a") == record())
    }

    @Test func writesTheDocumentedFormat() throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("tutorial-kit-demo") { $0 = record() }
        let text = String(decoding: try #require(scratch.bytes(path)), as: UTF8.self)
        #expect(
            text == """
                {
                  "formatVersion": 1,
                  "tutorials": {
                    "tutorial-kit-demo": {
                      "contentVersion": 1,
                      "firstShownAt": "2027-01-15T08:00:00Z",
                      "lastShownAt": "2027-01-15T08:00:00Z",
                      "lastStep": "s",
                      "status": "completed",
                      "timesShown": 1
                    }
                  }
                }

                """)
    }

    @Test func unknownKeysAndOtherRecordsSurviveARewrite() throws {
        let path = try scratch.fixture("with-unknown-keys.json")
        let store = JSONFileSeenStore(path: path)
        try store.update("onboarding") { $0?.timesShown = 5 }
        let document = try store.document()
        #expect(document.unknown["syncedAt"] == .string("2026-11-01T08:00:00Z"))
        #expect(document.entries["onboarding"]?.unknown["device"] != nil)
        #expect(document.entries["onboarding"]?.record.timesShown == 5)
        #expect(document.entries["rate-the-app"]?.record.timesShown == 3)
        #expect(document.entries["rate-the-app"]?.record.lastStep == "stars")
        #expect(String(decoding: try #require(scratch.bytes(path)), as: UTF8.self).contains(#""os": 17"#))
    }

    @Test func newerFormatIsReadButNeverRewritten() throws {
        let path = try scratch.fixture("future-version.json")
        let before = scratch.bytes(path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "onboarding")?.status == .completed)
        #expect(throws: SeenStateStoreError.newerFormat(file: path, version: 2, supported: 1)) {
            try store.update("onboarding") { $0?.timesShown = 9 }
        }
        #expect(throws: SeenStateStoreError.self) { try store.resetAll() }
        #expect(scratch.bytes(path) == before)
    }

    @Test(arguments: [
        (
            "not-json.json",
            "is not a valid seen-state file: unexpected 'f'; expected a value (strings need double quotes) at line 1:1"
        ),
        (
            "truncated.json",
            "is not a valid seen-state file: unexpected end of file; expected a key in double quotes at line 4:43"
        ),
        (
            "wrong-types.json",
            "is not a valid seen-state file: contentVersion must be an integer at line 4:62"
        ),
        (
            "bad-date.json",
            "is not a valid seen-state file: firstShownAt must be an ISO 8601 date such as 2026-11-22T10:00:00Z at line 1:84"
        ),
    ])
    func corruptFilesFailWithTheirNameAndAreLeftAlone(fixture: String, message: String) throws {
        let path = try scratch.fixture(fixture)
        let before = scratch.bytes(path)
        let store = JSONFileSeenStore(path: path)
        do {
            _ = try store.allRecords()
            Issue.record("a corrupt file was read")
        } catch {
            #expect("\(error)".hasPrefix("\(path) \(message)"))
            #expect("\(error)".contains("tutorialkit seen recover --store \(path)"))
        }
        #expect(throws: SeenStateStoreError.self) { try store.update("x") { $0 = record() } }
        #expect(scratch.bytes(path) == before, "nothing is written over a corrupt file")
    }

    @Test func recoveryMovesTheCorruptFileAsideAndStartsFresh() throws {
        let path = try scratch.fixture("truncated.json")
        let before = scratch.bytes(path)
        let store = JSONFileSeenStore(path: path)
        let backup = try #require(try store.recover(now: date))
        #expect(backup == path + ".corrupt-20270115T080000Z")
        #expect(scratch.bytes(backup) == before)
        #expect(try store.allRecords().isEmpty)
        try store.update("a") { $0 = record() }
        #expect(try store.record(for: "a") != nil)
        #expect(try store.recover() == nil, "a readable file is not moved")
    }

    /// Two recoveries in one second used to write one backup name: the first corrupt file was lost.
    @Test func recoveriesInOneSecondNeverOverwriteABackup() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        var backups: [String] = []
        for attempt in 0..<3 {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{\(attempt)".utf8)))
            backups.append(try #require(try store.recover(now: date)))
        }
        let base = path + ".corrupt-20270115T080000Z"
        #expect(backups == [base, base + "-2", base + "-3"])
        for (attempt, backup) in backups.enumerated() {
            #expect(scratch.bytes(backup) == Data("{\(attempt)".utf8))
        }
        #expect(try store.allRecords().isEmpty)
    }

    @Test func mergingANewerFormatChangesNothing() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        try store.update("a") { $0 = record() }
        let before = scratch.bytes(path)
        let newer = try scratch.fixture("future-version.json")
        #expect(throws: SeenStateStoreError.newerFormatToMerge(file: newer, version: 2, supported: 1)) {
            try store.merge(contentsOf: newer)
        }
        let document = SeenStateDocument(formatVersion: 2)
        #expect(throws: SeenStateStoreError.newerFormatToMerge(file: "phone", version: 2, supported: 1)) {
            try store.merge(document, from: "phone")
        }
        #expect(scratch.bytes(path) == before)
    }

    @Test func removingARecordTheStoreLacksWritesNothing() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        try store.update("a") { $0 = record() }
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(try store.removeRecord("b") == nil)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before == after, "the file was not replaced")
        #expect(try store.removeRecord("a") == record())
        #expect(try store.allRecords().isEmpty)
    }

    @Test func resetOneKeepsTheEventsAndResetAllForgetsThem() throws {
        let store = JSONFileSeenStore(path: try scratch.fixture("with-unknown-keys.json"))
        try store.recordEvent("purchase.completed", at: Date(timeIntervalSince1970: 0))
        try store.reset("onboarding")
        #expect(try store.allRecords().keys.sorted() == ["rate-the-app"])
        #expect(try store.events()["purchase.completed"]?.count == 1)
        try store.resetAll()
        #expect(try store.allRecords().isEmpty)
        #expect(try store.events().isEmpty)
        #expect(try store.document().unknown["syncedAt"] != nil)
    }

    @Test func eventsPersistWithTheSeenState() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        try store.recordEvent("purchase.completed", at: date)
        try store.recordEvent("purchase.completed", at: date.addingTimeInterval(60))
        try store.update("a") { $0 = record() }
        let events = try JSONFileSeenStore(path: path).events()
        #expect(events["purchase.completed"]?.count == 2)
        #expect(events["purchase.completed"]?.recent == [date, date.addingTimeInterval(60)])
        let text = String(decoding: try #require(scratch.bytes(path)), as: UTF8.self)
        #expect(text.contains(#""count": 2"#))
        let rule = Rule.event("purchase.completed", atLeast: 2, withinDays: 1)
        #expect(rule.holds(in: Rule.Context(now: date.addingTimeInterval(3_600), events: events)))
    }

    @Test func controllerPersistsThroughTheFileStore() throws {
        let path = scratch.path("state.json")
        let tutorial = Fixtures.demo
        let controller = TutorialController(tutorial: tutorial, store: JSONFileSeenStore(path: path))
        let session = try #require(try controller.start())
        try session.next()
        session.skipAll()
        let reopened = TutorialController(tutorial: tutorial, store: JSONFileSeenStore(path: path))
        #expect(try reopened.hasSeenTutorial())
        #expect(try reopened.start() == nil)
        let saved = try #require(try JSONFileSeenStore(path: path).record(for: "tutorial-kit-demo"))
        #expect(saved.status == .skipped)
        #expect(saved.lastStep == "frame")
        #expect(saved.timesShown == 1)
    }
}
