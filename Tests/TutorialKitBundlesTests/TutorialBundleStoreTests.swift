import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// Installing bundles: limits before fetching, every file verified, atomic, the previous version
/// kept for a rollback, and the built-in tutorials whenever nothing good is installed.
@Suite struct TutorialBundleStoreTests {
    static let builtIn = [
        Tutorial(id: "welcome", version: 1, steps: [Step("search", text: "Built in.")])
    ]

    static func store(_ scratch: Scratch, limits: BundleLimits = .standard) throws -> TutorialBundleStore {
        try TutorialBundleStore(
            folder: scratch.path("store"), bundleID: BundleSources.bundleID, limits: limits)
    }

    static func firstText(_ store: TutorialBundleStore) -> String? {
        store.tutorials(builtIn: builtIn).tutorial(withID: "welcome")?.steps.first?.text.plain
    }

    @Test func aBundleInstallsAndItsTutorialsAreUsed() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        #expect(store.tutorials(builtIn: Self.builtIn).source == BundleTutorials.Source.builtIn)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 1, previous: nil))
        let tutorials = store.tutorials(builtIn: Self.builtIn)
        #expect(tutorials.source == BundleTutorials.Source.installed(version: 1))
        #expect(tutorials.problem == nil)
        #expect(Self.firstText(store) == "Search, in version 1.")
        #expect(tutorials.themes["calm"]?.name == "calm")
        #expect(
            server.requests.map(\.path).sorted() == [
                "calm.theme.json", "manifest.json", "screens/home.screen.json", "welcome.tutorial.json",
            ])
        // Each file was asked for with its size as the most to send.
        #expect(server.requests.allSatisfy { $0.path == "manifest.json" || $0.maximumBytes > 0 })
        // The same version again is not fetched past the manifest.
        #expect(try await store.update(fetch: server.fetch) == .notModified)
        #expect(server.requests.count == 5)
    }

    @Test func anUnchangedManifestCostsA304AndANewerVersionReplacesTheOld() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        #expect(try await store.update(fetch: server.fetch) == .notModified)
        #expect(server.requests.last?.entityTag?.isEmpty == false)
        server.serve(try BundleSources.build(2, in: scratch))
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 2, previous: 1))
        #expect(Self.firstText(store) == "Search, in version 2.")
        #expect(store.installed?.previousVersion == 1)
        // Two versions kept, no more.
        server.serve(try BundleSources.build(3, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("store/versions")).count == 2)
    }

    @Test func anOlderOrEqualVersionIsNotInstalled() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let old = try BundleSources.build(1, in: scratch)
        let server = FolderServer(try BundleSources.build(2, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        server.serve(old)
        #expect(try await store.update(fetch: server.fetch) == .upToDate(installed: 2))
        #expect(server.requests.suffix(1).map(\.path) == ["manifest.json"])
    }

    /// Each fault leaves the installed version in use and whole, nothing staged behind, and says why.
    @Test(arguments: Fault.allCases)
    func aFaultyServerLeavesTheInstalledVersion(fault: Fault) async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let next = try BundleSources.build(2, in: scratch)
        fault.prepare(next)
        server.serve(next)
        server.alter = { request, bytes in try fault.answer(request, bytes) }
        var thrown: BundleUpdateError?
        do {
            _ = try await store.update(fetch: server.fetch)
        } catch {
            thrown = error
        }
        let error = try #require(thrown)
        #expect(fault.matches(error), "\(error)")
        #expect(!error.description.isEmpty)
        #expect(store.installed?.version == 1)
        #expect(Self.firstText(store) == "Search, in version 1.")
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path("store"))
        #expect(!names.contains { $0.hasPrefix("staging-") || $0.contains(".tmp-") })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("store/versions")).count == 1)
        if fault.stopsAtTheManifest {
            #expect(server.requests.suffix(1).map(\.path) == ["manifest.json"])
        }
    }

    enum Fault: String, CaseIterable, Sendable {
        case truncated, wrongHash, tooLarge, serverError, notFound, traversal, newerFormat, otherBundle
        case invalidTutorial

        var stopsAtTheManifest: Bool { [.traversal, .newerFormat, .otherBundle].contains(self) }

        /// Changes the bundle on the "server" before it is served.
        func prepare(_ bundle: String) {
            let manifestPath = bundle + "/manifest.json"
            guard var text = try? String(contentsOfFile: manifestPath, encoding: .utf8) else { return }
            switch self {
            case .traversal:
                text = text.replacingOccurrences(of: "\"calm.theme.json\"", with: "\"../../etc/passwd\"")
            case .newerFormat: text = text.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
            case .otherBundle:
                text = text.replacingOccurrences(of: "com.example.tours", with: "com.other.tours")
            case .invalidTutorial:
                // A tutorial whose step points at an element the screen lacks, with a manifest to match.
                let tutorialPath = bundle + "/welcome.tutorial.json"
                guard let tutorial = try? String(contentsOfFile: tutorialPath, encoding: .utf8) else {
                    return
                }
                let broken = tutorial.replacingOccurrences(of: "\"cart\" }", with: "\"basket\" }")
                try? broken.write(toFile: tutorialPath, atomically: false, encoding: .utf8)
                let oldDigest = SHA256.hex(Array(tutorial.utf8))
                text = text.replacingOccurrences(of: oldDigest, with: SHA256.hex(Array(broken.utf8)))
                    .replacingOccurrences(
                        of: "\"size\": \(tutorial.utf8.count)", with: "\"size\": \(broken.utf8.count)")
            default: return
            }
            try? text.write(toFile: manifestPath, atomically: false, encoding: .utf8)
        }

        func answer(_ request: BundleRequest, _ bytes: [UInt8]) throws -> BundleResponse {
            guard request.path == "welcome.tutorial.json" else { return .body(bytes) }
            switch self {
            case .truncated: return .body(Array(bytes.prefix(bytes.count / 2)))
            case .wrongHash:
                var changed = bytes
                changed[changed.count / 2] ^= 0x20
                return .body(changed)
            case .tooLarge: return .body(bytes + [UInt8](repeating: 0x20, count: 1_000_000))
            case .serverError: throw FolderServer.ServerError(status: 500)
            case .notFound: throw FolderServer.ServerError(status: 404)
            default: return .body(bytes)
            }
        }

        func matches(_ error: BundleUpdateError) -> Bool {
            switch (self, error) {
            case (.truncated, .fileMismatch(let path, let reason)):
                path == "welcome.tutorial.json" && reason.contains("cut short")
            case (.wrongHash, .fileMismatch(_, let reason)): reason.contains("SHA-256")
            case (.tooLarge, .fileMismatch(_, let reason)): reason.contains("larger than")
            case (.serverError, .fetchFailed(_, let reason)): reason == "HTTP 500"
            case (.notFound, .fetchFailed(_, let reason)): reason == "HTTP 404"
            case (.traversal, .invalidManifest(let diagnostics)):
                diagnostics.contains { $0.message.contains("'..'") }
            case (.newerFormat, .newerFormat(2, 1)): true
            case (.otherBundle, .wrongBundle("com.example.tours", "com.other.tours")): true
            case (.invalidTutorial, .invalidContent(let diagnostics)):
                diagnostics.contains { $0.file == "welcome.tutorial.json" && $0.message.contains("basket") }
            default: false
            }
        }
    }

    @Test func limitsAreCheckedBeforeAnyFileIsFetched() async throws {
        let scratch = try Scratch()
        var limits = BundleLimits.standard
        limits.files = 2
        let store = try Self.store(scratch, limits: limits)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        await #expect(throws: BundleUpdateError.self) { try await store.update(fetch: server.fetch) }
        #expect(server.requests.map(\.path) == ["manifest.json"])
    }

    @Test func aRollbackGoesBackAndTheVersionLeftIsNotInstalledAgain() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        server.serve(try BundleSources.build(2, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        #expect(try store.rollback() == 1)
        #expect(Self.firstText(store) == "Search, in version 1.")
        #expect(try await store.update(fetch: server.fetch) == .upToDate(installed: 1))
        server.serve(try BundleSources.build(3, in: scratch))
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 3, previous: 1))
        #expect(try store.rollback() == 1)
        #expect(try store.rollback() == nil)
        #expect(Self.firstText(store) == "Built in.")
        #expect(throws: BundleUpdateError.nothingToRollBack) { try store.rollback() }
    }

    @Test func aDamagedStateFileIsKeptAsideAndTheBuiltInTutorialsAreUsed() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        try #"{ "current": { "version": 1, "folder": "../../etc" } }"#.write(
            toFile: scratch.path("store/state.json"), atomically: false, encoding: .utf8)
        #expect(store.tutorials(builtIn: Self.builtIn).source == BundleTutorials.Source.builtIn)
        // The next update (under the lock) moves it aside, and installs again.
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 1, previous: nil))
        #expect(FileManager.default.fileExists(atPath: scratch.path("store/state.json.damaged")))
    }

    @Test func anInstalledPackCutShortFallsBackToTheBuiltInTutorials() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let installed = try #require(store.installed)
        let pack = installed.folder + "/files.pack"
        let bytes = try #require(FileManager.default.contents(atPath: pack))
        try bytes.dropLast().write(to: URL(fileURLWithPath: pack))
        let tutorials = store.tutorials(builtIn: Self.builtIn)
        #expect(tutorials.source == BundleTutorials.Source.builtIn)
        #expect(tutorials.problem?.contains("files.pack") == true, "\(tutorials.problem ?? "")")
        #expect(tutorials.problem?.contains("cut short or changed") == true)
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["fifo", "folder", "link"])
    func anInstalledPackThatIsNoFileFallsBackAtOnce(kind: String) async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        _ = try await store.update(fetch: FolderServer(try BundleSources.build(1, in: scratch)).fetch)
        let pack = try #require(store.installed).folder + "/files.pack"
        try FileManager.default.removeItem(atPath: pack)
        switch kind {
        case "fifo": #expect(mkfifo(pack, 0o644) == 0)
        case "folder":
            try FileManager.default.createDirectory(atPath: pack, withIntermediateDirectories: false)
        default: try FileManager.default.createSymbolicLink(atPath: pack, withDestinationPath: "/etc/passwd")
        }
        // A FIFO opened to read would wait for a writer forever; the store must not.
        let tutorials = store.tutorials(builtIn: Self.builtIn)
        #expect(tutorials.source == BundleTutorials.Source.builtIn)
        #expect(tutorials.problem?.contains("files.pack") == true, "\(tutorials.problem ?? "")")
    }

    @Test func anInstalledVersionIsItsManifestAndOnePackThatVerifiesAsABundle() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let bundle = try BundleSources.build(1, in: scratch)
        _ = try await store.update(fetch: FolderServer(bundle).fetch)
        let installed = try #require(store.installed)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: installed.folder).sorted() == [
                "files.pack", "manifest.json",
            ])
        let verified = BundleFolder.verify(installed.folder)
        #expect(!verified.hasErrors, "\(verified.diagnostics)")
        #expect(
            verified.content?.tutorial(withID: "welcome")?.steps.first?.text.plain == "Search, in version 1.")
        // The pack's bytes are the files' in the manifest's order.
        let manifest = try #require(verified.manifest)
        let pack = try #require(FileManager.default.contents(atPath: installed.folder + "/files.pack"))
        var expected = Data()
        for file in manifest.files {
            expected += try #require(FileManager.default.contents(atPath: bundle + "/" + file.path))
        }
        #expect(pack == expected)

        // A byte changed in the pack: the file it falls in is named, with its hash.
        var damaged = [UInt8](pack)
        let last = try #require(manifest.files.last)
        damaged[damaged.count - last.size / 2] ^= 0x20
        try Data(damaged).write(to: URL(fileURLWithPath: installed.folder + "/files.pack"))
        let found = BundleFolder.verify(installed.folder).diagnostics.filter { $0.severity == .error }
        #expect(found.map(\.file) == [installed.folder + "/" + last.path])
        #expect(found.first?.message.contains("SHA-256") == true)
    }

    @Test func whatAKilledUpdateLeftIsRemovedByTheNext() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let leftovers = [
            "store/staging-00000000000000aa", "store/versions/v9-00000000000000bb",
        ]
        for path in leftovers {
            try FileManager.default.createDirectory(
                atPath: scratch.path(path), withIntermediateDirectories: true)
        }
        try "x".write(
            toFile: scratch.path("store/state.json.tmp-0000000000000001"), atomically: false, encoding: .utf8)
        #expect(try await store.update(fetch: server.fetch) == .notModified)
        for path in leftovers + ["store/state.json.tmp-0000000000000001"] {
            #expect(!FileManager.default.fileExists(atPath: scratch.path(path)), "\(path)")
        }
        #expect(store.installed?.version == 1)
    }

    @Test func anotherUpdateUnderWayMakesThisOneDoNothing() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let held = try #require(try BundleStoreLock(folder: store.folder))
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        #expect(try await store.update(fetch: server.fetch) == .busy)
        #expect(throws: BundleUpdateError.busy) { try store.rollback() }
        withExtendedLifetime(held) {}
        #expect(server.requests.isEmpty)
    }

    @Test func maxAgeDecidesWhenTheNextCheckIsDue() async throws {
        let scratch = try Scratch()
        let store = try Self.store(scratch)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(store.isCheckDue(now: now))
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        server.maxAge = 600
        _ = try await store.update(now: now, fetch: server.fetch)
        #expect(!store.isCheckDue(now: now.addingTimeInterval(599)))
        #expect(store.isCheckDue(now: now.addingTimeInterval(600)))
        // A clock set back asks again.
        #expect(store.isCheckDue(now: now.addingTimeInterval(-60)))
        _ = try await store.update(now: now.addingTimeInterval(700), fetch: server.fetch)
        #expect(!store.isCheckDue(now: now.addingTimeInterval(1_000)))
    }
}

/// What a server sends that the store keeps: tags and ages within bounds.
@Suite struct StoreHeaderTests {
    @Test func aHugeOrOddEntityTagIsDroppedAndMaxAgeClamped() async throws {
        let scratch = try Scratch()
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        server.alter = { request, bytes in
            request.path == "manifest.json"
                ? .body(bytes, entityTag: String(repeating: "x", count: 70_000), maxAge: 999_999_999)
                : .body(bytes)
        }
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 1, previous: nil))
        let state = try String(contentsOfFile: scratch.path("store/state.json"), encoding: .utf8)
        #expect(!state.contains("entityTag"))
        #expect(state.contains("\"maxAge\": \(TutorialBundleStore.longestMaxAge)"))
        // The store still reads its state: the version stays installed.
        #expect(store.installed?.version == 1)
        #expect(TutorialBundleStore.keptEntityTag("\"abc\"") == "\"abc\"")
        #expect(TutorialBundleStore.keptEntityTag("a\u{7}b") == nil)
    }

    @Test func aStateThatCannotBeReadIsNotMovedAsideByAReader() throws {
        let scratch = try Scratch()
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        try "{".write(toFile: scratch.path("store/state.json"), atomically: false, encoding: .utf8)
        #expect(store.installed == nil)
        // A reader leaves the file as it is; an update (under the lock) moves it aside.
        #expect(FileManager.default.fileExists(atPath: scratch.path("store/state.json")))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("store/state.json.damaged")))
    }
}
