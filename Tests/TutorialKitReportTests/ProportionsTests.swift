import Testing

@testable import TutorialKitReport

/// The statistics of an experiment's report, against published figures and SciPy's.
@Suite struct ProportionsTests {
    /// Newcombe (1998), "Interval estimation for the difference between independent proportions",
    /// example (a): 56/70 against 48/80, a difference of 0.2, method 10 gives 0.0524 to 0.3339.
    @Test func newcombesIntervalIsHisPublishedOne() {
        let compared = Proportions(successes: 56, units: 70, baselineSuccesses: 48, baselineUnits: 80)
        #expect(abs(compared.difference - 0.2) < 1e-12)
        let (lower, upper) = compared.differenceInterval
        #expect(abs(lower - 0.0524) < 0.0001)
        #expect(abs(upper - 0.3339) < 0.0001)
        // scipy.stats.norm.sf of the pooled z, twice.
        #expect(abs(compared.pValue - 0.00804508136819656) < 1e-12)
    }

    @Test func wilsonsIntervalHoldsAtTheEdges() {
        let none = Proportions.wilson(0, 10)
        #expect(none.lower == 0)
        #expect(abs(none.upper - 0.27753279986288926) < 1e-12)
        let all = Proportions.wilson(10, 10)
        #expect(abs(all.lower - (1 - 0.27753279986288926)) < 1e-12)
        #expect(abs(all.upper - 1) < 1e-12)
        #expect(Proportions.wilson(0, 0) == (0, 1))
    }

    @Test func noDifferenceNeedsNoSampleAndHasPValueOne() {
        let same = Proportions(successes: 30, units: 100, baselineSuccesses: 30, baselineUnits: 100)
        #expect(same.pValue == 1)
        #expect(same.unitsNeededPerSide == nil)
        let empty = Proportions(successes: 0, units: 0, baselineSuccesses: 0, baselineUnits: 0)
        #expect(empty.pValue == 1)
    }

    /// 30% against 35% needs about 1,374 a side at 5% and 80% power (the usual formula).
    @Test func theSampleNeededIsTheUsualFormulas() {
        let compared = Proportions(successes: 35, units: 100, baselineSuccesses: 30, baselineUnits: 100)
        let needed = compared.unitsNeededPerSide ?? 0
        #expect((1_370...1_380).contains(needed), "\(needed)")
        let sentence = EventReport.sentence("b", "a", compared, .completion, unit: "run")
        #expect(
            sentence == "Not enough data yet: about 1,300 more runs per side would detect this difference.")
    }
}
