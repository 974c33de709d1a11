import Foundation

/// `tutorialkit preview` of the TutorialKit demo as a whole process, from start to exit, against
/// a Foundation program that only prints "hello", built the same way and started the same way.
enum PreviewProcessBench {
    static func run(runs: Int, binaries: URL, tutorial: String) throws -> BenchResult {
        let tool = binaries.appendingPathComponent("tutorialkit")
        let hello = binaries.appendingPathComponent("bench-hello")
        for binary in [tool, hello] where !FileManager.default.isExecutableFile(atPath: binary.path) {
            throw BenchError("\(binary.path) is missing; build it first: swift build -c release")
        }
        let arguments = ["preview", tutorial, "--color", "never"]
        guard try launch(tool, arguments) == 0 else {
            throw BenchError("tutorialkit preview \(tutorial) failed")
        }
        let times = try Timing.medians(
            runs: runs, [{ _ = try launch(tool, arguments) }, { _ = try launch(hello, []) }])
        let (median, floor) = (times[0], times[1])
        return BenchResult(
            name: "tutorialkit preview (demo), whole process", median: median,
            floor: ("Foundation \"hello\" process", floor), limit: .ratio(1.5))
    }

    /// Runs a program to its end with its output discarded, and returns its exit status.
    static func launch(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        try ProcessRun.run(executable, arguments).status ?? -1
    }
}
