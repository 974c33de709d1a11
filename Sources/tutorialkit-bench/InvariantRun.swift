import Foundation
import LayoutInvariants
import TutorialKit

/// The layout engine's invariants over many random cases, split across the machine's cores.
enum InvariantRun {
    struct Outcome: Sendable {
        var cases: Int
        var violating: [UInt64]
        var firstViolation: String?
        var seconds: Double
    }

    /// `cases` random cases in cells, or in points with `metrics` when given.
    static func run(cases: Int, inPoints metrics: LayoutEngine.Metrics? = nil) async -> Outcome {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let clock = ContinuousClock()
        let start = clock.now
        let firstSeed: UInt64 = 0x696E_7661_7269_616E
        let parts = await withTaskGroup(of: ([UInt64], String?).self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var seeds: [UInt64] = []
                    var first: String?
                    for index in stride(from: worker, to: cases, by: workers) {
                        let seed = firstSeed &+ UInt64(index)
                        let layoutCase =
                            metrics.map { LayoutCase(seed: seed, inPoints: $0) } ?? LayoutCase(seed: seed)
                        let violations = layoutCase.violations()
                        if !violations.isEmpty {
                            seeds.append(layoutCase.seed)
                            if first == nil {
                                first = "seed \(layoutCase.seed): \(violations.joined(separator: "; "))"
                            }
                        }
                    }
                    return (seeds, first)
                }
            }
            var all: [([UInt64], String?)] = []
            for await part in group { all.append(part) }
            return all
        }
        return Outcome(
            cases: cases, violating: parts.flatMap(\.0).sorted(), firstViolation: parts.compactMap(\.1).first,
            seconds: Timing.nanoseconds(clock.now - start) / 1e9)
    }
}
