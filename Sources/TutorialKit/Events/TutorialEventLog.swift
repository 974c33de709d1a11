import TutorialKitModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An event log file: each ``TutorialEvent`` appended as one line (``TutorialEvent/line``) with
/// one `write` to the file opened for appending, so lines that several processes append to one
/// file never interleave within a line.
public final class TutorialEventLog: Sendable {
    /// The file's path.
    public let path: String

    /// A log appending to the file at `path` (made when missing).
    public init(path: String) {
        self.path = path
    }

    /// Appends `event` as a line.
    ///
    /// - Throws: ``EventLogError`` when the file cannot be opened or written.
    public func append(_ event: TutorialEvent) throws(EventLogError) {
        let bytes = Array(event.line.utf8)
        // A line past what a reader reads would be a bad line in every report: refused here.
        guard bytes.count <= EventLineScanner.maximumLineLength else {
            throw EventLogError(path: path, code: EMSGSIZE)
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EventLogError(path: path, code: errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = count < 0 ? errno : ENOSPC
                // Part of the line is in the file (a full disk): ended with a newline, it is one bad
                // line, and the next event is not joined to it.
                if written > 0 {
                    _ = [UInt8(ascii: "\n")].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, 1) }
                }
                throw EventLogError(path: path, code: code)
            }
            written += count
        }
    }

    #if canImport(Glibc)
        private let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private let systemWrite = Darwin.write
    #endif
}

/// An event could not be appended to its log.
public struct EventLogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The log's path.
    public var path: String
    /// The error number.
    public var code: Int32

    /// `cannot append to PATH: REASON`.
    public var description: String { "cannot append to \(path): \(String(cString: strerror(code)))" }
}
