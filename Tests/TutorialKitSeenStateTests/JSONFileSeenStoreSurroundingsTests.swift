import Foundation
import TestSupport
import Testing
import TutorialKitModel
import TutorialKitSeenState

/// The file store and the files around it: what a path names, links, modes, neighbours.
@Suite struct JSONFileSeenStoreSurroundingsTests {
    let scratch: Scratch
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { scratch = try Scratch() }

    func record(_ status: SeenRecord.Status = .completed) -> SeenRecord {
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
        #expect(truncate(path, off_t(512 << 20) + 1) == 0)
        #expect(throws: SeenStateStoreError.tooLarge(file: path, limit: 512 << 20)) {
            try JSONFileSeenStore(path: path).allRecords()
        }
    }

    func status(_ path: String) -> stat {
        var status = stat()
        #expect(lstat(path, &status) == 0, "\(path) exists")
        return status
    }

    func isSymbolicLink(_ path: String) -> Bool { status(path).st_mode & S_IFMT == S_IFLNK }

    /// The store used to replace a link with a plain file, so the target never got the update.
    @Test func aChainOfSymbolicLinksStaysAndItsTargetGetsTheUpdate() throws {
        let target = scratch.path("real/state.json")
        try JSONFileSeenStore(path: target).update("a") { $0 = record() }
        let inner = scratch.path("inner.json")
        let outer = scratch.path("outer.json")
        #expect(symlink("real/state.json", inner) == 0)  // relative to the link's folder
        #expect(symlink(inner, outer) == 0)
        try JSONFileSeenStore(path: outer).update("b") { $0 = record(.skipped) }
        #expect(isSymbolicLink(outer) && isSymbolicLink(inner))
        #expect(try JSONFileSeenStore(path: target).allRecords().keys.sorted() == ["a", "b"])
        #expect(scratch.bytes(scratch.path("real/state.json.lock")) != nil, "the lock is beside the target")
        #expect(scratch.bytes(outer + ".lock") == nil)
    }

    @Test func aSymbolicLinkToNothingYetCreatesItsTarget() throws {
        let link = scratch.path("link.json")
        #expect(symlink("state.json", link) == 0)
        try JSONFileSeenStore(path: link).update("a") { $0 = record() }
        #expect(isSymbolicLink(link))
        #expect(try JSONFileSeenStore(path: scratch.path("state.json")).record(for: "a") == record())
    }

    @Test func aLoopOfSymbolicLinksIsAnError() throws {
        let first = scratch.path("first.json")
        #expect(symlink("second.json", first) == 0)
        #expect(symlink("first.json", scratch.path("second.json")) == 0)
        #expect(throws: SeenStateStoreError.self) {
            try JSONFileSeenStore(path: first).update("a") { $0 = record() }
        }
        #expect(isSymbolicLink(first))
    }

    /// The store used to give the name a new file, so the other name never got the update.
    @Test func aHardLinkedFileIsRefusedAndBothNamesKeepIt() throws {
        let path = scratch.path("state.json")
        let other = scratch.path("other.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        #expect(link(path, other) == 0)
        let before = scratch.bytes(path)
        #expect(throws: SeenStateStoreError.hardLinked(file: path, links: 2)) {
            try JSONFileSeenStore(path: path).update("b") { $0 = record() }
        }
        #expect(scratch.bytes(path) == before)
        #expect(status(path).st_ino == status(other).st_ino, "still one file")
        #expect(try JSONFileSeenStore(path: other).allRecords().keys.sorted() == ["a"], "still readable")
    }

    /// 0600 used to become 0644: a private file made world-readable.
    @Test(arguments: [0o600, 0o640, 0o604, 0o660, 0o755] as [mode_t])
    func theModeStays(mode: mode_t) throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        #expect(chmod(path, mode) == 0)
        try JSONFileSeenStore(path: path).update("b") { $0 = record() }
        #expect(status(path).st_mode & 0o7777 == mode)
        #expect(try JSONFileSeenStore(path: path).allRecords().count == 2)
    }

    @Test(.enabled(if: geteuid() == 0, "only root may give a file to someone else"))
    func theOwnerAndGroupStay() throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        #expect(chown(path, 4_321, 8_765) == 0)
        try JSONFileSeenStore(path: path).update("b") { $0 = record() }
        #expect(status(path).st_uid == 4_321)
        #expect(status(path).st_gid == 8_765)
    }

    /// A 0444 file used to be overwritten (by root, or anyone who may write the folder).
    @Test func aReadOnlyFileIsNeverOverwritten() throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        #expect(chmod(path, 0o444) == 0)
        let before = scratch.bytes(path)
        #expect(throws: SeenStateStoreError.notWritable(file: path, mode: "0444")) {
            try JSONFileSeenStore(path: path).update("b") { $0 = record() }
        }
        #expect(throws: SeenStateStoreError.self) { try JSONFileSeenStore(path: path).resetAll() }
        #expect(scratch.bytes(path) == before)
        #expect(status(path).st_mode & 0o7777 == 0o444)
    }

    /// Cleaning up used to delete every `<store>.tmp-*`: a user's notes went with them.
    @Test func onlyTheStoresOwnTemporaryFilesAreCleanedUp() throws {
        let path = scratch.path("state.json")
        let mine = ["state.json.tmp-notes.txt", "state.json.tmp-4242", "state.json.tmp-0123456789ABCDEF"]
        for name in mine {
            #expect(FileManager.default.createFile(atPath: scratch.path(name), contents: Data("keep".utf8)))
        }
        let abandoned = scratch.path("state.json.tmp-0123456789abcdef")
        #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("{".utf8)))
        try JSONFileSeenStore(path: path).update("a") { $0 = record() }
        for name in mine {
            #expect(scratch.bytes(scratch.path(name)) == Data("keep".utf8), "\(name) stays")
        }
        #expect(scratch.bytes(abandoned) == nil, "a writer's leftover goes")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).sorted()
        #expect(names == (mine + ["state.json", "state.json.lock"]).sorted())
    }

    /// The folders a store's path names are made when it is first written, as `mkdir -p` does.
    @Test func aStoreMakesTheFoldersItIsIn() throws {
        let path = scratch.path("a/b/./c/state.json")
        try JSONFileSeenStore(path: path).update("t") { $0 = record() }
        #expect(try JSONFileSeenStore(path: path).record(for: "t") == record())
        // Again, with the folders there.
        try JSONFileSeenStore(path: scratch.path("a/b/c/other.json")).update("t") { $0 = record() }
        #expect(FileManager.default.fileExists(atPath: scratch.path("a/b/c/other.json")))
    }

    /// A file where a folder should be is an error that names the store, and nothing is written.
    @Test func aFileInTheWayOfAFolderIsAnError() throws {
        let blocker = scratch.path("a")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("keep".utf8)))
        let path = scratch.path("a/b/state.json")
        #expect(throws: SeenStateStoreError.io(file: path, operation: "inspect", reason: "Not a directory")) {
            try JSONFileSeenStore(path: path).update("t") { $0 = record() }
        }
        #expect(scratch.bytes(blocker) == Data("keep".utf8))
    }

    /// A link to nowhere where a folder should be is not followed into making one.
    @Test func aDanglingLinkInTheWayOfAFolderIsAnError() throws {
        #expect(symlink(scratch.path("nowhere"), scratch.path("a")) == 0)
        let path = scratch.path("a/b/state.json")
        #expect(
            throws: SeenStateStoreError.io(
                file: path, operation: "create the folder of", reason: "Not a directory")
        ) {
            try JSONFileSeenStore(path: path).update("t") { $0 = record() }
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("nowhere")))
    }
}
