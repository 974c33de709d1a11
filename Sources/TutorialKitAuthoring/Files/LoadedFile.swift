import TutorialKitSchema

/// What loading a file gave: the model when there were no errors, and every diagnostic found.
public struct LoadedFile<Model: Sendable>: Sendable {
    /// The model, or `nil` when the file has errors.
    public var model: Model?
    /// Every problem found (errors and warnings), sorted by file and position.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(model: Model?, diagnostics: [Diagnostic]) {
        self.model = model
        self.diagnostics = diagnostics.sorted()
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
