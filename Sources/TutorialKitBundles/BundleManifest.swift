#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The list of a tutorial bundle's files, `manifest.json` at the bundle's top: which bundle and
/// version it is, which library reads it, and each file's path, size and SHA-256. A host that
/// installs a bundle trusts no file the manifest does not describe exactly.
public struct BundleManifest: Sendable, Equatable {
    /// One file of the bundle.
    public struct File: Sendable, Equatable {
        /// Its path inside the bundle, `/` between folders (see ``BundlePath``).
        public var path: String
        /// Its size in bytes.
        public var size: Int
        /// Its SHA-256, 64 lowercase hexadecimal digits.
        public var sha256: String

        /// Describes a file.
        public init(path: String, size: Int, sha256: String) {
            self.path = path
            self.size = size
            self.sha256 = sha256
        }
    }

    /// The newest bundle format this library reads.
    public static let readableFormat = 1
    /// The manifest's name at the top of a bundle.
    public static let fileName = "manifest.json"

    /// The bundle's id, the same for every version: a store installs only its own bundle's.
    public var id: String
    /// The version, from 1, higher at each build: a store installs only a version newer than the
    /// one it has.
    public var version: Int
    /// The oldest bundle format a library must read to read this bundle.
    public var format: Int
    /// When the bundle was built.
    public var created: Date
    /// Every file of the bundle but the manifest.
    public var files: [File]
    /// What happens to a user in the middle of a tutorial (by id) when this version installs;
    /// a tutorial not named continues the version it started (``MidTourPolicy/continue``).
    public var midTour: [String: MidTourPolicy]

    /// Creates a manifest.
    public init(
        id: String, version: Int, format: Int = BundleManifest.readableFormat, created: Date,
        files: [File], midTour: [String: MidTourPolicy] = [:]
    ) {
        self.id = id
        self.version = version
        self.format = format
        self.created = created
        self.files = files
        self.midTour = midTour
    }

    /// The policy for a user in the middle of the tutorial `id`.
    public func midTourPolicy(for id: String) -> MidTourPolicy {
        midTour[id] ?? .continue
    }
}

/// What happens to a user in the middle of a tutorial when a new version of its bundle installs.
public enum MidTourPolicy: String, Sendable, CaseIterable, Equatable {
    /// Go on with the version they started, when the store still has it (the default).
    case `continue`
    /// Start the new version from its first step.
    case restart
    /// End the run they were in (recorded as dismissed at its step); the new version shows only
    /// when its own rules say so, as `showAgainWhenVersionRises` does.
    case end
}
