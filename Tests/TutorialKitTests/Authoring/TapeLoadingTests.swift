import Foundation
import LayoutInvariants
import TestSupport
import Testing

@testable import TutorialKit
@testable import TutorialKitAuthoring

/// The loaders read a file's values in place on the JSON tape; the same code reading a `JSONNode`
/// tree is the reference. For every file tried — examples, the malformed corpus, and thousands of
/// files changed value by value — both give the same model and the same diagnostics.
@Suite struct TapeLoadingTests {
    /// What differs between the two readings of a file, or `nil`.
    static func difference(_ bytes: [UInt8], at path: String) -> String? {
        func difference<Model: Equatable>(_ tape: LoadedFile<Model>, _ tree: LoadedFile<Model>) -> String? {
            if tape.model != tree.model { return "models differ" }
            if tape.diagnostics != tree.diagnostics { return "\(tape.diagnostics)\nvs\n\(tree.diagnostics)" }
            return nil
        }
        if path.hasSuffix(".screen.json") {
            return difference(
                ScreenFile.decode(bytes, file: path), FuzzOracle.screenFromTree(bytes, file: path))
        }
        let loadScreen = { ScreenFile.load(path: TutorialFile.resolve($0, relativeTo: path)) }
        return difference(
            TutorialFile.decode(bytes, file: path, loadScreen: loadScreen),
            FuzzOracle.tutorialFromTree(bytes, file: path, loadScreen: loadScreen))
    }

    /// Every example and corpus file, with its path (tutorials find their screens beside them).
    static var files: [(path: String, bytes: [UInt8])] {
        let examples = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.tutorials.path)) ?? []
        let folders = examples.map { "Tutorials/" + $0 } + ["Tests/TutorialKitTests/Authoring/Corpus"]
        return folders.flatMap { folder in
            let url = TestPaths.repository.appendingPathComponent(folder)
            return TestPaths.files(in: url, endingWith: ".json").compactMap { name in
                let path = url.appendingPathComponent(name).path
                return (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))).map { (path, $0) }
            }
        }
    }

    @Test func readsEveryFileAsFromATree() {
        let files = Self.files
        #expect(files.count > 40)
        for (path, bytes) in files {
            #expect(Self.difference(bytes, at: path) == nil, "\(path)")
        }
    }

    /// Every file with one value changed: removed, doubled, renamed, or replaced by a value of
    /// another type or one that means something to the checks.
    @Test func readsChangedFilesAsFromATree() {
        var random = SeededGenerator(seed: 0x7A9E_10AD)
        // The files that are JSON at all (the corpus has a few that are not).
        let files = Self.files.compactMap { file in (try? JSONReader.read(file.bytes)).map { (file.path, $0) }
        }
        #expect(files.count > 40)
        var differences = 0
        for round in 0..<3_000 {
            let (path, root) = files[Int.random(in: 0..<files.count, using: &random)]
            var mutator = ValueMutator(random: random)
            let changed = mutator.changed(root.value)
            random = mutator.random
            var bytes = Array(JSONWriter.write(changed).utf8)
            // Now and then a letter after a quote written as an escape: the same key or string,
            // which the tape must then compare as a string, not as bytes.
            let quotes = bytes.indices.filter {
                bytes[$0] == UInt8(ascii: "\"") && $0 + 1 < bytes.count
                    && (0x61...0x7A).contains(bytes[$0 + 1])
            }
            if let quote = quotes.randomElement(using: &random), Bool.random(using: &random) {
                let letter = bytes[quote + 1]
                bytes.replaceSubrange(
                    quote + 1...quote + 1, with: Array("\\u00\(String(letter, radix: 16))".utf8))
            }
            if let difference = Self.difference(bytes, at: path) {
                differences += 1
                Issue.record(
                    "round \(round), \(path):\n\(String(decoding: bytes, as: UTF8.self))\n\(difference)")
                if differences >= 3 { return }
            }
        }
    }
}

/// Changes one value of a JSON tree, chosen at random.
private struct ValueMutator {
    var random: SeededGenerator
    private var countdown = 0

    init(random: SeededGenerator) {
        self.random = random
    }

    /// Keys and strings that mean something to the checks, and their look-alikes.
    static let words = [
        "id", "text", "target", "title", "placement", "buttons", "next", "screen", "showIf", "element",
        "listRow", "rect", "waitFor", "advanceOn", "event", "finish", "back", "skip", "top-start", "auto",
        "label", "table", "detail", "", " ", "\n", "a\u{1}b", "cafe\u{301}", "café", "\u{212A}ey", "Key",
        "x", "width", "en", "ru", "param", "equals", "all", "not", "2026-11-22T10:00:00Z",
    ]
    static let numbers = ["0", "-1", "1", "3", "10", "1.5", "1e2", "99999999999999999999", "1e400"]

    mutating func changed(_ value: JSONValue) -> JSONValue {
        countdown = Int.random(in: 0..<size(value), using: &random)
        return visit(value)
    }

    private func size(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + elements.reduce(0) { $0 + size($1.value) }
        case .object(let members): 1 + members.reduce(0) { $0 + size($1.value.value) }
        default: 1
        }
    }

    private mutating func visit(_ value: JSONValue) -> JSONValue {
        if countdown == 0 {
            countdown = -1
            return mutate(value)
        }
        countdown -= 1
        switch value {
        case .array(let elements):
            return .array(elements.map { JSONNode(visit($0.value), offset: 0) })
        case .object(let members):
            return .object(
                members.map {
                    JSONMember(key: $0.key, keyOffset: 0, value: JSONNode(visit($0.value.value), offset: 0))
                })
        default:
            return value
        }
    }

    private mutating func word() -> String {
        Self.words[Int.random(in: 0..<Self.words.count, using: &random)]
    }

    private mutating func mutate(_ value: JSONValue) -> JSONValue {
        switch (value, Int.random(in: 0..<6, using: &random)) {
        case (.object(var members), 0) where !members.isEmpty:
            members.remove(at: Int.random(in: 0..<members.count, using: &random))
            return .object(members)
        case (.object(var members), 1) where !members.isEmpty:
            let member = members[Int.random(in: 0..<members.count, using: &random)]
            members.insert(member, at: Int.random(in: 0...members.count, using: &random))
            return .object(members)
        case (.object(var members), 2) where !members.isEmpty:
            members[Int.random(in: 0..<members.count, using: &random)].key = word()
            return .object(members)
        case (.array(var elements), 0...2) where !elements.isEmpty:
            let index = Int.random(in: 0..<elements.count, using: &random)
            if Bool.random(using: &random) {
                elements.remove(at: index)
            } else {
                elements.append(elements[index])
            }
            return .array(elements)
        case (_, 3): return .string(word())
        case (_, 4):
            return .number(JSONNumber(Self.numbers[Int.random(in: 0..<Self.numbers.count, using: &random)]))
        default:
            let empty: [JSONValue] = [.null, .bool(true), .array([]), .object([JSONMember]())]
            return empty[Int.random(in: 0..<4, using: &random)]
        }
    }
}
