import Foundation
import TestSupport
import Testing
import TutorialKit

/// A tutorial's `screen` leads only inside its folder tree, or a root its caller names: an absolute
/// path, a `..` above it or a symbolic link out of it is refused before the file is opened, so
/// nothing of what lies outside is read or quoted.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct ScreenPathTests {
    static let screen = #"{"id": "s", "size": {"width": 40, "height": 12}}"#

    /// `folder/app/t.tutorial.json` naming `screen`, a screen inside, and one in a sibling folder.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "paths-\(UUID().uuidString)")
        for sub in ["app/screens", "shared"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data(screen.utf8).write(to: folder.appendingPathComponent("app/screens/s.screen.json"))
        try Data(screen.utf8).write(to: folder.appendingPathComponent("shared/s.screen.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("app/link.screen.json").path,
            withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("app/inside.screen.json").path,
            withDestinationPath: "screens/s.screen.json")
        return folder
    }

    static func load(screen: String, in folder: URL, root: String? = nil) throws -> LoadedFile<
        TutorialFile.Document
    > {
        let tutorial =
            #"{"id": "t", "version": 1, "screen": "\#(screen)", "steps": [{"id": "a", "text": "Hi"}]}"#
        let path = folder.appendingPathComponent("app/t.tutorial.json").path
        try Data(tutorial.utf8).write(to: URL(fileURLWithPath: path))
        return TutorialFile.load(path: path, screensRoot: root)
    }

    @Test(
        "paths that leave the tutorial's folder are refused, without reading what they name",
        arguments: [
            "/etc/passwd", "/proc/self/environ", "../../../../../../etc/passwd", "../shared/s.screen.json",
            "screens/../../shared/s.screen.json", "link.screen.json",
        ])
    func leavingIsRefused(screen: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try Self.load(screen: screen, in: folder)
        #expect(loaded.model == nil)
        #expect(loaded.diagnostics.count == 1)
        let text = loaded.diagnostics.map(\.description).joined()
        #expect(
            text.contains("/screen: screen file \"\(screen)\" stays outside the tutorial's folder"), "\(text)"
        )
        #expect(!text.contains("root:") && !text.contains("PATH="), "\(text)")
    }

    @Test("paths inside the folder tree, links that stay inside, and a wider root the caller names load")
    func stayingInsideLoads() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for screen in ["screens/s.screen.json", "./screens/../screens/s.screen.json", "inside.screen.json"] {
            #expect(try Self.load(screen: screen, in: folder).model != nil, "\(screen)")
        }
        #expect(try Self.load(screen: "../shared/s.screen.json", in: folder, root: folder.path).model != nil)
        let absolute = folder.appendingPathComponent("shared/s.screen.json").path
        #expect(try Self.load(screen: absolute, in: folder, root: folder.path).model != nil)
        let outside = try Self.load(screen: "/etc/passwd", in: folder, root: folder.path)
        #expect(outside.diagnostics.map(\.message).contains { $0.contains("stays outside the root") })
    }

    @Test("a root that is empty or does not resolve contains nothing: a link is refused, never read")
    func unresolvedRootsFailClosed() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for root in ["", folder.appendingPathComponent("missing/..").path] {
            let loaded = try Self.load(screen: "link.screen.json", in: folder, root: root)
            #expect(loaded.model == nil, "root \(root.debugDescription)")
            let text = loaded.diagnostics.map(\.description).joined()
            #expect(text.contains("stays outside"), "\(text)")
            #expect(!text.contains("root:x"), "\(text)")
        }
    }

    @Test("the command line names a wider root with --root")
    func commandLineRoot() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.load(screen: "../shared/s.screen.json", in: folder)
        let refused = try SpawnedTool.run(["validate", "app/t.tutorial.json"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.output.contains("stays outside the tutorial's folder"))
        let allowed = try SpawnedTool.run(["preview", "app/t.tutorial.json", "--root", "."], in: folder)
        #expect(allowed.status == 0, "\(allowed.output)")
    }
}
