import Foundation

/// Times a piece of work over repeated runs and keeps the median, which a busy machine disturbs
/// far less than the mean.
enum Timing {
    /// The middle value of `samples` (the upper one of an even count).
    static func median(of samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    /// The median times of several pieces of work, in nanoseconds, measured in turns: a run of
    /// each, then the next round. A busy spell of the machine then falls on all of them alike,
    /// so the ratio of a case to its floor holds even when the absolute times do not.
    static func medians(runs: Int, repeats: Int = 1, _ bodies: [() throws -> Void]) throws -> [Double] {
        // One untimed run of each first, so caches, page tables and lazy globals are warm for all.
        for body in bodies { try body() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let start = clock.now
                for _ in 0..<repeats { try body() }
                samples[index].append(nanoseconds(clock.now - start) / Double(repeats))
            }
        }
        return samples.map(median(of:))
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// Shows a time in the unit that suits it: `842 ns`, `1.92 µs`, `13.4 ms`.
    static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.3g µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.3g ms", nanoseconds / 1_000_000)
        default: String(format: "%.3g s", nanoseconds / 1_000_000_000)
        }
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
