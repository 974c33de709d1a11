import TutorialKitModel

extension TutorialFile {
    /// A tutorial as its file holds it: the tutorial (with its screen loaded) and what only a file
    /// has — the paths of its screen files and the `$schema` reference.
    public struct Document: Sendable, Equatable {
        /// The tutorial, with ``Tutorial/screen`` loaded from ``screenPath``.
        public var tutorial: Tutorial
        /// The screen file, relative to the tutorial file, as written in it.
        public var screenPath: String
        /// The `$schema` reference, if any.
        public var schema: String?
        /// The screen files of steps that have their own, by step id, as written.
        public var stepScreenPaths: [String: String]

        /// Creates a document.
        public init(
            tutorial: Tutorial, screenPath: String, schema: String? = nil,
            stepScreenPaths: [String: String] = [:]
        ) {
            self.tutorial = tutorial
            self.screenPath = screenPath
            self.schema = schema
            self.stepScreenPaths = stepScreenPaths
        }
    }
}
