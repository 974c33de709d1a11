import TutorialKitSchema

/// The tutorial file's format as a whole: its shape, with the steps ``StepFormat`` declares.
enum TutorialFormat {
    /// A `*.tutorial.json` file's shape, for its JSON Schema and its reference.
    static let shape = FormatSchema.tutorial(step: .object(StepFormat.shape))
}

extension ShapeTable {
    /// A tutorial file's table, its steps left to the loader, which checks each as it builds it.
    static let tutorialAroundSteps = ShapeTable(FormatSchema.tutorial(step: .anything))
    /// A step's table.
    static let step = ShapeTable(.object(StepFormat.shape))
}

extension JSONSchemaWriter {
    /// The schema of TutorialKit's tutorial files.
    package static var tutorial: String {
        schema(for: TutorialFormat.shape, title: "TutorialKit tutorial", id: "tutorial.schema.json")
    }
}
