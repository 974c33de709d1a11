import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program as a whole process — `posix_spawn`, then `wait4` — within a time limit, and
/// measures it: a test of something that used to hang fails instead of hanging, and the kernel's
/// count of the process's peak memory tells a bounded read from an unbounded one.
enum BoundedProcess {
    struct Result {
        /// The exit status, or `nil` when a signal ended the process (the time limit's included).
        var status: Int32?
        /// Whether the process was killed for running past the time limit.
        var timedOut: Bool
        var standardOutput: String
        var standardError: String
        /// How long it ran, from spawning to its end.
        var elapsed: Duration
        /// Its peak resident memory, in bytes.
        var peakMemory: Int
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
    }

    /// How often the process is checked on while it runs.
    private static let pollInterval: useconds_t = 2_000

    /// Runs `executable` with `arguments`, its input empty, and kills it when it outlives `timeLimit`.
    static func run(_ executable: String, _ arguments: [String], timeLimit: Duration) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path

        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0, errno != EINTR { throw SpawnFailed(code: errno) }
            if !timedOut, ContinuousClock.now - start > timeLimit {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(pollInterval)
        }
        let elapsed = ContinuousClock.now - start
        // The low seven bits are the signal that ended it, or 0 for an exit with the next eight.
        let signal = status & 0x7F
        #if canImport(Glibc)
            let peakMemory = usage.ru_maxrss * 1_024  // kilobytes on Linux
        #else
            let peakMemory = usage.ru_maxrss  // bytes on macOS
        #endif
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, timedOut: timedOut,
            standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            elapsed: elapsed, peakMemory: peakMemory)
    }

    /// Runs the built `tutorialkit` with `arguments`.
    static func tool(_ arguments: [String], timeLimit: Duration = .seconds(10)) throws -> Result {
        try run(ToolRunner.executable.path, arguments, timeLimit: timeLimit)
    }
}
