import TutorialKit
import TutorialKitTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The tutorials an app runs: the installed bundle's, or the app's built-in ones when none is
/// installed or the installed one does not load. Also the tutorials a user may be in the middle
/// of (the version before, the built-in ones), so a run started on them can go on.
public struct BundleTutorials: Sendable {
    /// Where the tutorials came from.
    public enum Source: Sendable, Equatable {
        /// The installed bundle, at this version.
        case installed(version: Int)
        /// The app's own.
        case builtIn
    }

    /// Where ``tutorials`` came from.
    public var source: Source
    /// The tutorials to run.
    public var tutorials: [Tutorial]
    /// The installed bundle's themes, by file name without `.theme.json`.
    public var themes: [String: Theme]
    /// The installed manifest's mid-tour policies.
    public var midTour: [String: MidTourPolicy]
    /// Why the installed bundle is not used, when one is installed and it is not.
    public var problem: String?
    /// Earlier tutorials a run may have started on: the version installed before, and the
    /// built-in ones.
    public var earlier: [Tutorial]

    /// The app's own tutorials, as a store gives them when it has nothing installed.
    public static func builtIn(_ tutorials: [Tutorial], problem: String? = nil) -> BundleTutorials {
        BundleTutorials(
            source: .builtIn, tutorials: tutorials, themes: [:], midTour: [:], problem: problem, earlier: [])
    }

    /// The tutorial with the id `id`.
    public func tutorial(withID id: String) -> Tutorial? {
        tutorials.first { $0.id == id }
    }

    /// The tutorial to run for `id`, for a user whose seen-state is in `store`: the current one,
    /// unless the user is in the middle of another version of it (a run in progress or left,
    /// at a different content version). Then the manifest's policy decides:
    /// ``MidTourPolicy/continue`` gives the version they started, when it is still at hand (else
    /// the current one, which resumes at the same step when it has it); ``MidTourPolicy/restart``
    /// gives the current one, the run resuming at its first step; ``MidTourPolicy/end`` records the run
    /// as dismissed at its step and gives the current one, which shows when its rules say.
    public func tutorialToRun(_ id: String, store: any SeenStateStore) throws -> Tutorial? {
        guard let current = tutorial(withID: id) else { return nil }
        guard let record = try store.record(for: id), record.status.resumes,
            record.contentVersion != current.version
        else { return current }
        switch midTour[id] ?? .continue {
        case .continue:
            return earlier.first { $0.id == id && $0.version == record.contentVersion } ?? current
        case .restart:
            // The run goes on from the new version's first step: still the run under way, so a
            // host's cap on tours a day does not hold it back as another tour.
            try store.update(id) { record in
                if record?.status.resumes == true { record?.lastStep = current.steps.first?.id }
            }
            return current
        case .end:
            try store.update(id) { record in
                if record?.status.resumes == true { record?.status = .dismissed }
            }
            return current
        }
    }
}

extension TutorialBundleStore {
    /// The tutorials to run: the installed version's, or `builtIn` when none is installed or the
    /// installed one fails to load (``BundleTutorials/problem`` says why). The pack's size is
    /// checked against the manifest, and each file is loaded and validated again.
    public func tutorials(builtIn: [Tutorial]) -> BundleTutorials {
        guard let installed else { return .builtIn(builtIn) }
        let previous = installed.previousFolder.flatMap { try? load($0) }
        do {
            let (manifest, content) = try load(installed.folder)
            return BundleTutorials(
                source: .installed(version: installed.version), tutorials: content.tutorials.map(\.tutorial),
                themes: content.themes, midTour: manifest.midTour, problem: nil,
                earlier: (previous?.content.tutorials.map(\.tutorial) ?? []) + builtIn)
        } catch {
            return .builtIn(
                builtIn, problem: "the installed version \(installed.version) does not load: \(error)")
        }
    }

    /// Why an installed version's folder cannot be used.
    struct LoadFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The manifest and files of the installed version in `folder`.
    private func load(_ folder: String) throws -> (manifest: BundleManifest, content: BundleContent) {
        let path = folder + "/" + BundleManifest.fileName
        let bytes = try BundleFiles.read(path, limit: limits.manifestBytes)
        guard let manifest = BundleManifestFile.decode(bytes, file: path, limits: limits).model else {
            throw LoadFailure(description: "its manifest does not read")
        }
        let content = BundleContent.load(packIn: folder, manifest: manifest)
        if let error = content.diagnostics.first(where: { $0.severity == .error }) {
            throw LoadFailure(description: error.description)
        }
        return (manifest, content)
    }
}
