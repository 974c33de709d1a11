import Foundation

/// Folders the tests read from, found from this file's place in the repository.
enum TestPaths {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tutorials/`, the bundled examples.
    static let tutorials = repository.appendingPathComponent("Tutorials")

    /// The malformed-file corpus.
    static let corpus = repository.appendingPathComponent("Tests/TutorialKitTests/Authoring/Corpus")

    /// Whether tests should rewrite their recorded expectations (golden files).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1"
    }

    /// The files in `folder` (recursively) whose names end with `suffix`, sorted, relative to it.
    static func files(in folder: URL, endingWith suffix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(suffix) { found.append(path) }
        }
        return found.sorted()
    }
}
