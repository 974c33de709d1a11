import Foundation

/// A scratch folder per test, removed afterwards.
package final class Scratch {
    package let folder: URL

    package init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-seen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    package func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A copy of a fixture in the scratch folder.
    package func fixture(_ name: String) throws -> String {
        let source = TestPaths.repository.appendingPathComponent(
            "Tests/TutorialKitSeenStateTests/Fixtures/\(name)")
        let destination = path(name)
        try FileManager.default.copyItem(atPath: source.path, toPath: destination)
        return destination
    }

    package func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}
