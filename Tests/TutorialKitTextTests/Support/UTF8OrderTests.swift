import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitText

/// `utf8Precedes` sorts exactly as comparing UTF-8 byte by byte does; validating UTF-8 takes what
/// is valid and nothing else, on every system.
@Suite struct UTF8OrderTests {
    static let pieces = [
        "", "a", "b", "ab", "tutorial-1", "tutorial-10", "é", "e\u{301}", "日本", "👋", "Z", "~",
    ]

    @Test func agreesWithComparingTheBytes() {
        var random = SeededGenerator(seed: 0x0DE7)
        for _ in 0..<5_000 {
            // Long strings too, past the 15 bytes a small string holds.
            let first = RandomText.from(Self.pieces, count: 0...6, using: &random)
            let second = RandomText.from(Self.pieces, count: 0...6, using: &random)
            #expect(
                first.utf8Precedes(second) == first.utf8.lexicographicallyPrecedes(second.utf8),
                "\(first.debugDescription) vs \(second.debugDescription)")
        }
    }

    @Test func aPrefixComesFirstAndNothingPrecedesItself() {
        #expect("tutorial".utf8Precedes("tutorial-1"))
        #expect(!"tutorial-1".utf8Precedes("tutorial"))
        #expect(!"same".utf8Precedes("same"))
        #expect("".utf8Precedes("a"))
        #expect(!"".utf8Precedes(""))
    }

    static let validUTF8: [[UInt8]] = [[], Array("plain".utf8), Array("日本 👋 é".utf8), [0xEF, 0xBF, 0xBD]]
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC3], [0xE6, 0x97], [0xED, 0xA0, 0x80], [0xC0, 0xAF], Array("ok".utf8) + [0x80],
    ]

    @Test(arguments: validUTF8)
    func validUTF8IsTaken(bytes: [UInt8]) {
        #expect(String(validatingUTF8: bytes).map { Array($0.utf8) } == bytes)
        #expect(String.decodedIfValid(bytes).map { Array($0.utf8) } == bytes)
    }

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsRefused(bytes: [UInt8]) {
        #expect(String(validatingUTF8: bytes) == nil)
        #expect(String.decodedIfValid(bytes) == nil)
        #expect(!bytes.withUnsafeBufferPointer(\.isValidUTF8))
    }

    /// The check without a string takes what decoding takes back unchanged: every sequence of one
    /// to three bytes around the lead and continuation boundaries, and random runs.
    @Test func checkingWithoutAStringAgreesWithDecoding() {
        let edges: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC,
            0xED,
            0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        var cases: [[UInt8]] = edges.map { [$0] }
        for first in edges { for second in edges { cases.append([first, second]) } }
        for first in edges where first >= 0xC0 {
            for second in edges { for third in edges { cases.append([first, second, third, 0x80]) } }
        }
        var random = SeededGenerator(seed: 0x07F8)
        for _ in 0..<20_000 {
            cases.append(
                (0..<Int.random(in: 0...12, using: &random)).map { _ in
                    edges.randomElement(using: &random) ?? 0
                })
        }
        for bytes in cases {
            let checked = bytes.withUnsafeBufferPointer(\.isValidUTF8)
            #expect(checked == (String.decodedIfValid(bytes) != nil), "\(bytes)")
            if checked != (String.decodedIfValid(bytes) != nil) { return }
        }
    }
}
