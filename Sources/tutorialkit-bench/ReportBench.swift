import Foundation
import SeededRandom

/// `tutorialkit report` of a generated 1 GB event log as a whole process, against DuckDB running
/// `Analytics/report.sql` on the same file in the same run (from Python, as PyPI ships it; the
/// case is left out, and says so, when `duckdb` does not import), and against reading the bytes
/// (`cat`). The tool's peak memory is held under 100 MB.
enum ReportBench {
    static let peakLimitKilobytes = 100_000

    static func run(runs: Int, binaries: URL, bytes: Int = 1_000_000_000) throws -> [BenchResult] {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-bench-events.jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: log) }
        try writeLog(bytes: bytes, to: log)
        let tool = binaries.appendingPathComponent("tutorialkit")
        let python = URL(fileURLWithPath: "/usr/bin/env")
        let sql = try String(contentsOfFile: "Analytics/report.sql", encoding: .utf8)
            .replacingOccurrences(of: "'events.jsonl'", with: "'\(log)'")
        let script = "import duckdb; duckdb.sql(" + pythonString(sql) + ").fetchall()"
        let hasDuckDB = (try? ProcessRun.run(python, ["python3", "-c", "import duckdb"]).status) == 0
        var reports: [Double] = []
        var peaks: [Int] = []
        var duckTimes: [Double] = []
        var reads: [Double] = []
        for _ in 0..<max(1, min(runs, 3)) {
            let report = try ProcessRun.run(
                tool, ["report", log, "--goal", "purchase.completed", "--format", "json"])
            guard report.status == 0 else { throw BenchError("tutorialkit report failed") }
            reports.append(report.nanoseconds)
            peaks.append(report.peakKilobytes)
            if hasDuckDB {
                let duck = try ProcessRun.run(python, ["python3", "-c", script])
                guard duck.status == 0 else { throw BenchError("DuckDB failed to run Analytics/report.sql") }
                duckTimes.append(duck.nanoseconds)
            }
            reads.append(try ProcessRun.run(URL(fileURLWithPath: "/bin/cat"), [log]).nanoseconds)
        }
        let size = "\(bytes / 1_000_000_000) GB"
        var results = [
            BenchResult(
                name: "report of a \(size) event log, process", median: Timing.median(of: reports),
                floor: ("read the bytes (cat)", Timing.median(of: reads)), limit: .ratio(40),
                peak: (peaks.max() ?? 0, peakLimitKilobytes))
        ]
        if hasDuckDB {
            results.append(
                BenchResult(
                    name: "report of a \(size) event log, process", median: Timing.median(of: reports),
                    floor: ("DuckDB running Analytics/report.sql", Timing.median(of: duckTimes)),
                    limit: .ratio(1),
                    peak: (peaks.max() ?? 0, peakLimitKilobytes)))
        } else {
            print("(DuckDB is not installed: pip install duckdb for the report's comparison with it)")
        }
        return results
    }

    /// `text` as a Python string literal.
    private static func pythonString(_ text: String) -> String {
        "'"
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            .replacingOccurrences(of: "\n", with: "\\n") + "'"
    }

    /// A log like `Scripts/generate-events.py`'s, written fast: users assigned to control, long
    /// or short, each variant user's run going on step by step by chance, 200 runs open at once.
    static func writeLog(bytes: Int, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw BenchError("cannot write \(path)") }
        defer { try? handle.close() }
        var random = SeededGenerator(seed: 39)
        let steps = ["welcome", "search", "filters", "cart", "checkout"]
        let goOn: [String: [Double]] = [
            "long": [0.90, 0.80, 0.70, 0.75, 0.80], "short": [0.92, 0.86, 0.80, 0.82, 0.86],
        ]
        let endings = ["dismissed", "dismissed", "skipped", "abandoned", "failed"]
        var open: [[String]] = []
        var buffer = ""
        var written = 0
        var user = 0
        func time(_ milliseconds: Int) -> String {
            let seconds = milliseconds / 1_000
            let parts = [seconds / 3_600 % 24, seconds / 60 % 60, seconds % 60].map {
                $0 < 10 ? "0\($0)" : "\($0)"
            }
            let millis = String(1_000 + milliseconds % 1_000).dropFirst()
            return "2026-11-\(10 + seconds / 86_400 % 18)T\(parts[0]):\(parts[1]):\(parts[2]).\(millis)Z"
        }
        while written < bytes || !open.isEmpty {
            if written < bytes, open.count < 200 {
                user += 1
                let roll = Double.random(in: 0..<1, using: &random)
                let side = roll < 0.2 ? "control" : roll < 0.6 ? "long" : "short"
                var clock = user * 1_000
                let base = #"{"format":1,"user":"user-\#(user)","tutorial":"onboarding","contentVersion":3,"#
                var lines = [base + #""time":"\#(time(clock))","variant":"\#(side)","kind":"assigned"}"#]
                if side != "control" {
                    let run =
                        base + #""session":"\#(String(random.next(), radix: 16))","variant":"\#(side)","#
                    lines.append(
                        run + #""time":"\#(time(clock))","kind":"started","step":"welcome","index":0}"#)
                    for (index, step) in steps.enumerated() {
                        lines.append(
                            run
                                + #""time":"\#(time(clock))","kind":"shown","step":"\#(step)","index":\#(index)}"#
                        )
                        let spent = 200 + Int(random.next() % 20_000)
                        clock += spent
                        let seconds = "\(spent / 1_000).\(String(1_000 + spent % 1_000).dropFirst())"
                        if Double.random(in: 0..<1, using: &random) < (goOn[side]?[index] ?? 0) {
                            lines.append(
                                run
                                    + (index == steps.count - 1
                                        ? #""time":"\#(time(clock))","kind":"completed","timeOnStep":\#(seconds)}"#
                                        : #""time":"\#(time(clock))","kind":"advanced","step":"\#(step)","index":\#(index),"timeOnStep":\#(seconds)}"#)
                            )
                            continue
                        }
                        let ending = endings[Int(random.next() % UInt64(endings.count))]
                        let reason = ending == "failed" ? #","reason":"targetMissing""# : ""
                        lines.append(
                            run
                                + #""time":"\#(time(clock))","kind":"\#(ending)","step":"\#(step)","index":\#(index),"timeOnStep":\#(seconds)\#(reason)}"#
                        )
                        break
                    }
                }
                if Double.random(in: 0..<1, using: &random)
                    < (side == "short" ? 0.15 : side == "long" ? 0.12 : 0.10)
                {
                    lines.append(
                        #"{"format":1,"time":"\#(time(clock + 1_000))","user":"user-\#(user)","kind":"hostEvent","event":"purchase.completed"}"#
                    )
                }
                open.append(lines)
                continue
            }
            let position = Int(random.next() % UInt64(open.count))
            let line = open[position].removeFirst()
            if open[position].isEmpty { open.remove(at: position) }
            buffer += line + "\n"
            written += line.utf8.count + 1
            if buffer.utf8.count >= 1 << 20 {
                try handle.write(contentsOf: Data(buffer.utf8))
                buffer = ""
            }
        }
        try handle.write(contentsOf: Data(buffer.utf8))
    }
}
