import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// Writes a tutorial's values as its file spells them.
enum TutorialWriting {
    /// A tutorial file's root object, each key written as ``TutorialFormat`` declares.
    static func json(for document: TutorialFile.Document) -> JSONValue {
        .object(tutorialKeys.map { ($0.property.name, $0.write(document)) })
    }

    /// The root keys, for writing (which reads no JSON view).
    private static let tutorialKeys = TutorialFormat.keys(JSONTreeView.self)

    /// A step's object, each key written as ``StepFormat`` declares.
    static func json(for step: Step, screenPath: String?) -> JSONValue {
        let written = StepFormat.Written(step: step, screenPath: screenPath)
        return .object(stepKeys.map { ($0.property.name, $0.write(written)) })
    }

    /// The step keys, for writing (which reads no JSON view).
    private static let stepKeys = StepFormat.keys(JSONTreeView.self)

    /// The `buttons` list; nothing for none.
    static func json(for buttons: [Step.Button]) -> JSONValue? {
        guard !buttons.isEmpty else { return nil }
        return .list(buttons.map { FormatKey.json(for: $0, buttonKeys) })
    }

    /// The button and `advanceOn` keys, for writing.
    private static let buttonKeys = ButtonFormat.keys(JSONTreeView.self)
    private static let advanceKeys = AdvanceFormat.keys(JSONTreeView.self)

    /// A number of seconds as a file writes it.
    static func seconds(_ value: Double) -> JSONValue {
        .number(JSONNumber(Rule.ParameterValue.number(value).description))
    }

    /// A file's `content` object, read back from its JSON text; nothing for none.
    static func json(forContent content: Step.HostContent?) -> JSONValue? {
        guard let text = content?.value(as: Step.HostContent.JSONText.self)?.text,
            let node = try? JSONReader.read(text)
        else { return nil }
        return node.value
    }

    static func json(forContentSize size: Size?) -> JSONValue? {
        guard let size else { return nil }
        return .object([("width", .integer(size.width)), ("height", .integer(size.height))])
    }

    /// Whether a file can spell `target`: a built-in one, or none; a host's own cannot.
    package static func canWrite(_ target: any Target) -> Bool {
        target is NoTarget || json(for: target) != nil
    }

    static func json(for target: any Target) -> JSONValue? {
        switch target {
        case let rect as RectTarget:
            return .object([("rect", ScreenWriting.json(for: rect.frame))])
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

    static func json(for text: LocalizedText) -> JSONValue { ValueFormat.json(for: text) }

    /// One object for one event, a list for a branch on several; nothing for none.
    static func json(for advances: [Step.Advance]) -> JSONValue? {
        let objects = advances.map { FormatKey.json(for: $0, advanceKeys) }
        return objects.count > 1 ? .list(objects) : objects.first
    }

    /// A tutorial's own words for the standard strings; nothing when it has none.
    static func json(for strings: Tutorial.Strings.Overrides) -> JSONValue? {
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

    /// A policy as a file writes it: its fallback alone, or with its wait.
    static func json(for policy: Step.MissingTarget) -> JSONValue {
        guard let wait = policy.waitSeconds else { return .string(policy.fallback.rawValue) }
        return .object([
            ("waitSeconds", seconds(wait)),
            ("then", .string(policy.fallback.rawValue)),
        ])
    }

    /// Where a button or a way goes, as its `next` says it; nothing for the following step.
    static func json(for action: Step.Button.Action) -> JSONValue? { ValueFormat.json(for: action) }
}
