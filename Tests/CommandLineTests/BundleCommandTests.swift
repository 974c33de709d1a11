import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit bundle` as an author and a release script run it.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct BundleCommandTests {
    let scratch: Scratch
    init() throws { scratch = try Scratch() }

    /// The park finder's tour, as version `version` whose first step says so.
    func source(_ version: Int) throws -> String {
        let folder = scratch.path("source-\(version)")
        try FileManager.default.copyItem(
            atPath: TestPaths.tutorials.appendingPathComponent("park-finder").path, toPath: folder)
        let tutorial = folder + "/park-finder.tutorial.json"
        let text = try String(contentsOfFile: tutorial, encoding: .utf8).replacingOccurrences(
            of: "Every green pin on the map is a park.",
            with: "Every green pin is a park (version \(version)).")
        try text.write(toFile: tutorial, atomically: false, encoding: .utf8)
        return folder
    }

    func build(_ version: Int, _ extra: [String] = [], environment: [String: String] = [:]) throws
        -> ToolRunner.Result
    {
        try ToolRunner.run(
            [
                "bundle", "build", try source(version), "-o", scratch.path("bundle-\(version)"), "--id",
                "com.example.parks",
                "--version", "\(version)",
            ] + extra, environment: environment)
    }

    @Test func buildVerifyInstallRollBackAndStatus() throws {
        let built = try build(1, ["--mid-tour", "park-finder-tour=restart"])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardOutput.hasPrefix("built com.example.parks version 1: 3 files, "))
        let verified = try ToolRunner.run(["bundle", "verify", scratch.path("bundle-1")])
        #expect(verified.standardOutput.hasSuffix("com.example.parks version 1, 3 files verified\n"))
        let store = scratch.path("store")
        func run(_ arguments: [String]) throws -> String {
            let result = try ToolRunner.run(["bundle"] + arguments)
            return result.standardOutput + result.standardError
        }
        #expect(
            try run(["install", scratch.path("bundle-1"), "--store", store, "--id", "com.example.parks"])
                == "installed version 1\n")
        #expect(try build(2).status == 0)
        #expect(
            try run(["install", scratch.path("bundle-2"), "--store", store, "--id", "com.example.parks"])
                == "installed version 2 (was 1)\n")
        #expect(
            try run(["status", "--store", store]).hasPrefix(
                "version 2 installed (version 1 kept for rollback), in "))
        #expect(try run(["rollback", "--store", store]) == "rolled back to version 1\n")
        #expect(
            try run(["install", scratch.path("bundle-2"), "--store", store, "--id", "com.example.parks"])
                == "up to date: version 1 installed\n")
        let other = try ToolRunner.run([
            "bundle", "install", scratch.path("bundle-2"), "--store", store, "--id", "com.example.other",
        ])
        #expect(other.status == 1)
        #expect(
            other.standardError.contains("the server's bundle is \"com.example.parks\", not this store's"))
    }

    @Test func aBuildWithSourceDateEpochGivesTheSameBytesEachTime() throws {
        let first = try build(1, environment: ["SOURCE_DATE_EPOCH": "1795000000"])
        #expect(first.status == 0)
        let manifest = try Data(contentsOf: URL(fileURLWithPath: scratch.path("bundle-1/manifest.json")))
        try FileManager.default.removeItem(atPath: scratch.path("bundle-1"))
        try FileManager.default.removeItem(atPath: scratch.path("source-1"))
        #expect(try build(1, environment: ["SOURCE_DATE_EPOCH": "1795000000"]).status == 0)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: scratch.path("bundle-1/manifest.json"))) == manifest)
        #expect(String(decoding: manifest, as: UTF8.self).contains("\"created\": \"2026-11-18T"))
    }

    @Test func aTamperedBundleFailsVerifyInJSONToo() throws {
        #expect(try build(1).status == 0)
        let tutorial = scratch.path("bundle-1/park-finder.tutorial.json")
        try "{}".write(toFile: tutorial, atomically: false, encoding: .utf8)
        let result = try ToolRunner.run(["bundle", "verify", scratch.path("bundle-1"), "--format", "json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"valid\": false"))
        #expect(result.standardOutput.contains("the file has 2 bytes; the manifest says"))
    }

    @Test func wrongCallsSayHowToCallIt() throws {
        let cases: [([String], String)] = [
            (["bundle"], "bundle needs one of: build, verify, install, rollback, status"),
            (
                ["bundle", "build", "x", "-o", "y", "--id", "a", "--version", "zero"],
                "--version takes a whole number"
            ),
            (
                ["bundle", "build", "x", "-o", "y", "--id", "a", "--version", "1", "--mid-tour", "t=stop"],
                "--mid-tour takes ID=POLICY"
            ),
            (["bundle", "verify"], "bundle verify needs exactly one BUNDLE"),
            (["bundle", "status", "--store", "s", "--id", "x"], "bundle status takes no --id"),
        ]
        for (arguments, message) in cases {
            let result = try ToolRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }
}
