import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitJSON

/// A file saved as UTF-16 or UTF-32 gets one message at 1:1 naming its encoding and how to save
/// it as UTF-8, from every reader (tutorial, screen, theme, seen-state); a UTF-8 byte order mark
/// is read past and counts as no column.
struct FileEncodingTests {
    static let advice = "save it as UTF-8 — in most editors, \"Save with Encoding\" → UTF-8"

    /// `text` in UTF-16 or UTF-32, either byte order, with a byte order mark or without.
    static func encoded(_ text: String, bits: Int, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: UInt32) {
            let width = bits / 8
            for index in 0..<width {
                let shift = UInt32(8 * (bigEndian ? width - 1 - index : index))
                bytes.append(UInt8(truncatingIfNeeded: value >> shift))
            }
        }
        if mark { append(0xFEFF) }
        if bits == 16 {
            for unit in text.utf16 { append(UInt32(unit)) }
        } else {
            for scalar in text.unicodeScalars { append(scalar.value) }
        }
        return bytes
    }

    static let cases: [(bits: Int, bigEndian: Bool, mark: Bool, words: String)] = [
        (16, false, true, "UTF-16 (little-endian, with a byte order mark)"),
        (16, true, true, "UTF-16 (big-endian, with a byte order mark)"),
        (16, false, false, "UTF-16 (little-endian, without a byte order mark)"),
        (16, true, false, "UTF-16 (big-endian, without a byte order mark)"),
        (32, false, true, "UTF-32 (little-endian, with a byte order mark)"),
        (32, true, true, "UTF-32 (big-endian, with a byte order mark)"),
        (32, false, false, "UTF-32 (little-endian, without a byte order mark)"),
        (32, true, false, "UTF-32 (big-endian, without a byte order mark)"),
    ]

    @Test(arguments: cases)
    func everyExampleInAnotherEncodingIsToldOnce(
        encoding: (bits: Int, bigEndian: Bool, mark: Bool, words: String)
    )
        throws
    {
        let message = "the file is \(encoding.words); \(Self.advice)"
        let demo = TestPaths.tutorials.appendingPathComponent("tutorial-kit-demo")
        let files =
            ["tutorial-kit-demo.tutorial.json", "demo.screen.json"].map { demo.appendingPathComponent($0) }
            + [TestPaths.tutorials.appendingPathComponent("themes/sunset.theme.json")]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let bytes = Self.encoded(
                text, bits: encoding.bits, bigEndian: encoding.bigEndian, mark: encoding.mark)
            #expect(throws: JSONSyntaxError(offset: 0, message: message)) { try JSONReader.read(bytes) }
            let loaded =
                file.lastPathComponent.hasSuffix(".screen.json")
                ? ScreenFile.decode(bytes, file: "f").diagnostics
                : TutorialFile.decode(bytes, file: "f") { _ in LoadedFile(model: nil, diagnostics: []) }
                    .diagnostics
            #expect(loaded.map(\.description) == ["f:1:1: error: /: \(message)"])
        }
    }

    @Test func whiteSpaceBeforeTheFirstBraceStillTellsTheEncoding() {
        for start in ["\n{}", " []", "\t{}", "\r\n[]"] {
            let bytes = Self.encoded(start, bits: 16, bigEndian: false, mark: false)
            #expect(
                UTF16OrUTF32File(bytes)
                    == UTF16OrUTF32File(Self.encoded("{}", bits: 16, bigEndian: false, mark: false)))
            #expect(UTF16OrUTF32File(bytes)?.bits == 16)
        }
    }

    @Test func aSeenStateFileInUTF16IsCorruptWithTheSameWords() {
        let bytes = Self.encoded(
            #"{"formatVersion": 1, "tutorials": {}}"#, bits: 16, bigEndian: true, mark: false)
        let expected = SeenStateStoreError.corrupt(
            file: "seen.json",
            problem: "the file is UTF-16 (big-endian, without a byte order mark); \(Self.advice) at line 1:1")
        #expect(throws: expected) { try SeenStateDocument.parse(bytes, file: "seen.json") }
        // A UTF-8 mark is read past, and counts as no column there either.
        let marked = SeenStateStoreError.corrupt(
            file: "seen.json", problem: "unexpected 'x'; expected a key in double quotes at line 1:2")
        #expect(throws: marked) {
            try SeenStateDocument.parse([0xEF, 0xBB, 0xBF] + Array("{x".utf8), file: "seen.json")
        }
    }

    @Test func utf8IsNeverTakenForAnotherEncoding() {
        // Short files, files that start with a value other than a container, and UTF-8 with or
        // without its byte order mark.
        for text in ["{}", "[]", "1", "\"é\"", "{\"a\": [1, 2]}", " {}", "\u{FEFF}{}", "[\"日本\"]"] {
            #expect(UTF16OrUTF32File(Array(text.utf8)) == nil, "\(text)")
            #expect((try? JSONReader.read(text)) != nil, "\(text)")
        }
        // Two bytes are not enough to tell without a mark.
        #expect(UTF16OrUTF32File([UInt8(ascii: "["), 0]) == nil)
    }

    @Test func aUTF8ByteOrderMarkIsNoColumn() {
        let text = #"{"id": 5, "version": 1, "screen": "s.screen.json", "steps": []}"#
        let plain = TutorialFile.decode(Array(text.utf8), file: "f") { _ in
            LoadedFile(model: Screen(id: "s", size: Size(width: 40, height: 12)), diagnostics: [])
        }
        let marked = TutorialFile.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "f") { _ in
            LoadedFile(model: Screen(id: "s", size: Size(width: 40, height: 12)), diagnostics: [])
        }
        #expect(!plain.diagnostics.isEmpty)
        #expect(marked.diagnostics.map(\.description) == plain.diagnostics.map(\.description))
        #expect(
            plain.diagnostics.first?.description == "f:1:8: error: /id: expected a string, found an integer")
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\n x".utf8)
        #expect(SourceMap(bytes).position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(SourceMap(bytes).position(of: 3) == SourcePosition(line: 1, column: 1))
        #expect(SourceMap(bytes).position(of: 6) == SourcePosition(line: 2, column: 2))
    }
}
