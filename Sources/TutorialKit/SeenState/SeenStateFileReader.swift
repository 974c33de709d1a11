import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a seen-state file's bytes — only ever from a regular file, and only up to a bound.
///
/// A path can name anything: a FIFO, whose opening and reading wait for a writer that may never
/// come; a device such as `/dev/zero`, which never ends; a folder. The file is opened without
/// waiting and checked before a byte is read, so those fail at once, and a regular file is read
/// no further than ``maximumSize``.
enum SeenStateFileReader {
    /// The largest file read: 512 MiB, about two million records, far more than a user's seen-state
    /// (a million records, about 230 MB, list in a few seconds).
    static let maximumSize = 512 << 20

    /// The bytes of the file at `path`, or `nil` when there is no file.
    ///
    /// - Throws: ``SeenStateStoreError`` when it is not a regular file, too large, or unreadable.
    static func bytes(of path: String) throws(SeenStateStoreError) -> [UInt8]? {
        // Without O_NONBLOCK, opening a FIFO waits for a writer; O_NOCTTY keeps a terminal from
        // becoming the process's.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            // A socket cannot be opened at all: say what it is rather than why opening failed.
            var status = stat()
            if stat(path, &status) == 0, let kind = nonRegularKind(status.st_mode) {
                throw .notARegularFile(file: path, kind: kind)
            }
            throw ioError("read", code, path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ioError("read", errno, path) }
        if let kind = nonRegularKind(status.st_mode) { throw .notARegularFile(file: path, kind: kind) }
        let expected = max(Int(status.st_size), 0)
        guard expected <= maximumSize else { throw .tooLarge(file: path, limit: maximumSize) }
        // Read into an array of the file's size, never zeroed first (a file can be megabytes); the
        // one spare byte tells a file that grew since, whose rest is read in chunks up to the bound.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            initialized = read(descriptor, into: buffer, failure: &failure)
        }
        if failure == nil, bytes.count == expected + 1 {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            var count = chunk.count
            while failure == nil, count == chunk.count, bytes.count <= maximumSize {
                count = chunk.withUnsafeMutableBufferPointer { read(descriptor, into: $0, failure: &failure) }
                bytes += chunk.prefix(count)
            }
        }
        if let failure { throw ioError("read", failure, path) }
        guard bytes.count <= maximumSize else { throw .tooLarge(file: path, limit: maximumSize) }
        return bytes
    }

    /// What a file of `mode` is, in words, when it is not a regular file; `nil` for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "something other than a file"
        }
    }

    /// Fills `buffer` from `descriptor` up to its end or the file's; sets `failure` on an error.
    /// - Returns: How many bytes were read.
    private static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failure: inout Int32?
    ) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = Foundation.read(descriptor, base + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    private static func ioError(_ operation: String, _ code: Int32, _ path: String) -> SeenStateStoreError {
        .io(file: path, operation: operation, reason: String(cString: strerror(code)))
    }
}
