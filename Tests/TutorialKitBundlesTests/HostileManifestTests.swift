import SeededRandom
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// A manifest is the first thing a store reads from a server: mutated a byte at a time, it is
/// refused with diagnostics or read, and a manifest read never has a path that leaves the bundle.
@Suite struct HostileManifestTests {
    @Test func mutatedManifestsAreRefusedOrSafe() throws {
        let scratch = try Scratch()
        let bundle = try BundleSources.build(1, in: scratch)
        let original = Array(try String(contentsOfFile: bundle + "/manifest.json", encoding: .utf8).utf8)
        var random = SeededGenerator(seed: 38)
        let replacements = Array(#"{}[]":,./\0123456789abcdefABC-_ "#.utf8) + [0, 0x0A, 0xFF]
        var read = 0
        for _ in 0..<5_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes.mutateOneByte(from: replacements, using: &random)
            }
            let loaded = BundleManifestFile.decode(bytes, file: "manifest.json")
            if let manifest = loaded.model {
                read += 1
                for file in manifest.files {
                    #expect(BundlePath.problem(file.path) == nil, "\(file.path)")
                    #expect(!file.path.split(separator: "/").contains(".."))
                    #expect(file.size >= 0 && file.size <= BundleLimits.standard.fileBytes)
                }
                #expect(manifest.format <= BundleManifest.readableFormat)
            } else {
                #expect(loaded.hasErrors)
            }
        }
        #expect(read > 0)
    }
}
