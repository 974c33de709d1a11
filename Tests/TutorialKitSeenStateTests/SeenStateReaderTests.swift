import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitJSON
@testable import TutorialKitModel
@testable import TutorialKitSeenState

/// The seen-state reader's shortcut for records as this library writes them either gives up or
/// reads exactly what reading the whole file reads.
@Suite struct SeenStateReaderTests {
    static func wholeRead(_ bytes: [UInt8]) -> SeenStateDocument? {
        try? SeenStateReader.readAll(bytes, file: "seen.json").document
    }

    static func shortcut(_ bytes: [UInt8]) -> SeenStateDocument? {
        SeenStateReader.readKeepingWrittenRecords(bytes)
    }

    @Test func readsWhatTheWholeReadReadsOnRandomDocuments() {
        var random = SeededGenerator(seed: 0xFA57)
        var taken = 0
        for round in 0..<400 {
            let bytes = Array(SeenStateEncodingTests.randomDocument(using: &random).encoded().utf8)
            guard let short = Self.shortcut(bytes) else { continue }
            taken += 1
            #expect(short == Self.wholeRead(bytes), "round \(round)")
        }
        #expect(taken > 50, "documents whose records have no unknown keys or escapes take the shortcut")
    }

    /// A problem's line and column, counted without indexing every line, are the ones the
    /// loaders' ``SourceMap`` gives.
    @Test func positionsAreTheSourceMapsPositions() {
        let bytes = Array("\u{FEFF}{\n  \"a\": \"ключ\",\n\n  \"日本👋\": [1,\n2]\n}\n".utf8)
        let map = SourceMap(bytes)
        for offset in -1...bytes.count + 1 {
            #expect(SeenStateReader.position(of: offset, in: bytes) == map.position(of: offset), "\(offset)")
        }
    }

    @Test func takesTheFilesThisLibraryWrites() {
        var document = SeenStateDocument()
        let date = Date(timeIntervalSince1970: 1_763_800_000)
        for index in 0..<50 {
            document.entries["tutorial-\(index)"] = SeenStateDocument.Entry(
                record: SeenRecord(
                    status: SeenRecord.Status.allCases[index % SeenRecord.Status.allCases.count],
                    contentVersion: 2, timesShown: index, firstShownAt: date, lastShownAt: date,
                    lastStep: index % 2 == 0 ? "step-\(index)" : nil, recentShows: [date, date],
                    failure: index % 3 == 0 ? Tutorial.FailureReason.allCases[index % 9 / 3] : nil,
                    variant: index % 4 == 0 ? "variant-\(index % 3)" : nil))
        }
        document.events["purchase.completed"] = Rule.EventHistory(count: 3, recent: [date])
        let bytes = Array(document.encoded().utf8)
        #expect(Self.shortcut(bytes) == document)
    }

    /// Every byte deleted, doubled or replaced in a written file: wherever the shortcut still
    /// reads a document, reading the whole file reads the same one.
    @Test func agreesWithTheWholeReadOnMutatedFiles() {
        var random = SeededGenerator(seed: 0xB17E)
        let replacements = Array("{}[]\":,-0123456789eE.\\ \nxZT".utf8)
        for round in 0..<3_000 {
            var bytes = Array(SeenStateEncodingTests.randomDocument(using: &random).encoded().utf8)
            guard !bytes.isEmpty else { continue }
            bytes.mutateOneByte(from: replacements, using: &random)
            guard let short = Self.shortcut(bytes) else { continue }
            let whole = Self.wholeRead(bytes)
            #expect(short == whole, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
            if short != whole { return }
        }
    }

    @Test(arguments: [
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "recentShows": ["2026-01-01T00:00:00Z"], "recentShows": ["2026-02-01T00:00:00Z"]}}}"#,
        #"{"formatVersion": 1, "tutorials": {}, "events": {"e": {"count": 1, "recent": ["2026-01-01T00:00:00Z"], "recent": []}}}"#,
        #"{"formatVersion": 1, "tutorials": {}, "events": {"e": {"count": 1, "count": 2}}}"#,
        #"{"formatVersion": 1, "formatVersion": 2, "tutorials": {"a": {"status": "skipped"}}, "tutorials": {"b": {"status": "dismissed"}}}"#,
        #"  {"formatVersion": 1, "tutorials": {"t": {"status": "completed", "status": "skipped", "timesShown": -0}}}  "#,
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "lastStep": "a", "lastStep": "b"}}}"#,
        #"{"formatVersion": 1, "tutorials": {}, "note": 1, "note": 2}"#,
    ])
    func aRepeatedKeyIsCorruptToTheReaderAndItsShortcut(text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.wholeRead(bytes) == nil)
        #expect(Self.shortcut(bytes) == nil)
    }

    /// A tutorial twice: the last record used to win, and the first was dropped on the next write.
    @Test(arguments: [
        #"{"formatVersion": 1, "tutorials": {"a": {"status": "completed"}, "a": {"status": "inProgress"}}}"#,
        #"{"formatVersion": 1, "tutorials": {"b": {"status": "completed"}, "a": {"status": "skipped"}, "b": {"status": "completed"}}}"#,
        #"{"formatVersion": 1, "tutorials": {"café": {"status": "completed"}, "café": {"status": "skipped"}}}"#,
        #"{"formatVersion": 1, "tutorials": {}, "events": {"e": {"count": 1}, "e": {"count": 2}}}"#,
    ])
    func aTutorialOrEventTwiceIsCorruptToTheReaderAndItsShortcut(text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.shortcut(bytes) == nil)
        #expect(throws: SeenStateStoreError.self) { try SeenStateDocument.parse(bytes, file: "seen.json") }
    }

    @Test(arguments: [
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "firstShownAt": "2026-01-01T00:00:00.5Z"}}}"#,
        #"{"formatVersion": 1, "tutorials": {"t\u0041": {"status": "completed"}}}"#,
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "note": 1}}}"#,
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "timesShown": 1.0}}}"#,
        #"{"formatVersion": 1, "tutorials": {"t": {"status": "completed", "timesShown": 12345678901234567890}}}"#,
        #"{"formatVersion": 1, "tutorials": {}} trailing"#,
    ])
    func leavesAnythingElseToTheWholeRead(text: String) {
        #expect(Self.shortcut(Array(text.utf8)) == nil)
    }
}
