import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

/// Writes a tutorial's values as its file spells them.
enum TutorialWriting {
    /// A tutorial file's root object, each key written as ``TutorialFormat`` declares.
    static func json(for document: TutorialFile.Document) -> JSONValue {
        .object(tutorialKeys.map { ($0.name, $0.write(document)) })
    }

    /// The root keys, for writing (which reads no JSON view).
    private static let tutorialKeys = TutorialFormat.keys(JSONTreeView.self)

    /// A step's object, each key written as ``StepFormat`` declares.
    static func json(for step: Step, screenPath: String?) -> JSONValue {
        let written = StepFormat.Written(step: step, screenPath: screenPath)
        return .object(stepKeys.map { ($0.name, $0.write(written)) })
    }

    /// The step keys, for writing (which reads no JSON view).
    private static let stepKeys = StepFormat.keys(JSONTreeView.self)

    /// A file's `content` object, read back from its JSON text; nothing for none.
    static func json(forContent content: Step.HostContent?) -> JSONValue? {
        guard let text = content?.value(as: Step.HostContent.JSONText.self)?.text,
            let node = try? JSONReader.read(text)
        else { return nil }
        return node.value
    }
}
