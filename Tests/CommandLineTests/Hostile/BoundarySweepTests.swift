import Foundation
import TestSupport
import Testing

@testable import tutorialkit

/// Every example in `Tutorials/` with each value in turn replaced by one at a boundary — each
/// number by 0, −1, ±2³¹, ±2⁶³, 2⁵³+1, 1e308, 1e400, −0 and 0.5, each string by control
/// characters, a lone surrogate and an over-long string — through `validate`, `preview` (text,
/// json, transcript) and `explain`: each exits 0, 1 or 2, prints no raw control byte, and stays
/// within bounded time and memory. `validate` and `preview` run as whole processes, which read
/// the files and draw the frames, so their peak memory is measured; the json and transcript
/// previews and `explain` run the tool's code in this process, as a process costs 15 ms to start
/// and the sweep has to finish in about a minute.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct BoundarySweepTests {
    static let numbers = [
        "0", "-1", "2147483647", "-2147483648", "9223372036854775807", "-9223372036854775808",
        "9007199254740993", "1e308", "1e400", "-0", "0.5",
    ]
    static let strings = [
        #""\u001b]52;c;aGk=\u0007\u009b2J\u0000""#, #""\ud800""#,
        "\"" + String(repeating: "x", count: 10_001) + "\"",
    ]
    /// The most a run may take, in seconds and kilobytes.
    static let secondsLimit = 10.0
    static let kilobytesLimit = 300_000

    /// Where each value (not key) of a JSON text is: numbers and strings, by byte range.
    static func values(in bytes: [UInt8]) -> (numbers: [Range<Int>], strings: [Range<Int>]) {
        var numbers: [Range<Int>] = []
        var strings: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                var after = index
                while after < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[after]) { after += 1 }
                if after >= bytes.count || bytes[after] != UInt8(ascii: ":") { strings.append(start..<index) }
            } else if byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) {
                let start = index
                while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
                numbers.append(start..<index)
            } else {
                index += 1
            }
        }
        return (numbers, strings)
    }

    @Test("every example's values at their boundaries: exit 0, 1 or 2, no raw control byte, bounded")
    func sweep() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: TestPaths.tutorials.path)
            .filter { $0 != "schema" }.sorted()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var jobs: [SpawnedTool.Job] = []
        var inProcess: [[String]] = []
        var files = 0
        for example in examples {
            let source = TestPaths.tutorials.appendingPathComponent(example)
            let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
            guard let tutorial = names.first(where: { $0.hasSuffix(".tutorial.json") }) else { continue }
            for name in names {
                let bytes = [UInt8](try Data(contentsOf: source.appendingPathComponent(name)))
                let found = Self.values(in: bytes)
                let replacements =
                    found.numbers.flatMap { range in Self.numbers.map { (range, $0) } }
                    + found.strings.flatMap { range in Self.strings.map { (range, $0) } }
                for (range, value) in replacements {
                    // A copy of the example's folder with this one value changed.
                    let folder = root.appendingPathComponent("\(files)")
                    try FileManager.default.copyItem(at: source, to: folder)
                    var changed = bytes
                    changed.replaceSubrange(range, with: Array(value.utf8))
                    try Data(changed).write(to: folder.appendingPathComponent(name))
                    files += 1
                    for arguments in [["validate", tutorial], ["preview", tutorial]] {
                        jobs.append(SpawnedTool.Job(arguments: arguments, folder: folder))
                    }
                    let path = folder.appendingPathComponent(tutorial).path
                    inProcess += [
                        ["preview", path, "--format", "json"], ["preview", path, "--format", "transcript"],
                        [
                            "explain", path, "--store", folder.appendingPathComponent("seen.json").path,
                            "--now",
                            "2026-11-24T00:00:00Z",
                        ],
                    ]
                }
            }
        }
        #expect(files > 2_000)
        let results = try SpawnedTool.runAll(
            jobs, parallel: ProcessInfo.processInfo.activeProcessorCount, timeout: Self.secondsLimit)
        var statuses: [Int32: Int] = [:]
        for (job, result) in zip(jobs, results) {
            let place = "\(job.folder.lastPathComponent): \(job.arguments.joined(separator: " "))"
            #expect(!result.timedOut, "\(place) ran past \(Self.secondsLimit) s")
            #expect(
                [0, 1, 2].contains(result.status ?? -1),
                "\(place): status \(String(describing: result.status)), signal \(String(describing: result.signal))"
            )
            #expect(result.peakKilobytes < Self.kilobytesLimit, "\(place): \(result.peakKilobytes) KB")
            let problem = SpawnedTool.rawControl(in: result.standardOutput + result.standardError)
            #expect(problem == nil, "\(place): \(problem ?? "")")
            statuses[result.status ?? -1, default: 0] += 1
        }
        for arguments in inProcess {
            var printed: [UInt8] = []
            var output = Output(
                standardOutput: { printed += Array($0.utf8) }, standardError: { printed += Array($0.utf8) })
            let started = Date()
            let status = Tool.run(arguments, &output)
            let seconds = Date().timeIntervalSince(started)
            let place = arguments.joined(separator: " ")
            #expect([0, 1, 2].contains(status), "\(place): status \(status)")
            #expect(seconds < Self.secondsLimit, "\(place): \(seconds) s")
            let problem = SpawnedTool.rawControl(in: printed)
            #expect(problem == nil, "\(place): \(problem ?? "")")
            statuses[status, default: 0] += 1
        }
        // The sweep reaches both sides: values the formats accept and values they refuse.
        #expect(statuses[0, default: 0] > 0, "no value of the sweep was accepted: \(statuses)")
        #expect(statuses[1, default: 0] > 0, "no value of the sweep was refused: \(statuses)")
    }
}
