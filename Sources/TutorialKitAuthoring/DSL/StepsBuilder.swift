import TutorialKitLayout
import TutorialKitModel

/// Builds a tutorial's steps from Swift statements, with `if`, `if let`, `switch`, `for` and optional
/// steps:
///
/// ```swift
/// Tutorial("tutorial-kit-demo", version: 1) {
///     Step("label", target: .element("label"), text: "This is a text view")
///     if showsTable {
///         Step("detail", target: .listRow(list: "table", row: 10, element: "detail"),
///              text: "This is a table view cell's detail")
///     }
///     for tab in tabs {
///         Step(tab.id, target: .element(tab.id), text: tab.hint)
///     }
/// }
/// ```
@resultBuilder
public enum StepsBuilder {
    /// A single step.
    public static func buildExpression(_ step: Step) -> [Step] { [step] }

    /// A step that may be absent.
    public static func buildExpression(_ step: Step?) -> [Step] { step.map { [$0] } ?? [] }

    /// Several steps made elsewhere.
    public static func buildExpression(_ steps: [Step]) -> [Step] { steps }

    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Step]...) -> [Step] { parts.flatMap { $0 } }

    /// An `if` without `else`, or an `if let`.
    public static func buildOptional(_ steps: [Step]?) -> [Step] { steps ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first steps: [Step]) -> [Step] { steps }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second steps: [Step]) -> [Step] { steps }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Step]]) -> [Step] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ steps: [Step]) -> [Step] { steps }
}

extension Tutorial {
    /// Creates a tutorial whose steps are written with ``StepsBuilder``.
    ///
    /// - Parameters:
    ///   - id: The tutorial's id in the seen-state store.
    ///   - version: Its content version, from 1.
    ///   - screen: The screen it runs on, if it brings its own.
    ///   - defaultLocale: The locale used when a text lacks the requested translation.
    ///   - steps: The steps.
    public init(
        _ id: String,
        version: Int = 1,
        screen: Screen? = nil,
        defaultLocale: String? = nil,
        @StepsBuilder steps: () -> [Step]
    ) {
        self.init(id: id, version: version, steps: steps(), screen: screen, defaultLocale: defaultLocale)
    }
}
