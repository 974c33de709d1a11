import Foundation
import ProcessMeasurement

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end as a whole process, with `posix_spawn` and `wait4`: its wall time, and
/// its peak memory, with its output thrown away.
///
/// The peak is the process's own high-water mark (`VmHWM`), read while it runs: `wait4`'s
/// `ru_maxrss` would count the spawning process too, as a spawned child shares its memory until
/// `exec`.
struct ProcessRun {
    /// The exit status, or `nil` when a signal ended it.
    var status: Int32?
    /// Wall-clock time from spawn to exit, in nanoseconds.
    var nanoseconds: Double
    /// The CPU time it used, user and system, in nanoseconds (from `wait4`'s `rusage`: the
    /// process's own, which a shared start does not inflate as it does the peak memory).
    var cpuNanoseconds: Double
    /// The largest resident set, in kilobytes, as last read before the process ended.
    var peakKilobytes: Int

    /// Runs `executable` with `arguments` in the current folder, its output to /dev/null.
    static func run(_ executable: URL, _ arguments: [String]) throws -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot start \(executable.path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var peak = 0
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else {
                throw BenchError("cannot wait for \(executable.path)")
            }
            peak = max(peak, HighWaterMark.of(pid) ?? 0)
            usleep(500)
        }
        let elapsed = Timing.nanoseconds(clock.now - start)
        // WIFEXITED / WEXITSTATUS, spelled out: the macros are not imported.
        let signal = status & 0x7F
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
        return ProcessRun(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, nanoseconds: elapsed, cpuNanoseconds: cpu,
            peakKilobytes: peak)
    }
}
