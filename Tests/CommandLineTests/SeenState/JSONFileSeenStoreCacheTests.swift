import Foundation
import TestSupport
import Testing

@testable import TutorialKitModel
@testable import TutorialKitSeenState

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store keeps the document it read while the file is unchanged, reads it again once the file
/// changes, and never writes from what it kept.
@Suite(.serialized) struct JSONFileSeenStoreCacheTests {
    let scratch: Scratch
    let path: String
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        scratch = try Scratch()
        path = scratch.path("state.json")
    }

    func record(times: Int = 1) -> SeenRecord {
        SeenRecord(
            status: .completed, contentVersion: 1, timesShown: times, firstShownAt: date, lastShownAt: date)
    }

    /// A file with one record, `id`, shown `times` times.
    func writeFile(_ id: String, times: Int, to path: String) throws {
        var document = SeenStateDocument()
        document.entries[id] = .init(record: record(times: times))
        try Data(document.encoded().utf8).write(to: URL(fileURLWithPath: path))
    }

    func status(of path: String) throws -> stat {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return status
    }

    /// Sets the file's modification time to `seconds` and `nanoseconds`.
    func setModified(_ path: String, seconds: Int, nanoseconds: Int) throws {
        var times = [
            timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds),
        ]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    func modified(_ status: stat) -> timespec {
        #if canImport(Glibc)
            status.st_mtim
        #else
            status.st_mtimespec
        #endif
    }

    @Test func anUnchangedFileIsReadOnce() throws {
        try writeFile("a", times: 1, to: path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "a")?.timesShown == 1)
        #expect(try store.record(for: "b") == nil)
        #expect(try store.allRecords().count == 1)
        #expect(try store.events().isEmpty)
        #expect(try store.document().records.count == 1)
        #expect(store.fileReads == 1)
    }

    @Test func aFileReplacedByAnotherProcessIsReadAgain() throws {
        try writeFile("a", times: 1, to: path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "writer-x") == nil)
        let writer = try ConcurrentWritersTests.launch(path, writer: "x", rounds: 1)
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(try store.record(for: "writer-x")?.timesShown == 1)
        #expect(try store.record(for: "a") != nil)
        #expect(store.fileReads == 2)
    }

    @Test func aChangeInPlaceOfTheSameSizeIsReadAgain() throws {
        try writeFile("a", times: 1, to: path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "a")?.timesShown == 1)
        let before = try status(of: path)
        // The same file, the same size, other bytes: only its times tell.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        var document = SeenStateDocument()
        document.entries["a"] = .init(record: record(times: 2))
        try handle.write(contentsOf: Data(document.encoded().utf8))
        try handle.close()
        try setModified(path, seconds: modified(before).tv_sec + 1, nanoseconds: modified(before).tv_nsec)
        let after = try status(of: path)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        #expect(try store.record(for: "a")?.timesShown == 2)
        #expect(store.fileReads == 2)
    }

    @Test func aNewFileWithTheSameSizeAndTimeIsReadAgain() throws {
        try writeFile("a", times: 1, to: path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "a")?.timesShown == 1)
        let before = try status(of: path)
        // Another file renamed over it: the same size and modification time, another inode.
        let other = scratch.path("other.json")
        try writeFile("a", times: 2, to: other)
        try setModified(other, seconds: modified(before).tv_sec, nanoseconds: modified(before).tv_nsec)
        try #require(rename(other, path) == 0)
        let after = try status(of: path)
        #expect(after.st_ino != before.st_ino && after.st_size == before.st_size)
        #expect(modified(after).tv_sec == modified(before).tv_sec)
        #expect(modified(after).tv_nsec == modified(before).tv_nsec)
        #expect(try store.record(for: "a")?.timesShown == 2)
        #expect(store.fileReads == 2)
    }

    @Test func aFileMadeAfterAReadOfNoneIsRead() throws {
        let store = JSONFileSeenStore(path: path)
        #expect(try store.allRecords().isEmpty)
        try writeFile("a", times: 1, to: path)
        #expect(try store.record(for: "a") != nil)
    }

    @Test func aWriteAfterAnotherProcessWroteKeepsItsRecord() throws {
        let store = JSONFileSeenStore(path: path)
        try store.update("mine") { $0 = record() }
        #expect(try store.record(for: "mine") != nil)
        let writer = try ConcurrentWritersTests.launch(path, writer: "x", rounds: 1)
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        try store.update("mine") { $0?.timesShown += 1 }
        let records = try JSONFileSeenStore(path: path).allRecords()
        #expect(records["writer-x"]?.timesShown == 1)
        #expect(records["shared"]?.timesShown == 1)
        #expect(records["mine"]?.timesShown == 2)
    }

    /// A change that leaves the file looking unchanged — same inode, size and modification time —
    /// may still be missed by a read, but never by a write, which reads the file again.
    @Test func aWriteNeverStartsFromWhatWasKept() throws {
        try writeFile("a", times: 1, to: path)
        let store = JSONFileSeenStore(path: path)
        #expect(try store.record(for: "a")?.timesShown == 1)
        let before = try status(of: path)
        var document = SeenStateDocument()
        document.entries["b"] = .init(record: record(times: 1))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(document.encoded().utf8))
        try handle.close()
        try setModified(path, seconds: modified(before).tv_sec, nanoseconds: modified(before).tv_nsec)
        try store.update("c") { $0 = record() }
        let records = try JSONFileSeenStore(path: path).allRecords()
        #expect(records.keys.sorted() == ["b", "c"])
    }
}
