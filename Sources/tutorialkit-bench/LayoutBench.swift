import Foundation
import LayoutInvariants
import TutorialKit

/// Laying out one step: 10,000 random cases from the property tests' generator (screens from
/// 20×8 to 200×60, texts in four scripts), each timed alone; the median over every case and run.
/// For scale, the floor is only measuring the display width of the same texts, which any layout
/// must do at least once.
///
/// The generator gives a third of its cases further highlights, which the box must keep clear of
/// (more placements tried), and a quarter of them right-to-left texts with Arabic and Hebrew words.
/// The first line times the cases left to right and without highlights, the workload the 5 µs
/// target was set on; the second the cases that have highlights, the third the right-to-left ones.
enum LayoutBench {
    static func run(cases: Int, runs: Int) -> [BenchResult] {
        let seeds = (0..<cases).map { 0x6265_6E63_68 &+ UInt64($0) }
        let all = seeds.map { LayoutCase(seed: $0).request }
        let plain = seeds.map { seed in
            var request = LayoutCase(seed: seed, allowsRightToLeft: false).request
            request.highlights = []
            return request
        }
        let highlighted = all.filter { !$0.highlights.isEmpty }
        let rightToLeft = all.filter { $0.isRightToLeft && $0.highlights.isEmpty }
        return [
            run(plain, runs: runs, name: "lay out one step (\(cases.formatted()) cases)", limit: 5_000),
            // A guard of this repository's, not an issue's target.
            run(
                highlighted, runs: runs,
                name: "lay out a step with 1–3 highlights (\(highlighted.count.formatted()) cases)",
                limit: 10_000),
            // A guard of this repository's too: mirrored, with Arabic and Hebrew words.
            run(
                rightToLeft, runs: runs,
                name: "lay out a right-to-left step (\(rightToLeft.count.formatted()) cases)", limit: 10_000),
        ]
    }

    private static func run(
        _ requests: [LayoutEngine.Request], runs: Int, name: String, limit: Double
    ) -> BenchResult {
        let clock = ContinuousClock()
        var samples: [Double] = []
        var floors: [Double] = []
        samples.reserveCapacity(requests.count * runs)
        floors.reserveCapacity(requests.count * runs)
        for request in requests { consume(LayoutEngine.layout(request)) }
        for _ in 0..<runs {
            for request in requests {
                let start = clock.now
                let layout = LayoutEngine.layout(request)
                let end = clock.now
                consume(layout)
                samples.append(Timing.nanoseconds(end - start))

                let floorStart = clock.now
                let width = DisplayWidth.of(request.text) + DisplayWidth.of(request.title ?? "")
                let floorEnd = clock.now
                consume(width)
                floors.append(Timing.nanoseconds(floorEnd - floorStart))
            }
        }
        return BenchResult(
            name: name, median: Timing.median(of: samples),
            floor: ("measure the text's width", Timing.median(of: floors)), limit: .nanoseconds(limit))
    }
}
