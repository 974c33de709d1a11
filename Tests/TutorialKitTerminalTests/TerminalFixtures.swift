import Foundation
import TutorialKit

enum TerminalFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    static let tutorials = repository.appendingPathComponent("Tutorials")
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// The example tutorials, by file name relative to `Tutorials/`.
    static let exampleFiles: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: tutorials.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".tutorial.json") { found.append(path) }
        }
        return found.sorted()
    }()

    static func load(_ file: String) throws -> Tutorial {
        guard
            let tutorial = TutorialFile.load(path: tutorials.appendingPathComponent(file).path).model?
                .tutorial
        else {
            throw LoadFailure(file: file)
        }
        return tutorial
    }

    /// An example as `preview` shows it at `size`: a screen in points scaled into cells to fit
    /// it, the size then left out (it was the room to fit, not a screen to lay out on).
    static func asPreviewed(_ file: String, size: Size? = nil) throws -> (tutorial: Tutorial, size: Size?) {
        let tutorial = try load(file)
        let scale = tutorial.cellScale(fitting: size)
        return (tutorial.inCells(scale), scale == .one ? size : nil)
    }

    struct LoadFailure: Error {
        var file: String
    }

    /// A line without its ANSI escape sequences.
    static func stripped(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if scalar == "m" { inEscape = false }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The demo screen with one step pointing at `search`: a small world for renderer tests.
    static let searchScreen = Screen(
        id: "home", size: Size(width: 48, height: 15), safeArea: EdgeInsets(top: 0, bottom: 0),
        elements: [
            Screen.Element(id: "logo", frame: Rect(x: 1, y: 1, width: 15, height: 3), label: "Groser"),
            Screen.Element(id: "cart", frame: Rect(x: 39, y: 1, width: 8, height: 3), label: "Cart"),
            Screen.Element(
                id: "search", frame: Rect(x: 2, y: 5, width: 30, height: 3), label: "Search stores"),
        ])
}
