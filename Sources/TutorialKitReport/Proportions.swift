#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two proportions compared as an experiment's report compares a variant with its baseline:
/// Wilson's interval for each, Newcombe's interval for the difference (his method 10, from the
/// two Wilson intervals), the two-sided p-value of the pooled z-test, and how many more units a
/// side would need to detect the difference seen.
package struct Proportions: Equatable {
    /// Successes and units of the variant and of the baseline.
    package var successes: Int, units: Int
    package var baselineSuccesses: Int, baselineUnits: Int

    /// 1.959963984540054: the normal quantile of a 95% two-sided interval.
    package static let z95 = 1.959963984540054
    /// 0.8416212335729143: the normal quantile of 80% power.
    package static let z80 = 0.8416212335729143

    package init(successes: Int, units: Int, baselineSuccesses: Int, baselineUnits: Int) {
        self.successes = successes
        self.units = units
        self.baselineSuccesses = baselineSuccesses
        self.baselineUnits = baselineUnits
    }

    package var rate: Double { Self.rate(successes, units) }
    package var baselineRate: Double { Self.rate(baselineSuccesses, baselineUnits) }
    /// The variant's rate minus the baseline's.
    package var difference: Double { rate - baselineRate }

    static func rate(_ successes: Int, _ units: Int) -> Double {
        units == 0 ? 0 : Double(successes) / Double(units)
    }

    /// Wilson's score interval of `successes` in `units` at 95%.
    package static func wilson(_ successes: Int, _ units: Int) -> (lower: Double, upper: Double) {
        guard units > 0 else { return (0, 1) }
        let n = Double(units)
        let p = Double(successes) / n
        let z2 = z95 * z95
        let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z95 / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return (max(0, centre - half), min(1, centre + half))
    }

    /// Newcombe's 95% interval of the difference, from the two Wilson intervals.
    package var differenceInterval: (lower: Double, upper: Double) {
        let (l1, u1) = Self.wilson(successes, units)
        let (l2, u2) = Self.wilson(baselineSuccesses, baselineUnits)
        let (p1, p2) = (rate, baselineRate)
        let lower = difference - ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2)).squareRoot()
        let upper = difference + ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2)).squareRoot()
        return (lower, upper)
    }

    /// The two-sided p-value of the pooled two-proportion z-test; 1 when it cannot be computed
    /// (no units, or every unit the same).
    package var pValue: Double {
        guard units > 0, baselineUnits > 0 else { return 1 }
        let pooled = Double(successes + baselineSuccesses) / Double(units + baselineUnits)
        let variance = pooled * (1 - pooled) * (1 / Double(units) + 1 / Double(baselineUnits))
        guard variance > 0 else { return 1 }
        let z = abs(difference) / variance.squareRoot()
        return erfc(z / 2.0.squareRoot())
    }

    /// The units each side needs to detect the difference seen, at 5% two-sided and 80% power;
    /// `nil` when there is no difference to detect.
    package var unitsNeededPerSide: Int? {
        let (p1, p2) = (rate, baselineRate)
        let d = abs(p1 - p2)
        guard d > 0 else { return nil }
        let mean = (p1 + p2) / 2
        let a = Self.z95 * (2 * mean * (1 - mean)).squareRoot()
        let b = Self.z80 * (p1 * (1 - p1) + p2 * (1 - p2)).squareRoot()
        let needed = ((a + b) * (a + b) / (d * d)).rounded(.up)
        return needed < 1e12 ? Int(needed) : nil
    }
}
