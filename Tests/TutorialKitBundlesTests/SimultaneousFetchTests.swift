import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// An update asks for its files several at a time, up to the number the host allows, and stops
/// asking at the first file that fails.
@Suite struct SimultaneousFetchTests {
    /// A bundle of the test tour and `extra` more screens.
    static func build(extra: Int, in scratch: Scratch) throws -> (folder: String, manifest: BundleManifest) {
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        for index in 0..<extra {
            let screen = #"{ "id": "extra\#(index)", "size": { "width": 40, "height": 10 } }"#
            try screen.write(
                toFile: source + "/screens/extra\(index).screen.json", atomically: false, encoding: .utf8)
        }
        let folder = scratch.path("bundle")
        let report = BundleFolder.build(
            from: source, to: folder, id: BundleSources.bundleID, version: 1, created: BundleSources.created)
        let manifest = try #require(report.manifest, "\(report.diagnostics)")
        return (folder, manifest)
    }

    /// A fetch over `server` that counts how many fetches are under way. Each file waits, before
    /// it is answered, until `gate` fetches are under way or every file has been asked for (so
    /// the most at once does not depend on how fast the machine starts them) or `patience` has
    /// passed, then for `pause`.
    final class SlowFetch: @unchecked Sendable {
        // @unchecked: the counts are read and written only under `lock`.
        private let lock = NSLock()
        private var underWay = 0
        private var asked = 0
        private var most = 0
        private var cancelled = 0
        let server: FolderServer
        let files: Int
        let gate: Int
        let patience: Duration
        let pause: Duration
        /// A path answered at once.
        let quick: String?

        init(
            _ server: FolderServer, files: Int, gate: Int = 1, patience: Duration = .seconds(10),
            pause: Duration = .zero, quick: String? = nil
        ) {
            self.server = server
            self.files = files
            self.gate = gate
            self.patience = patience
            self.pause = pause
            self.quick = quick
        }

        var mostAtOnce: Int { lock.withLock { most } }
        var cancelledFetches: Int { lock.withLock { cancelled } }

        func fetch(_ request: BundleRequest) async throws -> BundleResponse {
            guard request.path != BundleManifest.fileName else { return try server.fetch(request) }
            lock.withLock {
                underWay += 1
                asked += 1
                most = max(most, underWay)
            }
            defer { lock.withLock { underWay -= 1 } }
            if request.path != quick {
                let clock = ContinuousClock()
                let giveUp = clock.now + patience
                while lock.withLock({ underWay < gate && asked < files }), clock.now < giveUp {
                    try await Task.sleep(for: .milliseconds(1))
                }
                do {
                    try await Task.sleep(for: pause)
                } catch {
                    lock.withLock { cancelled += 1 }
                    throw error
                }
            }
            return try server.fetch(request)
        }
    }

    @Test func filesAreFetchedAsManyAtOnceAsAllowedAndEachOnce() async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 12, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let slow = SlowFetch(FolderServer(folder), files: manifest.files.count, gate: 4)
        let update = try await store.update(simultaneousFetches: 4, fetch: slow.fetch)
        #expect(update == .installed(version: 1, previous: nil))
        #expect(slow.mostAtOnce == 4)
        let asked = slow.server.requests.map(\.path).filter { $0 != BundleManifest.fileName }
        #expect(asked.sorted() == manifest.files.map(\.path).sorted())
        #expect(store.tutorials(builtIn: []).tutorial(withID: "welcome") != nil)
    }

    @Test func oneAtATimeAsksInTheManifestsOrder() async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 5, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        // A second fetch started at once would be seen: each waits a moment for one.
        let slow = SlowFetch(
            FolderServer(folder), files: manifest.files.count, gate: 2, patience: .milliseconds(50))
        _ = try await store.update(simultaneousFetches: 1, fetch: slow.fetch)
        #expect(slow.mostAtOnce == 1)
        #expect(slow.server.requests.map(\.path) == [BundleManifest.fileName] + manifest.files.map(\.path))
    }

    @Test(arguments: [0, -3, Int.min])
    func aCountBelowOneFetchesOneAtATime(count: Int) async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 3, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        // A second fetch started at once would be seen: each waits a moment for one.
        let slow = SlowFetch(
            FolderServer(folder), files: manifest.files.count, gate: 2, patience: .milliseconds(50))
        _ = try await store.update(simultaneousFetches: count, fetch: slow.fetch)
        #expect(slow.mostAtOnce == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFailingFileCancelsTheFetchesUnderWayAndStartsNoMore() async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 30, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let server = FolderServer(folder)
        let failing = manifest.files[2].path
        server.alter = { request, bytes in
            if request.path == failing { throw FolderServer.ServerError(status: 500) }
            return .body(bytes)
        }
        // The first two files would take a minute; the third fails at once.
        let slow = SlowFetch(server, files: manifest.files.count, pause: .seconds(60), quick: failing)
        var thrown: BundleUpdateError?
        do {
            _ = try await store.update(simultaneousFetches: 3, fetch: slow.fetch)
        } catch {
            thrown = error
        }
        #expect(thrown == .fetchFailed(path: failing, reason: "HTTP 500"))
        #expect(slow.cancelledFetches == 2)
        let asked = server.requests.map(\.path).filter { $0 != BundleManifest.fileName }
        #expect(asked == [failing], "the two under way never reached the server; no more were started")
        #expect(store.installed == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path("store"))
        #expect(!names.contains { $0.hasPrefix("staging-") })
    }
}
