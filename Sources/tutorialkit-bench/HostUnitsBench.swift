import Foundation
import LayoutInvariants
import TutorialKit
import TutorialKitStoryboard

/// Layout in a host's units: a step laid out in points with a proportional font (DejaVu Sans, the
/// storyboard's) against the same cases in cells; the storyboard of every example as a whole
/// process; and a step on a 100,000×100,000-point screen, whose peak memory shows that nothing is
/// allocated in proportion to the screen's area.
enum HostUnitsBench {
    static func run(runs: Int, binaries: URL, examples: [String]) throws -> [BenchResult] {
        let metrics = StoryboardStyle().metrics
        let seeds = (0..<10_000).map { 0x706F_696E_7473 &+ UInt64($0) }
        let cells = seeds.map { LayoutCase(seed: $0, allowsRightToLeft: false).request }.map { request in
            var plain = request
            plain.highlights = []
            return plain
        }
        let points = seeds.map { LayoutCase(seed: $0, allowsRightToLeft: false, inPoints: metrics).request }
            .map {
                request in
                var plain = request
                plain.highlights = []
                return plain
            }
        let clock = ContinuousClock()
        var pointSamples: [Double] = []
        var cellSamples: [Double] = []
        for (cell, point) in zip(cells, points) {
            consume(LayoutEngine.layout(cell))
            consume(LayoutEngine.layout(point))
        }
        for _ in 0..<max(1, runs / 4) {
            for (cell, point) in zip(cells, points) {
                let start = clock.now
                let laidOut = LayoutEngine.layout(point)
                let middle = clock.now
                let inCells = LayoutEngine.layout(cell)
                let end = clock.now
                consume(laidOut)
                consume(inCells)
                pointSamples.append(Timing.nanoseconds(middle - start))
                cellSamples.append(Timing.nanoseconds(end - middle))
            }
        }
        var results = [
            BenchResult(
                name: "lay out one step in points, DejaVu Sans (10,000 cases)",
                median: Timing.median(of: pointSamples),
                floor: ("the same cases in cells", Timing.median(of: cellSamples)), limit: .ratio(2))
        ]

        let tool = binaries.appendingPathComponent("tutorialkit")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-units-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var storyboardTimes: [Double] = []
        for _ in 0..<max(3, runs / 4) {
            let run = try ProcessRun.run(
                tool, ["storyboard"] + examples + ["-o", folder.appendingPathComponent("examples.html").path])
            guard run.status == 0 else {
                throw BenchError("storyboard exited \(String(describing: run.status))")
            }
            storyboardTimes.append(run.nanoseconds)
        }
        results.append(
            BenchResult(
                name: "storyboard of the \(examples.count) examples (a process)",
                median: Timing.median(of: storyboardTimes), floor: nil, limit: .nanoseconds(1e9)))

        // A desktop-sized screen and one at the limit, 10¹⁰ points: drawn, not rasterised.
        for side in [100_000] {
            let screen = #"""
                {"id": "huge", "unit": "points", "size": {"width": \#(side), "height": \#(side)},
                 "elements": [{"id": "corner", "frame": {"x": \#(side - 400), "y": \#(side - 100), "width": 300, "height": 44}}]}
                """#
            let tutorial = #"""
                {"id": "huge", "version": 1, "screen": "huge.screen.json",
                 "steps": [{"id": "corner", "target": {"element": "corner"}, "text": "The far corner of a very large screen."}]}
                """#
            try Data(screen.utf8).write(to: folder.appendingPathComponent("huge.screen.json"))
            let file = folder.appendingPathComponent("huge.tutorial.json")
            try Data(tutorial.utf8).write(to: file)
            let run = try ProcessRun.run(
                tool, ["storyboard", file.path, "-o", folder.appendingPathComponent("huge.html").path])
            guard run.status == 0 else {
                throw BenchError("storyboard of huge exited \(String(describing: run.status))")
            }
            results.append(
                BenchResult(
                    name: "storyboard of a \(side.formatted())×\(side.formatted())-point screen",
                    median: run.nanoseconds,
                    floor: nil, limit: .nanoseconds(1e9), peak: (run.peakKilobytes, 100_000)))
        }
        return results
    }
}
