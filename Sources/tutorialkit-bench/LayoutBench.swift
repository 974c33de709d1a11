import Foundation
import LayoutInvariants
import TutorialKit

/// Laying out one step: 10,000 random cases from the property tests' generator (screens from
/// 20×8 to 200×60, texts in four scripts), each timed alone; the median over every case and run.
/// For scale, the floor is only measuring the display width of the same texts, which any layout
/// must do at least once.
enum LayoutBench {
    static func run(cases: Int, runs: Int) -> BenchResult {
        let requests = (0..<cases).map { LayoutCase(seed: 0x6265_6E63_68 &+ UInt64($0)).request }
        let clock = ContinuousClock()
        var samples: [Double] = []
        var floors: [Double] = []
        samples.reserveCapacity(cases * runs)
        floors.reserveCapacity(cases * runs)
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
            name: "lay out one step (\(cases.formatted()) cases)", median: Timing.median(of: samples),
            floor: ("measure the text's width", Timing.median(of: floors)), limit: .nanoseconds(5_000))
    }
}
