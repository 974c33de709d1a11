#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells when files change, by what `stat` says of each path: its inode, size and modification
/// time. An editor that saves by writing a new file and renaming it over the old gives the path a
/// new inode, which counts as a change; a file removed and written again too. The caller asks at
/// its own pace (`watch` every tenth of a second); on Linux, inotify on the paths' folders also
/// makes ``descriptor`` readable the moment one changes, so a caller waiting on it asks at once.
final class FileWatch {
    /// What `stat` said of a path, or `nil` when there was nothing there.
    private struct Signature: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    private var signatures: [String: Signature?] = [:]
    /// inotify's descriptor, readable when a watched folder changes; `nil` where there is none.
    private(set) var descriptor: Int32?
    /// The folders inotify watches.
    private var folders: Set<String> = []

    /// Watches `paths` from what they are now.
    init(_ paths: [String]) {
        for path in paths { signatures[path] = Self.signature(path) }
        #if canImport(Glibc)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            self.descriptor = descriptor >= 0 ? descriptor : nil
        #endif
        watchFolders(of: paths)
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Reads what inotify has to say: whether anything in the watched folders changed. A file
    /// written again within one tick of the file system's clock, at the same size, looks the same
    /// to `stat`; inotify still tells.
    /// Only events about the watched files count: the storyboard page `watch` writes beside
    /// them, or an editor's backup, would otherwise wake it for ever.
    func drain() -> Bool {
        guard let descriptor else { return false }
        let names = Set(signatures.keys.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        var buffer = [UInt8](repeating: 0, count: 4096)
        var told = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            // Each event: a descriptor, a mask, a cookie and a length (four bytes each), then
            // the name, NUL-padded to that length.
            var offset = 0
            while offset + 16 <= count {
                let length = Int(
                    buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                let end = min(count, offset + 16 + max(0, length))
                let name = String(decoding: buffer[(offset + 16)..<end].prefix { $0 != 0 }, as: UTF8.self)
                if names.contains(name) { told = true }
                offset = end
            }
        }
        return told
    }

    /// Asks inotify to watch the folders of `paths` not watched yet.
    private func watchFolders(of paths: [String]) {
        #if canImport(Glibc)
            guard let descriptor else { return }
            for path in paths {
                let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                let folder =
                    parts.isEmpty
                    ? "." : (parts.joined(separator: "/").isEmpty ? "/" : parts.joined(separator: "/"))
                guard folders.insert(folder).inserted else { continue }
                let events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY
                _ = inotify_add_watch(descriptor, folder, UInt32(events))
            }
        #endif
    }

    /// Whether any watched path changed since the last call (or since the watch began), and
    /// takes what they are now as the new start. `paths` replaces the watched ones.
    func changed(watching paths: [String]) -> Bool {
        watchFolders(of: paths)
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
