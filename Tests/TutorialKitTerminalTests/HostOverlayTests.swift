import Testing
import TutorialKit
import TutorialKitTerminal

/// A host draws its own user interface on a canvas and the renderer draws the step over it.
@Suite struct HostOverlayTests {
    let tutorial = Tutorial("search", screen: TerminalFixtures.searchScreen) {
        Step("search", target: .element("search"), title: "Search", text: "Find stores that deliver.")
    }

    /// The host's canvas: its own drawing of the screen, text where the elements are.
    func hostCanvas(_ screen: Screen) -> Canvas {
        var canvas = Canvas(size: screen.size)
        for element in screen.elements {
            canvas.fill(element.frame, with: "=")
            canvas.write(element.id.uppercased(), at: element.frame.origin)
        }
        return canvas
    }

    @Test func theStepIsDrawnOverWhatTheHostDrew() throws {
        let presentation = try TutorialPreview.presentation(ofStepAt: 0, of: tutorial)
        let host = hostCanvas(presentation.screen)
        let frame = FrameRenderer().overlay(presentation, on: host)
        let lines = frame.lines(colored: false)
        let target = try #require(presentation.target)
        // Inside the spotlight, the host's own drawing, its blank cells not shaded.
        #expect(lines[target.y].contains("SEARCH"))
        let spotlight = try #require(presentation.layout.spotlight)
        for y in spotlight.rows {
            for x in spotlight.columns where host[Point(x: x, y: y)]?.character == " " {
                let cell = frame[Point(x: x, y: y)]?.character
                #expect(cell != "░", "cell \(x),\(y) in the spotlight")
            }
        }
        // Its blank cells outside the spotlight and the elements are shaded; nothing else is.
        for y in 0..<host.size.height {
            for x in 0..<host.size.width {
                let point = Point(x: x, y: y)
                guard let spotlight = presentation.layout.spotlight, !spotlight.contains(point),
                    !presentation.layout.box.contains(point), presentation.layout.arrow?.position != point
                else { continue }
                let isElement = presentation.screen.elements.contains { $0.frame.contains(point) }
                let expected: Character? =
                    isElement || host[point]?.character != " " ? host[point]?.character : "░"
                #expect(frame[point]?.character == expected, "cell \(x),\(y)")
            }
        }
        // The tooltip says the step.
        #expect(lines.contains { $0.contains("Search") })
        #expect(lines.contains { $0.contains("Find stores") })
    }
}
