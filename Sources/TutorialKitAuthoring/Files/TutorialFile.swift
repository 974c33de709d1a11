import Dispatch
import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// Reads, checks and writes `*.tutorial.json` files (the authoring article's tutorial file), with the screen
/// file they name.
public enum TutorialFile {
    /// The words a button's `next` may say besides a step id; no step may take them as its id.
    package static let reservedNextValues = ["finish", "skip", "back"]

    /// Loads and checks the tutorial file at `path` and the screen file it names.
    ///
    /// Screen files stay where the tutorial points: inside its folder tree, or inside `screensRoot`
    /// when the caller names one. A `..` above that folder or a symbolic link out of it is an
    /// error, as is an absolute path unless it lies inside `screensRoot`; a file refused is never
    /// opened.
    ///
    /// - Parameters:
    ///   - path: The tutorial file.
    ///   - limits: How large the files and their values may be; ``InputLimits/standard`` by default.
    ///   - screensRoot: The folder screen files must be inside; the tutorial file's folder when
    ///     `nil`.
    /// - Returns: The document when neither file has errors, and the diagnostics of both files.
    public static func load(path: String, limits: InputLimits = .standard, screensRoot: String? = nil)
        -> LoadedFile<TutorialFile.Document>
    {
        switch FileReading.bytes(atPath: path, limits: limits) {
        case .success(let bytes):
            return decode(
                bytes, path: path, limits: limits, screensRoot: screensRoot, openScreen: { _ in nil })
        case .failure(let diagnostic):
            return LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// ``load(path:limits:screensRoot:)`` of a tutorial whose text is `bytes`, not the file's: an
    /// editor's. A screen it names is read from `openScreen` when that has its bytes (the editor
    /// has it open), from its file otherwise, and stays where the tutorial points either way.
    /// With `refusingOthers`, a screen `openScreen` does not have is not read from its file but
    /// refused with that message (a bundle's tutorial may name only the bundle's screens).
    package static func decode(
        _ bytes: [UInt8], path: String, limits: InputLimits = .standard, screensRoot: String?,
        openScreen: (String) -> [UInt8]?, refusingOthers: String? = nil
    ) -> LoadedFile<TutorialFile.Document> {
        func refused(_ message: String) -> LoadedFile<Screen> {
            let diagnostic = Diagnostic(
                severity: .error, file: path, position: SourcePosition(line: 1, column: 1),
                path: "", message: message, fileProblem: .outsideRoot)
            return LoadedFile(model: nil, diagnostics: [diagnostic])
        }
        return decode(
            bytes, file: path, limits: limits,
            loadScreen: { written in
                switch ScreenPaths.resolve(written, relativeTo: path, root: screensRoot) {
                case .success(let screenPath):
                    if let open = openScreen(screenPath) {
                        return ScreenFile.decode(open, file: screenPath, limits: limits)
                    }
                    if let refusingOthers { return refused(refusingOthers) }
                    return ScreenFile.load(path: screenPath, limits: limits)
                case .failure(let refusal):
                    return refused(refusal.message)
                }
            },
            suggestScreen: {
                ScreenFileSuggestion.suggestion(for: $0, relativeTo: path, root: screensRoot)
            })
    }

    /// Checks the JSON text of a tutorial file and builds the document when it has no errors.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, as diagnostics print it.
    ///   - limits: How large the file and its values may be; ``InputLimits/standard`` by default.
    ///   - loadScreen: Loads the screen the file names (its `screen` value, as written).
    public static func decode(
        _ bytes: [UInt8], file: String, limits: InputLimits = .standard,
        loadScreen: (String) -> LoadedFile<Screen>
    ) -> LoadedFile<TutorialFile.Document> {
        decode(bytes, file: file, limits: limits, loadScreen: loadScreen, suggestScreen: { _ in nil })
    }

    /// ``decode(_:file:limits:loadScreen:)``, with a screen path to suggest for one that names no
    /// file (only the files' own loader knows a folder to look in).
    static func decode(
        _ bytes: [UInt8], file: String, limits: InputLimits, loadScreen: (String) -> LoadedFile<Screen>,
        suggestScreen: (String) -> String?
    ) -> LoadedFile<TutorialFile.Document> {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let tape = ShapeValidator.readTape(bytes, limits: limits, into: &diagnostics) else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return tape.withRoot {
            decode($0, &diagnostics, limits: limits, loadScreen: loadScreen, suggestScreen: suggestScreen)
        }
    }

    /// Checks a tutorial file's shape and meaning, and builds the document when it has no errors.
    static func decode<Node: ShapeCheckable>(
        _ root: Node, _ diagnostics: inout DiagnosticCollector, limits: InputLimits = .standard,
        loadScreen: (String) -> LoadedFile<Screen>, suggestScreen: (String) -> String? = { _ in nil }
    ) -> LoadedFile<TutorialFile.Document> {
        let walk = ShapeWalk(table: .tutorialAroundSteps, limits: limits, room: diagnostics)
        var values = [Node?](repeating: nil, count: TutorialFormat.keys(Node.self).count)
        root.checkObject(in: walk, members: &values, from: 0)
        walk.report(into: &diagnostics)
        let (steps, builtSteps) = readSteps(
            values[TutorialFormat.stepsPosition], limits: limits, &diagnostics)
        var screenDiagnostics: [Diagnostic] = []
        // Each screen file is loaded once, however many steps name it: by its bytes, as the file
        // system names it ("é" composed and decomposed are two files, though equal strings). The
        // key spells the bytes in hex: a dictionary keyed by the bytes themselves would cost every
        // process a runtime conformance lookup the first time.
        var loadedScreens: [String: LoadedFile<Screen>] = [:]
        // A missing screen's folder is listed once however many steps name it, and only for a
        // diagnostic that is kept (at most a thousand).
        var hints: [String: String] = [:]
        func hint(_ key: String, _ screenPath: String) -> String {
            if let hint = hints[key] { return hint }
            let hint = suggestScreen(screenPath).map { "; did you mean \"\($0)\"?" } ?? ""
            hints[key] = hint
            return hint
        }
        let screenNode = values[TutorialFormat.screenPosition]
        for node in [screenNode] + steps.map(\.screen) {
            guard let node, let screenPath = node.string, !screenPath.isEmpty else { continue }
            let key = Self.hex(screenPath.utf8)
            let firstTime = loadedScreens[key] == nil
            let loaded = loadedScreens[key] ?? loadScreen(screenPath)
            loadedScreens[key] = loaded
            if let refusal = loaded.diagnostics.first(where: { $0.fileProblem == .outsideRoot }) {
                diagnostics.error(
                    at: node.offset, node.path, "screen file \"\(screenPath)\" \(refusal.message)")
            } else if let missing = loaded.diagnostics.first(where: { $0.fileProblem == .missing }) {
                diagnostics.error(
                    at: node.offset, node.path,
                    "screen file \"\(screenPath)\" not found at \(missing.file)\(hint(key, screenPath)); "
                        + "the path is relative to the tutorial file")
            } else if loaded.hasErrors {
                diagnostics.error(
                    at: node.offset, node.path, "the screen file \"\(screenPath)\" has errors; fix them first"
                )
                if firstTime { screenDiagnostics += loaded.diagnostics }
            } else if loaded.model == nil {
                // A host's own loader (see `decode`) gave neither a screen nor a reason.
                diagnostics.error(
                    at: node.offset, node.path,
                    "the screen file \"\(screenPath)\" could not be loaded; its loader gave no screen and no error"
                )
            } else if firstTime {
                screenDiagnostics += loaded.diagnostics
            }
        }
        // The meaning is checked even when the shape has errors, so one run reports every problem;
        // the checks leave out the parts whose shape is wrong.
        let shapeErrors = diagnostics.diagnostics.map(\.path)
        let screens = loadedScreens.compactMapValues(\.model)
        let screen = screenNode?.string.flatMap { screens[Self.hex($0.utf8)] }
        // One tutorial, one unit: its steps' numbers and options are in its screens' unit.
        if let unit = screen?.unit {
            for step in steps {
                guard let node = step.screen, let path = node.string,
                    let other = screens[Self.hex(path.utf8)], other.unit != unit
                else { continue }
                diagnostics.error(
                    at: node.offset, node.path,
                    "the screen \"\(path)\" is in \(other.unit.rawValue) and the tutorial's in \(unit.rawValue); "
                        + "describe every screen of a tutorial in the same unit")
            }
        }
        let document = TutorialReading.build(values, steps, builtSteps, screen: screen, screens: screens)
        TutorialChecks.check(root, steps, document, skipping: shapeErrors, &diagnostics)
        return LoadedFile(
            model: diagnostics.hasErrors || screen == nil ? nil : document,
            diagnostics: diagnostics.diagnostics + screenDiagnostics)
    }

    /// The JSON of `document`'s tutorial file, stable (keys sorted, two-space indentation; translations
    /// keep their order, which decides the last-resort fallback).
    ///
    /// - Throws: ``TutorialFile/EncodingError`` when a step points at a custom target, which JSON cannot
    ///   spell (rather than silently saving the step without it).
    public static func encode(_ document: TutorialFile.Document) throws(TutorialFile.EncodingError) -> String
    {
        let tutorial = document.tutorial
        if let step = tutorial.steps.first(where: { !TargetFormat.canWrite($0.target) }) {
            throw TutorialFile.EncodingError(stepID: step.id, target: step.target.description)
        }
        // Content a host gave in Swift has no JSON either.
        if let step = tutorial.steps.first(where: {
            $0.content.map { $0.value(as: Step.HostContent.JSONText.self) == nil } ?? false
        }) {
            throw TutorialFile.EncodingError(
                stepID: step.id, target: "host content of type \(type(of: step.content?.value ?? ""))")
        }
        return JSONWriter.write(TutorialWriting.json(for: document))
    }

    /// Checks each step's shape and builds it in the same walk over its members: the steps'
    /// members, and the steps built. Past the limit on steps none is read (the file is refused).
    private static func readSteps<Node: ShapeCheckable>(
        _ list: Node?, limits: InputLimits, _ diagnostics: inout DiagnosticCollector
    ) -> ([StepMembers<Node>], [Step]) {
        guard let list, list.kind == .array, list.count <= limits.maximum(.steps) else {
            return ([], [])
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(list.count)
        list.forEachElement { _, node in nodes.append(node) }
        // A long tutorial's steps are checked and built in parts on every core: each step on its
        // own, with a walk of its own for each part, into its place in one array of steps. A
        // short one is not worth the threads.
        let parts = nodes.count >= parallelStepThreshold ? ProcessorCount.parts : 1
        let bounds = (0...parts).map { nodes.count * $0 / parts }
        let results = PartResults<(members: [StepMembers<Node>], walk: ShapeWalk)>(count: parts)
        let room = diagnostics
        let steps = [Step](unsafeUninitializedCapacity: nodes.count) { buffer, initialized in
            nodes.withUnsafeBufferPointer { nodes in
                // Unchecked: each part reads only its own nodes (of a tape read-only for the whole
                // load) and writes only its own steps and result.
                nonisolated(unsafe) let (shared, target) = (nodes, buffer)
                let read: @Sendable (Int) -> Void = { part in
                    let walk = ShapeWalk(table: .step, limits: limits, room: room)
                    let range = bounds[part]..<bounds[part + 1]
                    let members = readSteps(shared[range], walk: walk, into: target, from: range.lowerBound)
                    results.set(part, (members, walk))
                }
                if parts == 1 {
                    read(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: parts) { read($0) }
                }
            }
            initialized = nodes.count
        }
        var members: [StepMembers<Node>] = []
        members.reserveCapacity(nodes.count)
        for part in results.all {
            members += part.members
            part.walk.report(into: &diagnostics)
        }
        return (members, steps)
    }

    /// How many steps make a tutorial long enough to read its steps on several cores.
    static let parallelStepThreshold = 1_024

    /// Checks the steps at `nodes` through `walk`, and builds each in its place in `steps` from
    /// `offset` on (uninitialized until then).
    private static func readSteps<Node: ShapeCheckable>(
        _ nodes: Slice<UnsafeBufferPointer<Node>>, walk: ShapeWalk,
        into steps: UnsafeMutableBufferPointer<Step>,
        from offset: Int
    ) -> [StepMembers<Node>] {
        // The readers alone: a key's declaration copied for each step would count references.
        let reads = StepFormat.keys(Node.self).map { $0.read }
        // One step's values by key, reused: the values kept are only the keys each step has.
        var slots = [Node?](repeating: nil, count: reads.count)
        var values: [Node] = []
        var kept: [(node: Node, first: Int, present: UInt64)] = []
        kept.reserveCapacity(nodes.count)
        // Room for every member at once: grown by doubling, the copies touch megabytes more.
        values.reserveCapacity(nodes.reduce(0) { $0 + ($1.kind == .object ? $1.count : 0) })
        guard let base = steps.baseAddress else { return [] }
        for (position, node) in nodes.enumerated() {
            node.checkObject(in: walk, members: &slots, from: 0)
            // Built in place: a step is large, and a copy of each into the array costs.
            let step = base + offset + position
            step.initialize(to: Step("", text: LocalizedText("")))
            for key in slots.indices {
                if let value = slots[key] { reads[key](value, &step.pointee) }
            }
            let first = values.count
            kept.append((node, first, StepMembers.keep(&slots, appendingTo: &values)))
        }
        return kept.map {
            StepMembers(node: $0.node, values: values, first: $0.first, present: $0.present)
        }
    }

    /// `bytes` as hexadecimal digits, two a byte: equal exactly when the bytes are.
    static func hex(_ bytes: String.UTF8View) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `path` as written in the file at `file`: relative to that file's folder unless absolute. The
    /// result stays relative when `file` is, so diagnostics name files as the user typed them.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        // A string, not the substring: appending one looks up its conformances at run time.
        return String(file[..<slash]) + "/" + path
    }

    /// The value that sends an outcome to the following step.
    package static let outcomeNextValue = "next"
}
