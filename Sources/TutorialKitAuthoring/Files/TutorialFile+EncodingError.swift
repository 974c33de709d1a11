import TutorialKitModel

extension TutorialFile {
    /// A tutorial that cannot be written as JSON.
    public struct EncodingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The step that cannot be written.
        public var stepID: String
        /// Its target, described.
        public var target: String

        /// Creates the error.
        public init(stepID: String, target: String) {
            self.stepID = stepID
            self.target = target
        }

        /// What went wrong and how to fix it.
        public var description: String {
            "step \"\(stepID)\" points at \(target), a custom target that JSON cannot spell; "
                + "use a rect, element, listRow or gridItem target to save it as JSON"
        }
    }
}
