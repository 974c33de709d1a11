import Foundation
import Testing
import TutorialKit
import TutorialKitTerminal

/// Numbers at and past every limit, as a file or a host passes them: an error naming the limit,
/// never a trap, a runaway loop or an allocation the size of the number.
struct HostileNumberTests {
    /// A screen file with one element, one list and one cell element, with `replacing` spliced in.
    static func screen(_ replacing: [String: String] = [:]) -> String {
        var values = [
            "size": #"{"width": 60, "height": 24}"#,
            "elementFrame": #"{"x": 2, "y": 2, "width": 20, "height": 1}"#,
            "listFrame": #"{"x": 0, "y": 6, "width": 60, "height": 12}"#,
            "cellFrame": #"{"x": 1, "y": 0, "width": 30, "height": 1}"#,
            "rowHeight": "2", "rows": "20", "headerHeight": "1", "contentOffset": "0",
        ]
        values.merge(replacing) { _, new in new }
        return """
            {"id": "s", "size": \(values["size"] ?? ""),\(values["unit"].map { #" "unit": \#($0),"# } ?? "")
             "elements": [{"id": "label", "frame": \(values["elementFrame"] ?? ""), "label": "Hi"}],
             "lists": [{"id": "table", "frame": \(values["listFrame"] ?? ""), "rowHeight": \(values["rowHeight"] ?? ""),
                        "contentOffset": \(values["contentOffset"] ?? ""),
                        "sections": [{"rows": \(values["rows"] ?? ""), "headerHeight": \(values["headerHeight"] ?? ""), "title": "T"}],
                        "cell": [{"id": "title", "frame": \(values["cellFrame"] ?? "")}],
                        "rowLabels": {"title": "Row {row}"}}]}
            """
    }

    static func tutorial(target: String = #"{"element": "label"}"#) -> String {
        """
        {"id": "t", "version": 1, "screen": "s.screen.json",
         "steps": [{"id": "one", "target": \(target), "text": "Hello"},
                   {"id": "two", "target": {"listRow": {"list": "table", "row": 3}}, "text": "A row"}]}
        """
    }

    static func load(tutorial: String = tutorial(), screen: String = screen()) -> LoadedFile<
        TutorialFile.Document
    > {
        TutorialFile.decode(Array(tutorial.utf8), file: "t.tutorial.json") { _ in
            ScreenFile.decode(Array(screen.utf8), file: "s.screen.json")
        }
    }

    static let huge = [
        "9223372036854775807", "-9223372036854775808", "4611686018427387904", "1000000000000000000",
    ]

    @Test(
        "every geometric number of a screen past its limit is an error naming the limit",
        arguments: ["rowHeight", "rows", "headerHeight", "contentOffset"] as [String])
    func screenNumbersPastTheirLimits(field: String) {
        for value in Self.huge {
            let loaded = Self.load(screen: Self.screen([field: value]))
            #expect(loaded.model == nil, "\(field) = \(value)")
            // Below 0 the format's own bound speaks; above, the limit.
            let named = value.hasPrefix("-") ? "must be at least" : "InputLimits."
            #expect(loaded.diagnostics.contains { $0.message.contains(named) }, "\(field) = \(value)")
        }
    }

    @Test(
        "every frame number past its limit is an error naming the limit",
        arguments: ["elementFrame", "listFrame", "cellFrame"] as [String])
    func framesPastTheirLimits(field: String) {
        for key in ["x", "y", "width", "height"] {
            for value in Self.huge {
                var frame = ["x": "0", "y": "0", "width": "5", "height": "1"]
                frame[key] = value
                let json = "{" + frame.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
                let loaded = Self.load(screen: Self.screen([field: json]))
                #expect(loaded.model == nil, "\(field).\(key) = \(value)")
                let isSize = key == "width" || key == "height"
                let named = isSize && value.hasPrefix("-") ? "at least 1" : "InputLimits.coordinates"
                #expect(
                    loaded.diagnostics.contains { $0.message.contains(named) }, "\(field).\(key) = \(value)")
            }
        }
    }

    @Test("a rect target past the limits is an error, not a trap in the on-screen check")
    func rectTargetPastTheLimits() {
        let target = #"{"rect": {"x": 0, "y": 0, "width": 9223372036854775807, "height": 1}}"#
        let loaded = Self.load(tutorial: Self.tutorial(target: target))
        #expect(loaded.model == nil)
        #expect(
            loaded.diagnostics.map(\.description).contains {
                $0.contains("/steps/0/target/rect/width: must be at most 1000000000 (InputLimits.coordinates")
            })
    }

    @Test("a screen larger than --size allows is an error naming InputLimits.screenSize")
    func screenSizePastTheLimit() {
        for size in [#"{"width": 5000, "height": 5000}"#, #"{"width": 40000, "height": 10}"#] {
            let loaded = Self.load(screen: Self.screen(["size": size]))
            #expect(loaded.model == nil)
            #expect(loaded.diagnostics.contains { $0.message.contains("InputLimits.screenSize") })
        }
        #expect(Self.load(screen: Self.screen(["size": #"{"width": 1000, "height": 1000}"#])).model != nil)
    }

    @Test("a screen in points may be as large as a desktop, up to InputLimits.pointsScreenSize")
    func screensInPoints() {
        let points = #""points""#
        #expect(
            Self.load(screen: Self.screen(["unit": points, "size": #"{"width": 5000, "height": 5000}"#]))
                .model
                != nil)
        #expect(
            Self.load(screen: Self.screen(["unit": points, "size": #"{"width": 100000, "height": 100000}"#]))
                .model != nil)
        let past = Self.load(
            screen: Self.screen(["unit": points, "size": #"{"width": 100001, "height": 10}"#]))
        #expect(past.model == nil)
        #expect(past.diagnostics.contains { $0.message.contains("InputLimits.pointsScreenSize") })
        // A screen in cells says how to write one in points.
        let cells = Self.load(screen: Self.screen(["size": #"{"width": 1366, "height": 1024}"#]))
        #expect(cells.diagnostics.contains { $0.message.contains(#"write "unit": "points""#) })
        let unknown = Self.load(screen: Self.screen(["unit": #""pixels""#]))
        #expect(unknown.model == nil)
        #expect(unknown.diagnostics.contains { $0.message.contains("pixels") })
    }

    @Test("a host's tightened limits are the ones checked, and named")
    func tightenedLimits() {
        var limits = InputLimits.standard
        limits.steps = 1
        limits.rows = 10
        let loaded = TutorialFile.decode(Array(Self.tutorial().utf8), file: "t.tutorial.json", limits: limits)
        { _ in
            ScreenFile.decode(Array(Self.screen().utf8), file: "s.screen.json", limits: limits)
        }
        let messages = loaded.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("more than 1 (InputLimits.steps") })
        #expect(messages.contains { $0.contains("must be at most 10 (InputLimits.rows") })
        #expect(Self.load().model != nil)
    }

    @Test("a limit can be tightened but not loosened past its default")
    func limitsCannotBeLoosened() {
        var limits = InputLimits.standard
        limits.coordinates = .max
        limits.screenSize = Size(width: 100_000, height: -5)
        limits.fileBytes = -1
        #expect(limits.coordinates == InputLimits.maximumCoordinate)
        #expect(limits.screenSize == Size(width: 1000, height: 0))
        #expect(limits.fileBytes == 0)
    }

    @Test("strings and files past their limits are refused before they are kept")
    func stringsAndFilesPastTheirLimits() throws {
        var limits = InputLimits.standard
        limits.stringBytes = 8
        #expect(throws: JSONSyntaxError.self) {
            try JSONReader.read(Array(#"["123456789"]"#.utf8), limits: limits)
        }
        #expect(throws: Never.self) { try JSONReader.read(Array(#"["12345678"]"#.utf8), limits: limits) }
        limits.fileBytes = 10
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONReader.read(Array(#"[1, 2, 3, 4, 5]"#.utf8), limits: limits)
        }
        #expect(error.message.contains("InputLimits.fileBytes"))
    }

    @Test("geometry a host builds clamps into the coordinate range, so no edge or sum traps")
    func hostGeometryClamps() throws {
        let rect = Rect(x: .max, y: .min, width: .max, height: .max)
        #expect(rect.maxX == 2 * InputLimits.maximumCoordinate)
        #expect(rect.minY == -InputLimits.maximumCoordinate)
        #expect(Rect(minX: .min, minY: .min, maxX: .max, maxY: .max).width == InputLimits.maximumCoordinate)
        #expect(rect.outsetBy(dx: .max, dy: .max).width == InputLimits.maximumCoordinate)
        #expect(rect.outsetBy(dx: .min, dy: .min).isEmpty)
        #expect(rect.offsetBy(dx: .max).x == InputLimits.maximumCoordinate)
        var point = Point(x: 0, y: 0)
        point.x = .min
        #expect(point.x == -InputLimits.maximumCoordinate)
        let decoded = try JSONDecoder().decode(
            Size.self, from: Data(#"{"width": 9223372036854775807, "height": 1}"#.utf8))
        #expect(decoded.width == InputLimits.maximumCoordinate)
        #expect(EdgeInsets(all: .min).horizontal == -2 * InputLimits.maximumCoordinate)
    }

    @Test("a rect whose edges lie past the coordinate limit keeps its size and the edge nearer 0")
    func wideSpansKeepTheirNearEdge() {
        let far = Rect(
            x: InputLimits.maximumCoordinate, y: 0, width: InputLimits.maximumCoordinate, height: 1)
        #expect(far.intersection(far) == far)
        let wide = Rect(minX: -2 * InputLimits.maximumCoordinate, minY: 0, maxX: 500, maxY: 1)
        #expect(wide.maxX == 500)
        #expect(wide.width == InputLimits.maximumCoordinate)
    }

    @Test("layout options a host sets past the limits are clamped, so laying out does not trap")
    func layoutOptionsClamp() throws {
        let screen = Screen(
            id: "s", size: Size(width: 60, height: 24),
            elements: [Screen.Element(id: "label", frame: Rect(x: 2, y: 2, width: 20, height: 1))])
        for options in [
            LayoutEngine.Options(
                maximumTextWidth: .max, gap: .min, margin: .max, minimumNarrowedTextWidth: .min),
            LayoutEngine.Options(
                maximumTextWidth: .min, gap: .max, margin: .min, minimumNarrowedTextWidth: .max),
        ] {
            #expect(options.gap.magnitude <= UInt(InputLimits.maximumCoordinate))
            let tutorial = Tutorial(
                id: "t", steps: [Step("one", target: .element("label"), text: "Hi")], screen: screen)
            _ = try? TutorialPreview.presentation(ofStepAt: 0, of: tutorial, options: options)
        }
    }

    @Test("a host's list with the largest row height draws without overflowing")
    func hugeRowHeightsDraw() {
        let list = Screen.List(
            id: "l", frame: Rect(x: 0, y: 0, width: 10, height: 5), rowHeight: .max,
            sections: [Screen.Section(rows: 3)])
        #expect(list.parts(intersecting: Rect(x: 0, y: 0, width: 10, height: 5)).count == 1)
        let screen = Screen(id: "s", size: Size(width: 10, height: 5), lists: [list])
        let tutorial = Tutorial(id: "t", steps: [Step("one", text: "Hi")], screen: screen)
        #expect(
            (try? TutorialPreview.presentation(ofStepAt: 0, of: tutorial)).map {
                FrameRenderer().render($0).count
            } == 5)
    }

    @Test("a host's list of any size scrolls and resolves without overflowing")
    func hostListsSaturate() throws {
        var list = Screen.List(
            id: "table", frame: Rect(x: 0, y: 0, width: 40, height: 10), rowHeight: .max,
            sections: [Screen.Section(rows: .max, headerHeight: .max), Screen.Section(rows: .max)],
            contentOffset: .max)
        #expect(list.contentHeight == 1 << 60)
        #expect(list.rowCount == 1 << 60)
        #expect(list.contentY(ofHeaderIn: -1) == 0)
        _ = list.frame(of: Screen.RowIndex(section: 1, row: .max - 1))
        list.contentOffset = list.contentOffset(revealing: Screen.RowIndex(section: 1, row: 5))
        var screen = Screen(id: "s", size: Size(width: 40, height: 10), lists: [list])
        #expect(throws: (any Error).self) {
            _ = try ListRowTarget(list: "table", section: 1, row: .max - 1).resolve(in: &screen)
        }
        _ = try? ListRowTarget(list: "table", row: 0).resolve(in: &screen)
    }

    @Test("drawing a host's screen of huge frames and rows costs what the canvas holds, no more")
    func hugeScreensDrawInBoundedWork() throws {
        let screen = Screen(
            id: "s", size: Size(width: .max, height: .max),
            elements: [
                Screen.Element(id: "big", frame: Rect(x: -5, y: -5, width: .max, height: .max), label: "Big")
            ],
            lists: [
                Screen.List(
                    id: "table", frame: Rect(x: 0, y: 2, width: .max, height: 10), rowHeight: 1,
                    sections: [Screen.Section(rows: 1_000_000_000, headerHeight: 1, title: "All")],
                    contentOffset: 500_000_000,
                    cell: [Screen.CellElement(id: "title", frame: Rect(x: 1, y: 0, width: 20, height: 1))],
                    rowLabels: ["title": "Row {row}"])
            ])
        let canvas = Canvas(size: screen.size)
        #expect(canvas.size == InputLimits.standard.screenSize)
        let tutorial = Tutorial(
            id: "t", steps: [Step("one", target: .listRow(list: "table", row: 999_999_999), text: "Last")],
            screen: screen)
        let presentation = try TutorialPreview.presentation(
            ofStepAt: 0, of: tutorial, screenSize: Size(width: 80, height: 24))
        let lines = FrameRenderer().render(presentation)
        #expect(lines.count == 24)
        #expect(lines.contains { $0.contains("Row 999999999") }, "\(lines.joined(separator: "\n"))")
    }
}
