import Foundation
import LayoutInvariants
import Testing
import TutorialKit

@Suite struct SeenStateMergeTests {
    let early = Date(timeIntervalSince1970: 1_800_000_000)
    let late = Date(timeIntervalSince1970: 1_800_086_400)

    func entry(
        _ status: SeenStatus, shown: Int, first: Date, last: Date, step: String?,
        unknown: [String: JSONValue] = [:]
    )
        -> SeenStateDocument.Entry
    {
        .init(
            record: SeenRecord(
                status: status, contentVersion: 1, timesShown: shown, firstShownAt: first, lastShownAt: last,
                lastStep: step),
            unknown: unknown)
    }

    @Test func laterStatusWinsCountersTakeTheMaximum() {
        let phone = entry(
            .completed, shown: 1, first: early, last: early, step: "end",
            unknown: ["device": .string("phone")])
        let tablet = entry(
            .dismissed, shown: 3, first: late, last: late, step: "middle", unknown: ["tablet": .bool(true)])
        let merged = SeenStateMerge.merge(phone, tablet)
        #expect(merged.record.status == .dismissed)
        #expect(merged.record.lastStep == "middle")
        #expect(merged.record.timesShown == 3)
        #expect(merged.record.firstShownAt == early)
        #expect(merged.record.lastShownAt == late)
        #expect(merged.unknown.keys.sorted() == ["device", "tablet"])
    }

    @Test func eventHistoriesMergeToTheLargerCountAndBothHistories() {
        let a = EventHistory(count: 3, recent: [early])
        let b = EventHistory(count: 2, recent: [late])
        #expect(SeenStateMerge.merge(a, b) == EventHistory(count: 3, recent: [early, late]))
    }

    @Test func recordsOnOneDeviceOnlyAreKept() {
        let a = SeenStateDocument(entries: [
            "a": entry(.completed, shown: 1, first: early, last: early, step: nil)
        ])
        let b = SeenStateDocument(entries: [
            "b": entry(.skipped, shown: 2, first: late, last: late, step: "x")
        ])
        #expect(SeenStateMerge.merge(a, b).entries.keys.sorted() == ["a", "b"])
    }

    /// A random document from a small vocabulary, so records collide often.
    static func randomDocument(_ random: inout SeededGenerator) -> SeenStateDocument {
        var document = SeenStateDocument()
        for id in ["a", "b", "c", "d"] where Bool.random(using: &random) {
            let first = Date(timeIntervalSince1970: Double(Int.random(in: 0...3, using: &random)) * 86_400)
            let last = first.addingTimeInterval(Double(Int.random(in: 0...2, using: &random)) * 86_400)
            let unknown: [String: JSONValue] =
                Bool.random(using: &random)
                ? ["note": .string(["x", "y", "z"].randomElement(using: &random) ?? "x")] : [:]
            document.entries[id] = .init(
                record: SeenRecord(
                    status: SeenStatus.allCases.randomElement(using: &random) ?? .completed,
                    contentVersion: Int.random(in: 1...3, using: &random),
                    timesShown: Int.random(in: 0...4, using: &random),
                    firstShownAt: first, lastShownAt: last,
                    lastStep: ["s1", "s2", nil].randomElement(using: &random) ?? nil),
                unknown: unknown)
        }
        if Bool.random(using: &random) {
            document.unknown["syncedBy"] = .string(["p", "q"].randomElement(using: &random) ?? "p")
        }
        return document
    }

    @Test func mergeIsCommutativeAssociativeAndIdempotent() {
        var random = SeededGenerator(seed: 0x5EE4)
        for round in 0..<2_000 {
            let a = Self.randomDocument(&random)
            let b = Self.randomDocument(&random)
            let c = Self.randomDocument(&random)
            let ab = SeenStateMerge.merge(a, b)
            #expect(ab == SeenStateMerge.merge(b, a), "commutative, round \(round)")
            #expect(
                SeenStateMerge.merge(ab, c) == SeenStateMerge.merge(a, SeenStateMerge.merge(b, c)),
                "associative, round \(round)")
            #expect(SeenStateMerge.merge(a, a) == a, "idempotent, round \(round)")
            if ab != SeenStateMerge.merge(b, a) { return }
        }
    }
}
