#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells when files change, by what `stat` says of each path: its inode, size and modification
/// time. An editor that saves by writing a new file and renaming it over the old gives the path a
/// new inode, which counts as a change; a file removed and written again too. Polled: the caller
/// asks at its own pace (`watch` every tenth of a second).
struct FileWatch {
    /// What `stat` said of a path, or `nil` when there was nothing there.
    private struct Signature: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    private var signatures: [String: Signature?] = [:]

    /// Watches `paths` from what they are now.
    init(_ paths: [String]) {
        for path in paths { signatures[path] = Self.signature(path) }
    }

    /// Whether any watched path changed since the last call (or since the watch began), and
    /// takes what they are now as the new start. `paths` replaces the watched ones.
    mutating func changed(watching paths: [String]) -> Bool {
        var changed = false
        var next: [String: Signature?] = [:]
        for path in paths {
            let now = Self.signature(path)
            if let before = signatures[path], before != now { changed = true }
            next[path] = now
        }
        signatures = next
        return changed
    }

    private static func signature(_ path: String) -> Signature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return Signature(
            inode: UInt64(status.st_ino), size: Int64(status.st_size), seconds: Int(time.tv_sec),
            nanoseconds: Int(time.tv_nsec))
    }
}
