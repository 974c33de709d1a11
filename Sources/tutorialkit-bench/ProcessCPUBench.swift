import Foundation

/// `tutorialkit preview` and `validate` of every example in `Tutorials/`, as whole processes, in
/// CPU time (user and system, from `wait4`), measured in turns with two floors:
///
/// - the Foundation "hello" process, the target issue 20 set (at most 1.2×): what starting the
///   tool costs beyond starting a Swift program that uses Foundation;
/// - a "hello" that loads only FoundationEssentials, as the tool does (it does not load
///   Foundation and its ICU, which were most of its start-up): what the tool's own work adds. Its
///   limit, 2×, is a guard against that work growing, not a target of an issue.
enum ProcessCPUBench {
    static let target = 1.2
    static let ownWorkLimit = 2.0

    static func run(runs: Int, binaries: URL) throws -> [BenchResult] {
        let tool = binaries.appendingPathComponent("tutorialkit")
        let hello = binaries.appendingPathComponent("bench-hello")
        let essentials = binaries.appendingPathComponent("bench-hello-essentials")
        var results: [BenchResult] = []
        for example in try examples() {
            for command in ["preview", "validate"] {
                let arguments = [command, example]
                guard try ProcessRun.run(tool, arguments).status == 0 else {
                    throw BenchError("tutorialkit \(command) \(example) failed")
                }
                // In turns, as Timing.medians does, so a busy spell falls on all three.
                var toolTimes: [Double] = []
                var helloTimes: [Double] = []
                var essentialsTimes: [Double] = []
                for _ in 0..<runs {
                    toolTimes.append(try ProcessRun.run(tool, arguments).cpuNanoseconds)
                    helloTimes.append(try ProcessRun.run(hello, []).cpuNanoseconds)
                    essentialsTimes.append(try ProcessRun.run(essentials, []).cpuNanoseconds)
                }
                let name = URL(fileURLWithPath: example).deletingPathExtension().deletingPathExtension()
                    .lastPathComponent
                let median = Timing.median(of: toolTimes)
                results.append(
                    BenchResult(
                        name: "\(command) \(name), process CPU time", median: median,
                        floor: ("Foundation \"hello\" process, CPU", Timing.median(of: helloTimes)),
                        limit: .ratio(target)))
                results.append(
                    BenchResult(
                        name: "\(command) \(name), process CPU time", median: median,
                        floor: ("FoundationEssentials \"hello\", CPU", Timing.median(of: essentialsTimes)),
                        limit: .ratio(ownWorkLimit)))
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
