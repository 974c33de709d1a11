#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one file a store keeps an installed version's files in, `files.pack`: each file's bytes
/// one after another, in the manifest's order, so the manifest's sizes say where each starts.
/// One file instead of a thousand: creating a file costs a file system far more than writing
/// its bytes, and a version is only ever written whole and read whole.
enum BundlePack {
    /// The pack's name in a version's folder, beside `manifest.json`.
    static let fileName = "files.pack"

    /// Where each file of `files` starts in the pack, and the pack's size.
    static func layout(of files: [BundleManifest.File]) -> (offsets: [Int], size: Int) {
        var offsets: [Int] = []
        offsets.reserveCapacity(files.count)
        var size = 0
        for file in files {
            offsets.append(size)
            // The manifest's sizes are within the limits, so their sum cannot overflow.
            size += file.size
        }
        return (offsets, size)
    }

    /// A pack being written: each file at its offset, from any thread (each writes its own bytes).
    final class Writer: Sendable {
        private let descriptor: Int32
        let path: String

        /// Creates the pack at `path`, where nothing may be yet.
        init(creating path: String) throws(BundleFileError) {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw BundleFileError("create", path) }
            self.descriptor = descriptor
            self.path = path
        }

        deinit { close(descriptor) }

        /// Writes `bytes` at `offset`.
        func write(_ bytes: [UInt8], at offset: Int) throws(BundleFileError) {
            var done = 0
            while done < bytes.count {
                let written = bytes[done...].withUnsafeBytes {
                    pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset + done))
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw BundleFileError("write", path)
                }
                // A file that takes no byte would be asked again forever.
                guard written > 0 else { throw BundleFileError("write", path, code: EIO) }
                done += written
            }
        }
    }

    /// A pack being read: each file's bytes by its offset and size, from any thread.
    final class Reader: Sendable {
        private let descriptor: Int32
        let path: String
        /// The pack's size, in bytes, when it was opened.
        let size: Int

        /// Opens the pack at `path`: a regular file, not a link (nor a FIFO, which an open
        /// without `O_NONBLOCK` would wait on for a writer).
        init(_ path: String) throws(BundleFileError) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else { throw BundleFileError("open", path) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                let code = errno
                close(descriptor)
                throw BundleFileError("read", path, code: code)
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                var error = BundleFileError("read", path, code: EINVAL)
                error.reason = "not a regular file"
                throw error
            }
            self.descriptor = descriptor
            self.path = path
            self.size = Int(status.st_size)
        }

        deinit { close(descriptor) }

        /// The `count` bytes at `offset`; fewer only when the pack ends before them.
        func bytes(at offset: Int, count: Int) throws(BundleFileError) -> [UInt8] {
            guard offset >= 0, count >= 0, offset <= size else { return [] }
            let wanted = min(count, size - offset)
            var failure: BundleFileError?
            let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                while initialized < wanted {
                    let read = pread(
                        descriptor, buffer.baseAddress.map { $0 + initialized }, wanted - initialized,
                        off_t(offset + initialized))
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = BundleFileError("read", path)
                        return
                    }
                    if read == 0 { return }
                    initialized += read
                }
            }
            if let failure { throw failure }
            return bytes
        }
    }
}
