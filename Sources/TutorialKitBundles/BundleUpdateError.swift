import TutorialKit

/// Why an update, a rollback or opening a store did nothing. The version installed before stays
/// installed and whole, whatever the error.
public enum BundleUpdateError: Error, Equatable, CustomStringConvertible {
    /// The host's fetch of `path` failed (no network, an HTTP error, a timeout), in its words.
    case fetchFailed(path: String, reason: String)
    /// The manifest has errors: not JSON, a path leaving the bundle, past a limit, ….
    case invalidManifest([Diagnostic])
    /// The manifest is another bundle's.
    case wrongBundle(expected: String, found: String)
    /// The manifest needs a newer library than this one.
    case newerFormat(needed: Int, reads: Int)
    /// A file is not the one the manifest lists: its size or its SHA-256 differ.
    case fileMismatch(path: String, reason: String)
    /// The files arrived whole but do not validate, as `tutorialkit validate` says.
    case invalidContent([Diagnostic])
    /// Writing to the store's folder failed (a full disk, no permission).
    case storage(BundleFileError)
    /// There is no earlier version to roll back to.
    case nothingToRollBack
    /// Another process is updating the store now; try again when it is done.
    case busy

    /// What went wrong, and what to do about it.
    public var description: String {
        switch self {
        case .fetchFailed(let path, let reason):
            "could not fetch \(path): \(reason); the installed tutorials stay, and the next check tries again"
        case .invalidManifest(let diagnostics):
            "the bundle's manifest is not valid: "
                + Self.summary(diagnostics) + "; fix the bundle on the server (tutorialkit bundle verify)"
        case .wrongBundle(let expected, let found):
            "the server's bundle is \"\(found)\", not this store's \"\(expected)\"; point the app at its own bundle"
        case .newerFormat(let needed, let reads):
            "the bundle needs bundle format \(needed) and this library reads format \(reads); "
                + "update the app, or publish a bundle built for format \(reads)"
        case .fileMismatch(let path, let reason):
            "the bundle's file \(path) is not the one its manifest lists: \(reason); nothing was installed"
        case .invalidContent(let diagnostics):
            "the bundle's files do not validate: " + Self.summary(diagnostics)
                + "; fix them and build the bundle again (tutorialkit bundle build)"
        case .storage(let error):
            "\(error); nothing was installed, and the installed tutorials stay"
        case .nothingToRollBack:
            "there is no earlier version to roll back to"
        case .busy:
            "another process is updating the store now; try again when it is done"
        }
    }

    /// The first errors, as one line.
    private static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let shown = errors.prefix(3).map { "\($0.path.isEmpty ? "" : $0.path + ": ")\($0.message)" }
        let more = errors.count > 3 ? " (and \(errors.count - 3) more)" : ""
        return shown.joined(separator: "; ") + more
    }
}
