import Foundation
import TestSupport
import Testing

@testable import TutorialKit

/// Replays every input the fuzzers in `Fuzz/` ever stopped on, and feeds the loaders the hostile
/// shapes fuzzers are slow to build: nesting far past the reader's limit and numbers past any type.
@Suite struct FuzzRegressionTests {
    static let regressions = TestPaths.repository.appendingPathComponent(
        "Tests/TutorialKitTests/Fuzz/Regressions")
    let oracle = FuzzOracle(screens: FuzzOracle.exampleScreens(under: TestPaths.tutorials))

    /// Each file is named for the fuzz target that found it: `<target>-<what went wrong>.json`.
    static var regressionFiles: [String] { TestPaths.files(in: regressions, endingWith: ".json") }

    enum Loader: String, CaseIterable {
        case tutorial = "FuzzTutorialLoader"
        case screen = "FuzzScreenLoader"
        case drawing = "FuzzScreenDrawing"
        case seenState = "FuzzSeenStateReader"
    }

    func problem(_ loader: Loader, _ bytes: [UInt8]) -> String? {
        switch loader {
        case .tutorial: oracle.tutorialProblem(bytes)
        case .screen: oracle.screenProblem(bytes)
        case .drawing: oracle.drawingProblem(bytes)
        case .seenState: oracle.seenStateProblem(bytes)
        }
    }

    @Test func theExampleScreensAreThere() {
        #expect(oracle.screens.count >= 4)
    }

    /// Every malformed tutorial of the corpus: the loader, which checks each step apart, finds the
    /// shape errors one walk of the whole file finds.
    @Test func theLoaderFindsTheShapeErrorsOfEachCorpusTutorial() throws {
        let files = TestPaths.corpusFiles.filter { $0.hasSuffix(".tutorial.json") }
        #expect(files.count > 50)
        for name in files {
            let path = TestPaths.corpus.appendingPathComponent(name).path
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let loaded = TutorialFile.load(path: path)
            #expect(
                FuzzOracle.shapeProblem(
                    bytes,
                    loaded.diagnostics.filter { $0.file == path }.map {
                        var diagnostic = $0
                        diagnostic.file = "fuzz.tutorial.json"
                        return diagnostic
                    }) == nil, "\(name)")
        }
    }

    @Test func thereAreRegressionsToReplay() {
        #expect(!Self.regressionFiles.isEmpty)
    }

    @Test(arguments: regressionFiles)
    func replaysSavedCrasher(_ name: String) throws {
        let loader = try #require(
            Loader.allCases.first { name.hasPrefix($0.rawValue + "-") },
            "name \(name) after the fuzz target that found it")
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(name)))
        #expect(problem(loader, bytes) == nil)
    }

    @Test(arguments: Loader.allCases)
    func deepNestingIsAnErrorNotAStackOverflow(_ loader: Loader) {
        let depth = 200_000
        let bytes =
            [UInt8](repeating: UInt8(ascii: "["), count: depth)
            + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        #expect(problem(loader, bytes) == nil)
        let messages = errorMessages(loader, bytes)
        #expect(
            messages.contains { $0.contains("nest deeper than \(JSONReader.maximumDepth) levels") },
            "\(messages)")
    }

    @Test func deepNestingInsideAValidTutorialNamesWhere() {
        let nested = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let text =
            #"{"id": "t", "version": 1, "screen": "demo.screen.json", "steps": [{"text": "a", "target": {"rect": "#
            + nested + #"}}]}"#
        let loaded = TutorialFile.decode(Array(text.utf8), file: "deep.json", loadScreen: noScreens)
        #expect(loaded.model == nil)
        let diagnostic = loaded.diagnostics.first
        // The error points into the run of brackets, at the one past the limit.
        let rect = text.range(of: #""rect": ["#)?.upperBound ?? text.startIndex
        let firstBracket = text.distance(from: text.startIndex, to: rect)
        #expect(diagnostic?.position.line == 1)
        #expect(
            (firstBracket...firstBracket + JSONReader.maximumDepth).contains(diagnostic?.position.column ?? 0)
        )
        #expect(diagnostic?.message.contains("nest deeper") == true)
    }

    static let hugeNumbers = [
        "1e999", "-1e999", "123456789012345678901234567890", "9" + String(repeating: "9", count: 40),
    ]

    @Test(arguments: hugeNumbers)
    func hugeNumbersAreErrorsNotTraps(_ number: String) {
        let tutorial = """
            {"id": "t", "version": 1, "screen": "demo.screen.json", "steps": [
              {"id": "a", "text": "a", "target": {"rect": {"x": 0, "y": 0, "width": \(number), "height": 1}}}]}
            """
        let tutorialLoad = TutorialFile.decode(
            Array(tutorial.utf8), file: "huge.json", loadScreen: exampleScreen)
        #expect(tutorialLoad.model == nil)
        #expect(tutorialLoad.diagnostics.map(\.position) == [SourcePosition(line: 2, column: 73)])
        #expect(tutorialLoad.diagnostics.first?.path == "/steps/0/target/rect/width")
        // An integer field: written with an exponent it says so, else it is out of range.
        let message = tutorialLoad.diagnostics.first?.message ?? ""
        let fix = number.contains("e") ? "without a fraction or exponent" : "out of range (beyond ±9.2e18)"
        #expect(message.contains(fix), "\(message)")

        let screen = #"{"id": "s", "size": {"width": \#(number), "height": 40}}"#
        let screenLoad = ScreenFile.decode(Array(screen.utf8), file: "huge.screen.json")
        #expect(screenLoad.model == nil)
        #expect(screenLoad.diagnostics.map(\.position) == [SourcePosition(line: 1, column: 31)])

        let seen = #"{"formatVersion": 2, "tutorials": {"t": {"status": "seen", "timesShown": \#(number)}}}"#
        #expect(throws: SeenStateStoreError.self) {
            try SeenStateDocument.parse(Array(seen.utf8), file: "seen.json")
        }
    }

    @Test func aHugeNumberIsShownShortened() {
        let digits = String(repeating: "9", count: 1_000)
        let screen = #"{"id": "s", "size": {"width": \#(digits), "height": 40}}"#
        let message = ScreenFile.decode(Array(screen.utf8), file: "s.json").diagnostics.first?.message ?? ""
        #expect(message.contains(String(repeating: "9", count: 32) + "…"), "\(message)")
        #expect(message.count < 120)
        // A number field (not an integer) past any Double says the same, shortened.
        let rule = #"{"param": "n", ">": \#(digits)e9}"#
        let tutorial =
            #"{"id": "t", "version": 1, "screen": "s.json", "showIf": \#(rule), "steps": [{"id": "a", "text": "a"}]}"#
        let loaded = TutorialFile.decode(Array(tutorial.utf8), file: "t.json", loadScreen: exampleScreen)
        let numberMessage = loaded.diagnostics.first { $0.message.contains("out of range") }?.message ?? ""
        #expect(numberMessage.contains("(beyond ±1.8e308); write a smaller number"), "\(loaded.diagnostics)")
        #expect(numberMessage.count < 120)
    }

    /// Wherever a number may appear, a huge one either fails validation or loads and round-trips.
    @Test(arguments: hugeNumbers)
    func hugeNumbersAnywhereKeepTheOracle(_ number: String) {
        let step = #"{"id": "a", "text": "a", "target": {"rect": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        let tutorials = [
            #"{"id": "t", "version": 1, "screen": "demo.screen.json", "steps": [\#(step), "showIf": {"param": "n", ">": \#(number)}}]}"#,
            #"{"id": "t", "version": 1, "screen": "demo.screen.json", "steps": [\#(step), "showIf": {"param": "n", "equals": \#(number)}}]}"#,
            #"{"id": "t", "version": 1, "screen": "demo.screen.json", "steps": [\#(step), "waitFor": {"element": "label", "timeoutSeconds": \#(number)}}]}"#,
            #"{"id": "t", "version": 1, "screen": "demo.screen.json", "frequency": {"maxShows": \#(number)}, "steps": [\#(step)}]}"#,
            #"{"id": "t", "screen": "demo.screen.json", "version": \#(number), "priority": \#(number), "steps": [\#(step)}]}"#,
        ]
        for tutorial in tutorials {
            #expect(oracle.tutorialProblem(Array(tutorial.utf8)) == nil, "\(tutorial)")
        }
        let screen = #"{"id": "s", "size": {"width": 80, "height": 40}, "safeArea": {"top": \#(number)}}"#
        #expect(oracle.screenProblem(Array(screen.utf8)) == nil)
        let seen = #"{"formatVersion": \#(number), "tutorials": {}, "x": \#(number)}"#
        #expect(oracle.seenStateProblem(Array(seen.utf8)) == nil)
    }

    private func exampleScreen(_ name: String) -> LoadedFile<Screen> {
        oracle.screens[name].map { LoadedFile(model: $0, diagnostics: []) } ?? noScreens(name)
    }

    private func noScreens(_ name: String) -> LoadedFile<Screen> {
        ScreenFile.load(path: "/nonexistent/\(name)")
    }

    private func errorMessages(_ loader: Loader, _ bytes: [UInt8]) -> [String] {
        switch loader {
        case .tutorial:
            return TutorialFile.decode(bytes, file: "deep.json", loadScreen: noScreens).diagnostics.map(
                \.message)
        case .screen, .drawing:
            return ScreenFile.decode(bytes, file: "deep.json").diagnostics.map(\.message)
        case .seenState:
            do {
                _ = try SeenStateDocument.parse(bytes, file: "deep.json")
                return []
            } catch {
                return ["\(error)"]
            }
        }
    }
}

/// The drawing oracle holds on every example screen and on each one at its limits, so a fuzzer
/// that starts from them starts from inputs that pass.
@Suite struct DrawingOracleTests {
    let oracle = FuzzOracle(screens: [:])

    @Test(arguments: TestPaths.files(in: TestPaths.tutorials, endingWith: ".screen.json"))
    func exampleScreensDraw(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: TestPaths.tutorials.appendingPathComponent(name)))
        #expect(oracle.drawingProblem(bytes) == nil)
    }

    @Test func screensAtTheirLimitsDraw() {
        let screen = HostileNumberTests.screen([
            "size": #"{"width": 1000, "height": 1000}"#, "rows": "1000000", "rowHeight": "1000000000",
            "listFrame": #"{"x": -1000000000, "y": 0, "width": 1000000000, "height": 1000000000}"#,
            "contentOffset": "1000000000",
        ])
        #expect(oracle.drawingProblem(Array(screen.utf8)) == nil)
    }
}
