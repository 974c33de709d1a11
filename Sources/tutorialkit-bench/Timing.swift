import Foundation

/// Times a piece of work over repeated runs and keeps the median, which a busy machine disturbs
/// far less than the mean.
enum Timing {
    /// The median time of one call of `body`, in nanoseconds, over `runs` runs of `repeats` calls.
    static func median(runs: Int, repeats: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        // One untimed run first, so caches, page tables and lazy globals are warm for all.
        try body()
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            for _ in 0..<repeats { try body() }
            samples.append(nanoseconds(clock.now - start) / Double(repeats))
        }
        samples.sort()
        return samples[samples.count / 2]
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
