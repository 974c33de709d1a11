import Foundation
import Testing
import TutorialKit

/// The file store and the files around it: what a path names, links, modes, neighbours.
@Suite struct JSONFileSeenStoreSurroundingsTests {
    let scratch: Scratch
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { scratch = try Scratch() }

    func record(_ status: SeenStatus = .completed) -> SeenRecord {
        SeenRecord(status: status, contentVersion: 1, timesShown: 1, firstShownAt: date, lastShownAt: date)
    }

    @Test func aFolderIsNotAStore() throws {
        let folder = scratch.path("state.json")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let store = JSONFileSeenStore(path: folder)
        #expect(throws: SeenStateStoreError.notARegularFile(file: folder, kind: "a folder")) {
            try store.allRecords()
        }
        #expect(throws: SeenStateStoreError.notARegularFile(file: folder, kind: "a folder")) {
            try store.update("a") { $0 = record() }
        }
    }

    /// A file past the bound is refused from its size, before a byte is read.
    @Test func aFileLargerThanAnyStoreIsNotRead() throws {
        let path = scratch.path("state.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(64 << 20) + 1) == 0)
        #expect(throws: SeenStateStoreError.tooLarge(file: path, limit: 64 << 20)) {
            try JSONFileSeenStore(path: path).allRecords()
        }
    }
}
