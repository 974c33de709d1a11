import Foundation

/// One line of the benchmark's table: a case's median, its floor, and whether the target holds.
struct BenchResult {
    /// What was measured.
    var name: String
    /// The median of one run, in nanoseconds.
    var median: Double
    /// The floor's median, when the case has one, and what it is.
    var floor: (name: String, median: Double)?
    /// The target: the most the ratio to the floor (or, without a floor, the median in
    /// nanoseconds) may be.
    var limit: Limit
    /// A whole process's peak memory in kilobytes, and the most it may be, when measured.
    var peak: (kilobytes: Int, limit: Int?)? = nil

    enum Limit {
        case ratio(Double)
        case nanoseconds(Double)
    }

    /// The width of the table's first column: the longest case name, with room to spare.
    static let nameWidth = 60

    var ratio: Double? { floor.map { median / $0.median } }

    var holds: Bool {
        let memoryHolds = peak.map { peak in peak.limit.map { peak.kilobytes <= $0 } ?? true } ?? true
        return switch limit {
        case .ratio(let most): (ratio ?? .infinity) <= most && memoryHolds
        case .nanoseconds(let most): median <= most && memoryHolds
        }
    }

    var targetText: String {
        switch limit {
        case .ratio(let most): String(format: "≤ %g× floor", most)
        case .nanoseconds(let most): "≤ \(Timing.format(most))"
        }
    }

    /// The line printed for this result.
    var line: String {
        let ratioText = ratio.map { String(format: "%.2f×", $0) } ?? "—"
        let peakText = peak.map { peak in
            "peak \(peak.kilobytes / 1024) MB" + (peak.limit.map { " (≤ \($0 / 1000) MB)" } ?? "")
        }
        let floorText =
            floor.map { "\(Timing.format($0.median)) (\($0.name))" + (peakText.map { "; \($0)" } ?? "") }
            ?? peakText ?? "—"
        return [
            name.padding(toLength: Self.nameWidth, withPad: " ", startingAt: 0),
            Timing.format(median).padding(toLength: 10, withPad: " ", startingAt: 0),
            ratioText.padding(toLength: 8, withPad: " ", startingAt: 0),
            targetText.padding(toLength: 16, withPad: " ", startingAt: 0),
            holds ? "ok  " : "MISS",
            floorText,
        ].joined(separator: "  ")
    }
}
