import Foundation
import Testing
import TutorialKit

@testable import TutorialKitAuthoring
@testable import tutorialkit

/// A screen path that names no file gets a "did you mean" among the `*.screen.json` files of the
/// folder it names — only names, only of a folder inside the tutorial's root, at most a thousand.
struct ScreenFileSuggestionTests {
    static let screen = #"{"id": "s", "size": {"width": 40, "height": 12}}"#

    /// `folder/app/` with two screens beside the tutorial and one in `screens/`, and `folder/outside/`
    /// with a screen the tutorial may not reach, linked from `app/out`.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "suggest-\(UUID().uuidString)")
        for sub in ["app/screens", "app/profile.screen.json", "outside"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for name in [
            "app/signup.screen.json", "app/cities.screen.json", "app/screens/detail.screen.json",
            "outside/signup.screen.json", "app/settings.json",
        ] {
            try Data(screen.utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("app/out").path,
            withDestinationPath: folder.appendingPathComponent("outside").path)
        return folder
    }

    /// The message at `/screen` of a tutorial in `folder/app/` naming `screen`.
    static func message(screen: String, in folder: URL, root: String? = nil) throws -> String? {
        let tutorial =
            #"{"id": "t", "version": 1, "screen": "\#(screen)", "steps": [{"id": "a", "text": "Hi"}]}"#
        let path = folder.appendingPathComponent("app/t.tutorial.json").path
        try Data(tutorial.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = TutorialFile.load(path: path, screensRoot: root)
        return loaded.diagnostics.first { $0.path == "/screen" }?.message
    }

    @Test(arguments: [
        ("sigup.screen.json", "signup.screen.json"),
        ("citis.screen.json", "cities.screen.json"),
        ("cities.json", "cities.screen.json"),
        ("signup.screen.jsn", "signup.screen.json"),
        ("signup.screens.json", "signup.screen.json"),
        ("signup", "signup.screen.json"),
        ("Signup.screen.json", "signup.screen.json"),
        ("screens/detial.screen.json", "screens/detail.screen.json"),
        ("./screens/detai.screen.json", "./screens/detail.screen.json"),
    ])
    func aCloseNameInTheFolderIsSuggested(written: String, suggestion: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app").path
        let message = try Self.message(screen: written, in: folder)
        #expect(
            message
                == "screen file \"\(written)\" not found at \(app)/\(written); did you mean \"\(suggestion)\"?; "
                + "the path is relative to the tutorial file")
    }

    @Test(
        "no suggestion when nothing is close, for a folder or another kind of file, or through a link out",
        arguments: [
            "login.screen.json", "citys.screen.json", "profle.screen.json", "setings.screen.json",
            "out/sigup.screen.json",
        ])
    func noSuggestion(written: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app").path
        let message = try Self.message(screen: written, in: folder)
        #expect(
            message
                == "screen file \"\(written)\" not found at \(app)/\(written); the path is relative to the tutorial file"
        )
    }

    @Test func aWiderRootIsListedToo() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = "../outside/sigup.screen.json"
        let message = try Self.message(screen: written, in: folder, root: folder.path)
        #expect(
            message?.contains("; did you mean \"../outside/signup.screen.json\"?;") == true,
            "\(message ?? "")")
        // Without the root, that folder is outside: refused before anything is listed.
        let refused = try Self.message(screen: written, in: folder)
        #expect(refused?.contains("stays outside") == true)
        #expect(refused?.contains("did you mean") == false)
    }

    @Test func atMostAThousandEntriesAreLookedAt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<1_200 {
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appendingPathComponent("s\(index).screen.json").path, contents: Data()))
        }
        let names = ScreenFileSuggestion.screenFileNames(in: folder.path)
        #expect(names.count <= ScreenFileSuggestion.entryLimit)
        #expect(names.count >= ScreenFileSuggestion.entryLimit - 2)  // `.` and `..` count as entries
    }

    @Test func previewScreenSuggestsTheFileBesideIt() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tutorial =
            #"{"id": "t", "version": 1, "screen": "signup.screen.json", "steps": [{"id": "a", "text": "Hi"}]}"#
        let path = folder.appendingPathComponent("app/t.tutorial.json").path
        try Data(tutorial.utf8).write(to: URL(fileURLWithPath: path))
        let screen = folder.appendingPathComponent("app/citis.screen.json").path
        var standardError = ""
        var output = Output(standardOutput: { _ in }, standardError: { standardError += $0 })
        #expect(Tool.run(["preview", path, "--screen", screen], &output) == 1)
        let suggestion = folder.appendingPathComponent("app/cities.screen.json").path
        #expect(
            standardError
                == "\(screen):1:1: error: /: no such file; did you mean \"\(suggestion)\"?; check the path\n")
    }

    @Test func validateOfAMissingScreenSuggestsTheFileBesideIt() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("app/citis.screen.json").path
        var standardError = ""
        var output = Output(standardOutput: { _ in }, standardError: { standardError += $0 })
        #expect(Tool.run(["validate", screen], &output) == 1)
        let suggestion = folder.appendingPathComponent("app/cities.screen.json").path
        #expect(
            standardError
                == "\(screen):1:1: error: /: no such file; did you mean \"\(suggestion)\"?; check the path\n")
    }
}
