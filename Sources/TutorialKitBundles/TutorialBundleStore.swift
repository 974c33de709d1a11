import Dispatch
import TutorialKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where an app keeps the tutorial bundles it fetched: a folder it owns, holding the version in
/// use and the one before it. It does no networking of its own: an update asks the host's
/// `fetch` for each path, checks every limit before fetching, verifies every file's size and
/// SHA-256, validates every file, and installs atomically.
///
/// The folder holds `state.json` (the pointer: which version is current), `versions/` (one
/// folder a version: its `manifest.json`, and its files one after another in `files.pack`) and,
/// while an update runs, a `staging-…` folder. An install writes the new version's folder,
/// flushes it, renames it into `versions/`, then replaces `state.json` in one rename and flushes
/// the folder: a process killed at any moment leaves the old version or the new one, whole.
/// What a killed update left behind is removed by the next.
public final class TutorialBundleStore: Sendable {
    /// The store's folder.
    public let folder: String
    /// The id of the only bundle this store installs.
    public let bundleID: String
    /// How much a bundle may hold.
    public let limits: BundleLimits

    /// A store in `folder` (made when missing; its parent must exist) for the bundle `bundleID`.
    public init(folder: String, bundleID: String, limits: BundleLimits = .standard) throws(BundleUpdateError)
    {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        self.bundleID = bundleID
        self.limits = limits
        do {
            try BundleFiles.makeFolder(self.folder)
            try BundleFiles.makeFolder(versionsFolder)
        } catch {
            throw .storage(error)
        }
    }

    private var versionsFolder: String { folder + "/versions" }
    private var statePath: String { folder + "/" + BundleStoreState.fileName }

    // MARK: What is installed

    /// The version in use: its number, its manifest and its folder.
    public struct Installed: Sendable, Equatable {
        /// The bundle's version.
        public var version: Int
        /// Its folder: the manifest, and the files it lists one after another in `files.pack`
        /// (`tutorialkit bundle verify` checks it as it checks a bundle).
        public var folder: String
        /// The version before it, kept for ``TutorialBundleStore/rollback()``.
        public var previousVersion: Int?
        /// The folder of the version before.
        var previousFolder: String?
    }

    /// The version in use, or `nil` when none is installed (the app's built-in tutorials are).
    public var installed: Installed? {
        let state = readState()
        return state.current.map {
            Installed(
                version: $0.version, folder: versionsFolder + "/" + $0.folder,
                previousVersion: state.previous?.version,
                previousFolder: state.previous.map { versionsFolder + "/" + $0.folder })
        }
    }

    /// Whether it is time to ask the server again: the last answer's `max-age` has passed (or
    /// `defaultInterval` seconds, when it gave none), or the server was never asked.
    public func isCheckDue(now: Date = Date(), defaultInterval: Int = 3_600) -> Bool {
        let state = readState()
        guard let checked = state.checked else { return true }
        let interval = TimeInterval(state.maxAge ?? max(defaultInterval, 0))
        // A clock set back before the last check asks again rather than waiting out the gap.
        return now < checked || now.timeIntervalSince(checked) >= interval
    }

    // MARK: Updating

    /// Asks the server for the bundle through `fetch`, and installs a newer version when there
    /// is one. The manifest is asked for first (with the entity tag last seen, so an unchanged
    /// manifest costs a 304 and nothing more); then each file, each checked against the manifest
    /// as it arrives. With any error nothing changes, and the error says why.
    ///
    /// The files are asked for `simultaneousFetches` at a time (1 to 32; 6 unless said, as many
    /// connections as browsers open to one host), so `fetch` is called again before an earlier
    /// call returns: a network's round trips overlap, and files are checked on every core.
    public func update(
        now: Date = Date(), simultaneousFetches: Int = 6,
        fetch: @Sendable (BundleRequest) async throws -> BundleResponse
    ) async throws(BundleUpdateError) -> BundleUpdate {
        let lock: BundleStoreLock
        do {
            guard let taken = try BundleStoreLock(folder: folder) else { return .busy }
            lock = taken
        } catch {
            throw .storage(error)
        }
        defer { lock.release() }
        var state = try readStateForChange()
        removeLeftovers(keeping: state)

        let manifestRequest = BundleRequest(
            path: BundleManifest.fileName, maximumBytes: limits.manifestBytes,
            entityTag: state.current == nil ? nil : state.entityTag)
        let response: BundleResponse
        do {
            response = try await fetch(manifestRequest)
        } catch {
            throw .fetchFailed(path: BundleManifest.fileName, reason: Self.reason(error))
        }
        let manifestBytes: [UInt8]
        switch response {
        case .notModified(let maxAge):
            state.checked = now
            state.maxAge = maxAge.map(Self.clampedMaxAge) ?? state.maxAge
            try write(state)
            return .notModified
        case .body(let bytes, let entityTag, let maxAge):
            manifestBytes = bytes
            state.checked = now
            state.maxAge = maxAge.map(Self.clampedMaxAge)
            state.entityTag = entityTag.flatMap(Self.keptEntityTag)
        }
        let manifest = try checkedManifest(manifestBytes)
        let newest = max(state.current?.version ?? 0, state.rolledBackFrom)
        guard manifest.version > newest else {
            try write(state)
            return .upToDate(installed: state.current?.version)
        }

        let staging = BundleFiles.randomName(folder + "/staging-")
        do {
            try BundleFiles.makeFolder(staging)
        } catch {
            throw .storage(error)
        }
        do {
            try await download(
                manifest, into: staging, atOnce: min(max(simultaneousFetches, 1), 32), fetch: fetch)
            try stage(manifestBytes, as: BundleManifest.fileName, in: staging)
            // Flushed while validated: the flush waits on the disk, the checks on the cores.
            let flush = StagedFlush(staging)
            let content = BundleContent.load(packIn: staging, manifest: manifest)
            let flushFailure = await flush.failure()
            guard !content.hasErrors else {
                throw BundleUpdateError.invalidContent(content.diagnostics.map { relative($0, to: staging) })
            }
            if let flushFailure { throw BundleUpdateError.storage(flushFailure) }
            let name = BundleStoreState.newVersionFolderName(manifest.version)
            do {
                try BundleFiles.rename(staging, to: versionsFolder + "/" + name)
                try BundleFiles.syncFolder(versionsFolder)
            } catch {
                throw BundleUpdateError.storage(error)
            }
            let replaced = state.current
            state.previous = replaced
            state.current = .init(version: manifest.version, folder: name)
            try write(state)
            removeLeftovers(keeping: state)
            return .installed(version: manifest.version, previous: replaced?.version)
        } catch {
            try? BundleFiles.removeTree(staging)
            throw error as? BundleUpdateError ?? .storage(BundleFileError("install", staging, code: 0))
        }
    }

    /// Goes back to the version before the current one, or to the app's built-in tutorials when
    /// the current one was the first installed. The version left is not installed again; a
    /// newer one is.
    ///
    /// - Returns: The version now in use, `nil` for the built-in tutorials.
    @discardableResult
    public func rollback() throws(BundleUpdateError) -> Int? {
        let taken: BundleStoreLock?
        do { taken = try BundleStoreLock(folder: folder) } catch { throw .storage(error) }
        guard let lock = taken else { throw .busy }
        defer { lock.release() }
        var state = try readStateForChange()
        guard let current = state.current else { throw .nothingToRollBack }
        state.rolledBackFrom = max(state.rolledBackFrom, current.version)
        state.current = state.previous
        state.previous = nil
        // The next check fetches the manifest whole, whatever its tag.
        state.entityTag = nil
        try write(state)
        removeLeftovers(keeping: state)
        return state.current?.version
    }

    // MARK: The steps of an update

    /// The manifest in `bytes`, refused unless it is this store's bundle, in a format this library
    /// reads, valid and within the limits.
    private func checkedManifest(_ bytes: [UInt8]) throws(BundleUpdateError) -> BundleManifest {
        let (loaded, format) = BundleManifestFile.read(bytes, file: BundleManifest.fileName, limits: limits)
        if let format, format > BundleManifest.readableFormat {
            throw .newerFormat(needed: format, reads: BundleManifest.readableFormat)
        }
        guard let manifest = loaded.model else { throw .invalidManifest(loaded.diagnostics) }
        guard manifest.id == bundleID else { throw .wrongBundle(expected: bundleID, found: manifest.id) }
        return manifest
    }

    /// Fetches each file of `manifest` into the pack in `staging`, `atOnce` at a time, each
    /// checked against the manifest as it arrives and written at its place. At the first file
    /// that is not the one listed, no more are asked for, those under way are cancelled, and
    /// that file's error is the update's.
    private func download(
        _ manifest: BundleManifest, into staging: String, atOnce: Int,
        fetch: @Sendable (BundleRequest) async throws -> BundleResponse
    ) async throws(BundleUpdateError) {
        let pack: BundlePack.Writer
        do {
            pack = try BundlePack.Writer(creating: staging + "/" + BundlePack.fileName)
        } catch {
            throw .storage(error)
        }
        let files = manifest.files
        let offsets = BundlePack.layout(of: files).offsets
        // The group ends before this call returns, and the fetch with it.
        let failure: BundleUpdateError? = await withoutActuallyEscaping(fetch) { fetch in
            await withTaskGroup(of: BundleUpdateError?.self) { group in
                var next = 0
                func startNext() {
                    let (file, offset) = (files[next], offsets[next])
                    next += 1
                    group.addTask { await self.fetch(file, into: pack, at: offset, fetch: fetch) }
                }
                while next < min(atOnce, files.count) { startNext() }
                for await failure in group {
                    if let failure {
                        // The fetches cancelled fail too; the first failure is the cause.
                        group.cancelAll()
                        return failure
                    }
                    if next < files.count { startNext() }
                }
                return nil
            }
        }
        if let failure { throw failure }
    }

    /// Fetches `file`, checks its size and SHA-256, and writes it into `pack` at `offset`; or
    /// why not.
    private func fetch(
        _ file: BundleManifest.File, into pack: BundlePack.Writer, at offset: Int,
        fetch: @Sendable (BundleRequest) async throws -> BundleResponse
    ) async -> BundleUpdateError? {
        let response: BundleResponse
        do {
            response = try await fetch(BundleRequest(path: file.path, maximumBytes: file.size))
        } catch {
            return .fetchFailed(path: file.path, reason: Self.reason(error))
        }
        guard case .body(let bytes, _, _) = response else {
            return .fetchFailed(
                path: file.path, reason: "the server answered 304 Not Modified to a plain request")
        }
        if let problem = BundleFolder.problem(bytes, as: file) {
            return .fileMismatch(path: file.path, reason: problem)
        }
        do {
            try pack.write(bytes, at: offset)
            return nil
        } catch {
            return .storage(error)
        }
    }

    /// Flushes the staged version's files and folder to the disk; or why not.
    fileprivate static func flush(_ staging: String) -> BundleFileError? {
        do {
            try BundleFiles.flushFileSystem(
                holding: staging,
                files: [BundlePack.fileName, BundleManifest.fileName].map { staging + "/" + $0 })
            try BundleFiles.syncFolder(staging)
            return nil
        } catch {
            return error
        }
    }

    private func stage(_ bytes: [UInt8], as path: String, in staging: String) throws(BundleUpdateError) {
        do {
            // Flushed with the pack before the version is renamed into place.
            try BundleFiles.writeNew(bytes, to: staging + "/" + path, flushing: false)
        } catch {
            throw .storage(error)
        }
    }

    /// Replaces `state.json` with `state`, in one rename, and flushes the folder.
    private func write(_ state: BundleStoreState) throws(BundleUpdateError) {
        let temporary = BundleFiles.randomName(statePath + ".tmp-")
        do {
            try BundleFiles.writeNew(Array(state.encode().utf8), to: temporary)
            try BundleFiles.rename(temporary, to: statePath)
        } catch {
            try? BundleFiles.removeTree(temporary)
            throw .storage(error)
        }
        // Renamed, the state is in place: a folder that cannot be flushed now is flushed by the
        // system soon after, and the change is not reported as undone.
        try? BundleFiles.syncFolder(folder)
    }

    /// The state in `state.json`, for a reader: nothing installed (the built-in tutorials) when
    /// it cannot be read, and nothing moved.
    private func readState() -> BundleStoreState {
        (try? readStateForChange(movingDamagedAside: false)) ?? BundleStoreState()
    }

    /// The state in `state.json`, for an update or a rollback, under the lock. A file that is not
    /// one the store wrote (damaged, or edited by hand) is moved aside as `state.json.damaged`, not
    /// lost, and the store starts empty; a file that cannot be read now (no permission, too many
    /// files open) stops the change, so nothing installed is removed for a passing error.
    private func readStateForChange(movingDamagedAside: Bool = true) throws(BundleUpdateError)
        -> BundleStoreState
    {
        let bytes: [UInt8]
        do {
            bytes = try BundleFiles.read(statePath, limit: BundleStoreState.maximumBytes)
        } catch {
            switch error.code {
            case ENOENT: return BundleStoreState()
            case EFBIG, EISDIR, ELOOP: break  // not a state this store wrote
            default: throw .storage(error)
            }
            if movingDamagedAside { moveDamagedStateAside() }
            return BundleStoreState()
        }
        if let state = BundleStoreState.decode(bytes) { return state }
        if movingDamagedAside { moveDamagedStateAside() }
        return BundleStoreState()
    }

    private func moveDamagedStateAside() {
        try? BundleFiles.rename(statePath, to: statePath + ".damaged")
    }

    /// Removes what an update killed part-way left, and versions no longer kept: every folder in
    /// `versions/` but `state`'s two, every `staging-` folder and every `state.json.tmp-` file.
    /// Only called under the lock, when no other update can be writing them.
    private func removeLeftovers(keeping state: BundleStoreState) {
        let kept = Set([state.current?.folder, state.previous?.folder].compactMap { $0 })
        for name in (try? BundleFiles.names(in: versionsFolder)) ?? [] where !kept.contains(name) {
            try? BundleFiles.removeTree(versionsFolder + "/" + name)
        }
        for name in (try? BundleFiles.names(in: folder)) ?? []
        where name.hasPrefix("staging-") || name.hasPrefix(BundleStoreState.fileName + ".tmp-") {
            try? BundleFiles.removeTree(folder + "/" + name)
        }
    }

    /// A diagnostic of a staged file, named by its path in the bundle.
    private func relative(_ diagnostic: Diagnostic, to staging: String) -> Diagnostic {
        var diagnostic = diagnostic
        if diagnostic.file.hasPrefix(staging + "/") { diagnostic.file.removeFirst(staging.count + 1) }
        return diagnostic
    }

    /// The longest a server's `max-age` is kept: a week, so a typo of a few digits does not
    /// stop the checks for years.
    static let longestMaxAge = 7 * 86_400

    static func clampedMaxAge(_ seconds: Int) -> Int { min(max(seconds, 0), longestMaxAge) }

    /// An entity tag the store keeps: printable ASCII, at most 256 bytes (a server could send a
    /// tag large enough to make `state.json` one the store refuses to read); any other is dropped,
    /// and the next check fetches the manifest whole.
    static func keptEntityTag(_ tag: String) -> String? {
        guard tag.utf8.count <= 256, tag.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return tag
    }

    /// A fetch's error in words.
    private static func reason(_ error: any Error) -> String {
        let text = String(describing: error)
        return text.count <= 300 ? text : String(text.prefix(297)) + "…"
    }
}

/// The flush of a staged version, run on a dispatch thread: it waits on the disk, so it holds no
/// thread of the concurrency pool an app's tasks share.
private final class StagedFlush: @unchecked Sendable {
    // @unchecked: `result` is written once, before `done` is left, and read only after.
    private var result: BundleFileError?
    private let done = DispatchGroup()

    /// Starts flushing `staging`.
    init(_ staging: String) {
        done.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            result = TutorialBundleStore.flush(staging)
            done.leave()
        }
    }

    /// Why the flush failed, or `nil`, when it has ended.
    func failure() async -> BundleFileError? {
        await withCheckedContinuation { continuation in
            done.notify(queue: .global()) { continuation.resume(returning: self.result) }
        }
    }
}
