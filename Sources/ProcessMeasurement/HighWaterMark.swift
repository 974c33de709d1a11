#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running process's peak resident memory, as its own high-water mark: what the bench and the
/// tests report of a process they spawned. `wait4`'s `ru_maxrss` would count the spawning process
/// too, whose memory a spawned child shares until `exec`.
public enum HighWaterMark {
    /// `VmHWM` of `/proc/PID/status`, in kilobytes; `nil` once the process has ended (or off Linux).
    public static func of(_ pid: pid_t) -> Int? {
        // read(2), not Foundation: a /proc file's size is 0, and readers that trust it read nothing.
        let descriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0,
            let line = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: "\n")
                .first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(
            line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
}
