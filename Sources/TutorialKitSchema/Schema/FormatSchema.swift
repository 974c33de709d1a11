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
    static let ruleDefinitions = RuleFormat.definitions

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
