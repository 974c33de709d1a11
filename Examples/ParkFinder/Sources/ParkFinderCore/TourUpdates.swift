import Foundation
import TutorialKit
import TutorialKitBundles

/// The app's tours, kept up to date from a server without an app release: a bundle store in
/// the state folder, checked at launch in the background (as often as the server's `max-age`
/// allows), each check's outcome a line of `tours.log`. Offline, or with a bundle the store
/// refuses, the app runs the last installed tours, or its own.
package final class TourUpdates: @unchecked Sendable {
    /// The id the app's tour bundles carry.
    package static let bundleID = "com.example.parkfinder.tours"

    package let store: TutorialBundleStore
    /// Where the tours are fetched from; `nil` when the app was given no URL.
    package let server: TourServer?
    private let logPath: String
    private let lock = NSLock()
    private var finished: Result<BundleUpdate, BundleUpdateError>?
    /// A byte is written here when a background check ends, so the app's loop wakes for it.
    package let wakeUp: (readEnd: Int32, writeEnd: Int32)

    /// The store in `stateFolder/tours`, fetching from `url`.
    package init(stateFolder: String, url: URL?, timeout: TimeInterval) throws {
        store = try TutorialBundleStore(folder: stateFolder + "/tours", bundleID: Self.bundleID)
        server = url.map { TourServer(base: $0, timeout: timeout) }
        logPath = stateFolder + "/tours.log"
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw TourServerError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        wakeUp = (ends[0], ends[1])
    }

    deinit {
        close(wakeUp.readEnd)
        close(wakeUp.writeEnd)
    }

    /// The tours to run: the installed bundle's, or the app's own.
    package func tours() throws -> BundleTutorials {
        store.tutorials(builtIn: try Onboarding.builtInTours().tutorials)
    }

    /// Asks the server now, and installs what is new. The outcome is also a line of `tours.log`.
    package func check(now: Date) async -> Result<BundleUpdate, BundleUpdateError> {
        guard let server else { return .success(.upToDate(installed: store.installed?.version)) }
        let result: Result<BundleUpdate, BundleUpdateError>
        do throws(BundleUpdateError) {
            result = .success(try await store.update(now: now, fetch: server.fetch))
        } catch {
            result = .failure(error)
        }
        log(Self.describe(result, installed: store.installed?.version), at: now)
        return result
    }

    /// Checks in the background when a check is due; the app's loop hears of the end through
    /// ``wakeUp`` and takes the outcome with ``takeFinished()``.
    package func checkInBackground(now: Date) {
        guard server != nil, store.isCheckDue(now: now) else { return }
        Task.detached { [self] in
            let result = await check(now: now)
            lock.withLock { finished = result }
            var byte: UInt8 = 1
            _ = write(wakeUp.writeEnd, &byte, 1)
        }
    }

    /// The outcome of the background check, once it has ended (and only once).
    package func takeFinished() -> Result<BundleUpdate, BundleUpdateError>? {
        var byte: UInt8 = 0
        while read(wakeUp.readEnd, &byte, 1) == 1 {}
        return lock.withLock {
            defer { finished = nil }
            return finished
        }
    }

    /// An outcome in words, as `--update-tours` prints it and `tours.log` keeps it.
    package static func describe(_ result: Result<BundleUpdate, BundleUpdateError>, installed: Int?) -> String
    {
        let kept = installed.map { "version \($0)" } ?? "the built-in tours"
        switch result {
        case .success(.installed(let version, let previous)):
            return "installed tours version \(version)" + (previous.map { " (was \($0))" } ?? "")
        case .success(.upToDate): return "tours up to date: \(kept)"
        case .success(.notModified): return "tours not modified: \(kept)"
        case .success(.busy): return "another process is updating the tours; kept \(kept)"
        case .failure(let error): return "kept \(kept): \(error)"
        }
    }

    private func log(_ line: String, at now: Date) {
        let text = now.formatted(Date.ISO8601FormatStyle()) + " " + line + "\n"
        guard let handle = FileHandle(forWritingAtPath: logPath) ?? create() else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }

    private func create() -> FileHandle? {
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        return FileHandle(forWritingAtPath: logPath)
    }
}
