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
                bytes, file: path, limits: limits,
                loadScreen: { written in
                    switch ScreenPaths.resolve(written, relativeTo: path, root: screensRoot) {
                    case .success(let screenPath): return ScreenFile.load(path: screenPath, limits: limits)
                    case .failure(let refusal):
                        let diagnostic = Diagnostic(
                            severity: .error, file: path, position: SourcePosition(line: 1, column: 1),
                            path: "", message: refusal.message, fileProblem: .outsideRoot)
                        return LoadedFile(model: nil, diagnostics: [diagnostic])
                    }
                },
                suggestScreen: {
                    ScreenFileSuggestion.suggestion(for: $0, relativeTo: path, root: screensRoot)
                })
        case .failure(let diagnostic):
            return LoadedFile(model: nil, diagnostics: [diagnostic])
        }
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
        guard let tape = ShapeValidator.readTape(bytes, as: .tutorial, limits: limits, into: &diagnostics)
        else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return tape.withRoot {
            decode($0, &diagnostics, loadScreen: loadScreen, suggestScreen: suggestScreen)
        }
    }

    /// Checks the meaning of a tutorial file whose shape is checked, and builds the document when
    /// it has no errors.
    static func decode<Node: JSONView>(
        _ root: Node, _ diagnostics: inout DiagnosticCollector, loadScreen: (String) -> LoadedFile<Screen>,
        suggestScreen: (String) -> String? = { _ in nil }
    ) -> LoadedFile<TutorialFile.Document> {
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
        var steps: [StepMembers<Node>] = []
        var builtSteps: [Step] = []
        steps.reserveCapacity(root["steps"]?.count ?? 0)
        builtSteps.reserveCapacity(root["steps"]?.count ?? 0)
        root["steps"]?.forEachElement { _, node in
            // Built as soon as its members are found, while they are in the cache: a second pass
            // would read every step from memory again.
            let members = StepMembers(node)
            builtSteps.append(step(members))
            steps.append(members)
        }
        for node in [root["screen"]] + steps.map(\.screen) {
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
        let screen = root["screen"]?.string.flatMap { screens[Self.hex($0.utf8)] }
        let document = build(root, steps, builtSteps, screen: screen, screens: screens)
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
        if let step = tutorial.steps.first(where: { $0.hasTarget && json(for: $0.target) == nil }) {
            throw TutorialFile.EncodingError(stepID: step.id, target: step.target.description)
        }
        // Content a host gave in Swift has no JSON either.
        if let step = tutorial.steps.first(where: {
            $0.content.map { $0.value(as: Step.HostContent.JSONText.self) == nil } ?? false
        }) {
            throw TutorialFile.EncodingError(
                stepID: step.id, target: "host content of type \(type(of: step.content?.value ?? ""))")
        }
        return JSONWriter.write(
            .object([
                ("$schema", document.schema.map(JSONValue.string)),
                ("id", .string(tutorial.id)),
                ("version", .integer(tutorial.version)),
                ("screen", .string(document.screenPath)),
                ("defaultLocale", tutorial.defaultLocale.map(JSONValue.string)),
                ("locales", tutorial.locales.isEmpty ? nil : .list(tutorial.locales.map(JSONValue.string))),
                ("showAgainWhenVersionRises", tutorial.showAgainWhenVersionRises ? .bool(true) : nil),
                ("showIf", tutorial.showIf.map(RuleJSON.json(for:))),
                ("events", tutorial.events.map { .list($0.map(JSONValue.string)) }),
                (
                    "parameters",
                    tutorial.parameters.map {
                        .object($0.map { ($0.key, JSONValue.string($0.value.rawValue)) })
                    }
                ),
                ("frequency", tutorial.frequency.map(RuleJSON.json(for:))),
                ("layout", json(for: tutorial.layout)),
                ("priority", tutorial.priority == 0 ? nil : .integer(tutorial.priority)),
                ("resume", tutorial.resumes ? nil : .bool(false)),
                ("strings", json(for: tutorial.strings)),
                ("availableFrom", tutorial.availableFrom.map { .string(Schedule.describe($0)) }),
                ("availableUntil", tutorial.availableUntil.map { .string(Schedule.writtenEnd($0)) }),
                ("onMissingTarget", tutorial.onMissingTarget.map(json(for:))),
                ("experiment", tutorial.experiment.map(json(for:))),
                (
                    "steps",
                    .list(tutorial.steps.map { json(for: $0, screenPath: document.stepScreenPaths[$0.id]) })
                ),
            ]))
    }

    /// `bytes` as hexadecimal digits, two a byte: equal exactly when the bytes are.
    private static func hex(_ bytes: String.UTF8View) -> String {
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

    // MARK: - Building

    /// The document the file describes, its steps built from `stepNodes` as `steps`; `screens` is
    /// keyed by the hex of each screen file name's bytes, as `decode` loads them.
    private static func build<Node: JSONView>(
        _ root: Node, _ stepNodes: [StepMembers<Node>], _ steps: consuming [Step], screen: Screen?,
        screens: [String: Screen]
    ) -> TutorialFile.Document {
        var stepScreenPaths: [String: String] = [:]
        for index in stepNodes.indices where index < steps.count {
            if let path = stepNodes[index].screen?.string {
                stepScreenPaths[steps[index].id] = path
                steps[index].screen = screens[Self.hex(path.utf8)]
            }
        }
        var tutorial = Tutorial(
            id: root["id"]?.string ?? "",
            version: root["version"]?.integer ?? 1,
            steps: steps,
            screen: screen,
            defaultLocale: root["defaultLocale"]?.string,
            showAgainWhenVersionRises: root["showAgainWhenVersionRises"]?.bool ?? false,
            showIf: root["showIf"].flatMap(RuleJSON.rule),
            frequency: root["frequency"].map(RuleJSON.frequency),
            priority: root["priority"]?.integer ?? 0,
            resumes: root["resume"]?.bool ?? true,
            events: root["events"]?.elements?.compactMap(\.string),
            parameters: root["parameters"]?.members.map { members in
                Dictionary(
                    members.compactMap { member in
                        member.value.string.flatMap(Rule.ParameterType.init(rawValue:)).map {
                            (member.key.string, $0)
                        }
                    },
                    uniquingKeysWith: { first, _ in first })
            },
            locales: (root["locales"]?.elements ?? []).compactMap(\.string)
        )
        tutorial.layout = layoutOverrides(root["layout"])
        if let strings = root["strings"] {
            tutorial.strings = Tutorial.Strings.Overrides(
                back: strings["back"].map(text), next: strings["next"].map(text),
                done: strings["done"].map(text),
                skip: strings["skip"].map(text), progress: strings["progress"].map(text),
                transcript: transcriptPhrases(strings["transcript"]))
        }
        tutorial.availableFrom = root["availableFrom"]?.string.flatMap(Schedule.start)
        tutorial.availableUntil = root["availableUntil"]?.string.flatMap(Schedule.end)
        tutorial.onMissingTarget = root["onMissingTarget"].flatMap(missingTarget)
        tutorial.experiment = root["experiment"].map(experiment)
        return TutorialFile.Document(
            tutorial: tutorial,
            screenPath: root["screen"]?.string ?? "",
            schema: root["$schema"]?.string,
            stepScreenPaths: stepScreenPaths
        )
    }

    private static func step<Node: JSONView>(_ node: StepMembers<Node>) -> Step {
        var step = Step(node.id?.string ?? "", text: text(node.text))
        step.target = target(node.target)
        if let highlights = node.highlights {
            var targets: [any Target] = []
            highlights.forEachElement { _, highlight in targets.append(target(highlight)) }
            step.highlights = targets
        }
        // Set only when given: a step's extras are kept apart, and most steps have none.
        if let layout = node.layout { step.layout = layoutOverrides(layout) }
        if let content = node.content {
            step.content = Step.HostContent(Step.HostContent.JSONText(JSONWriter.write(jsonValue(content))))
        }
        if let size = node.contentSize {
            step.contentSize = Size(width: size["width"]?.integer ?? 1, height: size["height"]?.integer ?? 1)
        }
        step.title = node.title.map(text)
        step.placement = node.placement.map(placement) ?? .auto
        step.showIf = node.showIf.flatMap(RuleJSON.rule)
        if let advanceOn = node.advanceOn {
            func add(_ advance: Node) {
                guard let event = advance["event"]?.string else { return }
                step.advanceOn.append(Step.Advance(event, then: action(advance["next"]?.string)))
            }
            if advanceOn.kind == .array { advanceOn.forEachElement { add($1) } } else { add(advanceOn) }
        }
        if let wait = node.waitFor, let element = wait["element"]?.string {
            step.waitFor = Step.WaitCondition(
                element: element,
                timeoutSeconds: wait["timeoutSeconds"]?.double,
                onTimeout: wait["onTimeout"]?.string.flatMap(Step.WaitCondition.TimeoutAction.init(rawValue:))
                    ?? .skip)
        }
        if let buttons = node.buttons, buttons.count > 0 {
            step.buttons.reserveCapacity(buttons.count)
            buttons.forEachElement { _, button in
                step.buttons.append(
                    Step.Button(
                        text(button["title"]),
                        action: button["action"]?.string.map(Step.Button.Action.request)
                            ?? action(button["next"]?.string),
                        role: button["role"]?.string.flatMap(Step.Button.Role.init(rawValue:))))
            }
        }
        if let outcomes = node.outcomes { step.outcomes = self.outcomes(outcomes) }
        if let policy = node.onMissingTarget { step.onMissingTarget = missingTarget(policy) }
        return step
    }

    /// The placement a validated `placement` value names. Its string is short, made without an
    /// allocation; the names' lengths are compared first, as most differ.
    private static func placement<Node: JSONView>(_ node: Node) -> Placement {
        guard let name = node.string else { return .auto }
        let length = name.utf8.count
        return Placement.named.first { $0.name.utf8.count == length && $0.name == name }?.placement ?? .auto
    }

    /// The target a validated `target` object describes; ``NoTarget`` when there is none.
    static func target<Node: JSONView>(_ node: Node?) -> any Target {
        guard let node else { return NoTarget() }
        if let rect = node["rect"] {
            return RectTarget(ScreenFile.rect(rect))
        }
        if let element = node["element"]?.string {
            return ElementTarget(element)
        }
        if let row = node["listRow"] {
            return ListRowTarget(
                list: row["list"]?.string ?? "", section: row["section"]?.integer ?? 0,
                row: row["row"]?.integer ?? 0, element: row["element"]?.string)
        }
        if let item = node["gridItem"] {
            return GridItemTarget(
                grid: item["grid"]?.string ?? "", section: item["section"]?.integer ?? 0,
                item: item["item"]?.integer ?? 0, element: item["element"]?.string)
        }
        return NoTarget()
    }

    /// The overrides a validated `layout` object gives; none without one.
    static func layoutOverrides<Node: JSONView>(_ node: Node?) -> LayoutEngine.Options.Overrides {
        guard let node else { return .none }
        return LayoutEngine.Options.Overrides(
            maximumTextWidth: node["maxWidth"]?.integer, gap: node["gap"]?.integer,
            padding: node["padding"]?.integer,
            spotlightPadding: node["spotlightPadding"]?.integer)
    }

    /// A value of the file as it is, for a host to read.
    static func jsonValue<Node: JSONView>(_ node: Node) -> JSONValue {
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.bool ?? false)
        case .number: return .number(JSONNumber(node.numberText ?? "0"))
        case .string: return .string(node.string ?? "")
        case .array:
            var values: [JSONValue] = []
            node.forEachElement { _, element in values.append(jsonValue(element)) }
            return .list(values)
        case .object:
            var members: [(String, JSONValue?)] = []
            node.forEachMember { key, value in members.append((key.string, jsonValue(value))) }
            return .orderedObject(members)
        }
    }

    /// A file's `content` object, read back from its JSON text; nothing for none.
    private static func json(forContent content: Step.HostContent?) -> JSONValue? {
        guard let text = content?.value(as: Step.HostContent.JSONText.self)?.text,
            let node = try? JSONReader.read(text)
        else { return nil }
        return node.value
    }

    private static func json(forContentSize size: Size?) -> JSONValue? {
        guard let size else { return nil }
        return .object([("width", .integer(size.width)), ("height", .integer(size.height))])
    }

    /// The `layout` object of `overrides`, or nothing for none.
    static func json(for overrides: LayoutEngine.Options.Overrides) -> JSONValue? {
        guard !overrides.isEmpty else { return nil }
        return .object([
            ("maxWidth", overrides.maximumTextWidth.map(JSONValue.integer)),
            ("gap", overrides.gap.map(JSONValue.integer)),
            ("padding", overrides.padding.map(JSONValue.integer)),
            ("spotlightPadding", overrides.spotlightPadding.map(JSONValue.integer)),
        ])
    }

    /// A tutorial's words for the transcript's phrases, by phrase name; unknown names are left
    /// to validation.
    private static func transcriptPhrases<Node: JSONView>(_ node: Node?) -> [Tutorial.Strings.Phrase:
        LocalizedText]
    {
        var phrases: [Tutorial.Strings.Phrase: LocalizedText] = [:]
        node?.forEachMember { name, value in
            if let phrase = Tutorial.Strings.Phrase(rawValue: name.string) { phrases[phrase] = text(value) }
        }
        return phrases
    }

    static func text<Node: JSONView>(_ node: Node?) -> LocalizedText {
        guard let node else { return LocalizedText("") }
        if node.kind == .object {
            var translations: [LocalizedText.Translation] = []
            translations.reserveCapacity(node.count)
            node.forEachMember { key, value in
                translations.append(LocalizedText.Translation(locale: key.string, text: value.string ?? ""))
            }
            return LocalizedText(translations: translations)
        }
        return LocalizedText(node.string ?? "")
    }

    /// The outcomes a validated `outcomes` object describes.
    private static func outcomes<Node: JSONView>(_ node: Node) -> Step.Outcomes {
        var outcomes = Step.Outcomes(otherwise: outcomeAction(node["otherwise"]?.string))
        node["on"]?.forEachMember { outcome, next in
            outcomes.on.append(Step.Advance(outcome.string, then: outcomeAction(next.string)))
        }
        if let seconds = node["timeoutSeconds"]?.double {
            // No "onTimeout": the run fails when no outcome comes.
            outcomes.timeout = Step.Outcomes.Timeout(
                seconds: seconds, then: node["onTimeout"].map { outcomeAction($0.string) })
        }
        return outcomes
    }

    /// The experiment a validated `experiment` object describes.
    private static func experiment<Node: JSONView>(_ node: Node) -> Tutorial.Experiment {
        var variants: [Tutorial.Experiment.Variant] = []
        node["variants"]?.forEachElement { _, variant in
            var texts: [String: LocalizedText] = [:]
            variant["texts"]?.forEachMember { step, value in texts[step.string] = text(value) }
            variants.append(
                Tutorial.Experiment.Variant(
                    variant["name"]?.string ?? "", weight: variant["weight"]?.integer ?? 0,
                    steps: variant["steps"]?.elements?.compactMap(\.string), texts: texts))
        }
        return Tutorial.Experiment(
            node["name"]?.string ?? "", controlWeight: node["control"]?.integer ?? 0, variants: variants)
    }

    /// The policy a validated `onMissingTarget` gives: `"skip"`, or `{"waitSeconds": 5, "then": "skip"}`
    /// (`then` is `end` by default).
    private static func missingTarget<Node: JSONView>(_ node: Node) -> Step.MissingTarget? {
        if let text = node.string {
            return Step.MissingTarget.Fallback(rawValue: text).map { .init(then: $0) }
        }
        let fallback = node["then"]?.string.flatMap(Step.MissingTarget.Fallback.init(rawValue:)) ?? .end
        return Step.MissingTarget(waitSeconds: node["waitSeconds"]?.double, then: fallback)
    }

    /// Where an outcome leads: as a button's `next`, and `"next"` for the following step (every
    /// outcome named says where it goes).
    private static func outcomeAction(_ value: String?) -> Step.Button.Action {
        value == outcomeNextValue ? .next : action(value)
    }

    /// The value that sends an outcome to the following step.
    package static let outcomeNextValue = "next"

    private static func action(_ next: String?) -> Step.Button.Action {
        switch next {
        case nil: .next
        case "finish": .finish
        case "skip": .skipTutorial
        case "back": .back
        case let id?: .goTo(id)
        }
    }

    // MARK: - Writing

    private static func json(for step: Step, screenPath: String?) -> JSONValue {
        .object([
            ("id", .string(step.id)),
            ("screen", screenPath.map(JSONValue.string)),
            ("target", json(for: step.target)),
            (
                "highlights",
                step.highlights.isEmpty ? nil : .list(step.highlights.compactMap { json(for: $0) })
            ),
            ("layout", json(for: step.layout)),
            ("content", json(forContent: step.content)),
            ("contentSize", json(forContentSize: step.contentSize)),
            ("title", step.title.map(json(for:))),
            ("text", json(for: step.text)),
            ("placement", step.placement == .auto ? nil : .string(step.placement.description)),
            ("showIf", step.showIf.map(RuleJSON.json(for:))),
            ("advanceOn", json(for: step.advanceOn)),
            (
                "waitFor",
                step.waitFor.map { wait in
                    .object([
                        ("element", .string(wait.element)),
                        (
                            "timeoutSeconds",
                            wait.timeoutSeconds.map {
                                .number(JSONNumber(Rule.ParameterValue.number($0).description))
                            }
                        ),
                        ("onTimeout", wait.onTimeout == .skip ? nil : .string(wait.onTimeout.rawValue)),
                    ])
                }
            ),
            ("outcomes", step.outcomes.map(json(for:))),
            ("onMissingTarget", step.onMissingTarget.map(json(for:))),
            (
                "buttons",
                step.buttons.isEmpty
                    ? nil
                    : .list(
                        step.buttons.map { button in
                            .object([
                                ("title", json(for: button.title)), ("next", json(for: button.action)),
                                ("action", button.requested.map(JSONValue.string)),
                                ("role", button.role.map { .string($0.rawValue) }),
                            ])
                        })
            ),
        ])
    }

    /// Whether a file can spell `target`: a built-in one, or none; a host's own cannot.
    package static func canWrite(_ target: any Target) -> Bool {
        target is NoTarget || json(for: target) != nil
    }

    private static func json(for target: any Target) -> JSONValue? {
        switch target {
        case let rect as RectTarget:
            return .object([("rect", ScreenFile.json(for: rect.frame))])
        case let element as ElementTarget:
            return .object([("element", .string(element.id))])
        case let row as ListRowTarget:
            return .object([
                (
                    "listRow",
                    .object([
                        ("list", .string(row.list)), ("section", .integer(row.index.section)),
                        ("row", .integer(row.index.row)), ("element", row.element.map(JSONValue.string)),
                    ])
                )
            ])
        case let item as GridItemTarget:
            return .object([
                (
                    "gridItem",
                    .object([
                        ("grid", .string(item.grid)), ("section", .integer(item.index.section)),
                        ("item", .integer(item.index.item)), ("element", item.element.map(JSONValue.string)),
                    ])
                )
            ])
        default:
            // NoTarget (no key), or a custom target, which `encode` refuses.
            return nil
        }
    }

    private static func json(for text: LocalizedText) -> JSONValue {
        if let plain = text.plain { return .string(plain) }
        return .orderedObject(text.translations.map { ($0.locale, .string($0.text)) })
    }

    /// One object for one event, a list for a branch on several; nothing for none.
    private static func json(for advances: [Step.Advance]) -> JSONValue? {
        let objects = advances.map {
            JSONValue.object([("event", .string($0.event)), ("next", json(for: $0.action))])
        }
        return objects.count > 1 ? .list(objects) : objects.first
    }

    /// A tutorial's own words for the standard strings; nothing when it has none.
    private static func json(for strings: Tutorial.Strings.Overrides) -> JSONValue? {
        guard strings != .none else { return nil }
        return .object([
            ("back", strings.back.map(json(for:))), ("next", strings.next.map(json(for:))),
            ("done", strings.done.map(json(for:))), ("skip", strings.skip.map(json(for:))),
            ("progress", strings.progress.map(json(for:))),
            (
                "transcript",
                strings.transcript.isEmpty
                    ? nil
                    : .object(
                        Tutorial.Strings.Phrase.allCases.map { phrase in
                            (phrase.rawValue, strings.transcript[phrase].map(json(for:)))
                        })
            ),
        ])
    }

    /// An experiment as a file writes it; a variant's texts by step id, sorted.
    private static func json(for experiment: Tutorial.Experiment) -> JSONValue {
        .object([
            ("name", .string(experiment.name)),
            ("control", experiment.controlWeight == 0 ? nil : .integer(experiment.controlWeight)),
            (
                "variants",
                .list(
                    experiment.variants.map { variant in
                        .object([
                            ("name", .string(variant.name)), ("weight", .integer(variant.weight)),
                            ("steps", variant.stepIDs.map { .list($0.map(JSONValue.string)) }),
                            (
                                "texts",
                                variant.texts.isEmpty
                                    ? nil
                                    : .orderedObject(
                                        variant.texts.sorted { $0.key < $1.key }.map {
                                            ($0.key, json(for: $0.value))
                                        })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// A policy as a file writes it: its fallback alone, or with its wait.
    private static func json(for policy: Step.MissingTarget) -> JSONValue {
        guard let seconds = policy.waitSeconds else { return .string(policy.fallback.rawValue) }
        return .object([
            ("waitSeconds", .number(JSONNumber(Rule.ParameterValue.number(seconds).description))),
            ("then", .string(policy.fallback.rawValue)),
        ])
    }

    private static func json(for outcomes: Step.Outcomes) -> JSONValue {
        .object([
            (
                "on",
                outcomes.on.isEmpty
                    ? nil
                    : .orderedObject(
                        outcomes.on.map { ($0.event, json(for: $0.action) ?? .string(outcomeNextValue)) })
            ),
            ("otherwise", json(for: outcomes.otherwise)),
            (
                "timeoutSeconds",
                outcomes.timeout.map {
                    .number(JSONNumber(Rule.ParameterValue.number($0.seconds).description))
                }
            ),
            // Without a way on, a timeout fails the run: no "onTimeout".
            (
                "onTimeout",
                outcomes.timeout?.action.map { json(for: $0) ?? .string(outcomeNextValue) }
            ),
        ])
    }

    private static func json(for action: Step.Button.Action) -> JSONValue? {
        switch action {
        case .next: nil
        case .back: .string("back")
        case .finish: .string("finish")
        case .skipTutorial: .string("skip")
        case .goTo(let id): .string(id)
        // A request is written as the button's "action", not as a "next".
        case .request: nil
        }
    }
}

extension TutorialFile {
    /// A tutorial that cannot be written as JSON.
    public struct EncodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The step that cannot be written.
        public var stepID: String
        /// Its target, described.
        public var target: String

        /// Creates the error.
        public init(stepID: String, target: String) {
            self.stepID = stepID
            self.target = target
        }

        /// What went wrong and how to fix it.
        public var description: String {
            "step \"\(stepID)\" points at \(target), a custom target that JSON cannot spell; "
                + "use a rect, element, listRow or gridItem target to save it as JSON"
        }
    }
}
