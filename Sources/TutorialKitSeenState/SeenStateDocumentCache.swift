import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The document a ``JSONFileSeenStore`` read last, and the version of the file it was read from:
/// a read that finds the file still at that version (``SeenStateFileVersion``) takes the document
/// instead of reading and parsing the file again. Changes never take it: they read the file again
/// under the lock.
final class SeenStateDocumentCache: @unchecked Sendable {
    // @unchecked: `kept` and `reads` are only touched under `lock`.
    private let lock = Lock()
    private var kept: (version: SeenStateFileVersion, document: SeenStateDocument)?
    private var reads = 0

    /// The document kept for the file at `version`, if that is the version it was read from.
    func document(at version: SeenStateFileVersion) -> SeenStateDocument? {
        lock.withLock { kept?.version == version ? kept?.document : nil }
    }

    /// Keeps `document`, read from the file at `version`, in place of what was kept.
    func keep(_ document: SeenStateDocument, readAt version: SeenStateFileVersion) {
        lock.withLock { kept = (version, document) }
    }

    /// Counts a read of the file: what the tests watch.
    func countRead() {
        lock.withLock { reads += 1 }
    }

    /// How many times the file was read and parsed.
    var readCount: Int { lock.withLock { reads } }
}
