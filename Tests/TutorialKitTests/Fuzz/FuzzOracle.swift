import Foundation
import TutorialKitTerminal

@testable import TutorialKit
@testable import TutorialKitAuthoring
@testable import TutorialKitJSON
@testable import TutorialKitSchema
@testable import TutorialKitSeenState
@testable import TutorialKitText

/// What must hold for any input to the loaders, hostile or not. Shared by the libFuzzer targets in
/// `Fuzz/` (through a symbolic link) and by the test suite, which replays every saved crasher.
///
/// Beyond "does not crash": every diagnostic points inside the file, and a file that loads survives
/// a round trip — writing the model and reading it back gives the same model with no errors.
struct FuzzOracle: Sendable {
    /// The screens a fuzzed tutorial may name, by file name.
    var screens: [String: Screen]

    /// Loads a tutorial file, lays out every step of one that loads, and round-trips it.
    ///
    /// - Returns: The broken promise, or `nil` when all hold.
    func tutorialProblem(_ bytes: [UInt8]) -> String? {
        if let problem = Self.readerProblem(bytes) { return problem }
        let loaded = TutorialFile.decode(bytes, file: "fuzz.tutorial.json", loadScreen: screen(named:))
        let fromTree = Self.tutorialFromTree(bytes, file: "fuzz.tutorial.json", loadScreen: screen(named:))
        if loaded.model != fromTree.model || loaded.diagnostics != fromTree.diagnostics {
            return
                "the tape and the tree load differently: \(loaded.diagnostics)\nvs\n\(fromTree.diagnostics)"
        }
        if let problem = positionProblem(loaded.diagnostics) { return problem }
        if let problem = Self.shapeProblem(bytes, loaded.diagnostics) { return problem }
        guard let document = loaded.model else { return nil }
        _ = try? TutorialPreview.presentations(of: document.tutorial)
        let written: String
        do {
            written = try TutorialFile.encode(document)
        } catch {
            return "a loaded tutorial cannot be written: \(error)"
        }
        let again = TutorialFile.decode(Array(written.utf8), file: "again.json", loadScreen: screen(named:))
        guard again.model == document else {
            return "a tutorial changed in a round trip: \(again.diagnostics)\n\(written)"
        }
        return nil
    }

    /// Loads a screen file and draws what loads: a step pointing at each element and at the first
    /// and last row of each list, every frame in every style. Each frame has the screen's height,
    /// each uncoloured line its width, and no caption, transcript or line holds a control
    /// character.
    ///
    /// - Returns: The broken promise, or `nil` when all hold.
    func drawingProblem(_ bytes: [UInt8]) -> String? {
        guard let screen = ScreenFile.decode(bytes, file: "fuzz.screen.json").model else { return nil }
        var steps = [Step("centred", text: "No target")]
        for element in screen.elements.prefix(16) {
            steps.append(
                Step("e\(steps.count)\(element.id)", target: .element(element.id), text: "An element"))
        }
        for list in screen.lists.prefix(8) {
            for (index, section) in list.sections.enumerated().prefix(4) where section.rows > 0 {
                for row in Set([0, section.rows - 1]) {
                    steps.append(
                        Step(
                            "r\(steps.count)", target: .listRow(list: list.id, section: index, row: row),
                            text: "A row"))
                }
            }
        }
        let tutorial = Tutorial(id: "fuzz", steps: steps, screen: screen)
        for index in steps.indices {
            // A target that does not resolve is an error the preview reports, not a problem.
            guard let presentation = try? TutorialPreview.presentation(ofStepAt: index, of: tutorial) else {
                continue
            }
            for text in [FrameRenderer.caption(for: presentation), Transcript.describe(presentation)]
            where TerminalSafeText.needsEscape(text) {
                return "a control character in \(text.debugDescription)"
            }
            for glyphs in [GlyphSet.unicode, .ascii] {
                let lines = FrameRenderer(options: .init(glyphs: glyphs)).render(presentation)
                guard lines.count == presentation.screen.size.height else {
                    return
                        "a frame of \(lines.count) lines for a screen \(presentation.screen.size.height) high"
                }
                for line in lines {
                    if DisplayWidth.of(line) != presentation.screen.size.width {
                        return
                            "a line of width \(DisplayWidth.of(line)) on a screen \(presentation.screen.size.width) wide"
                    }
                    if TerminalSafeText.needsEscape(line) {
                        return "a control character in \(line.debugDescription)"
                    }
                }
            }
            _ = FrameRenderer(options: .init(usesColor: true)).render(presentation)
        }
        return nil
    }

    /// Loads a screen file and round-trips it.
    ///
    /// - Returns: The broken promise, or `nil` when all hold.
    func screenProblem(_ bytes: [UInt8]) -> String? {
        if let problem = Self.readerProblem(bytes) { return problem }
        let loaded = ScreenFile.decode(bytes, file: "fuzz.screen.json")
        let fromTree = Self.screenFromTree(bytes, file: "fuzz.screen.json")
        if loaded.model != fromTree.model || loaded.diagnostics != fromTree.diagnostics {
            return
                "the tape and the tree load differently: \(loaded.diagnostics)\nvs\n\(fromTree.diagnostics)"
        }
        if let problem = positionProblem(loaded.diagnostics) { return problem }
        guard let screen = loaded.model else { return nil }
        let written = ScreenFile.encode(screen)
        let again = ScreenFile.decode(Array(written.utf8), file: "again.json")
        guard again.model == screen else {
            return "a screen changed in a round trip: \(again.diagnostics)\n\(written)"
        }
        return nil
    }

    /// Parses a seen-state file both ways and round-trips it: the records survive and writing is
    /// stable.
    ///
    /// - Returns: The broken promise, or `nil` when all hold.
    func seenStateProblem(_ bytes: [UInt8]) -> String? {
        if let problem = Self.readerProblem(bytes) { return problem }
        // The shortcut for records in written form, where it reads a file at all, reads what
        // reading the whole file reads.
        if let short = SeenStateReader.readKeepingWrittenRecords(bytes),
            short != (try? SeenStateReader.readAll(bytes, file: "fuzz.json").document)
        {
            return "the seen-state reader's shortcut and the whole read disagree"
        }
        let document: SeenStateDocument
        do {
            document = try SeenStateDocument.parse(bytes, file: "fuzz.json")
        } catch {
            if case .corrupt(_, let problem) = error, problem.isEmpty {
                return "a corrupt file with no reason given"
            }
            return nil
        }
        let written = document.encoded()
        // Records kept as the file's bytes write what the same records decoded would.
        var decoded = document
        decoded.entries = SeenStateEntries(document.entries.dictionary)
        if decoded.encoded() != written { return "stored records write differently from decoded ones" }
        do {
            let again = try SeenStateDocument.parse(Array(written.utf8), file: "again.json")
            // Unknown keys keep their byte offsets, which move when the file is rewritten, so they
            // are compared by what they write, the records by value.
            guard again.records == document.records, again.events == document.events,
                again.encoded() == written
            else { return "a seen-state file changed in a round trip:\n\(written)" }
        } catch {
            return "written seen-state does not parse: \(error)\n\(written)"
        }
        return nil
    }

    /// The reader, which reads into a tape and makes the tree from it, gives the tree — or the
    /// error at the offset — that reading straight into a tree gave (``ReferenceJSONReader``).
    /// A tutorial file loaded by the same code reading a `JSONNode` tree instead of the tape: the
    /// reference the loader must agree with.
    static func tutorialFromTree(
        _ bytes: [UInt8], file: String, loadScreen: (String) -> LoadedFile<Screen>
    ) -> LoadedFile<TutorialFile.Document> {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        // The loader checks the tree's shape as it reads it, as it does the tape's.
        let root: JSONNode
        do {
            root = try JSONReader.read(bytes)
        } catch {
            diagnostics.error(at: error.offset, .root, error.message)
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return TutorialFile.decode(JSONTreeView(root), &diagnostics, loadScreen: loadScreen)
    }

    /// The loader checks a step's shape apart from its tutorial's, in the walk that builds it; the
    /// whole file checked in one walk against the shape the JSON Schema is made from finds the
    /// same errors (the loader adds those of meaning). Past the limit of kept diagnostics the two
    /// keep different ones, so such a file is not compared.
    static func shapeProblem(_ bytes: [UInt8], _ loaded: [Diagnostic]) -> String? {
        var diagnostics = DiagnosticCollector(file: "fuzz.tutorial.json", bytes: bytes)
        _ = ShapeValidator.read(bytes, as: TutorialFormat.fullShape, into: &diagnostics)
        let whole = diagnostics.diagnostics
        guard whole.count < DiagnosticCollector.limit, loaded.count < DiagnosticCollector.limit else {
            return nil
        }
        let missing = whole.filter { !loaded.contains($0) }
        guard missing.isEmpty else {
            return "the loader missed errors one walk of the whole shape finds: \(missing)"
        }
        return nil
    }

    /// A screen file loaded from a `JSONNode` tree instead of the tape.
    static func screenFromTree(_ bytes: [UInt8], file: String) -> LoadedFile<Screen> {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let root = treeChecked(bytes, ScreenFormat.shape, &diagnostics) else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return ScreenFile.decode(JSONTreeView(root), &diagnostics)
    }

    /// The tree of `bytes`, its shape checked on the tree itself (`ShapeValidator.validate`), not
    /// on the tape as the loaders and `ShapeValidator.read` check it.
    private static func treeChecked(
        _ bytes: [UInt8], _ shape: Shape, _ diagnostics: inout DiagnosticCollector
    )
        -> JSONNode?
    {
        do {
            let root = try JSONReader.read(bytes)
            ShapeValidator.validate(root, against: shape, at: .root, into: &diagnostics)
            return root
        } catch {
            diagnostics.error(at: error.offset, .root, error.message)
            return nil
        }
    }

    static func readerProblem(_ bytes: [UInt8]) -> String? {
        let tape = outcome(of: JSONReader.read, bytes)
        let reference = outcome(of: ReferenceJSONReader.read, bytes)
        return tape == reference
            ? nil : "the JSON readers disagree: \(tape.prefix(300)) vs \(reference.prefix(300))"
    }

    /// What reading `bytes` gives: the tree, or the error as `offset: message`.
    static func outcome(of read: ([UInt8]) throws(JSONSyntaxError) -> JSONNode, _ bytes: [UInt8]) -> String {
        do {
            return "\(try read(bytes))"
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    /// Reads the example screens under `root` (the repository's `Tutorials/` folder).
    static func exampleScreens(under root: URL) -> [String: Screen] {
        let manager = FileManager.default
        var screens: [String: Screen] = [:]
        for folder in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            let folderURL = root.appendingPathComponent(folder)
            for file in (try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []
            where file.hasSuffix(".screen.json") {
                screens[file] = ScreenFile.load(path: folderURL.appendingPathComponent(file).path).model
            }
        }
        return screens
    }

    private func screen(named name: String) -> LoadedFile<Screen> {
        if let screen = screens[name] { return LoadedFile(model: screen, diagnostics: []) }
        return ScreenFile.load(path: "/nonexistent/\(name)")
    }

    private func positionProblem(_ diagnostics: [Diagnostic]) -> String? {
        for diagnostic in diagnostics where diagnostic.position.line < 1 || diagnostic.position.column < 1 {
            return "a diagnostic points before the start of the file: \(diagnostic)"
        }
        return nil
    }
}
