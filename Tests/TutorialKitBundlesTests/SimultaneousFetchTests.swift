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

    /// A fetch over `server` that takes a moment for each file and counts how many are under way.
    final class SlowFetch: @unchecked Sendable {
        // @unchecked: the counts are read and written only under `lock`.
        private let lock = NSLock()
        private var underWay = 0
        private(set) var most = 0
        let server: FolderServer
        /// A path answered at once, not after a moment.
        let quick: String?

        init(_ server: FolderServer, quick: String? = nil) {
            self.server = server
            self.quick = quick
        }

        var mostAtOnce: Int { lock.withLock { most } }

        func fetch(_ request: BundleRequest) async throws -> BundleResponse {
            lock.withLock {
                underWay += 1
                most = max(most, underWay)
            }
            defer { lock.withLock { underWay -= 1 } }
            if request.path != BundleManifest.fileName, request.path != quick {
                try await Task.sleep(for: .milliseconds(20))
            }
            return try server.fetch(request)
        }
    }

    @Test func filesAreFetchedAsManyAtOnceAsAllowedAndEachOnce() async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 12, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let slow = SlowFetch(FolderServer(folder))
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
        let slow = SlowFetch(FolderServer(folder))
        _ = try await store.update(simultaneousFetches: 1, fetch: slow.fetch)
        #expect(slow.mostAtOnce == 1)
        #expect(slow.server.requests.map(\.path) == [BundleManifest.fileName] + manifest.files.map(\.path))
    }

    @Test(arguments: [0, -3, Int.min])
    func aCountBelowOneFetchesOneAtATime(count: Int) async throws {
        let scratch = try Scratch()
        let (folder, _) = try Self.build(extra: 3, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let slow = SlowFetch(FolderServer(folder))
        _ = try await store.update(simultaneousFetches: count, fetch: slow.fetch)
        #expect(slow.mostAtOnce == 1)
    }

    @Test func aFailingFileStopsTheFetchesNotYetStartedAndIsTheError() async throws {
        let scratch = try Scratch()
        let (folder, manifest) = try Self.build(extra: 30, in: scratch)
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let server = FolderServer(folder)
        let failing = manifest.files[2].path
        server.alter = { request, bytes in
            if request.path == failing { throw FolderServer.ServerError(status: 500) }
            return .body(bytes)
        }
        let slow = SlowFetch(server, quick: failing)
        var thrown: BundleUpdateError?
        do {
            _ = try await store.update(simultaneousFetches: 3, fetch: slow.fetch)
        } catch {
            thrown = error
        }
        #expect(thrown == .fetchFailed(path: failing, reason: "HTTP 500"))
        // The failing file is the third, and fails at once: the two before it are under way,
        // and none after it should start (two more at most, should those two end first).
        let asked = server.requests.map(\.path).filter { $0 != BundleManifest.fileName }
        #expect(asked.count <= 5, "\(asked)")
        #expect(store.installed == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path("store"))
        #expect(!names.contains { $0.hasPrefix("staging-") })
    }
}
