import TutorialKitModel
import TutorialKitText

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

/// A seen-state store in a JSON file the host app owns (the seen-state file of <doc:GettingStarted>).
///
/// - Atomic: a write goes to a temporary file in the same folder, is flushed to disk, renamed over
///   the old file, and the folder is flushed too — a crash leaves the old file or the new one.
/// - Safe across processes: every change holds an advisory lock on `PATH.lock` and re-reads the
///   file under it, so concurrent updates, to the same or different tutorials, are never lost. A
///   change waits for the lock while other processes hold it, but not forever: a holder that keeps
///   it for ``lockTimeout`` without changing the file makes the change fail.
/// - Reads once: what was read is kept while the file is unchanged (the same file, size, and
///   modification and change times), so reading again costs a `stat`; a change by another process
///   is seen by the next read, and every change reads the file again under the lock.
/// - Loses nothing: records of other tutorials and keys this version does not know are written
///   back as they were. A file with a newer `formatVersion` is read but never rewritten, nor
///   merged into this one. A corrupt file makes reads and writes fail with an error naming it; only
///   ``recover(now:)`` moves it aside. A missing file is an empty store; a missing folder is
///   created on the first write.
/// - Respects the file: only a regular file is read (a FIFO, a device or a folder is an error at
///   once), and no more than 512 MiB of it (about two million records). A symbolic link is written through: its target is
///   replaced, and the lock is `TARGET.lock`. The new file keeps the old one's mode, owner and
///   group. A read-only file, and a file with more than one hard link (whose other names a
///   replacement would leave behind), are refused and left untouched. Of the files beside it, the
///   store removes only its own abandoned temporary files, `NAME.tmp-` and 16 hexadecimal digits.
public final class JSONFileSeenStore: SeenStateStore {
    /// How long a change waits, by default, for a lock held without the file changing.
    public static let defaultLockTimeout: Duration = .seconds(10)

    /// The file.
    public let path: String
    /// How long a change waits for the lock while another process holds it without changing the
    /// file; then it fails with ``SeenStateStoreError/lockTimedOut(lockFile:file:timeout:)``.
    public let lockTimeout: Duration
    /// Called, with the lock file's path, when a change has waited a quarter of a second for the
    /// lock — to tell a person why nothing happens yet.
    public let onLockWait: (@Sendable (_ lockFile: String) -> Void)?

    /// Creates a store on the file at `path` (nothing is read or written yet), whose changes wait
    /// for the lock ``defaultLockTimeout``.
    public convenience init(path: String) {
        self.init(path: path, lockTimeout: Self.defaultLockTimeout)
    }

    /// Creates a store on the file at `path` (nothing is read or written yet).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - lockTimeout: How long a change waits for the lock while another process holds it
    ///     without changing the file. While other processes keep changing it, the lock is
    ///     changing hands and the wait goes on.
    ///   - onLockWait: Called, with the lock file's path, once a change has waited a quarter of a
    ///     second for the lock.
    public init(
        path: String, lockTimeout: Duration,
        onLockWait: (@Sendable (_ lockFile: String) -> Void)? = nil
    ) {
        self.path = path
        self.lockTimeout = lockTimeout
        self.onLockWait = onLockWait
    }

    // MARK: - Reading

    /// The document last read, kept while the file is unchanged.
    private let cache = SeenStateDocumentCache()

    /// The whole file, or an empty document when there is no file yet.
    ///
    /// The document read is kept while the file stays unchanged — the same file (device and
    /// inode), size, and modification and change times — so reading again costs a `stat`.
    ///
    /// - Throws: ``SeenStateStoreError`` when the file is corrupt, unreadable, or not a regular
    ///   file.
    package func document() throws(SeenStateStoreError) -> SeenStateDocument {
        let version = SeenStateFileVersion(of: path)
        if let version, let document = cache.document(at: version) { return document }
        return try read(at: version)
    }

    /// Reads and parses the file, whose version before reading was `version`, and keeps what it
    /// read. (Taken before reading, the version is never newer than the bytes: a change after it
    /// shows as another version, and the next read reads again.)
    private func read(at version: SeenStateFileVersion?) throws(SeenStateStoreError) -> SeenStateDocument {
        cache.countRead()
        guard let bytes = try SeenStateFileReader.bytes(of: path) else { return SeenStateDocument() }
        let document = try SeenStateDocument.parse(bytes, file: path)
        if let version { cache.keep(document, readAt: version) }
        return document
    }

    /// The file read again, kept or not: what a change starts from, under the lock.
    private func readAgain() throws(SeenStateStoreError) -> SeenStateDocument {
        try read(at: SeenStateFileVersion(of: path))
    }

    /// How many times the store has read and parsed its file: what the tests of the cache watch.
    var fileReads: Int { cache.readCount }

    /// The record of one tutorial, if any.
    public func record(for tutorialID: String) throws -> SeenRecord? {
        try document().entries[tutorialID]?.record
    }

    /// Every record, by tutorial id.
    public func allRecords() throws -> [String: SeenRecord] {
        try document().records
    }

    // MARK: - Changing

    /// Changes one tutorial's record atomically, under the lock; other records and unknown keys
    /// are kept. Setting the record to `nil` removes it.
    public func update(_ tutorialID: String, _ change: (inout SeenRecord?) throws -> Void) throws {
        try modify { document in
            var record = document.entries[tutorialID]?.record
            try change(&record)
            if let record {
                let unknown = document.entries[tutorialID]?.unknown ?? [:]
                document.entries[tutorialID] = SeenStateDocument.Entry(record: record, unknown: unknown)
            } else {
                document.entries[tutorialID] = nil
            }
        }
    }

    /// Forgets one tutorial's record; the events stay.
    public func reset(_ tutorialID: String) throws {
        try modify { document in document.entries[tutorialID] = nil }
    }

    /// Forgets every record and every event, keeping unknown top-level keys.
    public func resetAll() throws {
        try modify { document in
            document.entries.removeAll()
            document.events.removeAll()
        }
    }

    /// Records an occurrence of an event, under the lock.
    public func recordEvent(_ name: String, at date: Date) throws {
        try modify { document in
            document.events[name] = (document.events[name] ?? Rule.EventHistory()).adding(date)
        }
    }

    /// Every event's history.
    public func events() throws -> [String: Rule.EventHistory] {
        try document().events
    }

    /// Removes one tutorial's record, writing nothing when there is none.
    ///
    /// - Returns: The record removed, or `nil` when the store had none for `tutorialID`.
    @discardableResult
    public func removeRecord(_ tutorialID: String) throws -> SeenRecord? {
        struct NoRecord: Error {}
        var removed: SeenRecord?
        do {
            try modify { document in
                guard let entry = document.entries[tutorialID] else { throw NoRecord() }
                removed = entry.record
                document.entries[tutorialID] = nil
            }
        } catch is NoRecord {
            return nil
        }
        return removed
    }

    /// Merges `other` into this store (two devices of one user), as <doc:SeenStateFile> describes.
    ///
    /// - Parameters:
    ///   - other: The other device's seen-state.
    ///   - source: Where `other` came from, for errors.
    /// - Throws: ``SeenStateStoreError/newerFormatToMerge(file:version:supported:)`` when `other`
    ///   has a newer format than this version writes: nothing is changed.
    package func merge(_ other: SeenStateDocument, from source: String = "the seen-state to merge") throws {
        guard other.formatVersion <= SeenStateDocument.currentFormatVersion else {
            throw SeenStateStoreError.newerFormatToMerge(
                file: source, version: other.formatVersion, supported: SeenStateDocument.currentFormatVersion)
        }
        try modify { document in
            document = SeenStateMerge.merge(document, other)
        }
    }

    /// Merges the seen-state file at `otherPath` (another device of the same user) into this
    /// store, as <doc:SeenStateFile> describes: a tutorial's status comes from its newest content
    /// version, seen beats in progress, and every show on either device counts once.
    ///
    /// - Returns: How many records the other file held.
    /// - Throws: ``SeenStateStoreError/missing(file:)`` when there is no file at `otherPath`,
    ///   ``SeenStateStoreError/newerFormatToMerge(file:version:supported:)`` when it has a newer
    ///   format than this version writes, and what reading either file throws; then nothing is
    ///   changed.
    @discardableResult
    public func merge(contentsOf otherPath: String) throws -> Int {
        guard let bytes = try SeenStateFileReader.bytes(of: otherPath) else {
            throw SeenStateStoreError.missing(file: otherPath)
        }
        let other = try SeenStateDocument.parse(bytes, file: otherPath)
        try merge(other, from: otherPath)
        return other.entries.count
    }

    /// Reads, changes and writes the file as one step: under the lock, from a fresh read.
    ///
    /// - Throws: ``SeenStateStoreError``, or what `change` throws (then nothing is written).
    package func modify(_ change: (inout SeenStateDocument) throws -> Void) throws {
        let file = AtomicFileReplacement(target: try SymbolicLinks.finalTarget(of: path))
        let lock = try acquireLock(for: file)
        defer { lock.release() }
        var document = try readAgain()
        guard document.formatVersion <= SeenStateDocument.currentFormatVersion else {
            throw SeenStateStoreError.newerFormat(
                file: path, version: document.formatVersion, supported: SeenStateDocument.currentFormatVersion
            )
        }
        try change(&document)
        file.removeAbandonedTemporaryFiles()
        try file.write(SeenStateWriter.pieces(of: document))
    }

    /// Moves a corrupt file aside to `PATH.corrupt-YYYYMMDDTHHMMSSZ` so the store starts fresh —
    /// or, when that name is taken (by a recovery in the same second), to the first free one of
    /// `…Z-2`, `…Z-3` and on: a backup is never overwritten. When the path is a symbolic link, the
    /// file it leads to is moved, beside itself.
    ///
    /// - Returns: The backup's path, or `nil` when the file was readable and nothing was moved.
    @discardableResult
    public func recover(now: Date = Date()) throws -> String? {
        let file = AtomicFileReplacement(target: try SymbolicLinks.finalTarget(of: path))
        let lock = try acquireLock(for: file)
        defer { lock.release() }
        // (Not `catch SeenStateStoreError.corrupt`: that pattern crashes Swift 6.3's SILGen here.)
        let result = Result { () throws(SeenStateStoreError) in try readAgain() }
        guard case .failure(let error) = result, case .corrupt = error else {
            if case .failure(let error) = result { throw error }
            return nil
        }
        let stamp = SeenDates.format(now).filter { $0 != "-" && $0 != ":" }
        let backup = try reserveBackupName("\(file.target).corrupt-\(stamp)")
        guard rename(file.target, backup) == 0 else {
            let code = errno
            unlink(backup)
            throw ioError("move aside", code, file: file.target)
        }
        try syncFolder(of: file.target)
        return backup
    }

    /// Most backups tried for one second: `-2` to `-999`.
    private static let backupsPerSecond = 999

    /// The first of `base`, `base-2`, `base-3`… that no file has, claimed by creating it empty
    /// (`O_EXCL`, so no other file can be there), for the corrupt file to be renamed over.
    private func reserveBackupName(_ base: String) throws(SeenStateStoreError) -> String {
        for number in 1...Self.backupsPerSecond {
            let name = number == 1 ? base : "\(base)-\(number)"
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                return name
            }
            guard errno == EEXIST else { throw ioError("create the backup", errno, file: name) }
        }
        throw ioError("create the backup", EEXIST, file: "\(base)-\(Self.backupsPerSecond)")
    }

    // MARK: - Files

    /// Takes the lock on `TARGET.lock`, beside the file the store's path leads to, so every
    /// path to one file — links included — takes one lock. Makes the folder first, and nothing
    /// at all beside something that is not a regular file.
    private func acquireLock(for file: AtomicFileReplacement) throws(SeenStateStoreError) -> SeenStateFileLock
    {
        try file.requireRegularFileOrNothing()
        try ensureFolder(of: file.target)
        return try SeenStateFileLock(
            file.target + ".lock", guarding: file.target, timeout: lockTimeout, onWait: onLockWait)
    }

    private func syncFolder(of file: String) throws(SeenStateStoreError) {
        let folder = Self.folder(of: file)
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError("flush the folder of", errno, file: file) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw ioError("flush the folder of", errno, file: file) }
    }

    /// Makes the folders `file` is to be in, as `mkdir -p` does.
    private func ensureFolder(of file: String) throws(SeenStateStoreError) {
        let target = Self.folder(of: file)
        var folder = target.hasPrefix("/") ? "/" : ""
        for part in target.split(separator: "/") where part != "." {
            folder = FilePaths.appending(String(part), to: folder)
            guard mkdir(folder, 0o777) != 0 else { continue }
            var status = stat()
            let code = errno
            // Already there as a folder (or a link to one) is what was wanted, whatever mkdir said
            // (a read-only or automounted parent answers EACCES or EROFS for a folder it has).
            if stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            throw ioError("create the folder of", code == EEXIST ? ENOTDIR : code, file: file)
        }
    }

    private static func folder(of file: String) -> String {
        let parent = FilePaths.parent(of: file)
        return parent.isEmpty ? "." : parent
    }

    private func ioError(_ operation: String, _ code: Int32, file: String? = nil) -> SeenStateStoreError {
        .io(file: file ?? path, operation: operation, reason: String(cString: strerror(code)))
    }
}
