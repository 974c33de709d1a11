extension Step {
    /// What a step waits for before it is shown: an element to appear on screen (a result loading, a
    /// sheet sliding up), for at most a time.
    public struct WaitCondition: Hashable, Sendable {
        /// What happens when the time runs out.
        public enum TimeoutAction: String, Hashable, Sendable, CaseIterable {
            /// The step is passed over; the tutorial goes on.
            case skip
            /// The tutorial ends, recorded as failed at this step (the element never appeared).
            case end
        }

        /// The id of the element that must appear.
        public var element: String
        /// How long to wait, in seconds; `nil` waits as long as it takes.
        public var timeoutSeconds: Double?
        /// What happens when the time runs out.
        public var onTimeout: TimeoutAction

        /// Creates a wait for `element`.
        public init(element: String, timeoutSeconds: Double? = nil, onTimeout: TimeoutAction = .skip) {
            self.element = element
            self.timeoutSeconds = timeoutSeconds
            self.onTimeout = onTimeout
        }
    }
}
