import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// Building a bundle from an author's folder, and verifying one file by file.
@Suite struct BundleFolderTests {
    @Test func aBuiltBundleListsEachFileWithItsSizeAndDigestAndVerifies() throws {
        let scratch = try Scratch()
        let bundle = try BundleSources.build(1, in: scratch)
        let manifest = try #require(
            BundleManifestFile.decode(
                Array(try Data(contentsOf: URL(fileURLWithPath: bundle + "/manifest.json"))),
                file: "manifest.json"
            ).model)
        #expect(manifest.id == BundleSources.bundleID)
        #expect(manifest.version == 1)
        #expect(manifest.format == BundleManifest.readableFormat)
        #expect(manifest.created == BundleSources.created)
        #expect(
            manifest.files.map(\.path) == [
                "calm.theme.json", "screens/home.screen.json", "welcome.tutorial.json",
            ])
        for file in manifest.files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: bundle + "/" + file.path)))
            #expect(file.size == bytes.count)
            #expect(file.sha256 == SHA256.hex(bytes))
        }
        let report = BundleFolder.verify(bundle)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.content?.tutorial(withID: "welcome")?.steps.count == 3)
        #expect(report.content?.themes["calm"] != nil)
    }

    /// A tutorial may spell its screen's path another way than the manifest lists it: the
    /// bundle's screen is found by where the path leads.
    @Test func aScreenSpelledWithDotsIsTheBundlesOwn() throws {
        let scratch = try Scratch()
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        let tutorialPath = source + "/welcome.tutorial.json"
        let tutorial = try String(contentsOfFile: tutorialPath, encoding: .utf8)
        #expect(tutorial.contains("\"screens/home.screen.json\""))
        try tutorial.replacingOccurrences(
            of: "\"screens/home.screen.json\"", with: "\"./screens/../screens/./home.screen.json\""
        ).write(toFile: tutorialPath, atomically: false, encoding: .utf8)
        let output = scratch.path("bundle")
        let built = BundleFolder.build(
            from: source, to: output, id: BundleSources.bundleID, version: 1, created: BundleSources.created)
        #expect(built.manifest != nil, "\(built.diagnostics)")
        let report = BundleFolder.verify(output)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.content?.tutorial(withID: "welcome")?.steps.count == 3)
    }

    @Test func aFolderWithAnInvalidTutorialBuildsNothing() throws {
        let scratch = try Scratch()
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        try
            #"{ "id": "broken", "version": 1, "steps": [ { "id": "a", "target": { "element": "nowhere" } } ] }"#
            .write(toFile: source + "/broken.tutorial.json", atomically: false, encoding: .utf8)
        let output = scratch.path("out")
        let report = BundleFolder.build(
            from: source, to: output, id: "com.example.tours", version: 1, created: BundleSources.created)
        #expect(report.manifest == nil)
        #expect(
            report.diagnostics.contains { $0.file.hasSuffix("broken.tutorial.json") && $0.severity == .error }
        )
        #expect(!FileManager.default.fileExists(atPath: output))
        // Nor anything half-written beside it.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).sorted() == ["source"])
    }

    /// A hidden screen is left out of the bundle, so a tutorial naming it would not validate as
    /// installed: the build refuses it, though the file is there.
    @Test func aTutorialNamingAScreenLeftOutOfTheBundleBuildsNothing() throws {
        let scratch = try Scratch()
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        try FileManager.default.moveItem(
            atPath: source + "/screens/home.screen.json", toPath: source + "/screens/.home.screen.json")
        let tutorial = source + "/welcome.tutorial.json"
        try String(contentsOfFile: tutorial, encoding: .utf8)
            .replacingOccurrences(of: "screens/home.screen.json", with: "screens/.home.screen.json")
            .write(toFile: tutorial, atomically: false, encoding: .utf8)
        let report = BundleFolder.build(
            from: source, to: scratch.path("out"), id: "com.example.tours", version: 1,
            created: BundleSources.created)
        #expect(report.manifest == nil)
        let messages = report.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains { $0.contains("is not one of the bundle's files") }, "\(messages)")
    }

    @Test func linksAndFilesOfNoFormatAreRefusedAndHiddenNamesLeftOut() throws {
        let scratch = try Scratch()
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        try "notes".write(toFile: source + "/README.md", atomically: false, encoding: .utf8)
        try "junk".write(toFile: source + "/.DS_Store", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: source + "/elsewhere.screen.json", withDestinationPath: "/etc/passwd")
        let report = BundleFolder.build(
            from: source, to: scratch.path("out"), id: "com.example.tours", version: 1,
            created: BundleSources.created)
        let messages = report.diagnostics.map { "\(($0.file as NSString).lastPathComponent): \($0.message)" }
        #expect(
            messages == [
                "README.md: the file \"README.md\" is not a tutorial, screen or theme (*.tutorial.json, "
                    + "*.screen.json, *.theme.json); rename it, or move it out of \(source)",
                "elsewhere.screen.json: a symbolic link; a bundle holds files, not links (copy the file in)",
            ])
    }

    @Test func somethingAlreadyAtTheOutputIsKept() throws {
        let scratch = try Scratch()
        let source = scratch.path("source")
        try BundleSources.write(version: 1, to: source)
        let output = scratch.path("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "mine".write(toFile: output + "/keep.txt", atomically: false, encoding: .utf8)
        let report = BundleFolder.build(
            from: source, to: output, id: "com.example.tours", version: 1, created: BundleSources.created)
        #expect(report.manifest == nil)
        #expect(report.diagnostics.first?.message.contains("already there") == true)
        #expect(FileManager.default.contents(atPath: output + "/keep.txt") == Data("mine".utf8))
    }

    @Test func verifyFindsAChangedByteACutFileAMissingOneAndAnUnlistedOne() throws {
        let scratch = try Scratch()
        let bundle = try BundleSources.build(1, in: scratch)
        #expect(!BundleFolder.verify(bundle).hasErrors)

        let tutorial = bundle + "/welcome.tutorial.json"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tutorial)))
        let original = bytes
        bytes[bytes.count / 2] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: tutorial))
        #expect(BundleFolder.verify(bundle).diagnostics.first?.message.contains("SHA-256") == true)

        try Data(original.dropLast(10)).write(to: URL(fileURLWithPath: tutorial))
        #expect(BundleFolder.verify(bundle).diagnostics.first?.message.contains("cut short") == true)

        try Data(original + [0x20]).write(to: URL(fileURLWithPath: tutorial))
        #expect(BundleFolder.verify(bundle).diagnostics.first?.message.contains("larger than") == true)

        try FileManager.default.removeItem(atPath: tutorial)
        #expect(BundleFolder.verify(bundle).diagnostics.first?.message.contains("missing") == true)

        try Data(original).write(to: URL(fileURLWithPath: tutorial))
        try "{}".write(toFile: bundle + "/extra.screen.json", atomically: false, encoding: .utf8)
        let report = BundleFolder.verify(bundle)
        #expect(!report.hasErrors)
        #expect(report.diagnostics.map(\.severity) == [.warning])
        #expect(report.diagnostics.first?.message.contains("does not list") == true)
    }

    @Test func verifyRefusesALinkInTheBundleAndOnlyWarnsOfAFolderOrAHiddenFile() throws {
        let scratch = try Scratch()
        let bundle = try BundleSources.build(1, in: scratch)
        try FileManager.default.createDirectory(
            atPath: bundle + "/drafts", withIntermediateDirectories: false)
        try "{}".write(toFile: bundle + "/.hidden.screen.json", atomically: false, encoding: .utf8)
        let quiet = BundleFolder.verify(bundle)
        #expect(!quiet.hasErrors, "\(quiet.diagnostics)")

        try FileManager.default.createSymbolicLink(
            atPath: bundle + "/drafts/passwd.screen.json", withDestinationPath: "/etc/passwd")
        let report = BundleFolder.verify(bundle)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.file) == [bundle + "/drafts/passwd.screen.json"])
        #expect(errors.first?.message.hasPrefix("a symbolic link; a bundle holds files") == true)
    }

    @Test func verifyOfAFolderWithoutAManifestSaysWhatABundleIs() throws {
        let scratch = try Scratch()
        let report = BundleFolder.verify(scratch.folder.path)
        #expect(report.diagnostics.first?.message.contains("tutorialkit bundle build makes one") == true)
    }

    @Test func aMidTourPolicyForATutorialTheBundleLacksIsRefused() throws {
        let scratch = try Scratch()
        #expect(throws: BundleSources.BuildFailure.self) {
            try BundleSources.build(1, in: scratch, midTour: ["welcom": .restart])
        }
        do {
            _ = try BundleSources.build(2, in: scratch, midTour: ["welcom": .restart])
        } catch let failure as BundleSources.BuildFailure {
            #expect(
                failure.diagnostics.map(\.message) == [
                    "no tutorial of the bundle has the id \"welcom\"; did you mean \"welcome\"?"
                ])
        }
    }
}
