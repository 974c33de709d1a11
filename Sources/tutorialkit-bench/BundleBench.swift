import Foundation
import TutorialKit
import TutorialKitBundles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tutorial bundles: `tutorialkit bundle install` of a 1,000-file, 10 MB bundle into a new store
/// (each file's size and SHA-256 checked, each validated, written and flushed, the version renamed
/// into place) as a whole process, against `sha256sum` of the same files; and the CPU time of a
/// check the server answers 304 Not Modified.
enum BundleBench {
    static func run(runs: Int, binaries: URL) throws -> [BenchResult] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-bench-bundle-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("source").path
        let bundle = work.appendingPathComponent("bundle").path
        try writeScreens(count: 1_000, bytesEach: 10_000, to: source)
        let built = BundleFolder.build(
            from: source, to: bundle, id: "bench.tours", version: 1, created: Date(timeIntervalSince1970: 0))
        guard let manifest = built.manifest else {
            throw BenchError("the bench bundle does not build: \(built.diagnostics.prefix(3))")
        }
        let tool = binaries.appendingPathComponent("tutorialkit")
        let sha256sum = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let files = manifest.files.map { bundle + "/" + $0.path }
        var installs: [Double] = []
        var hashes: [Double] = []
        for run in 0..<runs {
            let store = work.appendingPathComponent("store-\(run)").path
            // What the bench wrote (the bundle, the store removed) is flushed first: an install
            // flushes its file system, and would otherwise be timed flushing the bench's writes.
            sync()
            let installed = try ProcessRun.run(
                tool, ["bundle", "install", bundle, "--store", store, "--id", "bench.tours"])
            guard installed.status == 0 else { throw BenchError("tutorialkit bundle install failed") }
            installs.append(installed.nanoseconds)
            try? FileManager.default.removeItem(atPath: store)
            let hashed = try ProcessRun.run(sha256sum, files)
            guard hashed.status == 0 else { throw BenchError("sha256sum failed") }
            hashes.append(hashed.nanoseconds)
        }
        let total = manifest.files.reduce(0) { $0 + $1.size }
        return [
            BenchResult(
                name: "bundle install, 1,000 files (\(total / 1_000_000) MB), process",
                median: Timing.median(of: installs),
                floor: ("sha256sum of the files", Timing.median(of: hashes)),
                limit: .ratio(2)),
            BenchResult(
                name: "bundle check answered 304, CPU time",
                median: try notModifiedCPU(in: work.path, runs: runs),
                limit: .nanoseconds(1_000_000)),
        ]
    }

    /// The CPU time, user and system, of one update whose manifest the server says is unchanged.
    private static func notModifiedCPU(in folder: String, runs: Int) throws -> Double {
        let store = try TutorialBundleStore(folder: folder + "/store-304", bundleID: "bench.tours")
        var samples: [Double] = []
        for _ in 0..<max(runs, 5) {
            let before = cpuNanoseconds()
            let outcome = waitFor(store) { _ in BundleResponse.notModified(maxAge: 60) }
            samples.append(cpuNanoseconds() - before)
            guard outcome == .success(.notModified) else { throw BenchError("a 304 check gave \(outcome)") }
        }
        return Timing.median(of: samples)
    }

    private static func cpuNanoseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
    }

    /// The result of an update, waited for on this thread.
    private static func waitFor(
        _ store: TutorialBundleStore, fetch: @escaping @Sendable (BundleRequest) throws -> BundleResponse
    ) -> Result<BundleUpdate, BundleUpdateError> {
        let box = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do throws(BundleUpdateError) { box.result = .success(try await store.update(fetch: fetch)) } catch
            {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return box.result ?? .success(.busy)
    }

    private final class Outcome: @unchecked Sendable {
        var result: Result<BundleUpdate, BundleUpdateError>?
    }

    /// `count` screens of about `bytesEach` bytes each: elements with long labels.
    private static func writeScreens(count: Int, bytesEach: Int, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let label = String(repeating: "Park bench ", count: 20)
        for index in 0..<count {
            var elements: [String] = []
            var size = 0
            while size < bytesEach - 300 {
                let element =
                    #"{ "id": "e\#(elements.count)", "frame": { "x": 1, "y": \#(elements.count % 20), "width": 10, "height": 1 }, "label": "\#(label)" }"#
                elements.append(element)
                size += element.utf8.count + 2
            }
            let text =
                #"{ "id": "s\#(index)", "size": { "width": 80, "height": 24 }, "elements": [\#(elements.joined(separator: ", "))] }"#
            try text.write(toFile: folder + "/s\(index).screen.json", atomically: false, encoding: .utf8)
        }
    }
}
