import Foundation
import SeededRandom
import Testing

@testable import TutorialKitBundles

/// The SHA-256 that checks a bundle's files: NIST's published vectors (FIPS 180-2, appendix B,
/// and the CAVP examples), and Python's `hashlib` on random inputs
/// (`Scripts/generate-sha256-fixtures.py`), each through both engines: the processor's SHA
/// instructions (on a processor without them, the portable engine stands in) and portable Swift.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func nistVectors(message: String, digest: String) {
        for engine in SHA256.Engine.allCases {
            #expect(SHA256.hex(Array(message.utf8), engine: engine) == digest, "\(engine)")
        }
    }

    @Test(arguments: SHA256.Engine.allCases)
    func aMillionAsFedInPieces(engine: SHA256.Engine) {
        var hash = SHA256(engine: engine)
        // Pieces of uneven sizes, so blocks are filled across calls.
        var fed = 0
        var size = 1
        while fed < 1_000_000 {
            let piece = min(size, 1_000_000 - fed)
            hash.update([UInt8](repeating: UInt8(ascii: "a"), count: piece))
            fed += piece
            size = size * 7 % 1_013 + 1
        }
        let hex = hash.finish().map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }
        .joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: SHA256.Engine.allCases)
    func agreesWithPythonsHashlib(engine: SHA256.Engine) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sha256-hashlib.json")
        let cases = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: String]])
        #expect(cases.count >= 200)
        for entry in cases {
            let hex = try #require(entry["hex"])
            let bytes = stride(from: 0, to: hex.count, by: 2).map { offset -> UInt8 in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
            }
            #expect(SHA256.hex(bytes, engine: engine) == entry["sha256"], "\(bytes.count) bytes")
        }
    }

    /// Ten thousand random inputs of 0 to 1,500 bytes, made from the seed as the script makes
    /// them: each digest's first eight digits, and the digest of all the digests.
    @Test(arguments: SHA256.Engine.allCases)
    func agreesWithHashlibOnTenThousandRandomInputs(engine: SHA256.Engine) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sha256-hashlib-random.json")
        let fixture = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let prefixes = try #require(fixture["prefixes"] as? String).split(separator: " ").map(String.init)
        let seed = try #require(fixture["seed"] as? Int)
        let maximum = try #require(fixture["maximumLength"] as? Int)
        #expect(prefixes.count == 10_000)
        var generator = SeededGenerator(seed: UInt64(seed))
        var chain = SHA256(engine: engine)
        var mismatches: [String] = []
        for (index, prefix) in prefixes.enumerated() {
            let length = Int(generator.next() % UInt64(maximum + 1))
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length + 8)
            while bytes.count < length {
                let number = generator.next()
                bytes += (0..<8).map { UInt8(truncatingIfNeeded: number >> (8 * $0)) }
            }
            let digest = SHA256.digest(bytes.prefix(length), engine: engine)
            if !SHA256.hex(digest: digest).hasPrefix(prefix), mismatches.count < 5 {
                mismatches.append("case \(index), \(length) bytes")
            }
            chain.update(digest)
        }
        #expect(mismatches.isEmpty)
        #expect(SHA256.hex(digest: chain.finish()) == fixture["allDigests"] as? String)
    }

    /// The two engines on inputs of up to three kilobytes fed in random pieces, so the
    /// instructions see runs of blocks of every length and blocks completed across calls.
    @Test(.enabled(if: SHA256.instructionsAvailable, "the processor has no SHA instructions"))
    func theEnginesAgreeOnRandomPieces() {
        var generator = SeededGenerator(seed: 0x5AA_256)
        for _ in 0..<500 {
            let length = Int(generator.next() % 3_000)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var instructions = SHA256(engine: .instructions)
            var portable = SHA256(engine: .portable)
            var fed = 0
            while fed < length {
                let piece = min(length - fed, Int(generator.next() % 300) + 1)
                instructions.update(bytes[fed..<fed + piece])
                portable.update(bytes[fed..<fed + piece])
                fed += piece
            }
            #expect(instructions.finish() == portable.finish(), "\(length) bytes")
        }
        #expect(SHA256(engine: .instructions).engine == .instructions)
    }
}
