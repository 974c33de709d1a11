import TutorialKitSchema

/// The tutorial and screen files' parts of the format reference (the documentation's table of
/// every key), written from the same declarations the loaders and the writers use.
package enum FormatReference {
    /// The tutorial file's root object and a step, each with the objects nested in it.
    package static var tutorialFile: String {
        ShapeReference.sections("The tutorial file", TutorialFormat.shape(step: .reference("step")))
            + "\n" + ShapeReference.sections("A step (`step`)", StepFormat.shape)
    }

    /// The screen file's root object, with the objects nested in it.
    package static var screenFile: String {
        guard case .object(let screen) = ScreenFormat.shape else { return "" }
        return ShapeReference.sections("The screen file", screen)
    }
}
