import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit storyboard`: one page for every example, a page even when a file has errors, and
/// clear refusals of what it cannot draw.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct StoryboardCommandTests {
    let scratch: Scratch

    init() throws { scratch = try Scratch() }

    @Test("every example tutorial, in every locale it lists, on one page")
    func everyExample() throws {
        let tutorials = TestPaths.files(in: TestPaths.tutorials, endingWith: ".tutorial.json").map {
            "Tutorials/" + $0
        }
        let page = scratch.path("examples.html")
        let result = try ToolRunner.run(["storyboard"] + tutorials + ["-o", page])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == "wrote \(page): \(tutorials.count) tutorials\n")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for tutorial in tutorials {
            let loaded = try #require(
                TutorialFile.load(path: TestPaths.repository.path + "/" + tutorial).model)
            #expect(html.contains("<h2>\(loaded.tutorial.id)</h2>"))
        }
        #expect(html.contains("In ru") && html.contains("In ar") && html.contains(#"direction="rtl""#))
    }

    @Test("a tutorial with errors is on the page with them, and the status says so")
    func aTutorialWithErrors() throws {
        let page = scratch.path("broken.html")
        let result = try ToolRunner.run(
            ["storyboard", "duplicate-step-id.tutorial.json", "-o", page], in: TestPaths.corpus)
        #expect(result.status == 1)
        #expect(result.standardError.contains("duplicate step id"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("duplicate step id") && !html.contains(#"<svg class="step""#))
    }

    @Test("what it cannot draw or write is refused, saying how to mend it")
    func refusals() throws {
        let missing = try ToolRunner.run(["storyboard", "Tutorials/park-finder/park-finder.tutorial.json"])
        #expect(
            missing.status == 2 && missing.standardError.contains("storyboard needs -o OUT.html (--output)"))
        let screen = try ToolRunner.run(
            ["storyboard", "Tutorials/park-finder/map.screen.json", "-o", scratch.path("s.html")])
        #expect(screen.status == 2 && screen.standardError.contains("draws tutorial files (*.tutorial.json)"))
        let nowhere = try ToolRunner.run(
            [
                "storyboard", "Tutorials/park-finder/park-finder.tutorial.json", "-o",
                scratch.path("none/s.html"),
            ])
        #expect(nowhere.status == 1 && nowhere.standardError.contains("cannot write"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("none")))
    }
}
