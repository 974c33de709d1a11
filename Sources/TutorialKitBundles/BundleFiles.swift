import TutorialKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed: what was done, to which path, and the system's reason.
public struct BundleFileError: Error, Equatable, CustomStringConvertible {
    /// What was being done: "write", "create the folder", "rename".
    public var operation: String
    /// The path it was done to.
    public var path: String
    /// The system's words for the failure.
    public var reason: String
    /// The error number.
    public var code: Int32

    init(_ operation: String, _ path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = String(cString: strerror(code))
    }

    /// The failure in words: `cannot write PATH: No space left on device`.
    public var description: String { "cannot \(operation) \(path): \(reason)" }
}

/// The file operations a bundle is built and installed with: files created new and flushed,
/// folders flushed after a name in them changes, trees removed without following links.
enum BundleFiles {
    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif

    /// What a name in a folder is, as `lstat` says: a link is a link, never what it points at.
    enum EntryKind: Equatable {
        case file, folder, link, other
    }

    /// `path`'s kind, or `nil` when there is nothing there.
    static func kind(of path: String) -> EntryKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The names in the folder at `path`, sorted by their bytes, without `.` and `..`.
    static func names(in path: String) throws(BundleFileError) -> [String] {
        guard let folder = opendir(path) else { throw BundleFileError("list the folder", path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Makes the folder at `path`; one already there is fine, a link or a file is not.
    static func makeFolder(_ path: String) throws(BundleFileError) {
        if mkdir(path, 0o755) == 0 { return }
        let code = errno
        guard code == EEXIST, kind(of: path) == .folder else {
            throw BundleFileError("create the folder", path, code: code)
        }
    }

    /// Makes the folders of `relative` (a checked bundle path) under `root` that lead to its file.
    static func makeParents(of relative: String, in root: String) throws(BundleFileError) {
        var folder = root
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            try makeFolder(folder)
        }
    }

    /// Writes `bytes` to a new file at `path` (never over one, never through a link), flushed to
    /// the disk unless `flushing` is `false` (a caller that flushes many files at once with
    /// ``flushFileSystem(holding:flushed:)``).
    static func writeNew(_ bytes: [UInt8], to path: String, flushing: Bool = true) throws(BundleFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw BundleFileError("create", path) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw BundleFileError("write", path)
            }
            offset += written
        }
        guard !flushing || fsync(descriptor) == 0 else { throw BundleFileError("flush", path) }
    }

    /// Flushes the files at `paths`, all on the file system holding `folder`: with one `syncfs`
    /// where the system has it (Linux), as a flush of each file costs a journal commit each;
    /// else each file in turn.
    static func flushFileSystem(holding folder: String, files paths: [String]) throws(BundleFileError) {
        if let syncfs = systemSyncfs {
            let descriptor = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
            guard descriptor >= 0 else { throw BundleFileError("open the folder", folder) }
            defer { close(descriptor) }
            guard syncfs(descriptor) == 0 else { throw BundleFileError("flush the file system of", folder) }
            return
        }
        for path in paths {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { throw BundleFileError("open", path) }
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else { throw BundleFileError("flush", path) }
        }
    }

    /// Linux's `syncfs`, which the C library declares only for GNU sources (so Swift does not see
    /// it): looked up by name. `nil` elsewhere.
    private static let systemSyncfs: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
            return nil
        #endif
    }()

    /// Flushes the folder at `path`, so the names just made or renamed in it last.
    static func syncFolder(_ path: String) throws(BundleFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { throw BundleFileError("open the folder", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw BundleFileError("flush the folder", path) }
    }

    /// Flushes the folder at `path` and every folder under it.
    static func syncTree(_ path: String) throws(BundleFileError) {
        for name in try names(in: path) where kind(of: path + "/" + name) == .folder {
            try syncTree(path + "/" + name)
        }
        try syncFolder(path)
    }

    /// Renames `from` to `to`, in one step.
    static func rename(_ from: String, to: String) throws(BundleFileError) {
        #if canImport(Glibc)
            let result = Glibc.rename(from, to)
        #else
            let result = Darwin.rename(from, to)
        #endif
        guard result == 0 else { throw BundleFileError("rename \(from) to", to) }
    }

    /// Removes what is at `path`: a folder with everything in it, a file, or a link (not what it
    /// points at). Nothing there is fine.
    static func removeTree(_ path: String) throws(BundleFileError) {
        switch kind(of: path) {
        case nil: return
        case .folder:
            for name in try names(in: path) { try removeTree(path + "/" + name) }
            guard rmdir(path) == 0 || errno == ENOENT else {
                throw BundleFileError("remove the folder", path)
            }
        default:
            guard unlink(path) == 0 || errno == ENOENT else { throw BundleFileError("remove", path) }
        }
    }

    /// A name no other install chooses: 16 random hexadecimal digits.
    static func randomName(_ prefix: String) -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return prefix + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The regular file at `path`, at most `limit` bytes, or why not.
    static func read(_ path: String, limit: Int) throws(BundleFileError) -> [UInt8] {
        guard kind(of: path) != .link else { throw BundleFileError("read", path, code: ELOOP) }
        switch RegularFileReader.bytes(atPath: path, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.missing): throw BundleFileError("read", path, code: ENOENT)
        case .failure(.notARegularFile): throw BundleFileError("read", path, code: EISDIR)
        case .failure(.tooLarge): throw BundleFileError("read", path, code: EFBIG)
        case .failure(.unreadable(_, let code)): throw BundleFileError("read", path, code: code)
        }
    }
}

/// An exclusive lock on a store, held by one update or rollback at a time, across processes;
/// one held longer than half a second makes the change answer "busy".
/// Released by ``release()`` at the end of the change, not left to the object's lifetime: a
/// lock's object may outlive the call that took it (an async frame is freed when its task moves
/// on), and a second open of the lock file in the same process would find it still held.
final class BundleStoreLock {
    private var descriptor: Int32

    /// Takes the lock of the folder at `folder`, or `nil` when another process holds it.
    init?(folder: String) throws(BundleFileError) {
        let path = folder + "/.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw BundleFileError("open the lock", path) }
        // A lock held for a moment is waited for, up to half a second: while another thread of
        // this process starts a program, the child holds a copy of every open descriptor (this
        // one too) until it runs the program, which closes it.
        var waited = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, waited < 50 else {
                close(descriptor)
                if code == EWOULDBLOCK { return nil }
                throw BundleFileError("lock", path, code: code)
            }
            usleep(10_000)
            waited += 1
        }
        self.descriptor = descriptor
    }

    /// Gives the lock up; more calls do nothing.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
