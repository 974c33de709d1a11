import TutorialKitModel

extension TutorialFile {
    /// A tutorial as its file holds it: the tutorial (with its screen loaded) and what only the file
    /// needs — the screen's path, the `$schema` reference and the locales every text must have.
    public struct Document: Sendable, Equatable {
        /// The tutorial, with ``Tutorial/screen`` loaded from ``screenPath``.
        public var tutorial: Tutorial
        /// The screen file, relative to the tutorial file, as written in it.
        public var screenPath: String
        /// The `$schema` reference, if any.
        public var schema: String?
        /// The locales every text must be translated to.
        public var locales: [String]
        /// The screen files of steps that have their own, by step id, as written.
        public var stepScreenPaths: [String: String]
        /// The host events the rules may use, when the file declares them.
        public var declaredEvents: [String]?
        /// The host parameters the rules may use and their types, when the file declares them.
        public var declaredParameters: [String: String]?

        /// Creates a document.
        public init(
            tutorial: Tutorial, screenPath: String, schema: String? = nil, locales: [String] = [],
            stepScreenPaths: [String: String] = [:], declaredEvents: [String]? = nil,
            declaredParameters: [String: String]? = nil
        ) {
            self.tutorial = tutorial
            self.screenPath = screenPath
            self.schema = schema
            self.locales = locales
            self.stepScreenPaths = stepScreenPaths
            self.declaredEvents = declaredEvents
            self.declaredParameters = declaredParameters
        }
    }
}
