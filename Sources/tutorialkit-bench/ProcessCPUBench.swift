import Foundation

/// `tutorialkit preview` and `validate` of every example in `Tutorials/`, as whole processes, in
/// CPU time (user and system, from `wait4`), against the Foundation "hello" process measured in
/// turns with them: what starting the tool costs beyond starting any Swift program.
enum ProcessCPUBench {
    static let target = 1.2

    static func run(runs: Int, binaries: URL) throws -> [BenchResult] {
        let tool = binaries.appendingPathComponent("tutorialkit")
        let hello = binaries.appendingPathComponent("bench-hello")
        var results: [BenchResult] = []
        for example in try examples() {
            for command in ["preview", "validate"] {
                let arguments = [command, example]
                guard try ProcessRun.run(tool, arguments).status == 0 else {
                    throw BenchError("tutorialkit \(command) \(example) failed")
                }
                // In turns, as Timing.medians does, so a busy spell falls on both.
                var toolTimes: [Double] = []
                var helloTimes: [Double] = []
                for _ in 0..<runs {
                    toolTimes.append(try ProcessRun.run(tool, arguments).cpuNanoseconds)
                    helloTimes.append(try ProcessRun.run(hello, []).cpuNanoseconds)
                }
                let name = URL(fileURLWithPath: example).deletingPathExtension().deletingPathExtension()
                    .lastPathComponent
                results.append(
                    BenchResult(
                        name: "\(command) \(name), process CPU time", median: Timing.median(of: toolTimes),
                        floor: ("Foundation \"hello\" process, CPU", Timing.median(of: helloTimes)),
                        limit: .ratio(target)))
            }
        }
        return results
    }

    /// Each example's tutorial file, `Tutorials/NAME/NAME.tutorial.json`.
    private static func examples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "Tutorials").sorted().compactMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "Tutorials/\(folder)")) ?? []
            return names.first { $0.hasSuffix(".tutorial.json") }.map { "Tutorials/\(folder)/\($0)" }
        }
    }
}
