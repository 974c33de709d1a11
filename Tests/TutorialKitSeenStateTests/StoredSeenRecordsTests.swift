import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import TutorialKitModel
@testable import TutorialKitSeenState
@testable import TutorialKitText

/// Records read from a file in written form stay as its bytes: they must read, change and write
/// back exactly as records decoded into a dictionary would.
@Suite struct StoredSeenRecordsTests {
    static func record(using random: inout SeededGenerator) -> SeenRecord {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        // Whole seconds: what the file keeps.
        func date() -> Date {
            Date(timeIntervalSince1970: Double(Int.random(in: 0..<4_000_000_000, using: &random)))
        }
        return SeenRecord(
            status: pick(SeenRecord.Status.allCases), contentVersion: Int.random(in: -3...30, using: &random),
            timesShown: Int.random(in: 0...12, using: &random), firstShownAt: date(), lastShownAt: date(),
            lastStep: Bool.random(using: &random) ? pick(["intro", "step-2", "café", "最後"]) : nil,
            recentShows: (0..<Int.random(in: 0...4, using: &random)).map { _ in date() })
    }

    /// An ASCII id, as stored records have; `nonASCII` mixes in others, such as a Kelvin sign, which
    /// as a string is the same as "K".
    static func id(using random: inout SeededGenerator, nonASCII: Bool = false) -> String {
        let prefixes =
            ["", "a", "onboarding-", "rate-", "zz", "K"] + (nonASCII ? ["é", "\u{212A}", "e\u{301}"] : [])
        return prefixes[Int.random(in: 0..<prefixes.count, using: &random)]
            + String(Int.random(in: 0..<60, using: &random))
    }

    static func writtenFile(records: Int, using random: inout SeededGenerator) -> [UInt8] {
        var document = SeenStateDocument()
        for _ in 0..<records {
            document.entries[id(using: &random)] = .init(record: record(using: &random))
        }
        if Bool.random(using: &random) {
            document.events["purchase"] = Rule.EventHistory(
                count: 2, recent: [Date(timeIntervalSince1970: 1_800_000_000)])
        }
        return Array(document.encoded().utf8)
    }

    @Test func filesThisLibraryWritesStayStored() throws {
        var random = SeededGenerator(seed: 0x570D)
        for round in 0..<100 {
            let bytes = Self.writtenFile(records: Int.random(in: 1...30, using: &random), using: &random)
            let document = try SeenStateDocument.parse(bytes, file: "seen.json")
            let tree = try SeenStateReader.readAll(bytes, file: "seen.json").document
            #expect(document.entries.stored?.count == tree.entries.count, "round \(round)")
            #expect(document == tree, "round \(round)")
            #expect(document.encoded() == String(decoding: bytes, as: UTF8.self), "round \(round)")
        }
    }

    /// The fixture the fuzzer starts from for this path is in written form, and stays so.
    @Test func theWrittenFormFixtureIsStored() throws {
        let url = TestPaths.repository.appendingPathComponent(
            "Tests/TutorialKitSeenStateTests/Fixtures/written-form.json")
        let bytes = try [UInt8](Data(contentsOf: url))
        let document = try SeenStateDocument.parse(bytes, file: "written-form.json")
        #expect(document.entries.stored?.count == 2)
        #expect(document.entries["onboarding"]?.record.lastStep == "search")
        #expect(document.encoded() == String(decoding: bytes, as: UTF8.self))
    }

    /// Random changes to stored records, made to a dictionary beside them: the two always hold
    /// the same records, and write the same file.
    @Test func changesWriteWhatADictionaryWrites() throws {
        var random = SeededGenerator(seed: 0xC4A6)
        for round in 0..<300 {
            let bytes = Self.writtenFile(records: Int.random(in: 0...25, using: &random), using: &random)
            var document = try SeenStateDocument.parse(bytes, file: "seen.json")
            var expected = try SeenStateReader.readAll(bytes, file: "seen.json").document.entries.dictionary
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let id =
                    Bool.random(using: &random) && !expected.isEmpty
                    ? expected.keys.sorted()[Int.random(in: 0..<expected.count, using: &random)]
                    : Self.id(using: &random, nonASCII: true)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    let entry = SeenStateDocument.Entry(record: Self.record(using: &random))
                    document.entries[id] = entry
                    expected[id] = entry
                case 5..<8:
                    document.entries[id] = nil
                    expected[id] = nil
                case 8:
                    // Read, then written back unchanged.
                    document.entries[id] = document.entries[id]
                default:
                    let entry = SeenStateDocument.Entry(
                        record: Self.record(using: &random), unknown: ["device": .string("phone")])
                    document.entries[id] = entry
                    expected[id] = entry
                }
                #expect(document.entries.count == expected.count, "round \(round)")
            }
            #expect(document.entries.dictionary == expected, "round \(round)")
            #expect(Set(document.entries.keys) == Set(expected.keys), "round \(round)")
            var fresh = document
            fresh.entries = SeenStateEntries(expected)
            #expect(fresh.entries.stored == nil)
            #expect(document.encoded() == fresh.encoded(), "round \(round)")
            #expect(document == fresh, "round \(round)")
            #expect(document.hashValue == fresh.hashValue, "round \(round)")
        }
    }

    static let plainRecord = SeenRecord(
        status: .completed, contentVersion: 1, timesShown: 1,
        firstShownAt: Date(timeIntervalSince1970: 1_767_225_600),
        lastShownAt: Date(timeIntervalSince1970: 1_767_225_600))

    /// Ids beyond ASCII can be one string in different bytes ("é" composed, or "e" and an accent),
    /// which only a dictionary of strings tells apart: such files are read the general way, and
    /// one id in both forms is a tutorial twice.
    @Test func idsBeyondASCIIReadTheGeneralWay() throws {
        var document = SeenStateDocument()
        document.entries["caf\u{E9}"] = .init(record: Self.plainRecord)
        let bytes = Array(document.encoded().utf8)
        let read = try SeenStateDocument.parse(bytes, file: "seen.json")
        #expect(read.entries.stored == nil)
        #expect(read == (try SeenStateReader.readAll(bytes, file: "seen.json").document))
        #expect(read.entries.count == 1)
        document.entries["placeholder"] = .init(record: Self.plainRecord)
        let twice = document.encoded().replacingOccurrences(of: "placeholder", with: "cafe\u{301}")
        #expect(throws: SeenStateStoreError.self) {
            try SeenStateDocument.parse(Array(twice.utf8), file: "seen.json")
        }
    }

    /// A string of other bytes can equal a stored ASCII id — the Kelvin sign is "K" — and finds,
    /// replaces and removes its record as a dictionary would.
    @Test func aStringEqualToAStoredIDIsThatID() throws {
        let record = Self.plainRecord
        var document = SeenStateDocument()
        document.entries["Key"] = .init(record: record)
        document.entries["Lock"] = .init(record: record)
        var read = try SeenStateDocument.parse(Array(document.encoded().utf8), file: "seen.json")
        #expect(read.entries.stored?.count == 2)
        #expect(read.entries["\u{212A}ey"] == document.entries["Key"])
        var skipped = record
        skipped.status = .skipped
        read.entries["\u{212A}ey"] = .init(record: skipped)
        document.entries["\u{212A}ey"] = .init(record: skipped)
        #expect(read.entries.count == 2)
        #expect(read.entries.dictionary == document.entries.dictionary)
        #expect(read.encoded() == document.encoded())
        read.entries["\u{212A}ey"] = nil
        #expect(read.entries.count == 1 && read.entries.keys == ["Lock"])
        // Set again once removed, the id is the new string's own bytes, as in a dictionary.
        read.entries["\u{212A}ey"] = .init(record: record)
        var dictionary = document.entries.dictionary
        dictionary["Key"] = nil
        dictionary["\u{212A}ey"] = .init(record: record)
        var fresh = document
        fresh.entries = SeenStateEntries(dictionary)
        #expect(read.encoded() == fresh.encoded())
        #expect(read.encoded().contains("\"\u{212A}ey\""))
    }

    @Test func removingEverythingLeavesAnEmptyObject() throws {
        var random = SeededGenerator(seed: 0xE3)
        var document = try SeenStateDocument.parse(
            Self.writtenFile(records: 5, using: &random), file: "seen.json")
        for id in document.entries.keys { document.entries[id] = nil }
        #expect(document.entries.isEmpty)
        #expect(document.encoded().contains("\"tutorials\": {}"))
        document.entries["again"] = .init(record: Self.record(using: &random))
        document.entries.removeAll()
        #expect(document.entries.isEmpty && document.entries.stored == nil)
    }

    /// One record that is not quite as this library writes it, among ones that are: the file is
    /// read the general way, and reads as the JSON tree reads it.
    @Test(arguments: [
        ("\"contentVersion\": 2,", "\"contentVersion\": 02,"),
        ("\"contentVersion\": 2,", "\"contentVersion\":  2,"),
        ("\"contentVersion\": 2,", "\"contentVersion\": 2.0,"),
        ("\"contentVersion\": 0,", "\"contentVersion\": -0,"),
        ("\"contentVersion\": 2,", "\"contentVersion\": 9999999999999999999,"),
        ("\"contentVersion\": 2,", "\"contentVersion\": -9223372036854775808,"),
        ("\"timesShown\": 1\n", "\"timesShown\": 99999999999999999999999\n"),
        ("\"timesShown\": 1\n", "\"timesShown\": 1 \n"),
        ("\"b\": {", "\"\\u0062\": {"),
        ("\"b\": {", "\"a\": {"),
        ("\"a\": {", "\"c\": {"),
        ("\"status\": \"skipped\"", "\"status\": \"Skipped\""),
        ("\"lastStep\": \"intro\"", "\"lastStep\": \"in\\tro\""),
        ("\"lastStep\": \"intro\"", "\"lastStep\": \"in\u{7F}ro\""),
        ("2026-01-01T00:00:00Z\",\n        \"2026-01-02", "2026-01-03T00:00:00Z\",\n        \"2026-01-02"),
        ("\"firstShownAt\": \"2026-01-01T00:00:00Z\"", "\"firstShownAt\": \"2026-01-01T00:00:00.000Z\""),
        ("\"firstShownAt\": \"2026-01-01T00:00:00Z\"", "\"firstShownAt\": \"2026-02-30T00:00:00Z\""),
    ])
    func anythingElseReadsTheGeneralWay(written: String, changed: String) throws {
        let date = { (day: Int) in Date(timeIntervalSince1970: 1_767_225_600 + Double(day - 1) * 86_400) }
        var document = SeenStateDocument()
        document.entries["a"] = .init(
            record: SeenRecord(
                status: .completed, contentVersion: 0, timesShown: 0, firstShownAt: date(1),
                lastShownAt: date(1)))
        document.entries["b"] = .init(
            record: SeenRecord(
                status: .skipped, contentVersion: 2, timesShown: 1, firstShownAt: date(1),
                lastShownAt: date(2),
                lastStep: "intro", recentShows: [date(1), date(2)]))
        let text = document.encoded()
        #expect(text.contains(written))
        let bytes = Array(text.replacingOccurrences(of: written, with: changed).utf8)
        let read = try? SeenStateDocument.parse(bytes, file: "seen.json")
        #expect(read?.entries.stored == nil)
        #expect(read == (try? SeenStateReader.readAll(bytes, file: "seen.json").document))
    }

    /// A byte in a string that needs an escape, or starts a character beyond ASCII, is found
    /// wherever it is in the string.
    @Test(
        arguments: [[0x01], [0x1F], [0x7F], [0x5C, 0x6E], [0xC3, 0xA9], [0xE6, 0x9C, 0x80]] as [[UInt8]])
    func everyPositionInAStringIsChecked(special: [UInt8]) throws {
        // A file as a hand edit could leave it: a last step's bytes raw, in an otherwise written file.
        let before = Array(
            """
            {
              "formatVersion": 1,
              "tutorials": {
                "onboarding": {
                  "contentVersion": 1,
                  "firstShownAt": "2026-01-01T00:00:00Z",
                  "lastShownAt": "2026-01-01T00:00:00Z",
                  "lastStep": "
            """.utf8)
        let after = Array(
            """
            ",
                  "status": "completed",
                  "timesShown": 1
                }
              }
            }

            """.utf8)
        let plain = Array("abcdefghijklmnopqrs".utf8)
        #expect(
            try SeenStateDocument.parse(before + plain + after, file: "seen.json").entries.stored?.count == 1)
        for position in 0...plain.count {
            var step = plain
            step.insert(contentsOf: special, at: position)
            let bytes = before + step + after
            let read = try? SeenStateDocument.parse(bytes, file: "seen.json")
            #expect(
                read == (try? SeenStateReader.readAll(bytes, file: "seen.json").document), "\(position)")
            let beyondASCII = special[0] >= 0x80
            #expect((read?.entries.stored != nil) == beyondASCII, "\(position)")
        }
    }

    @Test func moreRecentShowsThanTheLimitReadTheGeneralWay() throws {
        let date = Date(timeIntervalSince1970: 1_767_225_600)
        var document = SeenStateDocument()
        document.entries["a"] = .init(
            record: SeenRecord(
                status: .completed, contentVersion: 1, timesShown: 1, firstShownAt: date, lastShownAt: date,
                recentShows: Array(repeating: date, count: Rule.EventHistory.recentLimit)))
        let text = document.encoded()
        #expect(try SeenStateDocument.parse(Array(text.utf8), file: "seen.json").entries.stored != nil)
        let more = text.replacingOccurrences(
            of: "\"recentShows\": [\n", with: "\"recentShows\": [\n        \"2026-01-01T00:00:00Z\",\n")
        let read = try SeenStateDocument.parse(Array(more.utf8), file: "seen.json")
        #expect(read.entries.stored == nil)
        #expect(read.entries["a"]?.record.recentShows.count == Rule.EventHistory.recentLimit)
    }
}
