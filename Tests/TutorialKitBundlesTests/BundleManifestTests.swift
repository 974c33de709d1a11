import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// The manifest's checks: what a store refuses before it fetches a single file.
@Suite struct BundleManifestTests {
    static func manifest(
        files: String = #"[{ "path": "a.tutorial.json", "size": 10, "sha256": "\#(digest)" }]"#,
        format: Int = 1, extra: String = ""
    ) -> [UInt8] {
        Array(
            """
            { "id": "com.example.tours", "version": 2, "format": \(format), "created": "2026-11-27T09:30:00Z",
              "files": \(files)\(extra) }
            """.utf8)
    }
    static let digest = String(repeating: "ab", count: 32)

    static func messages(_ bytes: [UInt8], limits: BundleLimits = .standard) -> [String] {
        BundleManifestFile.decode(bytes, file: "manifest.json", limits: limits).diagnostics.map {
            "\($0.path): \($0.message)"
        }
    }

    @Test func aGoodManifestReadsAndWritesBackTheSame() throws {
        let bytes = Self.manifest(extra: #", "midTour": { "a": "restart" }"#)
        let manifest = try #require(BundleManifestFile.decode(bytes, file: "manifest.json").model)
        #expect(manifest.midTourPolicy(for: "a") == .restart)
        #expect(manifest.midTourPolicy(for: "b") == .continue)
        let written = BundleManifestFile.encode(manifest)
        #expect(BundleManifestFile.decode(Array(written.utf8), file: "manifest.json").model == manifest)
    }

    @Test(arguments: [
        ("../../etc/passwd", "has '..'; a bundle's paths stay inside it"),
        ("/etc/passwd.tutorial.json", "starts at the root; write it relative to the bundle's top"),
        ("a\\\\b.tutorial.json", "has a backslash; use ASCII letters, digits, '-', '_', '.' and '/'"),
        ("ä.tutorial.json", "has a character beyond ASCII"),
        ("a//b.tutorial.json", "has an empty folder name"),
        ("./a.tutorial.json", "has '.'"),
        (".hidden/a.tutorial.json", "has a hidden name"),
        ("notes.txt", "is not a tutorial, screen or theme"),
        ("manifest.json", "is not a tutorial, screen or theme"),
    ])
    func aPathThatLeavesTheBundleOrCannotBeOneIsRefused(path: String, message: String) {
        let files = #"[{ "path": "\#(path)", "size": 1, "sha256": "\#(Self.digest)" }]"#
        let found = Self.messages(Self.manifest(files: files))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("/files/0/path: ") == true)
        #expect(found.first?.contains(message) == true, "\(found)")
    }

    @Test func pathsThatClashWhereCaseIsIgnoredAreRefused() {
        let files = """
            [{ "path": "a.tutorial.json", "size": 1, "sha256": "\(Self.digest)" },
             { "path": "A.tutorial.json", "size": 1, "sha256": "\(Self.digest)" },
             { "path": "a.tutorial.json", "size": 1, "sha256": "\(Self.digest)" }]
            """
        #expect(
            Self.messages(Self.manifest(files: files)) == [
                "/files/1/path: \"A.tutorial.json\" and \"a.tutorial.json\" differ only in case, and are one file "
                    + "where case is ignored; rename one",
                "/files/2/path: the file \"a.tutorial.json\" is listed twice",
            ])
    }

    @Test func aNewerFormatIsRefusedAndSaysWhatToDo() {
        let (loaded, format) = BundleManifestFile.read(Self.manifest(format: 2), file: "m", limits: .standard)
        #expect(format == 2)
        #expect(loaded.model == nil)
        #expect(loaded.diagnostics.first?.message.contains("reads format 1 (update the app") == true)
    }

    @Test func countsAndSizesPastTheLimitsAreRefusedBeforeAnythingIsFetched() {
        var limits = BundleLimits.standard
        limits.files = 1
        limits.fileBytes = 5
        limits.totalBytes = 8
        let files = """
            [{ "path": "a.tutorial.json", "size": 4, "sha256": "\(Self.digest)" },
             { "path": "b.tutorial.json", "size": 6, "sha256": "\(Self.digest)" }]
            """
        #expect(
            Self.messages(Self.manifest(files: files), limits: limits) == [
                "/files: the bundle lists 2 files, more than the 1 a bundle may have"
            ])
        limits.files = 5
        #expect(
            Self.messages(Self.manifest(files: files), limits: limits) == [
                "/files: the files hold 10 bytes together, more than the 8 a bundle may hold",
                "/files/1/size: the file is 6 bytes, more than the 5 a file may be",
            ])
    }

    @Test func aHostCannotRaiseTheLimits() {
        var limits = BundleLimits.standard
        limits.files = .max
        limits.totalBytes = -1
        #expect(limits.files == BundleLimits.standard.files)
        #expect(limits.totalBytes == 0)
    }

    @Test func badDigestsIdsAndDatesAreNamed() {
        let files = #"[{ "path": "a.tutorial.json", "size": 1, "sha256": "ABC" }]"#
        let bytes = Array(
            """
            { "id": "com example", "version": 1, "format": 1, "created": "yesterday", "files": \(files) }
            """.utf8)
        let found = Self.messages(bytes)
        #expect(found.count == 3)
        #expect(found.contains { $0.hasPrefix("/id: the bundle id \"com example\" must be") })
        #expect(found.contains { $0.hasPrefix("/created: \"yesterday\" is not a date") })
        #expect(found.contains { $0.hasPrefix("/files/0/sha256: \"ABC\" is not a SHA-256") })
    }

    @Test func theShapeIsCheckedWithExactPositions() {
        let bytes = Array(
            #"{ "id": "x", "version": 0, "format": 1, "created": "2026-01-01", "files": [], "extra": 1 }"#
                .utf8)
        let diagnostics = BundleManifestFile.decode(bytes, file: "manifest.json").diagnostics
        #expect(diagnostics.map(\.path) == ["/version", "/files", "/extra"])
        #expect(diagnostics.last?.message.contains("unknown key \"extra\"") == true)
        #expect(diagnostics.first?.column == 25)
    }

    @Test func aManifestPastItsByteLimitIsNotRead() {
        var limits = BundleLimits.standard
        limits.manifestBytes = 20
        #expect(Self.messages(Self.manifest(), limits: limits).first?.contains("more than the 20") == true)
    }

    @Test func theSchemaDescribesEveryKey() {
        let schema = JSONSchemaWriter.bundleManifest
        for key in [
            "\"id\"", "\"version\"", "\"format\"", "\"created\"", "\"files\"", "\"sha256\"", "\"midTour\"",
        ] {
            #expect(schema.contains(key))
        }
        #expect(schema.contains("\"restart\""))
    }
}

/// The committed `Tutorials/schema/bundle.schema.json` is the one the manifest's keys generate.
@Suite struct BundleSchemaDriftTests {
    @Test func committedSchemaMatchesTheGeneratedOne() throws {
        let url = TestPaths.tutorials.appendingPathComponent("schema/bundle.schema.json")
        if TestPaths.isRecording {
            try JSONSchemaWriter.bundleManifest.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == JSONSchemaWriter.bundleManifest,
            "run the tests with TUTORIALKIT_RECORD=1 to regenerate bundle.schema.json")
    }
}
