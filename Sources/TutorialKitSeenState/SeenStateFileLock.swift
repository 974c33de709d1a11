import TutorialKitJSON

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The advisory lock (`flock`) on `TARGET.lock` that every writer of a seen-state file holds
/// while it reads, changes and writes the file — waited for a bounded time.
///
/// A process that keeps the lock without changing the file (stopped, stuck, or another program
/// holding it) would make every writer wait forever, so the wait gives up once the lock has been
/// held for the timeout with the file unchanged. While other writers keep changing the file, the
/// lock is changing hands, and the wait goes on: a busy file is not a stuck one.
struct SeenStateFileLock {
    /// How long a writer waits before saying it is waiting.
    static let noticeDelay: Duration = .milliseconds(250)
    /// The first and the longest pause between attempts, in microseconds: short at first for a
    /// lock about to be released, and never long, since a lock left free between attempts is
    /// time lost to every waiter (each pause is random within half of it, so waiters do not try
    /// in step).
    private static let firstPause = 1_000
    private static let longestPause = 5_000

    /// The lock file's descriptor, holding the lock.
    private let descriptor: Int32

    /// Takes the lock on `lockPath`, waiting while another process holds it.
    ///
    /// - Parameters:
    ///   - lockPath: The lock file; created when missing.
    ///   - file: The file the lock guards, watched for changes while waiting.
    ///   - timeout: How long to wait with the lock held and `file` unchanged.
    ///   - onWait: Called once, with `lockPath`, when the wait passes ``noticeDelay``.
    /// - Throws: ``SeenStateStoreError/lockTimedOut(lockFile:file:timeout:)`` when the wait gives up.
    init(
        _ lockPath: String, guarding file: String, timeout: Duration, onWait: ((String) -> Void)?
    ) throws(SeenStateStoreError) {
        // Not through a link: a lock file that points elsewhere would create a file there.
        let descriptor = open(
            lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw Self.ioError(lockPath, errno) }
        do throws(SeenStateStoreError) {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw Self.ioError(lockPath, errno) }
            if let kind = RegularFileReader.nonRegularKind(status.st_mode) {
                throw .notARegularFile(file: lockPath, kind: kind.description)
            }
            try Self.wait(for: descriptor, lockPath, guarding: file, timeout: timeout, onWait: onWait)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    /// Releases the lock.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func wait(
        for descriptor: Int32, _ lockPath: String, guarding file: String, timeout: Duration,
        onWait: ((String) -> Void)?
    ) throws(SeenStateStoreError) {
        let start = ContinuousClock.now
        var lastChange = start
        var lastSeen = SeenStateFileVersion(of: file)
        var noticeGiven = false
        var pause = firstPause
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { throw ioError(lockPath, code) }
            let now = ContinuousClock.now
            let seen = SeenStateFileVersion(of: file)
            if seen != lastSeen {
                lastSeen = seen
                lastChange = now
            }
            if !noticeGiven, now - start >= noticeDelay {
                noticeGiven = true
                onWait?(lockPath)
            }
            guard now - lastChange < timeout else {
                throw .lockTimedOut(lockFile: lockPath, file: file, timeout: timeout)
            }
            usleep(useconds_t(Int.random(in: pause / 2...pause)))
            pause = min(pause * 2, longestPause)
        }
    }

    private static func ioError(_ lockPath: String, _ code: Int32) -> SeenStateStoreError {
        .io(file: lockPath, operation: "lock", reason: String(cString: strerror(code)))
    }
}
