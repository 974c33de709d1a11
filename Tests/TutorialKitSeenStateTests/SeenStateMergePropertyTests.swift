import Foundation
import SeededRandom
import Testing
import TutorialKitJSON
import TutorialKitModel
import TutorialKitSeenState

/// The merge over random record sets: a join that never goes backwards and counts every show once.
@Suite struct SeenStateMergePropertyTests {
    static let rounds = 400
    /// A few instants, so shows and dates collide often, some in the same second.
    static let instants = [0, 60, 86_400, 172_800].map {
        Date(timeIntervalSince1970: 1_800_000_000 + Double($0))
    }

    /// A random document from a small vocabulary, so records of one tutorial meet often. Each
    /// record counts at least its recent shows, as every record TutorialKit writes does.
    static func randomDocument(_ random: inout SeededGenerator) -> SeenStateDocument {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func shows() -> [Date] { (0..<Int.random(in: 0...4, using: &random)).map { _ in pick(instants) } }
        var document = SeenStateDocument()
        for id in ["a", "b", "c", "d"] where Bool.random(using: &random) {
            let first = pick(instants)
            let recent = shows()
            let unknown: [String: JSONValue] =
                Bool.random(using: &random) ? ["note": .string(pick(["x", "y", "z"]))] : [:]
            document.entries[id] = .init(
                record: SeenRecord(
                    status: pick(SeenRecord.Status.allCases),
                    contentVersion: Int.random(in: 1...3, using: &random),
                    timesShown: recent.count + Int.random(in: 0...2, using: &random), firstShownAt: first,
                    lastShownAt: max(first, recent.max() ?? first), lastStep: pick(["s1", "s2", nil]),
                    recentShows: recent, failure: pick([nil, nil] + Tutorial.FailureReason.allCases),
                    variant: pick([nil, "long", "short"])),
                unknown: unknown)
        }
        if Bool.random(using: &random) {
            let recent = shows()
            document.events["purchase"] = Rule.EventHistory(
                count: recent.count + Int.random(in: 0...2, using: &random), recent: recent)
        }
        if Bool.random(using: &random) {
            document.unknown["syncedBy"] = .string(pick(["p", "q"]))
        }
        return document
    }

    @Test func mergeIsAJoin() {
        var random = SeededGenerator(seed: 0x5EE4)
        for round in 0..<Self.rounds {
            let a = Self.randomDocument(&random)
            let b = Self.randomDocument(&random)
            let c = Self.randomDocument(&random)
            let ab = SeenStateMerge.merge(a, b)
            let commutative = ab == SeenStateMerge.merge(b, a)
            let associative =
                SeenStateMerge.merge(ab, c) == SeenStateMerge.merge(a, SeenStateMerge.merge(b, c))
            let idempotent = SeenStateMerge.merge(a, a) == a
            let syncedAgain = SeenStateMerge.merge(ab, b) == ab
            #expect(commutative, "round \(round)")
            #expect(associative, "round \(round)")
            #expect(idempotent, "round \(round)")
            #expect(syncedAgain, "syncing again changes nothing, round \(round)")
            // One failing round says it; hundreds would bury it.
            guard commutative, associative, idempotent, syncedAgain else { return }
        }
    }

    /// A seen status of a content version is never replaced by in progress of that version or an
    /// older one, and nothing counted or shown is lost.
    @Test func mergeNeverGoesBackwards() {
        var random = SeededGenerator(seed: 0xBAC4)
        for round in 0..<Self.rounds {
            let a = Self.randomDocument(&random)
            let b = Self.randomDocument(&random)
            let merged = SeenStateMerge.merge(a, b)
            for id in Set(a.entries.keys).union(b.entries.keys) {
                for side in [a.entries[id], b.entries[id]].compactMap({ $0?.record }) {
                    let result = merged.entries[id]?.record
                    if let problem = Self.backwardsStep(from: side, to: result) {
                        Issue.record(
                            "round \(round), \(id): \(problem)\n\(side)\n\(String(describing: result))")
                        return
                    }
                }
            }
        }
    }

    /// How `merged` went backwards from `record`, one of the records merged into it; `nil` if not.
    static func backwardsStep(from record: SeenRecord, to merged: SeenRecord?) -> String? {
        guard let merged else { return "dropped" }
        if record.status.countsAsSeen, !merged.status.countsAsSeen,
            merged.contentVersion <= record.contentVersion
        {
            return "\(record.status) at version \(record.contentVersion) reopened"
        }
        if merged.contentVersion < record.contentVersion { return "content version went down" }
        if merged.timesShown < record.timesShown { return "times shown went down" }
        if merged.lastShownAt < record.lastShownAt { return "last shown went back" }
        if merged.firstShownAt > record.firstShownAt { return "first shown went forward" }
        if !contains(merged.recentShows, record.recentShows) { return "a show was lost" }
        return nil
    }

    /// Devices share the shows synced before, and each adds its own (two of them may share a
    /// second on one device): however the devices then sync, in whatever order and grouping, and
    /// however often, each show is in the history once and `timesShown` counts them all.
    @Test func everyDevicesShowsCountOnce() {
        var random = SeededGenerator(seed: 0xC0DE)
        let start = 1_800_000_000.0
        for round in 0..<Self.rounds {
            let shared = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Date(timeIntervalSince1970: start + Double(Int.random(in: 0...3, using: &random)))
            }
            let devices = Int.random(in: 2...4, using: &random)
            // Each device shows in its own seconds, some of them twice in one second.
            let own = (0..<devices).map { device in
                (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    let second = 100 + device * 1_000 + Int.random(in: 0...4, using: &random)
                    return Date(timeIntervalSince1970: start + Double(second))
                }
            }
            var pending = own.map { shows in
                SeenStateDocument.Entry(
                    record: SeenRecord(
                        status: .inProgress, contentVersion: 1, timesShown: shared.count + shows.count,
                        firstShownAt: Date(timeIntervalSince1970: start),
                        lastShownAt: (shared + shows).max() ?? Date(timeIntervalSince1970: start),
                        recentShows: shared + shows))
            }
            let originals = pending
            // Random pairs merge until one record is left; then every device syncs with it again.
            while pending.count > 1 {
                let first = pending.remove(at: Int.random(in: 0..<pending.count, using: &random))
                let second = pending.remove(at: Int.random(in: 0..<pending.count, using: &random))
                pending.append(SeenStateMerge.merge(first, second))
            }
            var result = pending[0]
            for original in originals.shuffled(using: &random) {
                result = SeenStateMerge.merge(original, result)
            }
            let expected = (shared + own.joined()).sorted()
            #expect(result.record.recentShows == expected, "round \(round)")
            #expect(result.record.timesShown == expected.count, "round \(round)")
            guard result.record.recentShows == expected, result.record.timesShown == expected.count else {
                return
            }
        }
    }

    /// Whether `whole` holds every date of `part` at least as often (histories here never reach
    /// the limit of recent shows).
    static func contains(_ whole: [Date], _ part: [Date]) -> Bool {
        Dictionary(grouping: part, by: { $0 }).allSatisfy { date, copies in
            whole.filter { $0 == date }.count >= copies.count
        }
    }
}
