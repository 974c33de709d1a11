import TutorialKitJSON

/// Reads a seen-state file's bytes through ``RegularFileReader``: only a regular file, and no more
/// than ``maximumSize``; a FIFO, a device or a folder fails at once.
enum SeenStateFileReader {
    /// The largest file read: 512 MiB, about two million records, far more than a user's seen-state
    /// (a million records, about 230 MB, list in a few seconds).
    static let maximumSize = 512 << 20

    /// The bytes of the file at `path`, or `nil` when there is no file.
    ///
    /// - Throws: ``SeenStateStoreError`` when it is not a regular file, too large, or unreadable.
    static func bytes(of path: String) throws(SeenStateStoreError) -> [UInt8]? {
        switch RegularFileReader.bytes(atPath: path, limit: maximumSize) {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(.notARegularFile(let kind)): throw .notARegularFile(file: path, kind: kind.description)
        case .failure(.tooLarge(let limit)): throw .tooLarge(file: path, limit: limit)
        case .failure(.unreadable(_, let code)):
            throw .io(file: path, operation: "read", reason: RegularFileReader.Failure.reason(code))
        }
    }
}
