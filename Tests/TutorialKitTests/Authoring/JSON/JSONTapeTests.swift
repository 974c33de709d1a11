import Foundation
import LayoutInvariants
import TestSupport
import Testing

@testable import TutorialKit
@testable import TutorialKitJSON

/// The reader reads into a flat tape and makes the tree from it; for every input tried it gives
/// the tree, or the error at the offset, that reading straight into a tree gave.
@Suite struct JSONTapeTests {
    static func agree(_ bytes: [UInt8]) -> Bool {
        FuzzOracle.readerProblem(bytes) == nil
    }

    /// Every example, corpus file and seen-state fixture.
    static var files: [[UInt8]] {
        let examples = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.tutorials.path)) ?? []
        let folders =
            examples.map { "Tutorials/" + $0 } + [
                "Tests/TutorialKitTests/Authoring/Corpus", "Tests/TutorialKitSeenStateTests/Fixtures",
                "Tests/TutorialKitTests/Fuzz/Regressions",
            ]
        return folders.flatMap { folder in
            let url = TestPaths.repository.appendingPathComponent(folder)
            return TestPaths.files(in: url, endingWith: ".json").compactMap {
                try? [UInt8](Data(contentsOf: url.appendingPathComponent($0)))
            }
        }
    }

    @Test func readsTheFilesAsTheTreeReaderDid() {
        let files = Self.files
        #expect(files.count > 60)
        for bytes in files {
            #expect(Self.agree(bytes), "\(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
    }

    /// Every file with one byte deleted, doubled or replaced by one that matters to JSON.
    @Test func readsMutatedFilesAsTheTreeReaderDid() {
        var random = SeededGenerator(seed: 0x7A9E)
        let files = Self.files
        let replacements =
            Array("{}[]\":,-+.0123456789eEtfnu\\/ \n\t\u{7F}".utf8) + [
                0x00, 0x1F, 0x80, 0xC3, 0xE6, 0xF0, 0xFF,
            ]
        var disagreements = 0
        for round in 0..<4_000 {
            var bytes = files[Int.random(in: 0..<files.count, using: &random)]
            guard !bytes.isEmpty else { continue }
            bytes.mutateOneByte(from: replacements, using: &random)
            if !Self.agree(bytes) {
                disagreements += 1
                Issue.record(
                    "round \(round): \(FuzzOracle.outcome(of: JSONReader.read, bytes)) vs \(FuzzOracle.outcome(of: ReferenceJSONReader.read, bytes))"
                )
                if disagreements >= 3 { return }
            }
        }
    }

    @Test(arguments: [
        "", "   ", "\u{FEFF}[]", "[1,]", "{\"a\":1,}", "\"\\u00e9\\ud83d\\ude00\"", "\"\\ud83d\"",
        "\"\\ude00\"",
        "\"\\q\"", "\"a\u{1}\"", "\"\\u12\"", "01", "-", "1.", "1e", "[1 2]", "{\"a\" 1}", "{1:2}", "nul",
        "tru",
        "\"unterminated", "[", "{\"a\":", "\"\\", "1 2", "\"é\\n\"",
    ])
    func readsTheEdgesAsTheTreeReaderDid(text: String) {
        #expect(Self.agree(Array(text.utf8)))
    }

    @Test func readsBadUTF8AsTheTreeReaderDid() {
        for bytes: [UInt8] in [
            [0x22, 0xC3, 0x22], [0x22, 0xC3, 0x5C, 0x6E, 0x22], [0x22, 0xFF, 0x5C, 0x71, 0x22],
            [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0x61, 0xC3, 0xA9, 0x5C, 0x75, 0x30, 0x30, 0x65, 0x39, 0x22],
            [0x22, 0xC3, 0x01, 0x22], [0xC3, 0xA9],
        ] {
            #expect(Self.agree(bytes), "\(bytes)")
        }
    }

    /// A byte that matters to a string or to whitespace, at every place in a run of others, is
    /// seen as the reference reader sees it.
    @Test func specialBytesAtEveryPlaceInARun() {
        let specials: [[UInt8]] = [
            [0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x01], [0x1F], [0x7F], [0x0A],
            [0xC3, 0xA9], [0xFF], [0xC3], [0xE2, 0x82, 0xAC], [0x20],
        ]
        for special in specials {
            for position in 0..<20 {
                let text =
                    Array(repeating: UInt8(ascii: "a"), count: position) + special + Array("bcdefghij".utf8)
                #expect(Self.agree([0x22] + text + [0x22]), "\(special) at \(position)")
                let spaces = Array(repeating: UInt8(ascii: " "), count: position)
                #expect(Self.agree(spaces + [0x5B] + spaces + special + spaces + [0x5D] + spaces))
            }
        }
    }

    @Test func deepNestingIsTheSameError() {
        let deep =
            Array(repeating: UInt8(ascii: "["), count: 300) + Array(repeating: UInt8(ascii: "]"), count: 300)
        #expect(Self.agree(deep))
        #expect(FuzzOracle.outcome(of: JSONReader.read, deep).contains("nest deeper"))
    }

    /// A byte of a string that is not plain ASCII (the closing quote, an escape, a control
    /// character, a byte past ASCII, valid or not, alone or in a run) is found wherever it falls,
    /// and the strings read as the reference reads them.
    @Test func aStringsSpecialBytesAreFoundWhereverTheyFall() {
        let specials: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), [0x01], [0x0A], [0x1F],
            [0x7F], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x91, 0x8B], [0xFF], [0x80],
            [0xD0, 0x97, 0xD0, 0xB4], [0xC3, 0xA9, 0xFF, 0xC3, 0xA9], [0xE3, 0x81, 0x93, 0x01],
            Array(#"""#.utf8), Array(#"\"#.utf8), [0x20], [0x21], [0x23], [0x5B], [0x5D],
        ]
        var disagreements: [String] = []
        for special in specials {
            for before in 0..<20 {
                for after in [0, 1, 7, 8, 9, 17] {
                    let text =
                        Array("[\"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: before) + special
                        + [UInt8](repeating: UInt8(ascii: "b"), count: after) + Array("\"]".utf8)
                    if let problem = FuzzOracle.readerProblem(text) {
                        disagreements.append("\(special) after \(before): \(problem)")
                    }
                }
            }
        }
        let count = disagreements.count
        #expect(count == 0, "\(disagreements.prefix(3))")
    }

    @Test func walksValuesWithoutMakingThem() throws {
        let tape = try JSONTape.read(Array(#"{"a": [1, {"b": "x\ny"}], "c": null}"#.utf8), bounds: .standard)
        #expect(
            tape.entries.map(\.kind) == [
                .object, .string, .array, .number, .object, .string, .string, .string, .null,
            ])
        #expect(tape.entries[0].count == 2 && tape.entries[2].count == 2)
        tape.withRoot { root in
            #expect(root["c"]?.index == 8)  // past "a"'s array in one jump, to the value of "c"
            let inner = root["a"]?.elements?[1]["b"]
            #expect(inner?.string == "x\ny" && inner?.path.description == "/a/1/b")
            #expect(root["a"]?.elements?[0].numberText == "1" && root["a"]?.elements?[0].integer == 1)
            #expect(root["c"]?.kind == .null && root["missing"] == nil)
        }
    }

    @Test func keysCompareAsSwiftStringsDo() throws {
        // Plain ASCII compares by bytes; anything else as `String`'s `==` does, which is canonical.
        let tape = try JSONTape.read(
            Array(#"{"\u212A": 1, "caf\u00e9": 2, "id": 3}"#.utf8), bounds: .standard)
        tape.withRoot { root in
            #expect(root["K"]?.integer == 1 && root["\u{212A}"]?.integer == 1)
            #expect(root["cafe\u{301}"]?.integer == 2 && root["café"]?.integer == 2)
            #expect(root["id"]?.integer == 3 && root["i"] == nil && root["idx"] == nil)
        }
        let plain = try JSONTape.read(Array(#"{"K": 1}"#.utf8), bounds: .standard)
        plain.withRoot { #expect($0["\u{212A}"]?.integer == 1) }
    }

    @Test func membersCollectedByNameAreEachNamesFirstAsASearchFindsIt() throws {
        let text = #"{"x": 1, "\u212Aey": 2, "y": 3, "x": 4, "caf\u00e9": 5, "a-name-longer-than-16": 6}"#
        let tape = try JSONTape.read(Array(text.utf8), bounds: .standard)
        let tree = try JSONReader.read(text)
        let names = ["x", "Key", "y", "missing", "café", "a-name-longer-th"]
        let packed = names.compactMap(PackedName.init)
        #expect(packed.count == 5, "café is not ASCII, so it does not pack")
        func collected<Node: JSONView>(_ object: Node) -> [Int?] {
            packed.withUnsafeBufferPointer { names in
                withUnsafeTemporaryAllocation(of: Node?.self, capacity: names.count) { values in
                    values.initialize(repeating: nil)
                    defer { values.deinitialize() }
                    let met = object.collectMembers(named: names, into: values)
                    #expect(met == 0b111, "x, Key and y; no prefix of a longer key")
                    return values.map { $0?.integer }
                }
            }
        }
        let expected: [Int?] = [1, 2, 3, nil, nil]
        tape.withRoot { root in
            #expect(collected(root) == expected)
            // The same as a search for each name, one at a time.
            #expect(packed.map { root.member(named: $0.string)?.integer } == expected)
        }
        #expect(collected(JSONTreeView(tree)) == expected)
    }
}
