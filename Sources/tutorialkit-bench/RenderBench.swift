import Foundation
import TutorialKit
import TutorialKitTerminal

/// Drawing a 200×60 frame of a step whose title and text are Japanese (two cells a character),
/// pointing at a list row. The floor builds a String of the same bytes the frame has, character by
/// character — the least a renderer that writes each cell must do.
enum RenderBench {
    static func run(runs: Int) throws -> BenchResult {
        let presentation = try Self.presentation()
        let renderer = FrameRenderer()
        let frame = renderer.render(presentation)
        let characters = frame.map { Array($0) }
        let bytes = frame.reduce(0) { $0 + $1.utf8.count + 1 }

        let times = try Timing.medians(
            runs: runs, repeats: 20,
            [
                { consume(renderer.render(presentation)) },
                {
                    var text = ""
                    text.reserveCapacity(bytes)
                    for line in characters {
                        for character in line { text.append(character) }
                        text.append("\n")
                    }
                    consume(text)
                },
            ])
        let (median, floor) = (times[0], times[1])
        return BenchResult(
            name: "render a 200×60 CJK frame (\(bytes.formatted()) bytes)", median: median,
            floor: ("build a String of the same bytes", floor), limit: .ratio(10))
    }

    static func presentation() throws -> StepPresentation {
        let screen = Screen(
            id: "wide", size: Size(width: 200, height: 60),
            safeArea: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
            elements: [
                Screen.Element(id: "search", frame: Rect(x: 150, y: 2, width: 40, height: 3), label: "検索"),
                Screen.Element(id: "cart", frame: Rect(x: 10, y: 40, width: 30, height: 10), label: "カート"),
            ])
        let tutorial = Tutorial("cjk", screen: screen) {
            Step(
                "search", target: .element("search"), title: "店舗を探す",
                text: "ここをタップすると、近くの店舗を検索できます。配達可能な店舗だけが表示され、注文履歴もここから確認できます。")
        }
        guard let first = try TutorialPreview.presentations(of: tutorial).first else {
            throw BenchError("the CJK tutorial has no step to draw")
        }
        return first
    }
}

/// A benchmark that could not run, and why.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
