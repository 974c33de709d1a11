import Foundation
import TestSupport
import Testing
import TutorialKit
import TutorialKitTerminal

/// The README's and the DocC articles' examples, kept compiling and true.
///
/// Each `swift` snippet of the README and "Getting started" is written out below and run; a test
/// fails when a paragraph of a snippet no longer appears, line for line, in this file or the other
/// tests (a paragraph two documents share is written once). The JSON excerpts must be in the
/// bundled files they name, and the printed output the articles show is what the library prints.
@Suite struct DocumentationExampleTests {
    static let documents = [
        "README.md", "Sources/TutorialKit/Documentation.docc/GettingStarted.md",
        "Sources/TutorialKit/Documentation.docc/DrawingInYourOwnUI.md",
        "Sources/TutorialKit/Documentation.docc/AuthoringTutorialsInJSON.md",
    ]
    static let authoringArticle = "Sources/TutorialKit/Documentation.docc/AuthoringTutorialsInJSON.md"

    /// What the snippets print, caught by the `print` below instead of going to the test log.
    final class Printed: @unchecked Sendable {  // each test has its own, used from one thread
        var lines: [String] = []
    }
    let printed = Printed()

    /// Shadows Swift's `print` for the snippets in this suite.
    func print(_ items: Any...) {
        printed.lines.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // The screen as the host sees it, in character cells.
    let home = Screen(
        id: "home",
        size: Size(width: 60, height: 24),
        elements: [
            Screen.Element(id: "search", frame: Rect(x: 2, y: 2, width: 40, height: 3), label: "Search")
        ],
        lists: [
            Screen.List(
                id: "orders", frame: Rect(x: 0, y: 6, width: 60, height: 15), rowHeight: 3,
                sections: [Screen.Section(rows: 12)],
                cell: [Screen.CellElement(id: "detail", frame: Rect(x: 1, y: 1, width: 30, height: 1))])
        ]
    )

    // MARK: - Getting started

    @Test func safeAreaSnippet() {
        let framed = Screen(
            id: "home", size: Size(width: 60, height: 24), safeArea: EdgeInsets(top: 1, bottom: 1))
        #expect(framed.safeBounds == Rect(x: 0, y: 1, width: 60, height: 22))
    }

    @Test func startSnippets() throws {
        // Steps are made when the tour starts, so they can read the app's state at that moment.
        let tour = TutorialController(name: "home-tour", store: InMemorySeenStateStore(), screen: home) {
            Step("search", target: .element("search"), text: "Find stores that deliver to you")
            Step(
                "detail", target: .listRow(list: "orders", row: 10, element: "detail"),
                title: "Details", text: "Tap an order to see where it is")
        }

        if let session = try tour.start() {  // nil once the user has seen the tour
            let layout = session.presentation?.layout  // the box, the arrow and the spotlight to draw
            print(layout?.box ?? Rect.zero, layout?.arrow?.direction ?? .up)
            try session.next()  // the orders list scrolls so row 10 is visible
        }
        // The first step's box is below the search field, so its arrow points up.
        #expect(printed.lines.count == 1)
        #expect(printed.lines.first?.hasSuffix(" up") == true, "\(printed.lines)")
        // The second step scrolled the orders list so row 10's detail label is in view; the tour,
        // left there, resumes there.
        let resumed = try #require(try tour.start())
        #expect(resumed.screen.lists[0].contentOffset == 18)
        #expect(resumed.presentation?.target == Rect(x: 1, y: 19, width: 30, height: 1))
    }

    @Test func observeSnippet() throws {
        let tutorial = Tutorial("home-tour", screen: home) {
            Step("search", target: .element("search"), text: "Find stores that deliver to you")
        }
        // A clock that stands still, so the time on the step is 0 s.
        let session = try TutorialSession(tutorial: tutorial, clock: ManualClock())
        session.observe { record in
            print(record)  // stepShown "search" (step 1) · home-tour · hostAPI
        }
        try session.start()
        try session.next()
        #expect(
            printed.lines == [
                "started · home-tour · hostAPI", #"stepShown "search" (step 1) · home-tour · hostAPI"#,
                #"stepCompleted "search" (step 1): advanced · home-tour · hostAPI · 0 s on the step"#,
                "finished: completed · home-tour · hostAPI · 0 s on the step",
            ])
    }

    /// Every call a host makes, in the order the article gives them, on a tour that needs each.
    @Test func hostCallSnippets() throws {
        let store = InMemorySeenStateStore()
        let tour = TutorialController(name: "home-tour", store: store, screen: home) {
            Step("order", text: "Place your first order").advanceOn("order.placed")
            Step("search", target: .element("search"), text: "Find stores that deliver to you").waitFor(
                "search")
            Step("location", text: "May we use your location to find stores?")
                .buttons(Step.Button("Allow", action: .request("location.request")))
                .onOutcome("location.denied", then: .goTo("city"))
                .onOtherOutcome(.finish)
            Step("city", text: "Pick your city instead")
        }
        let session = try #require(try tour.start())

        tour.parameters["isLoyal"] = true  // a fact the rules may ask about
        try tour.reportEvent("order.placed")  // kept for the rules; a step waiting for it goes on
        #expect(session.state == .waiting(stepIndex: 1), "the search step waits for its element")

        try session.screenChanged(home)  // the step showing is laid out again on it
        try session.elementAppeared("search")  // a step waiting for this element shows
        #expect(session.presentation?.step.id == "search")

        try session.next()
        try session.choose(buttonAt: 0)
        if session.awaitedRequest == "location.request" {
            try session.outcomeReported("location.denied")  // the system prompt's answer
        }
        #expect(session.currentStep?.id == "city")

        var appCanvas = Canvas(size: home.size)
        appCanvas.write("Orders", at: Point(x: 2, y: 0))
        if let presentation = session.presentation {
            let frame = FrameRenderer().overlay(presentation, on: appCanvas)
            print(frame.text(colored: false))
        }
        let drawn = try #require(printed.lines.last)
        #expect(drawn.contains("Orders") && drawn.contains("Pick your city instead"), "\(drawn)")

        try tour.reset()  // show it again; the user's events stay
        print(try tour.explain())  // starts or not, and each rule's answer
        #expect(store.events()["order.placed"]?.count == 1)
        #expect(printed.lines.last == "\(try tour.explain())")
        #expect(printed.lines.last?.contains("Report(") == false, "\(printed.lines)")
    }

    /// "Drawing in your own UI": a screen in points, an app's metrics, the geometry and a tap.
    @Test func drawingInYourOwnUISnippets() throws {
        let parks = Screen(
            id: "parks", size: Size(width: 390, height: 844), unit: .points,
            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            elements: [Screen.Element(id: "search", frame: Rect(x: 16, y: 100, width: 358, height: 44))])

        let metrics = LayoutEngine.Metrics(
            measurer: DejaVuSansMeasurer(fontSize: 15),
            chrome: StepLayout.BoxChrome(
                lineHeight: 20, border: 1, verticalPadding: 12, footerHeight: 32, footerSpacing: 8,
                buttonPadding: 12, buttonSpacing: 8, arrowLength: 8, arrowWidth: 16, cornerRadius: 12))
        let options = LayoutEngine.Options(
            maximumTextWidth: 280, gap: 12, margin: 8, minimumNarrowedTextWidth: 160, padding: 16,
            spotlightPadding: 6)
        let tour = TutorialController(
            name: "parks-tour", store: InMemorySeenStateStore(), layoutOptions: options,
            layoutMetrics: metrics, screen: parks
        ) {
            Step("search", target: .element("search"), text: "Search parks by name or by town.")
        }

        if let session = try tour.start(), let layout = session.presentation?.layout {
            let geometry = layout.geometry(in: metrics)
            print(geometry.box.rect, geometry.box.cornerRadius)  // the box, border included
            print(geometry.arrow?.tip ?? Point(x: 0, y: 0))  // the arrow's tip; its base lies on the box
            print(geometry.cutouts.map { $0.rect })  // holes in the dimmed screen: the spotlights
            for line in geometry.titleLines + geometry.textLines {
                print(line.text, line.frame)  // each line where it goes, as wide as it measured
            }
            print(geometry.buttons.map { $0.frame })  // each button's rect, for hit testing
        }
        #expect(printed.lines.contains { $0.hasPrefix("Search parks by name or by town.") })

        // The tap lands on the step's one button, Done, wherever the layout put it.
        let done = try #require(tour.session?.presentation?.layout.geometry(in: metrics).buttons.first?.frame)
        try tapSnippet(tour: tour, metrics: metrics, tap: Point(x: done.minX + 4, y: done.minY + 4))
        #expect(tour.session?.state == .finished(.completed))
    }

    /// The article's tap, at a point the test chooses.
    private func tapSnippet(tour: TutorialController, metrics: LayoutEngine.Metrics, tap: Point) throws {
        if let session = tour.session, let layout = session.presentation?.layout {
            let geometry = layout.geometry(in: metrics)
            if let button = geometry.button(at: tap) {
                try session.choose(buttonAt: button.index)
            }
        }
    }

    @Test func loadFromJSONSnippet() throws {
        let tutorialsFolder = TestPaths.tutorials.path
        let loaded = TutorialFile.load(
            path: tutorialsFolder + "/tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
        for diagnostic in loaded.diagnostics {
            print(diagnostic)  // FILE:LINE:COL: error: /json/path: message
        }
        if let document = loaded.model {
            let demo = TutorialController(tutorial: document.tutorial)
            _ = try demo.start()
        }
        #expect(printed.lines.isEmpty)
        #expect(loaded.model?.tutorial.steps.count == 3)
    }

    @Test func coordinatorSnippet() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let welcome = Tutorial(
            id: "welcome", steps: [Step("hello", target: .none, text: "Welcome")], screen: home)
        let rateApp = Tutorial(
            id: "rate-app", steps: [Step("ask", target: .none, text: "Enjoying the app?")], screen: home,
            priority: 10)
        try coordinator(folder: folder, welcome: welcome, rateApp: rateApp)
        #expect(printed.lines == ["rate-app"])
    }

    /// The snippet as the article has it, with the names it leaves to the reader as parameters.
    private func coordinator(folder: String, welcome: Tutorial, rateApp: Tutorial) throws {
        let store = JSONFileSeenStore(path: folder + "/tutorials.json")
        let coordinator = TutorialCoordinator(store: store, hostCap: .oneADay)
        coordinator.register(TutorialController(tutorial: welcome, store: store))
        coordinator.register(TutorialController(tutorial: rateApp, store: store))
        if let session = try coordinator.startNext() {
            print(session.tutorial.id)  // rate-app
        }
        // What the article says next: nothing starts while the session runs, nor after it ends.
        #expect(try coordinator.startNext() == nil)
        coordinator.current?.skipAll()
        #expect(try coordinator.startNext() == nil)
        #expect(try coordinator.isCapReached())
    }

    @Test func seenStoreSnippet() throws {
        // In an app, its own state folder (say, under Application Support or $XDG_STATE_HOME).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-state").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tutorial = Tutorial("welcome", screen: Screen(id: "orders", size: Size(width: 60, height: 24))) {
            Step("hello", text: "Your orders appear here once you have placed one")
        }
        try? FileManager.default.removeItem(atPath: folder + "/tutorials.json")
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let store = JSONFileSeenStore(path: folder + "/tutorials.json")  // atomic, safe across processes
        let controller = TutorialController(tutorial: tutorial, store: store)
        if let session = try controller.start() {
            session.skipAll()
        }
        print(try controller.hasSeenTutorial())  // true: completed, skipped or dismissed
        try controller.reset()  // show it again
        #expect(printed.lines == ["true"])
        #expect(try !controller.hasSeenTutorial())
        #expect(try controller.start() != nil)
    }

    @Test func recoverSnippet() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = JSONFileSeenStore(path: folder + "/tutorials.json")
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: folder + "/tutorials.json"))
        do {
            _ = try store.allRecords()
        } catch let error as SeenStateStoreError {
            if case .corrupt = error, let backup = try store.recover() {
                print("moved the corrupt file to \(backup)")
            }
        }
        #expect(printed.lines.count == 1)
        #expect(printed.lines.first?.contains("tutorials.json.corrupt-") == true, "\(printed.lines)")
        #expect(try store.allRecords().isEmpty)
    }

    private func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-docs-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: - The articles and the code agree

    @Test(arguments: documents)
    func everySwiftSnippetIsRunByATest(document: String) throws {
        let tests = try [
            "Tests/TutorialKitTests/DocumentationExampleTests.swift",
            "Tests/TutorialKitTests/Authoring/ExampleTutorialsTests.swift",
            "Tests/TutorialKitAuthoringTests/ExamplesInDSLTests.swift",
        ].map { try String(contentsOf: TestPaths.repository.appendingPathComponent($0), encoding: .utf8) }
        let testLines = tests.flatMap(Self.significantLines)
        // A host's Package.swift is checked against this package's products below.
        // Listings for Apple platforms alone (UIKit) say so on their first line; Linux cannot build them.
        let blocks = try Self.codeBlocks(in: document).filter {
            $0.language == "swift" && !$0.text.hasPrefix("// swift-tools-version")
                && !$0.text.hasPrefix("// Apple platforms only")
        }
        #expect(!blocks.isEmpty)
        for block in blocks {
            for paragraph in block.text.components(separatedBy: "\n\n") {
                // A test file has its own imports at the top.
                let lines = Self.significantLines(paragraph).filter { !$0.hasPrefix("import ") }
                let found = Self.contains(testLines, run: lines)
                #expect(found, "this part of a snippet of \(document) is in no test:\n\(paragraph)")
            }
        }
    }

    /// The README's host manifest depends on libraries this package offers, by their names.
    @Test func hostManifestNamesThisPackagesLibraries() throws {
        let manifest = try #require(
            try Self.codeBlocks(in: "README.md").first { $0.text.hasPrefix("// swift-tools-version") })
        let ours = try String(
            contentsOf: TestPaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = Set(Self.quoted(after: ".library(name: ", in: ours))
        let used = Self.quoted(after: ".product(name: ", in: manifest.text)
        #expect(used.count == 2)
        for product in used { #expect(libraries.contains(product), "no library \(product) in Package.swift") }
        #expect(manifest.text.contains("package: \"TutorialKit\""))
        #expect(ours.contains("name: \"TutorialKit\""))
    }

    /// The strings that follow `prefix` and a quote, in order.
    static func quoted(after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix + "\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func jsonExcerptsAreFromTheFilesTheyName() throws {
        let blocks = try Self.codeBlocks(in: Self.authoringArticle).filter { $0.language == "json" }
        #expect(blocks.count >= 5)
        for block in blocks {
            let file = try #require(block.namedFile, "no Tutorials/… file named before:\n\(block.text)")
            let text = try String(
                contentsOf: TestPaths.repository.appendingPathComponent(file), encoding: .utf8)
            let found = Self.squeezed(text).contains(Self.squeezed(block.text))
            #expect(found, "this excerpt is not in \(file):\n\(block.text)")
        }
    }

    @Test func transcriptIsWhatPreviewPrints() throws {
        let shown = try #require(
            try Self.codeBlocks(in: Self.authoringArticle).first { $0.text.hasPrefix("Step 1 of") })
        let demo = try #require(
            TutorialFile.load(
                path: ExampleTutorialsTests.path("tutorial-kit-demo/tutorial-kit-demo.tutorial.json")
            )
            .model)
        let transcript = try TutorialPreview.presentations(of: demo.tutorial).map { Transcript.describe($0) }
        #expect(shown.text.split(separator: "\n").map(String.init) == transcript)
    }

    @Test func validateOutputIsWhatTheTyposGive() throws {
        let shown = try #require(
            try Self.codeBlocks(in: Self.authoringArticle).first {
                $0.text.contains(": error: /steps/")
            })
        let file = "tutorial-kit-demo.tutorial.json"
        let original = try String(
            contentsOfFile: ExampleTutorialsTests.path("tutorial-kit-demo/\(file)"), encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        // The article's typos: "lable" on line 7 and "titel" on line 17.
        lines[6] = lines[6].replacingOccurrences(of: #""element": "label""#, with: #""element": "lable""#)
        lines[16] = lines[16].replacingOccurrences(of: #""title""#, with: #""titel""#)
        let loaded = TutorialFile.decode(Array(lines.joined(separator: "\n").utf8), file: file) {
            ScreenFile.load(path: ExampleTutorialsTests.path("tutorial-kit-demo/\($0)"))
        }
        #expect(loaded.diagnostics.map(\.description) == shown.text.split(separator: "\n").map(String.init))
    }

    // MARK: - Reading the articles

    struct CodeBlock {
        var language: String
        var text: String
        /// The last `Tutorials/….json` path named in the prose since the previous block.
        var namedFile: String?
    }

    /// The fenced code blocks of `document`, a path in the repository.
    static func codeBlocks(in document: String) throws -> [CodeBlock] {
        let text = try String(
            contentsOf: TestPaths.repository.appendingPathComponent(document), encoding: .utf8)
        var blocks: [CodeBlock] = []
        var open: CodeBlock?
        var body: [String] = []
        var namedFile: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if var block = open {
                    block.text = body.joined(separator: "\n")
                    blocks.append(block)
                    open = nil
                    namedFile = nil
                } else {
                    open = CodeBlock(language: String(line.dropFirst(3)), text: "", namedFile: namedFile)
                    body = []
                }
            } else if open != nil {
                body.append(line)
            } else if let path = line.range(of: #"`Tutorials/[^`]+\.json`"#, options: .regularExpression) {
                namedFile = String(line[path].dropFirst().dropLast())
            }
        }
        return blocks
    }

    /// A text's lines without their indentation, blank lines left out.
    static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    static func contains(_ lines: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { lines[$0..<$0 + run.count].elementsEqual(run) }
    }

    /// The text without any whitespace, so an excerpt matches however the file is indented.
    static func squeezed(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(
                Character.init))
    }
}
