import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// The keys of a tutorial file's root object, each declared once, as ``StepFormat`` declares a
/// step's: the JSON Schema, the shape check, the loader, the writer and the format reference all
/// follow from this list.
package enum TutorialFormat {
    /// One key of a tutorial file.
    typealias Key<Node: JSONView> = FormatKey<Node, TutorialFile.Document, TutorialFile.Document>

    /// The keys, in the order the schema lists them.
    static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        [
            Key(
                "$schema", .anyString, "The JSON Schema this file follows.",
                read: { node, document in document.schema = node.string },
                write: { $0.schema.map(JSONValue.string) }),
            Key(
                "id", .nonEmptyString, required: true, "The tutorial's id in the seen-state store.",
                read: { node, document in document.tutorial.id = node.string ?? "" },
                write: { .string($0.tutorial.id) }),
            Key(
                "version", .positive, required: true, "The content version, from 1.",
                read: { node, document in document.tutorial.version = node.integer ?? 1 },
                write: { .integer($0.tutorial.version) }),
            Key(
                screenName, .nonEmptyString, required: true, "The screen file, relative to this file.",
                // The loader loads the file the value names; the model keeps the path as written.
                read: { node, document in document.screenPath = node.string ?? "" },
                write: { .string($0.screenPath) }),
            Key(
                "defaultLocale", .nonEmptyString, "The locale used when a text lacks the one asked for.",
                read: { node, document in document.tutorial.defaultLocale = node.string },
                write: { $0.tutorial.defaultLocale.map(JSONValue.string) }),
            Key(
                "locales", .array(of: .nonEmptyString, minimumCount: 1), "Locales every text must have.",
                read: { node, document in
                    document.tutorial.locales = (node.elements ?? []).compactMap(\.string)
                },
                write: {
                    $0.tutorial.locales.isEmpty ? nil : .list($0.tutorial.locales.map(JSONValue.string))
                }),
            Key(
                "showAgainWhenVersionRises", .boolean,
                "Whether users who saw an older version see the tutorial again (default false).",
                read: { node, document in document.tutorial.showAgainWhenVersionRises = node.bool ?? false },
                write: { $0.tutorial.showAgainWhenVersionRises ? .bool(true) : nil }),
            Key(
                "showIf", .reference("rule"), "The tutorial starts only when this holds.",
                read: { node, document in document.tutorial.showIf = RuleFormat.rule(node) },
                write: { $0.tutorial.showIf.map(RuleFormat.json(for:)) }),
            Key(
                "events", .array(of: .nonEmptyString, minimumCount: 0),
                "The host events the rules may use; when given, any other event name is an error.",
                read: { node, document in document.tutorial.events = node.elements?.compactMap(\.string) },
                write: { $0.tutorial.events.map { .list($0.map(JSONValue.string)) } }),
            Key(
                "parameters",
                .dictionary(
                    keyName: "parameter", values: .string(StringRule(allowed: FormatSchema.parameterTypes))),
                "The host parameters the rules may use and their types; when given, others are an error.",
                read: { node, document in document.tutorial.parameters = TutorialReading.parameters(node) },
                write: {
                    $0.tutorial.parameters.map {
                        .object($0.map { ($0.key, JSONValue.string($0.value.rawValue)) })
                    }
                }),
            Key(
                "frequency", .reference("frequency"), "How often the tutorial may be shown.",
                read: { node, document in document.tutorial.frequency = RuleFormat.frequency(node) },
                write: { $0.tutorial.frequency.map(RuleFormat.json(for:)) }),
            Key(
                "layout", .reference("layout"), "Layout options for every step.",
                read: { node, document in document.tutorial.layout = LayoutFormat.overrides(node) },
                write: { LayoutFormat.json(for: $0.tutorial.layout) }),
            Key(
                "strings", StringsFormat.shape,
                "The tutorial's own words for the standard buttons, the progress and the transcript, over the built-in translations.",
                read: { node, document in document.tutorial.strings = StringsFormat.overrides(node) },
                write: { StringsFormat.json(for: $0.tutorial.strings) }),
            Key(
                "priority", .anyInteger, "Higher goes first when several tutorials could start (default 0).",
                read: { node, document in document.tutorial.priority = node.integer ?? 0 },
                write: { $0.tutorial.priority == 0 ? nil : .integer($0.tutorial.priority) }),
            Key(
                "resume", .boolean, "Whether an interrupted run resumes at its last step (default true).",
                read: { node, document in document.tutorial.resumes = node.bool ?? true },
                write: { $0.tutorial.resumes ? nil : .bool(false) }),
            Key(
                "availableFrom", .nonEmptyString,
                "The first day (2026-12-01) or moment (2026-12-01T09:00:00Z, UTC) the tutorial may start.",
                read: { node, document in
                    document.tutorial.availableFrom = node.string.flatMap(Schedule.start)
                },
                write: { $0.tutorial.availableFrom.map { .string(Schedule.describe($0)) } }),
            Key(
                "availableUntil", .nonEmptyString,
                "The last day the tutorial may start (2026-12-31, included), or the moment from which it no longer does.",
                read: { node, document in document.tutorial.availableUntil = node.string.flatMap(Schedule.end)
                },
                write: { $0.tutorial.availableUntil.map { .string(Schedule.writtenEnd($0)) } }),
            Key(
                "onMissingTarget", .reference("missingTarget"),
                "When a step's target is not on screen: skip the step, end the tutorial as failed, centre the box without an arrow, or {\"waitSeconds\": 5, \"then\": …} first.",
                read: { node, document in
                    document.tutorial.onMissingTarget = MissingTargetFormat.policy(node)
                },
                write: { $0.tutorial.onMissingTarget.map(MissingTargetFormat.json(for:)) }),
            Key(
                "experiment", ExperimentFormat.shape,
                "Variants of the tutorial for shares of users, and a control group that sees nothing, chosen by a stable hash of the user's id.",
                read: { node, document in document.tutorial.experiment = ExperimentFormat.experiment(node) },
                write: {
                    $0.tutorial.experiment.map {
                        FormatKey.json(for: $0, ExperimentFormat.keys(JSONTreeView.self))
                    }
                }),
            Key(
                stepsName, .array(of: .anything, minimumCount: 1, limit: .steps), required: true,
                "The steps, in order.",
                // The loader reads the steps as it checks each (``StepFormat``).
                read: { _, _ in },
                write: { document in
                    .list(
                        document.tutorial.steps.map {
                            TutorialWriting.json(for: $0, screenPath: document.stepScreenPaths[$0.id])
                        })
                }),
        ]
    }

    /// The root object's shape, its steps as `step`: a step's full shape for the JSON Schema and
    /// the reference, anything for the loader's walk, which leaves the steps to ``StepFormat``.
    static func shape(step: Shape) -> ObjectShape {
        var shape = ObjectShape("a tutorial", keys(JSONTreeView.self).properties())
        for index in shape.properties.indices {
            // Only the steps' element changes; their count and limit stay as declared.
            if case .array(_, let minimumCount, let limit) = shape.properties[index].shape,
                shape.properties[index].name == stepsName
            {
                shape.properties[index].shape = .array(of: step, minimumCount: minimumCount, limit: limit)
            }
        }
        return shape
    }

    /// A `*.tutorial.json` file's shape, for its JSON Schema and its reference.
    package static let fullShape = Shape.object(shape(step: .object(StepFormat.shape)))

    /// The keys the loader reads before the rest: the screen file the steps point into, and the
    /// steps, which it checks and builds itself.
    static let screenName = "screen"
    static let stepsName = "steps"

    /// Where the `screen` and `steps` keys are in ``keys(_:)``.
    static let screenPosition = position(of: screenName)
    static let stepsPosition = position(of: stepsName)

    private static func position(of name: String) -> Int {
        keys(JSONTreeView.self).firstIndex { $0.name == name } ?? keys(JSONTreeView.self).count
    }
}

extension ShapeTable {
    /// A tutorial file's table, its steps left to the loader, which checks each as it builds it.
    static let tutorialAroundSteps = ShapeTable(.object(TutorialFormat.shape(step: .anything)))
    /// A step's table.
    static let step = ShapeTable(.object(StepFormat.shape))
}

extension JSONSchemaWriter {
    /// The schema of TutorialKit's tutorial files.
    package static var tutorial: String {
        schema(for: TutorialFormat.fullShape, title: "TutorialKit tutorial", id: "tutorial.schema.json")
    }
}
