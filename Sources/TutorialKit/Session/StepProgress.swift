extension StepPresentation {
    /// Where a step stands in its tutorial: "2 of 5".
    public struct Progress: Hashable, Sendable, CustomStringConvertible {
        /// The step's position, from 1.
        public var position: Int
        /// The number of steps.
        public var total: Int

        /// Creates progress at `position` of `total`.
        public init(position: Int, total: Int) {
            self.position = position
            self.total = total
        }

        /// Whether this is the first step.
        public var isFirst: Bool { position == 1 }
        /// Whether this is the last step.
        public var isLast: Bool { position == total }
        /// Whether the progress is shown: not when the step is the only one on its way, as in a
        /// tutorial of one step, where "1 of 1" says nothing. A step's box then has no progress in
        /// its footer (``StepLayout/Footer/progress`` is `nil`), and a frame's caption none.
        public var isShown: Bool { total > 1 }

        /// `2 of 5`.
        public var description: String { "\(position) of \(total)" }
    }
}
