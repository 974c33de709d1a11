#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells one version of a file from the next without reading it, from `stat`: which file it
/// is (device and inode), its size, and when it was modified and changed, to the nanosecond.
///
/// The store's writers never change a file in place: they rename a new file over it, which has
/// another inode and a new change time. A program that writes in place changes the modification
/// time, and the change time, which no program can set back.
struct SeenStateFileVersion: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Timestamp
    var changed: Timestamp

    /// A time from `stat`, to the nanosecond.
    struct Timestamp: Hashable, Sendable {
        var seconds: Int64
        var nanoseconds: Int64

        init(_ time: timespec) {
            seconds = Int64(time.tv_sec)
            nanoseconds = Int64(time.tv_nsec)
        }
    }

    /// The version of the file at `path`, through symbolic links; `nil` when there is none.
    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Glibc)
            (modified, changed) = (Timestamp(status.st_mtim), Timestamp(status.st_ctim))
        #else
            (modified, changed) = (Timestamp(status.st_mtimespec), Timestamp(status.st_ctimespec))
        #endif
    }
}
