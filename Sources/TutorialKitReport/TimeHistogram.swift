#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times on a step, for their percentiles: exact to the millisecond (as event lines write them)
/// while they take few distinct values, then in buckets 0.1% wide, so a step's memory stays
/// bounded however many runs pass it.
struct TimeHistogram {
    /// Counts by millisecond, or by bucket once ``isApproximate``.
    private var counts: [Int: Int] = [:]
    private(set) var isApproximate = false
    private var total = 0

    /// The most distinct milliseconds kept exactly.
    static let exactRoom = 65_536
    /// Bucket `k` holds times from `1.001^k` milliseconds up to the next.
    private static let growth = log(1.001)

    mutating func add(_ seconds: Double) {
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return }
        let milliseconds = Int((seconds * 1_000).rounded())
        total += 1
        if isApproximate {
            counts[Self.bucket(milliseconds), default: 0] += 1
            return
        }
        counts[milliseconds, default: 0] += 1
        if counts.count > Self.exactRoom {
            var buckets: [Int: Int] = [:]
            for (value, count) in counts { buckets[Self.bucket(value), default: 0] += count }
            counts = buckets
            isApproximate = true
        }
    }

    private static func bucket(_ milliseconds: Int) -> Int {
        milliseconds < 1 ? -1 : Int((log(Double(milliseconds)) / growth).rounded(.down))
    }

    private static func value(ofBucket bucket: Int) -> Double {
        bucket < 0 ? 0 : exp((Double(bucket) + 0.5) * growth)
    }

    /// The smallest time, in seconds, at or below which at least `permille` thousandths of the
    /// times are (as SQL's `PERCENTILE_DISC`); `nil` with no times. The share is counted in whole
    /// numbers: 0.9 × 10 in floating point can round past 9.
    func percentile(permille: Int) -> Double? {
        guard total > 0 else { return nil }
        let needed = max(1, (permille * total + 999) / 1_000)
        var seen = 0
        for key in counts.keys.sorted() {
            seen += counts[key] ?? 0
            if seen >= needed {
                return (isApproximate ? Self.value(ofBucket: key) : Double(key)) / 1_000
            }
        }
        return nil
    }
}
