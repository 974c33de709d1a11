import Foundation
import TutorialKit
import TutorialKitTerminal

/// What `play` writes to the terminal for each example tutorial, in colour at its screen's size:
/// the bytes of a step change (settled step to settled step, as with reduced motion) and of each
/// animation frame (one frame of a transition to the next), sent as the difference from the frame
/// before, against drawing the whole frame again. Reported, not timed: the bytes a slow link carries.
enum TerminalBytesBench {
    struct Totals {
        var changes = 0
        var changeBytes = 0
        var frames = 0
        var frameBytes = 0
        /// What the whole frame would have cost, for each.
        var fullChangeBytes = 0
        var fullFrameBytes = 0
    }

    static func run(tutorials: [String]) throws -> [String] {
        let renderer = FrameRenderer(options: .init(usesColor: true))
        var totals = Totals()
        for file in tutorials {
            let loaded = TutorialFile.load(path: file)
            guard let tutorial = loaded.model?.tutorial else { throw BenchError("\(file) does not load") }
            let presentations = try TutorialPreview.presentations(of: tutorial)
            for (from, to) in zip(presentations, presentations.dropFirst()) {
                let before = renderer.canvas(for: from)
                let after = renderer.canvas(for: to)
                totals.changes += 1
                totals.changeBytes += after.terminalUpdate(from: before, colored: true).utf8.count
                totals.fullChangeBytes += after.terminalUpdate(from: nil, colored: true).utf8.count

                let transition = StepLayout.Transition(from: from, to: to)
                let count = transition.frameCount(framesPerSecond: StepAnimator.framesPerSecond)
                var previous = before
                for index in 1...count {
                    let frame = renderer.canvas(
                        for: transition, to: to, at: StepLayout.Transition.time(ofFrame: index, of: count))
                    totals.frames += 1
                    totals.frameBytes += frame.terminalUpdate(from: previous, colored: true).utf8.count
                    totals.fullFrameBytes += frame.terminalUpdate(from: nil, colored: true).utf8.count
                    previous = frame
                }
            }
        }
        guard totals.changes > 0, totals.frames > 0 else { throw BenchError("no step changes to measure") }
        func line(_ name: String, _ bytes: Int, _ full: Int, _ count: Int) -> String {
            let share = Double(bytes) / Double(max(1, full)) * 100
            return "  \(name): \((bytes / count).formatted()) bytes on average, "
                + "against \((full / count).formatted()) for a full redraw (\(String(format: "%.0f", share)) %)"
        }
        return [
            "terminal bytes, play in colour, \(tutorials.count) example tutorials:",
            line(
                "a step change (\(totals.changes))", totals.changeBytes, totals.fullChangeBytes,
                totals.changes),
            line(
                "an animation frame (\(totals.frames))", totals.frameBytes, totals.fullFrameBytes,
                totals.frames),
        ]
    }
}
