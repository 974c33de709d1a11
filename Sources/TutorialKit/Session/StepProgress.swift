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

        /// `2 of 5`.
        public var description: String { "\(position) of \(total)" }
    }
}
