#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file's bytes — only ever from a regular file, and only up to a bound: what the tutorial
/// and screen loaders and the seen-state store read through, each putting a failure in its own
/// words.
///
/// A path can name anything: a FIFO, whose opening and reading wait for a writer that may never
/// come; a device such as `/dev/zero`, which never ends; a folder. The file is opened without
/// waiting and checked before a byte is read, so those fail at once, and a regular file is read
/// no further than the bound, however it grows while it is read.
package enum RegularFileReader {
    // The C function, not a method of the same name.
    #if canImport(Glibc)
        private static let systemRead = Glibc.read
    #elseif canImport(Darwin)
        private static let systemRead = Darwin.read
    #endif

    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// There is no file at the path (or a folder on the way is missing).
        case missing
        /// The path names something else, such as a folder or a FIFO.
        case notARegularFile(kind: FileKind)
        /// The file has more bytes than the bound.
        case tooLarge(limit: Int)
        /// Opening or reading failed with this error number.
        case unreadable(operation: String, code: Int32)

        /// The system's words for an ``unreadable(operation:code:)``'s error.
        package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func bytes(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        // Looked at before it is opened, as opening some devices does something; and checked
        // again once open, in case the path changed in between.
        var before = stat()
        if stat(path, &before) == 0, let kind = nonRegularKind(before.st_mode) {
            return .failure(.notARegularFile(kind: kind))
        }
        // Without O_NONBLOCK, opening a FIFO waits for a writer; O_NOCTTY keeps a terminal from
        // becoming the process's.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        if descriptor < 0 {
            let code = errno
            // Not ENOTDIR: `file.json/` names a file that is there, as if it were a folder.
            return .failure(code == ENOENT ? .missing : .unreadable(operation: "open", code: code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(.unreadable(operation: "read", code: errno))
        }
        if let kind = nonRegularKind(status.st_mode) { return .failure(.notARegularFile(kind: kind)) }
        let expected = max(Int(status.st_size), 0)
        guard expected <= limit else { return .failure(.tooLarge(limit: limit)) }
        // Read into an array of the file's size, never zeroed first (a file can be megabytes); the
        // one spare byte tells a file that grew since, whose rest is read in chunks up to the bound.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            initialized = read(descriptor, into: buffer, failure: &failure)
        }
        if failure == nil, bytes.count == expected + 1 {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            var count = chunk.count
            while failure == nil, count == chunk.count, bytes.count <= limit {
                count = chunk.withUnsafeMutableBufferPointer { read(descriptor, into: $0, failure: &failure) }
                bytes += chunk.prefix(count)
            }
        }
        if let failure { return .failure(.unreadable(operation: "read", code: failure)) }
        guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(bytes)
    }

    /// Why the file at `path` cannot be read, as far as `stat` tells without opening it: it is
    /// missing or not a regular file. `nil` otherwise; reading it then says whatever else fails.
    package static func failureBeforeReading(atPath path: String) -> Failure? {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? .missing : nil }
        return nonRegularKind(status.st_mode).map { .notARegularFile(kind: $0) }
    }

    /// What a path names when it is not a regular file.
    package enum FileKind: Equatable, Sendable, CustomStringConvertible {
        case fifo, characterDevice, blockDevice, folder, socket, symbolicLink, other

        /// The kind in words, as a message names it: "a folder".
        package var description: String {
            switch self {
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .folder: "a folder"
            case .socket: "a socket"
            case .symbolicLink: "a symbolic link"
            case .other: "something other than a file"
            }
        }
    }

    /// What a file of `mode` is when it is not a regular file; `nil` for a regular file.
    package static func nonRegularKind(_ mode: mode_t) -> FileKind? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFDIR: .folder
        case S_IFSOCK: .socket
        case S_IFLNK: .symbolicLink
        default: .other
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
            let count = systemRead(descriptor, base + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = errno
                break
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
