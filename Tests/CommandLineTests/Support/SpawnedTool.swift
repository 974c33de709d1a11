import Foundation
import ProcessMeasurement
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `tutorialkit` as whole processes with `posix_spawn`, waits for them with `wait4`
/// (for their peak memory), and kills any that runs past its deadline: for tests of what hostile
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
        /// The largest resident set, in kilobytes: the process's own high-water mark (`VmHWM`),
        /// read while it runs. (`wait4`'s `ru_maxrss` would count this test process too, whose
        /// memory a spawned child shares until `exec`.)
        var peakKilobytes: Int
        /// Whether it was killed for running past the deadline.
        var timedOut: Bool

        /// What it printed on stderr, as text (invalid UTF-8 repaired).
        var errorText: String { String(decoding: standardError, as: UTF8.self) }

        /// Everything it printed, as text (invalid UTF-8 repaired).
        var output: String { String(decoding: standardOutput + standardError, as: UTF8.self) }
    }

    /// One run: `tutorialkit arguments…` in `folder`.
    struct Job {
        var arguments: [String]
        var folder: URL = TestPaths.repository
        var input: String? = nil
    }

    /// Runs `tutorialkit arguments…` in `folder`, killing it after `timeout` seconds.
    static func run(
        _ arguments: [String], in folder: URL = TestPaths.repository, input: String? = nil,
        timeout: Double = 20
    ) throws -> Result {
        try runAll([Job(arguments: arguments, folder: folder, input: input)], timeout: timeout)[0]
    }

    /// Runs every job, `parallel` at a time, each killed after `timeout` seconds; the results are in
    /// the jobs' order.
    static func runAll(_ jobs: [Job], parallel: Int = 1, timeout: Double = 20) throws -> [Result] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var results = [Result?](repeating: nil, count: jobs.count)
        var running: [Running] = []
        var next = 0
        while next < jobs.count || !running.isEmpty {
            while running.count < max(1, parallel), next < jobs.count {
                running.append(try Running(jobs[next], index: next, scratch: scratch))
                next += 1
            }
            var finished = false
            for position in running.indices.reversed() {
                if let result = try running[position].poll(timeout: timeout) {
                    results[running[position].index] = result
                    running.remove(at: position)
                    finished = true
                }
            }
            if !finished { usleep(1_000) }
        }
        return results.compactMap { $0 }
    }

    /// A process under way.
    private struct Running {
        let index: Int
        let pid: pid_t
        let started: Date
        let outPath: String
        let errPath: String
        var killed = false
        var peak = 0

        init(_ job: Job, index: Int, scratch: URL) throws {
            self.index = index
            outPath = scratch.appendingPathComponent("\(index).out").path
            errPath = scratch.appendingPathComponent("\(index).err").path
            let inPath = scratch.appendingPathComponent("\(index).in").path
            _ = FileManager.default.createFile(atPath: inPath, contents: Data((job.input ?? "").utf8))

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

            // The shell changes folder and becomes the tool (exec), so the process waited for, and
            // its peak memory, are the tool's.
            let shell = "/bin/sh"
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = nil
            let argv =
                ([shell, "-c", #"cd "$0" && exec "$@""#, job.folder.path, ToolRunner.executable.path]
                + job.arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for pointer in argv + envp { free(pointer) }
            }
            var pid: pid_t = 0
            started = Date()
            let spawned = posix_spawn(&pid, shell, &actions, nil, argv, envp)
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
            self.pid = pid
        }

        /// The result once the process has ended; kills it past `timeout`.
        mutating func poll(timeout: Double) throws -> Result? {
            var status: Int32 = 0
            var usage = rusage()
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            guard waited == pid else {
                peak = max(peak, HighWaterMark.of(pid) ?? 0)
                if !killed, Date().timeIntervalSince(started) > timeout {
                    killed = true
                    kill(pid, SIGKILL)
                }
                return nil
            }
            // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the macros are not imported.
            let signal = status & 0x7F
            return Result(
                status: signal == 0 ? (status >> 8) & 0xFF : nil,
                signal: signal == 0 ? nil : signal,
                standardOutput: [UInt8](FileManager.default.contents(atPath: outPath) ?? Data()),
                standardError: [UInt8](FileManager.default.contents(atPath: errPath) ?? Data()),
                seconds: Date().timeIntervalSince(started), peakKilobytes: peak, timedOut: killed)
        }
    }

    /// Where `bytes` holds a control byte other than a line feed — C0, DEL, or C1 (C2 80 to C2
    /// 9F) — described with its surroundings, or `nil`.
    static func rawControl(in bytes: [UInt8]) -> String? {
        for (index, byte) in bytes.enumerated() {
            let isC1 = byte == 0xC2 && index + 1 < bytes.count && (0x80..<0xA0).contains(bytes[index + 1])
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F || isC1 {
                let around = bytes[max(0, index - 40)..<min(bytes.count, index + 40)]
                return "byte \(byte) at \(index): \(String(decoding: around, as: UTF8.self).debugDescription)"
            }
        }
        return nil
    }
}
