/// What a store asks its host to fetch: one path of the bundle, relative to wherever the host
/// serves it from (`manifest.json`, then each file the manifest lists).
public struct BundleRequest: Sendable, Equatable {
    /// The path inside the bundle, already checked: relative, inside, portable.
    public var path: String
    /// The most bytes the answer may have: a host stops reading past it (and the store refuses a
    /// longer answer anyway).
    public var maximumBytes: Int
    /// The entity tag of the manifest the store last saw, to send as `If-None-Match`; `nil` for
    /// the files and for a store that saw none.
    public var entityTag: String?

    /// Creates a request.
    public init(path: String, maximumBytes: Int, entityTag: String? = nil) {
        self.path = path
        self.maximumBytes = maximumBytes
        self.entityTag = entityTag
    }
}

/// What the host's fetch gives back.
public enum BundleResponse: Sendable, Equatable {
    /// The bytes of the path (decompressed, when the server compressed them), with the response's
    /// `ETag` and `Cache-Control: max-age` in seconds, when it had them.
    case body([UInt8], entityTag: String? = nil, maxAge: Int? = nil)
    /// The manifest did not change since the entity tag sent (HTTP 304): nothing is downloaded.
    case notModified(maxAge: Int? = nil)
}

/// What an update did.
public enum BundleUpdate: Sendable, Equatable {
    /// A new version was fetched, verified and installed; `previous` is the version it replaced
    /// (kept for ``TutorialBundleStore/rollback()``), `nil` when the app's built-in tutorials were
    /// in use.
    case installed(version: Int, previous: Int?)
    /// The server's manifest is not newer than the version installed (or is the version rolled
    /// back from): nothing was fetched past the manifest.
    case upToDate(installed: Int?)
    /// The server answered that the manifest has not changed (HTTP 304): nothing was downloaded.
    case notModified
    /// Another process is updating this store now; this update did nothing.
    case busy
}
