import Foundation
import TestSupport
import Testing

@testable import TutorialKitModel
@testable import TutorialKitSeenState

/// The seen-state file's keys are named once, in `SeenStateKey`: the article that describes the
/// file names each of them, and the writer writes a record's keys in their order.
@Suite struct SeenStateKeyTests {
    @Test func theArticleNamesEveryKey() throws {
        let article = try String(
            contentsOf: TestPaths.repository.appendingPathComponent(
                "Sources/TutorialKit/Documentation.docc/SeenStateFile.md"),
            encoding: .utf8)
        for key in SeenStateKey.allCases {
            #expect(article.contains("`\(key.text)`"), "the article does not name `\(key.text)`")
        }
    }

    @Test func eachKeyBelongsToOneObjectAndTheListsAreInTheWritersOrder() {
        let lists = [SeenStateKey.documentKeys, SeenStateKey.recordKeys, SeenStateKey.eventKeys]
        #expect(lists.flatMap(\.self).count == SeenStateKey.allCases.count)
        for list in lists {
            #expect(
                list.map(\.text) == list.map(\.text).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }

    @Test func aRecordIsWrittenWithEveryKeyTheReaderKnows() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        var document = SeenStateDocument(formatVersion: 1)
        document.entries["tour"] = SeenStateDocument.Entry(
            record: SeenRecord(
                status: .failed, contentVersion: 2, timesShown: 3, firstShownAt: date, lastShownAt: date,
                lastStep: "b", recentShows: [date], failure: .targetMissing, variant: "B"),
            unknown: [:])
        document.events["bought"] = Rule.EventHistory(count: 1, recent: [date])
        let written = String(decoding: SeenStateWriter.pieces(of: document).flatMap(\.self), as: UTF8.self)
        for key in SeenStateKey.allCases {
            #expect(written.contains("\"\(key.text)\": "), "\(key.text) is not written")
        }
    }
}
