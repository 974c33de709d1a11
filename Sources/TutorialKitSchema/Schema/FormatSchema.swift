import TutorialKitLayout
import TutorialKitModel
import TutorialKitText

/// The shapes the file formats share (`$defs`: rects, sizes, text, targets, rules) and the tutorial
/// file's, as <doc:AuthoringTutorialsInJSON> describes them; a screen's and a theme's keys are
/// declared beside their loaders (`ScreenFormat`, `ThemeFormat`).
package enum FormatSchema {
    /// The shared definitions (`$defs`): rects, sizes, insets, localized text, targets.
    package static let definitions: [(name: String, shape: Shape)] = [
        (
            "rect",
            .object(
                ObjectShape(
                    "a rect",
                    [
                        .init("x", .coordinate, required: true, "Column of the top-left cell, from 0."),
                        .init("y", .coordinate, required: true, "Row of the top-left cell, from 0."),
                        .init("width", .positiveLength, required: true, "Width in cells."),
                        .init("height", .positiveLength, required: true, "Height in cells."),
                    ]))
        ),
        (
            "size",
            .object(
                ObjectShape(
                    "a size",
                    [
                        .init(
                            "width", .integer(minimum: 1, maximum: nil, limit: .screenWidth), required: true,
                            "Width in cells."),
                        .init(
                            "height", .integer(minimum: 1, maximum: nil, limit: .screenHeight),
                            required: true,
                            "Height in cells."),
                    ]))
        ),
        (
            "insets",
            .object(
                ObjectShape(
                    "insets",
                    [
                        .init("top", .length, "Rows reserved at the top."),
                        .init("left", .length, "Columns reserved on the left."),
                        .init("bottom", .length, "Rows reserved at the bottom."),
                        .init("right", .length, "Columns reserved on the right."),
                    ]))
        ),
        (
            "text",
            .either(
                name: "a string or an object of locale → string",
                [.anyString, .dictionary(keyName: "locale", values: .anyString)])
        ),
        (
            "target",
            .object(
                ObjectShape(
                    "a target", exactlyOneOf: ["rect", "element", "listRow", "gridItem"],
                    [
                        .init("rect", .reference("rect"), "A fixed rectangle on screen."),
                        .init(
                            "element", .nonEmptyString, "The id of an element, list or grid on the screen."),
                        .init(
                            "listRow", .reference("listRow"), "A row of a list, or a sub-element of its cell."
                        ),
                        .init(
                            "gridItem", .reference("gridItem"),
                            "An item of a grid or carousel, or a sub-element of its cell."),
                    ]))
        ),
        (
            "gridItem",
            .object(
                ObjectShape(
                    "a grid item",
                    [
                        .init("grid", .nonEmptyString, required: true, "The grid's id."),
                        .init("section", .count, "The section, from 0 (default 0)."),
                        .init("item", .count, required: true, "The item within the section, from 0."),
                        .init(
                            "element", .nonEmptyString, "A sub-element of the item's cell, such as \"title\"."
                        ),
                    ]))
        ),
        (
            "listRow",
            .object(
                ObjectShape(
                    "a list row",
                    [
                        .init("list", .nonEmptyString, required: true, "The list's id."),
                        .init("section", .count, "The section, from 0 (default 0)."),
                        .init("row", .count, required: true, "The row within the section, from 0."),
                        .init(
                            "element", .nonEmptyString, "A sub-element of the row's cell, such as \"detail\"."
                        ),
                    ]))
        ),
        (
            "layout", LayoutFormat.shape
        ),
        (
            "button", ButtonFormat.shape
        ),
        ("advance", AdvanceFormat.shape),
        (
            "missingTarget",
            .either(
                name: "a missing-target policy",
                [
                    .string(StringRule(allowed: missingTargetFallbacks)),
                    .object(
                        ObjectShape(
                            "a wait for a missing target",
                            [
                                .init(
                                    "waitSeconds", .seconds, required: true,
                                    "How long to wait for the host to show a screen with the target (or the step's screen)."
                                ),
                                .init(
                                    "then", .string(StringRule(allowed: missingTargetFallbacks)),
                                    "What happens when it does not come in time: skip, end (the default) or centre."
                                ),
                            ])),
                ])
        ),
    ]

    /// What a missing target leads to.
    package static let missingTargetFallbacks = Step.MissingTarget.Fallback.allCases.map(\.rawValue)

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

    /// A tutorial's own words for the standard strings (its `strings` object).
    package static let strings = Shape.object(
        ObjectShape(
            "the strings",
            [
                .init("back", .reference("text"), "The standard Back button."),
                .init("next", .reference("text"), "The standard Next button."),
                .init(
                    "done", .reference("text"),
                    "The standard Done button, on the last step."),
                .init("skip", .reference("text"), "A Skip button."),
                .init(
                    "progress", .reference("text"),
                    "The progress: {position} and {total} stand for the numbers (\"{position} of {total}\")."
                ),
                .init(
                    "transcript",
                    .object(
                        ObjectShape(
                            "the transcript's phrases",
                            Tutorial.Strings.Phrase.allCases.map { phrase in
                                .init(
                                    phrase.rawValue, .reference("text"),
                                    "In English: \""
                                        + Tutorial.Strings.builtIn.phrase(
                                            phrase, locale: "en")
                                        + (phrase.placeholders.isEmpty
                                            ? "\"."
                                            : "\"; the names in braces stand for what it names.")
                                )
                            })),
                    "The transcript's sentences and their parts, by name."),
            ]))

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
