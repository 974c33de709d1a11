import Foundation
import SeededRandom
import Testing

@testable import TutorialKitJSON
@testable import TutorialKitModel
@testable import TutorialKitSeenState

/// The seen-state file is written straight to text; it must be byte for byte what the generic
/// JSON writer makes of the document's tree, for any document.
@Suite struct SeenStateEncodingTests {
    static let strings = [
        "a", "onboarding", "rate-the-app", "ключ", "日本", "👋", "with \"quotes\"", "back\\slash", "tab\there",
        "A", "_", "a b",
    ]
    static let values: [JSONValue] = [
        .string("x"), .integer(-3), .bool(true), .null, .list([.integer(1), .string("two")]), .list([]),
        .object([("device", .string("phone")), ("os", .integer(17))]), .object([(String, JSONValue?)]()),
    ]

    @Test func writesWhatTheTreeWriterWrites() {
        var random = SeededGenerator(seed: 0x5EE7)
        for round in 0..<400 {
            let document = Self.randomDocument(using: &random)
            let reference = Self.treeEncoding(of: document)
            #expect(document.encoded() == reference, "round \(round)")
            if document.encoded() != reference { return }
        }
    }

    @Test func anEmptyDocumentStaysSmall() {
        #expect(
            SeenStateDocument().encoded()
                == "{\n  \"formatVersion\": \(SeenStateDocument.currentFormatVersion),\n  \"tutorials\": {}\n}\n"
        )
    }

    /// A host can make an entry whose unknown keys are spelled as known ones: they are left out,
    /// as written twice the file would not read again.
    @Test func unknownKeysSpelledAsKnownOnesAreLeftOut() throws {
        let record = SeenRecord(
            status: .skipped, contentVersion: 2, timesShown: 1, firstShownAt: Date(timeIntervalSince1970: 0),
            lastShownAt: Date(timeIntervalSince1970: 0))
        var document = SeenStateDocument(
            unknown: ["tutorials": .integer(1), "formatVersion": .integer(9), "note": .string("kept")])
        document.entries["a"] = .init(
            record: record, unknown: ["status": .string("other"), "lastStep": .integer(3), "device": .null])
        let read = try SeenStateDocument.parse(Array(document.encoded().utf8), file: "seen.json")
        #expect(read.formatVersion == SeenStateDocument.currentFormatVersion)
        #expect(read.unknown.keys.sorted() == ["note"])
        #expect(read.entries["a"]?.record == record)
        #expect(read.entries["a"]?.unknown.keys.sorted() == ["device"])
    }

    static func randomDocument(using random: inout SeededGenerator) -> SeenStateDocument {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func date() -> Date {
            Date(timeIntervalSince1970: Double.random(in: 0..<4_000_000_000, using: &random))
        }
        var document = SeenStateDocument()
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let record = SeenRecord(
                status: pick(SeenRecord.Status.allCases),
                contentVersion: Int.random(in: -2...50, using: &random),
                timesShown: Int.random(in: 0...9, using: &random),
                firstShownAt: date(), lastShownAt: date(),
                lastStep: Bool.random(using: &random) ? pick(strings) : nil,
                recentShows: (0..<Int.random(in: 0...3, using: &random)).map { _ in date() },
                failure: Bool.random(using: &random) ? pick(Tutorial.FailureReason.allCases) : nil,
                variant: Bool.random(using: &random) ? pick(strings) : nil)
            var unknown: [String: JSONValue] = [:]
            if Int.random(in: 0..<4, using: &random) == 0 {
                unknown[pick(["device", "zz", "aa", "note"])] = pick(values)
            }
            document.entries[pick(strings) + String(Int.random(in: 0...99, using: &random))] =
                SeenStateDocument.Entry(record: record, unknown: unknown)
        }
        if Bool.random(using: &random) {
            document.events[pick(strings)] = Rule.EventHistory(
                count: Int.random(in: 1...5, using: &random), recent: [date()])
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            document.unknown[pick(["syncedAt", "aaa", "zzz", "tutorialsX"])] = pick(values)
        }
        return document
    }

    /// The document as a JSON tree, written by ``JSONWriter``: how the file was first written.
    static func treeEncoding(of document: SeenStateDocument) -> String {
        func record(_ entry: SeenStateDocument.Entry) -> JSONValue {
            let record = entry.record
            var pairs: [(String, JSONValue?)] = entry.unknown.map { ($0.key, $0.value) }
            pairs += [
                ("status", .string(record.status.rawValue)),
                ("contentVersion", .integer(record.contentVersion)),
                ("timesShown", .integer(record.timesShown)),
                ("firstShownAt", .string(SeenDates.format(record.firstShownAt))),
                ("lastShownAt", .string(SeenDates.format(record.lastShownAt))),
                ("lastStep", record.lastStep.map(JSONValue.string)),
                ("failure", record.failure.map { .string($0.rawValue) }),
                ("variant", record.variant.map(JSONValue.string)),
                (
                    "recentShows",
                    record.recentShows.isEmpty
                        ? nil : .list(record.recentShows.map { .string(SeenDates.format($0)) })
                ),
            ]
            return .object(pairs)
        }
        var top: [(String, JSONValue?)] = document.unknown.map { ($0.key, $0.value) }
        top.append(("formatVersion", .integer(document.formatVersion)))
        top.append(("tutorials", .object(document.entries.map { ($0.key, record($0.value)) })))
        if !document.events.isEmpty {
            top.append(
                (
                    "events",
                    .object(
                        document.events.map { name, history in
                            (
                                name,
                                .object([
                                    ("count", .integer(history.count)),
                                    ("recent", .list(history.recent.map { .string(SeenDates.format($0)) })),
                                ])
                            )
                        })
                ))
        }
        return JSONWriter.write(.object(top))
    }
}
