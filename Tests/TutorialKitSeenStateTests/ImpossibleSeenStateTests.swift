import Foundation
import TestSupport
import Testing

@testable import TutorialKitSeenState

/// Files that parse as JSON but cannot be a store's: the reader refuses them — its shortcut for
/// records as this library writes them too — and the store leaves them untouched.
@Suite struct ImpossibleSeenStateTests {
    let scratch: Scratch
    init() throws { scratch = try Scratch() }

    static func file(tutorials: String, events: String = "{}") -> String {
        #"{"formatVersion": 1, "tutorials": "# + tutorials + #", "events": "# + events + "}"
    }

    static func record(first: String = "2026-02-28T10:00:00Z", recent: String = "2026-02-28T10:00:00Z")
        -> String
    {
        #"{"status": "completed", "firstShownAt": ""# + first
            + #"", "lastShownAt": "2026-02-28T10:00:00Z", "recentShows": [""#
            + recent + #""]}"#
    }

    @Test(arguments: [
        (file(tutorials: "{\"a\": \(record(first: "2026-02-30T10:00:00Z"))}"), "firstShownAt must be"),
        (file(tutorials: "{\"a\": \(record(first: "2026-02-28T23:59:60Z"))}"), "firstShownAt must be"),
        (file(tutorials: "{\"a\": \(record(recent: "2026-02-30T10:00:00.5Z"))}"), "recentShows holds"),
        (
            file(tutorials: "{}", events: #"{"e": {"count": 1, "recent": ["2026-04-31T08:00:00Z"]}}"#),
            "an event's \"recent\" holds"
        ),
    ])
    func impossibleDatesAreCorrupt(text: String, problem: String) throws {
        let bytes = Array(text.utf8)
        #expect(SeenStateReader.readKeepingWrittenRecords(bytes) == nil)
        do {
            _ = try SeenStateDocument.parse(bytes, file: "seen.json")
            Issue.record("an impossible date was read")
        } catch {
            #expect("\(error)".hasPrefix("seen.json is not a valid seen-state file: \(problem)"))
        }
        let path = scratch.path("state.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        #expect(throws: SeenStateStoreError.self) {
            try JSONFileSeenStore(path: path).update("b") { $0?.timesShown = 2 }
        }
        #expect(scratch.bytes(path) == Data(text.utf8))
    }
}

extension ImpossibleSeenStateTests {
    /// The last of two records used to win, and the first was dropped on the next write.
    @Test func aTutorialTwiceIsCorruptAndLeftUntouched() throws {
        let text = Self.file(
            tutorials: "{\"a\": \(Self.record()),\n \"b\": \(Self.record()),\n \"a\": \(Self.record())}")
        do {
            _ = try SeenStateDocument.parse(Array(text.utf8), file: "seen.json")
            Issue.record("a tutorial twice was read")
        } catch {
            #expect(
                "\(error)".hasPrefix(
                    "seen.json is not a valid seen-state file: tutorial \"a\" appears twice at line 3:2"))
        }
        let path = scratch.path("state.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        #expect(throws: SeenStateStoreError.self) {
            try JSONFileSeenStore(path: path).update("b") { $0?.timesShown = 2 }
        }
        #expect(scratch.bytes(path) == Data(text.utf8))
    }
}
