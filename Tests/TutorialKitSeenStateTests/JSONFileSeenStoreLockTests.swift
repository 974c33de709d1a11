import Foundation
import TestSupport
import Testing
import TutorialKitModel
import TutorialKitSeenState

/// What a store reported while it waited.
final class LockNotices: @unchecked Sendable {
    // @unchecked: `lockFiles` is only touched under `lock`.
    private let lock = NSLock()
    private var lockFiles: [String] = []

    func append(_ lockFile: String) { lock.withLock { lockFiles.append(lockFile) } }
    var all: [String] { lock.withLock { lockFiles } }
}

/// A change waits for the store's lock a bounded time, and says so.
@Suite struct JSONFileSeenStoreLockTests {
    let scratch: Scratch
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { scratch = try Scratch() }

    func record(_ times: Int) -> SeenRecord {
        SeenRecord(
            status: .completed, contentVersion: 1, timesShown: times, firstShownAt: date, lastShownAt: date)
    }

    /// A writer used to wait forever, silently, while another process held the lock.
    @Test func aLockHeldWithoutChangeFailsAfterTheTimeout() throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record(1) }
        let before = scratch.bytes(path)
        let holder = LockHolder(path + ".lock")
        defer { holder.release() }
        let notices = LockNotices()
        let store = JSONFileSeenStore(path: path, lockTimeout: .milliseconds(600), onLockWait: notices.append)
        let start = ContinuousClock.now
        #expect(
            throws: SeenStateStoreError.lockTimedOut(
                lockFile: path + ".lock", file: path, timeout: .milliseconds(600))
        ) { try store.update("a") { $0 = record(2) } }
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(600) && waited < .seconds(5), "waited \(waited)")
        #expect(notices.all == [path + ".lock"], "said once that it was waiting")
        #expect(scratch.bytes(path) == before)
    }

    /// While the file keeps changing, the lock is changing hands: a busy file is not a stuck one.
    @Test func aWriterWaitsItsTurnWhileTheFileKeepsChanging() throws {
        let path = scratch.path("state.json")
        try JSONFileSeenStore(path: path).update("a") { $0 = record(1) }
        let holder = LockHolder(path + ".lock")
        let busy = Thread {
            // Another writer's replacements, each a new file, for longer than the timeout.
            for round in 0..<14 {
                usleep(50_000)
                let bytes = Data(
                    #"{"formatVersion": 1, "tutorials": {"a": {"status": "inProgress", "timesShown": \#(round)}}}"#
                        .utf8)
                _ = FileManager.default.createFile(atPath: path + ".next", contents: bytes)
                rename(path + ".next", path)
            }
            holder.release()
        }
        busy.start()
        let start = ContinuousClock.now
        try JSONFileSeenStore(path: path, lockTimeout: .milliseconds(300)).update("b") { $0 = record(1) }
        #expect(ContinuousClock.now - start >= .milliseconds(600), "it waited for the other writer")
        #expect(try JSONFileSeenStore(path: path).allRecords().keys.sorted() == ["a", "b"])
    }
}
