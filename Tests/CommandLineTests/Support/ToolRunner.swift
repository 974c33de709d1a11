import Foundation
import TestSupport

/// Runs the built `tutorialkit` executable and captures what it prints.
enum ToolRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Whether the process exited by itself (not killed by a signal such as a crash).
        var exitedNormally: Bool
    }

    /// The executable, next to the test bundle in the build folder.
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("tutorialkit")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return TestPaths.repository.appendingPathComponent(".build/debug/tutorialkit")
    }()

    static func run(
        _ arguments: [String], in folder: URL = TestPaths.repository, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil
        process.environment = inherited.merging(environment) { _, new in new }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8),
            exitedNormally: process.terminationReason == .exit
        )
    }
}
