import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `tutorialkit` as a whole process with `posix_spawn`, waits for it with `wait4`
/// (for its peak memory), and kills it when it runs past a deadline: for tests of what hostile
/// input does to the process — exit status, bytes out, time and memory — rather than what it says.
enum SpawnedTool {
    struct Result {
        /// The exit status, or `nil` when a signal ended the process.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        var standardOutput: [UInt8]
        var standardError: [UInt8]
        /// Wall-clock seconds from spawn to exit.
        var seconds: Double
        /// The largest resident set, in kilobytes.
        var peakKilobytes: Int
        /// Whether it was killed for running past the deadline.
        var timedOut: Bool

        /// Everything it printed, as text (invalid UTF-8 repaired).
        var output: String { String(decoding: standardOutput + standardError, as: UTF8.self) }
    }

    /// Runs `tutorialkit arguments…` in `folder`, killing it after `timeout` seconds.
    static func run(
        _ arguments: [String], in folder: URL = TestPaths.repository, input: String? = nil,
        timeout: Double = 20
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path
        let inPath = scratch.appendingPathComponent("in").path
        _ = FileManager.default.createFile(atPath: inPath, contents: Data((input ?? "").utf8))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // The shell changes folder and becomes the tool (exec), so the process waited for, and its
        // peak memory, are the tool's.
        let shell = "/bin/sh"
        let executable = ToolRunner.executable.path
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        let argv =
            ([shell, "-c", #"cd "$0" && exec "$@""#, folder.path, executable] + arguments).map { strdup($0) }
            + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawn(&pid, shell, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if !timedOut, Date().timeIntervalSince(started) > timeout {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(started)
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the macros are not imported.
        let signal = status & 0x7F
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : nil,
            signal: signal == 0 ? nil : signal,
            standardOutput: [UInt8](FileManager.default.contents(atPath: outPath) ?? Data()),
            standardError: [UInt8](FileManager.default.contents(atPath: errPath) ?? Data()),
            seconds: seconds, peakKilobytes: Int(usage.ru_maxrss), timedOut: timedOut)
    }
}
