import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a chain of symbolic links ends: a store whose path is a link is written to the link's
/// target, so the link stays a link and the target gets the update.
enum SymbolicLinks {
    /// Most links followed in a row, as Linux allows (`MAXSYMLINKS`); more is a loop.
    static let maximumLinks = 40

    /// The path `path` leads to through its final symbolic links (not the folders before it): the
    /// file itself, or where a missing file at the end of the chain would be created.
    ///
    /// - Throws: ``SeenStateStoreError/io(file:operation:reason:)`` for a loop or an unreadable link.
    static func finalTarget(of path: String) throws(SeenStateStoreError) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw ioError(current, "inspect", errno)
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { return current }
            current = try destination(of: current)
        }
        throw ioError(path, "follow the symbolic links of", ELOOP)
    }

    /// The path a link points to, relative to the link's folder when it is not absolute.
    private static func destination(of link: String) throws(SeenStateStoreError) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count)
        guard count >= 0 else { throw ioError(link, "read the symbolic link", errno) }
        guard count < buffer.count else { throw ioError(link, "read the symbolic link", ENAMETOOLONG) }
        // A path in bytes that are not UTF-8 would name another file once decoded.
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard count > 0, text.utf8.elementsEqual(buffer[..<count]) else {
            throw ioError(link, "read the symbolic link", EINVAL)
        }
        if text.hasPrefix("/") { return text }
        return FilePaths.appending(text, to: FilePaths.parent(of: link))
    }

    private static func ioError(_ file: String, _ operation: String, _ code: Int32) -> SeenStateStoreError {
        .io(file: file, operation: operation, reason: String(cString: strerror(code)))
    }
}
