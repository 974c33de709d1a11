import LayoutInvariants
import Testing
import TutorialKitLayout
import TutorialKitText

/// Layouts in a host's units: a measurer of the host's text, the box's chrome, and the geometry a
/// graphical host draws.
@Suite struct HostUnitsTests {
    /// A phone in points, the box for a search field near its top.
    static func phoneRequest(rightToLeft: Bool = false) -> LayoutEngine.Request {
        LayoutEngine.Request(
            screenSize: Size(width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            target: Rect(x: 16, y: 100, width: 358, height: 44),
            title: "Search parks",
            text: "Type a park's name, or a town near it: results update as you type, nearest first.",
            footer: StepLayout.Footer(progress: "1 of 4", buttons: ["Skip", "Next"]),
            placement: .bottom, options: .madeUpPoints, isRightToLeft: rightToLeft, metrics: .madeUpPoints)
    }

    @Test("cells measured through a measurer lay out as the engine's own cells, over random cases")
    func cellsThroughAMeasurerMatchTheEnginesCells() {
        for index in 0..<2_000 {
            let request = LayoutCase(seed: 0x636_56C6C_73 &+ UInt64(index)).request
            var measured = request
            measured.metrics = LayoutEngine.Metrics(measurer: CellsThroughAMeasurer(), chrome: .cells)
            let cells = LayoutEngine.layout(request)
            let other = LayoutEngine.layout(measured)
            #expect(other.box == cells.box, "case \(index)")
            #expect(other.arrow == cells.arrow, "case \(index)")
            #expect(other.placement == cells.placement, "case \(index)")
            #expect(other.content.titleLines == cells.content.titleLines, "case \(index)")
            #expect(other.content.textLines == cells.content.textLines, "case \(index)")
            if other.box != cells.box || other.content.textLines != cells.content.textLines { return }
        }
    }

    @Test("text wraps to a width in the measurer's units, breaking at spaces and between wide characters")
    func textWrapsInTheMeasurersUnits() {
        let font = MadeUpFont()
        let text = MeasuredText(
            "Wide words wrap here 東京の公園を探す and a longwordthatcannotfit", measurer: TextMeasurerBox(font))
        for width in [40, 61, 90, 130, 200] {
            let lines = text.lines(width: width)
            for line in lines {
                // A single cluster wider than the width goes alone on its line.
                #expect(font.advance(of: Substring(line)) <= width || line.count == 1, "\(line) at \(width)")
            }
            #expect(lines.joined().filter { $0 != " " } == text.text.filter { $0 != " " })
            #expect(text.lineCount(width: width) == lines.count)
        }
        // Between two wide characters a line may break without a space.
        #expect(MeasuredText("東京の公園", measurer: TextMeasurerBox(font)).lines(width: 40) == ["東京", "の公", "園"])
        // A space is the measurer's space: 4 points here, so these two words fit 4 + 2 × 14.
        #expect(MeasuredText("ab ab", measurer: TextMeasurerBox(font)).lines(width: 32) == ["ab ab"])
        #expect(MeasuredText("ab ab", measurer: TextMeasurerBox(font)).lines(width: 31) == ["ab", "ab"])
    }

    @Test("a word as long as a string may be wraps with measuring in proportion to its length")
    func aLongWordIsMeasuredInLinearTime() {
        let font = CountingFont()
        let word = String(repeating: "abcdefghij", count: InputLimits.standard.stringBytes / 10)
        let text = MeasuredText(word, measurer: TextMeasurerBox(font))
        let measuredToSplit = font.tally.characters
        let lines = text.lines(width: 130)
        #expect(lines.count > 500)
        #expect(lines.joined() == word)
        for line in lines { #expect(MadeUpFont().advance(of: Substring(line)) <= 130) }
        // Each cut looks at the clusters of its line and the next one, and the last part is
        // measured whole once: measuring the rest again after every cut would be ~2.8 million.
        #expect(font.tally.characters - measuredToSplit < 4 * word.count)
    }

    @Test(
        "a step on a phone in points: the box, its lines, its buttons and its arrow, where a GUI draws them")
    func aStepOnAPhoneInPoints() throws {
        let request = Self.phoneRequest()
        let layout = LayoutEngine.layout(request)
        let geometry = layout.geometry(in: .madeUpPoints)
        let box = geometry.box.rect
        #expect(request.boundary.contains(box))
        #expect(!box.intersects(try #require(request.target)))
        #expect(layout.placement?.side == .bottom)
        #expect(box.minY == 144 + 12)
        #expect(box.width <= 260 + 2 * (1 + 16))
        // Every line inside the content, a line's height apart, no wider than the content.
        let lines = geometry.titleLines + geometry.textLines
        #expect(lines.count >= 3)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(next.frame.minY == line.frame.maxY)
        }
        for line in lines {
            #expect(geometry.contentFrame.contains(line.frame), "\(line)")
            #expect(line.frame.width == MadeUpFont().advance(of: Substring(line.text)))
            #expect(line.frame.minX == geometry.contentFrame.minX)
        }
        // The footer: below the text, inside the box's border and padding, buttons apart.
        let buttons = geometry.buttons
        #expect(buttons.map(\.title.text) == ["Skip", "Next"])
        let lastLine = try #require(lines.last)
        let inside = box.inset(by: EdgeInsets(top: 1, left: 1 + 16, bottom: 1 + 12, right: 1 + 16))
        for button in buttons {
            #expect(inside.contains(button.frame))
            #expect(button.frame.height == 32)
            #expect(button.frame.minY >= lastLine.frame.maxY + 8)
            #expect(button.frame.contains(button.title.frame))
        }
        #expect(buttons[1].frame.minX == buttons[0].frame.maxX + 8)
        #expect(buttons[1].frame.maxX == geometry.contentFrame.maxX)
        let progress = try #require(geometry.progress)
        #expect(progress.text == "1 of 4" && progress.frame.minX == geometry.contentFrame.minX)
        // A tap is on a button by its rect.
        let next = buttons[1].frame
        #expect(geometry.button(at: Point(x: next.minX + next.width / 2, y: next.minY + 4))?.index == 1)
        #expect(geometry.button(at: Point(x: next.minX - 4, y: next.minY + 4)) == nil)
        // The arrow: its base on the box's top edge, off the rounded corners, its tip 8 points up.
        let arrow = try #require(geometry.arrow)
        #expect(arrow.base.0.y == box.minY && arrow.base.1.y == box.minY)
        #expect(arrow.base.1.x - arrow.base.0.x == 16)
        #expect(arrow.base.0.x >= box.minX + 10 && arrow.base.1.x <= box.maxX - 10)
        #expect(arrow.tip.y == box.minY - 8 && arrow.tip.y >= 144)
        #expect((16..<374).contains(arrow.tip.x))
        // The spotlight's cut-out, rounded as asked.
        #expect(geometry.cutouts.map(\.rect) == [Rect(x: 10, y: 94, width: 370, height: 56)])
        #expect(layout.geometry(in: .madeUpPoints, cornerRadius: 4).cutouts.map(\.cornerRadius) == [4])
    }

    @Test("a right-to-left step in points: lines end at the right, the footer mirrored")
    func aRightToLeftStepInPoints() throws {
        let leftToRight = LayoutEngine.layout(Self.phoneRequest()).geometry(in: .madeUpPoints)
        let rightToLeft = LayoutEngine.layout(Self.phoneRequest(rightToLeft: true)).geometry(
            in: .madeUpPoints)
        #expect(rightToLeft.isRightToLeft)
        for line in rightToLeft.titleLines + rightToLeft.textLines {
            #expect(line.frame.maxX == rightToLeft.contentFrame.maxX)
        }
        let content = rightToLeft.contentFrame
        #expect(
            rightToLeft.buttons.map { content.minX + content.maxX - $0.frame.maxX }
                == leftToRight.buttons.map { $0.frame.minX - leftToRight.contentFrame.minX + content.minX })
        #expect(try #require(rightToLeft.progress).frame.maxX == content.maxX)
    }

    @Test("in cells the geometry is the terminal's: a one-cell arrow, buttons drawn [ Title ]")
    func geometryInCells() throws {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 60, height: 20), target: Rect(x: 4, y: 2, width: 10, height: 1),
            text: "This is your cart.", footer: StepLayout.Footer(progress: "1 of 2", buttons: ["Next"]))
        let layout = LayoutEngine.layout(request)
        let geometry = layout.geometry()
        let arrow = try #require(layout.arrow)
        #expect(arrow.size == Size(width: 1, height: 1))
        #expect(geometry.arrow?.tip == arrow.position)
        #expect(geometry.buttons.map(\.frame.width) == [DisplayWidth.of("[ Next ]")])
        #expect(geometry.buttons.first?.frame.maxX == layout.box.maxX - 2)
        #expect(geometry.buttons.first?.frame.minY == layout.box.maxY - 2)
        #expect(geometry.textLines.map(\.text) == ["This is your cart."])
    }

    @Test("chrome values from a host stay within their bounds")
    func chromeIsClamped() {
        var chrome = StepLayout.BoxChrome(lineHeight: 0, border: -5, arrowLength: .max)
        #expect(
            chrome.lineHeight == 1 && chrome.border == 0 && chrome.arrowLength == StepLayout.BoxChrome.largest
        )
        chrome.footerHeight = .min
        chrome.arrowWidth = 0
        #expect(chrome.footerHeight == 0 && chrome.arrowWidth == 1)
    }
}

/// The random cases of the layout invariants, eight times larger and in points with a proportional
/// font: what a graphical host draws stays in its box, its box on screen, its arrow on its box.
@Suite struct HostUnitsPropertyTests {
    /// A random case in points: the screen, target, safe area and highlights scaled by 8.
    static func pointsRequest(seed: UInt64) -> LayoutEngine.Request {
        var request = LayoutCase(seed: seed).request
        func scaled(_ rect: Rect) -> Rect {
            Rect(x: rect.minX * 8, y: rect.minY * 8, width: rect.width * 8, height: rect.height * 8)
        }
        request.screenSize = Size(width: request.screenSize.width * 8, height: request.screenSize.height * 8)
        request.safeArea = EdgeInsets(
            top: request.safeArea.top * 8, left: request.safeArea.left * 8,
            bottom: request.safeArea.bottom * 8, right: request.safeArea.right * 8)
        request.target = request.target.map(scaled)
        request.highlights = request.highlights.map(scaled)
        request.options = .madeUpPoints
        request.options.maximumTextWidth = LayoutCase(seed: seed).request.options.maximumTextWidth * 7
        request.metrics = .madeUpPoints
        return request
    }

    @Test("over 2,000 random cases in points, the geometry stays in its box and its box on screen")
    func geometryInPointsKeepsItsInvariants() {
        var failures = 0
        for index in 0..<2_000 {
            let seed = 0x706F_696E_7473 &+ UInt64(index)
            let request = Self.pointsRequest(seed: seed)
            let problems = Self.problems(request)
            if !problems.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(problems.joined(separator: "; "))")
                if failures >= 5 { return }
            }
        }
    }

    static func problems(_ request: LayoutEngine.Request) -> [String] {
        let layout = LayoutEngine.layout(request)
        let geometry = layout.geometry(in: request.metrics)
        let box = geometry.box.rect
        let boundary = request.boundary
        var problems: [String] = []
        if box.width <= boundary.width && box.height <= boundary.height && !boundary.contains(box) {
            problems.append("box \(box) leaves \(boundary)")
        }
        if let target = request.target, layout.fallback == nil, box.intersects(target) {
            problems.append("box \(box) covers target \(target)")
        }
        let font = MadeUpFont()
        let content = geometry.contentFrame
        let lines = geometry.titleLines + geometry.textLines
        for line in lines {
            if line.frame.width != font.advance(of: Substring(line.text)) {
                problems.append("line \"\(line.text)\" is \(line.frame.width) wide, not its advance")
            }
            // A line of one cluster wider than the content is the one line allowed past it.
            if !content.contains(line.frame) && line.text.count > 1 && !line.text.hasSuffix("…")
                && !line.text.hasPrefix("…")
            {
                problems.append("line \"\(line.text)\" \(line.frame) leaves the content \(content)")
            }
        }
        for (line, next) in zip(lines, lines.dropFirst()) where next.frame.minY != line.frame.maxY {
            problems.append("lines \(line.frame) and \(next.frame) are not a line apart")
        }
        for button in geometry.buttons {
            if !box.contains(button.frame) { problems.append("button \(button.frame) leaves box \(box)") }
            if let last = lines.last, button.frame.minY < last.frame.maxY {
                problems.append("button \(button.frame) overlaps the text \(last.frame)")
            }
        }
        for (button, next) in zip(geometry.buttons, geometry.buttons.dropFirst())
        where button.frame.intersects(next.frame) {
            problems.append("buttons \(button.frame) and \(next.frame) overlap")
        }
        if let arrow = geometry.arrow, let target = request.target {
            let (start, end) = arrow.base
            let onEdge =
                (start.y == end.y && (start.y == box.minY || start.y == box.maxY))
                || (start.x == end.x && (start.x == box.minX || start.x == box.maxX))
            if !onEdge { problems.append("arrow base \(start)–\(end) is not on the box's edge \(box)") }
            if box.contains(arrow.tip) || target.contains(arrow.tip) && !target.contains(start) {
                problems.append("arrow tip \(arrow.tip) inside the box")
            }
            let towardsTarget =
                switch (start.y == end.y, arrow.tip.y < start.y, arrow.tip.x < start.x) {
                case (true, true, _): target.maxY <= arrow.tip.y
                case (true, false, _): target.minY >= arrow.tip.y
                case (false, _, true): target.maxX <= arrow.tip.x
                case (false, _, false): target.minX >= arrow.tip.x
                }
            if !towardsTarget { problems.append("arrow tip \(arrow.tip) is past target \(target)") }
        }
        return problems
    }
}
