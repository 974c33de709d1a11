import TutorialKit

/// How much a bundle may hold: checked against its manifest before any file is fetched, and
/// against every file as it arrives.
public struct BundleLimits: Sendable, Equatable {
    /// The most files a bundle may list.
    public var files: Int { didSet { files = Self.clamp(files, Self.standard.files) } }
    /// The largest file, in bytes: no larger than the loaders read.
    public var fileBytes: Int { didSet { fileBytes = Self.clamp(fileBytes, Self.standard.fileBytes) } }
    /// The most bytes all the files may hold together.
    public var totalBytes: Int { didSet { totalBytes = Self.clamp(totalBytes, Self.standard.totalBytes) } }
    /// The largest manifest, in bytes.
    public var manifestBytes: Int {
        didSet { manifestBytes = Self.clamp(manifestBytes, Self.standard.manifestBytes) }
    }

    /// The limits a store uses unless its host tightens them; a host may lower any of them, not
    /// raise them.
    public static let standard = BundleLimits(
        files: 4_096, fileBytes: InputLimits.standard.fileBytes, totalBytes: 64 * 1024 * 1024,
        manifestBytes: 2 * 1024 * 1024)

    private init(files: Int, fileBytes: Int, totalBytes: Int, manifestBytes: Int) {
        self.files = files
        self.fileBytes = fileBytes
        self.totalBytes = totalBytes
        self.manifestBytes = manifestBytes
    }

    private static func clamp(_ value: Int, _ most: Int) -> Int { min(max(value, 0), most) }
}
