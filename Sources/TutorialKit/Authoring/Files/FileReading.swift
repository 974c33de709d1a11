#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files for the loaders (and the command line), turning failures into diagnostics.
///
/// Only a regular file is read: a FIFO would block forever and a device never ends, so either is
/// refused before a byte is read; and never more than ``InputLimits/fileBytes``, however the file
/// grows while it is read.
public enum FileReading {
    /// The message of a file that does not exist, which the tutorial loader rewords for screens.
    static let missingFileMessage = "no such file; check the path"

    /// The bytes of the file at `path`, or a diagnostic saying why it could not be read.
    public static func bytes(atPath path: String, limits: InputLimits = .standard) -> Result<
        [UInt8], Diagnostic
    > {
        // Non-blocking, so that opening a FIFO with no writer returns at once.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let problem = errno
            switch problem {
            case ENOENT, ENOTDIR: return .failure(failure(path, missingFileMessage))
            case EISDIR: return .failure(failure(path, "is a folder, not a file"))
            default:
                return .failure(failure(path, "cannot be read (\(describe(problem))); check its permissions"))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(failure(path, "cannot be read (\(describe(errno)))"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(failure(path, "is a folder, not a file"))
        default:
            return .failure(
                failure(path, "is not a regular file (a pipe, device or socket); point at a file"))
        }
        let limit = limits.fileBytes
        guard Int(status.st_size) <= limit else {
            return .failure(tooLarge(path, limit))
        }
        // One byte past the limit tells a file that grew while it was read.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), limit) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(failure(path, "cannot be read (\(describe(errno)))"))
            }
            if count == 0 { break }
            filled += count
            if filled == bytes.count, filled <= limit {
                bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
            }
        }
        guard filled <= limit else { return .failure(tooLarge(path, limit)) }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> Diagnostic {
        failure(path, "is larger than \(limit) bytes (InputLimits.fileBytes); split it into smaller files")
    }

    /// The system's words for an error number.
    private static func describe(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
    }

    private static func failure(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            severity: .error, file: path, position: SourcePosition(line: 1, column: 1), path: "",
            message: message)
    }
}
