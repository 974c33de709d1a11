import TutorialKitLayout
import TutorialKitModel
import TutorialKitText

/// The shapes the file formats share (`$defs`: rects, sizes, text, targets, rules) and the tutorial
/// file's, as <doc:AuthoringTutorialsInJSON> describes them; a screen's and a theme's keys are
/// declared beside their loaders (`ScreenFormat`, `ThemeFormat`).
package enum FormatSchema {
    /// The shared definitions (`$defs`): rects, sizes, insets, localized text, targets.
    package static let definitions: [(name: String, shape: Shape)] = [
        ("rect", GeometryFormat.rectShape),
        ("size", GeometryFormat.sizeShape),
        ("insets", GeometryFormat.insetsShape),
        (
            "text",
            .either(
                name: "a string or an object of locale → string",
                [.anyString, .dictionary(keyName: "locale", values: .anyString)])
        ),
        ("target", TargetFormat.shape),
        ("gridItem", TargetFormat.itemShape),
        ("listRow", TargetFormat.rowShape),
        ("layout", LayoutFormat.shape),
        ("button", ButtonFormat.shape),
        ("advance", AdvanceFormat.shape),
        ("missingTarget", MissingTargetFormat.shape),
    ]

    /// The shapes of rules (`showIf`) and display frequency, added to ``definitions``.
    static let ruleDefinitions: [(name: String, shape: Shape)] = [
        (
            "scalar",
            .either(name: "a number, string or boolean", [.number, .anyString, .boolean])
        ),
        (
            "rule",
            .union(
                name: "a rule",
                variants: [
                    (
                        "all",
                        ObjectShape(
                            "an all rule",
                            [
                                .init(
                                    "all", .array(of: .reference("rule"), minimumCount: 1), required: true,
                                    "Every rule must hold.")
                            ])
                    ),
                    (
                        "any",
                        ObjectShape(
                            "an any rule",
                            [
                                .init(
                                    "any", .array(of: .reference("rule"), minimumCount: 1), required: true,
                                    "At least one rule must hold.")
                            ])
                    ),
                    (
                        "not",
                        ObjectShape(
                            "a not rule",
                            [.init("not", .reference("rule"), required: true, "The rule must not hold.")])
                    ),
                    (
                        "event",
                        ObjectShape(
                            "an event rule",
                            [
                                .init(
                                    "event", .nonEmptyString, required: true,
                                    "The event's name, as the host reports it."),
                                .init(
                                    "atLeast", .count, required: true, "How many times it must have happened."
                                ),
                                .init("withinDays", .positive, "Count only the last this many days."),
                            ])
                    ),
                    (
                        "daysSince",
                        ObjectShape(
                            "a daysSince rule",
                            [
                                .init(
                                    "daysSince", .nonEmptyString, required: true,
                                    "A date parameter of the host."),
                                .init("atLeast", .count, "The fewest whole days since it."),
                                .init("atMost", .count, "The most whole days since it."),
                            ])
                    ),
                    (
                        "param",
                        ObjectShape(
                            "a param rule", exactlyOneOf: ["equals", "in", "<", "<=", ">", ">="],
                            [
                                .init("param", .nonEmptyString, required: true, "A parameter the host sets."),
                                .init("equals", .reference("scalar"), "It equals this."),
                                .init(
                                    "in", .array(of: .reference("scalar"), minimumCount: 1),
                                    "It equals one of these."),
                                .init("<", .reference("scalar"), "It is less than this."),
                                .init("<=", .reference("scalar"), "It is at most this."),
                                .init(">", .reference("scalar"), "It is greater than this."),
                                .init(">=", .reference("scalar"), "It is at least this."),
                            ])
                    ),
                    (
                        "tutorial",
                        ObjectShape(
                            "a tutorial rule",
                            [
                                .init("tutorial", .nonEmptyString, required: true, "Another tutorial's id."),
                                .init(
                                    "status",
                                    .string(StringRule(allowed: SeenRecord.Status.allCases.map(\.rawValue))),
                                    required: true,
                                    "The status it must have."),
                            ])
                    ),
                ])
        ),
        (
            "frequency",
            .object(
                ObjectShape(
                    "a frequency",
                    [
                        .init("minDaysBetween", .count, "Days that must pass between two showings."),
                        .init("maxShows", .positive, "The most showings within windowDays (or ever)."),
                        .init("windowDays", .positive, "The window maxShows counts in."),
                    ]))
        ),
    ]

    /// The types a declared parameter may have.
    package static let parameterTypes = Rule.ParameterType.allCases.map(\.rawValue)

    /// The placements a step may ask for.
    package static let placements = Placement.allCases.map(\.description)

    /// Every shared definition, in the order the reference lists them.
    package static var allDefinitions: [(name: String, shape: Shape)] { definitions + ruleDefinitions }

    /// The shape defined under `name`.
    package static func definition(_ name: String) -> Shape? {
        definitionsByName[name]
    }

    /// Every definition by name, built once: validation looks one up for each reference it meets.
    private static let definitionsByName: [String: Shape] = Dictionary(
        (definitions + ruleDefinitions).map { ($0.name, $0.shape) }, uniquingKeysWith: { first, _ in first })
}
