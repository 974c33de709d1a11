import TutorialKitSchema

/// The tutorial file's part of the format reference (the documentation's table of every key),
/// written from the same declarations the loader and the writer use.
package enum FormatReference {
    /// The tutorial file's root object and a step, each with the objects nested in it.
    package static var tutorialFile: String {
        ShapeReference.sections("The tutorial file", TutorialFormat.shape(step: .reference("step")))
            + "\n" + ShapeReference.sections("A step (`step`)", StepFormat.shape)
    }
}
