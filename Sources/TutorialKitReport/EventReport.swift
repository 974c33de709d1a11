import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an event log says, as `tutorialkit report` tells it: for each tutorial and content
/// version, the runs started, how far they got (the funnel), the time spent on each step and how
/// they ended; for each experiment, each side against the baseline.
package struct EventReport: Sendable {
    /// One tutorial at one content version.
    package struct Funnel: Sendable {
        package var tutorial: String
        package var contentVersion: Int?
        /// Runs started.
        package var starts = 0
        /// The steps shown, in their order in the tutorial.
        package var steps: [Step] = []
        package var completed = 0
        package var skipped = 0
        package var dismissed = 0
        package var abandoned = 0
        /// Failed runs, by reason.
        package var failed: [String: Int] = [:]
        /// Runs with no ending in the log yet.
        package var unfinished = 0

        package var failedTotal: Int { failed.values.reduce(0, +) }
    }

    /// One step of a funnel.
    package struct Step: Sendable {
        package var id: String
        /// Its place in the tutorial, from 0.
        package var index: Int
        /// Runs that showed it.
        package var reached: Int
        /// Seconds on it, at the 50th and 90th percentiles (the smallest time at or past that
        /// share of the times); `nil` when no time was recorded.
        package var median: Double?
        package var p90: Double?
        /// Whether the times are approximate (past the exact histogram's room, within 0.1%).
        package var approximate = false
    }

    /// One experiment's sides, compared with the baseline.
    package struct Experiment: Sendable {
        package var tutorial: String
        /// What is counted: runs completed per run started, or users reaching the goal per user
        /// assigned.
        package var measure: Measure
        package var sides: [Side]
        /// The side the others are compared with: `control` for a goal when it has users, else
        /// the first variant by name.
        package var baseline: String?
    }

    package enum Measure: Sendable, Equatable {
        case completion
        case goal(String)
    }

    package struct Side: Sendable {
        package var name: String
        package var units: Int
        package var successes: Int
    }

    /// A line that was not read, and why.
    package struct BadLine: Sendable {
        package var file: String
        package var line: Int
        package var reason: String
    }

    package var funnels: [Funnel] = []
    package var experiments: [Experiment] = []
    /// The lines read, good and bad.
    package var lines = 0
    /// The first bad lines (at most ``badLinesKept``), and how many there were in all.
    package var badLines: [BadLine] = []
    package var badLineCount = 0

    package static let badLinesKept = 20
}
