import Foundation

/// Folders the tests read from, found from this file's place in the repository.
package enum TestPaths {
    /// The repository's root.
    package static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tutorials/`, the bundled examples.
    package static let tutorials = repository.appendingPathComponent("Tutorials")

    /// The malformed-file corpus.
    package static let corpus = repository.appendingPathComponent("Tests/TutorialKitTests/Authoring/Corpus")

    /// The corpus's malformed files: all but the screens its tutorials name.
    package static let corpusFiles = files(in: corpus, endingWith: ".json").filter {
        !["home.screen.json", "gallery.screen.json"].contains($0)
    }

    /// Whether tests should rewrite their recorded expectations (golden files).
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["TUTORIALKIT_RECORD"] == "1"
    }

    /// The files in `folder` (recursively) whose names end with `suffix`, sorted, relative to it.
    package static func files(in folder: URL, endingWith suffix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(suffix) { found.append(path) }
        }
        return found.sorted()
    }
}
