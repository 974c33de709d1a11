extension StepLayout {
    /// How the box and the spotlight move from one step's layout to the next: a pure function of
    /// progress, so a terminal draws its frames from it and a host drives its own views with the same
    /// values (the same duration and timing curve).
    ///
    /// The spotlight moves and resizes from the old target to the new one; the box slides from where it
    /// was to where it goes. Their content, text and arrow, belong to the new step and show once the
    /// movement has settled. Without a step before (the first one), the box appears in place and the
    /// spotlight grows from the middle of the new target.
    public struct Transition: Hashable, Sendable {
        /// How time through the duration maps to progress of the movement.
        public enum Curve: Hashable, Sendable {
            /// At one speed throughout.
            case linear
            /// Slow at both ends, fastest in the middle (a smoothstep).
            case easeInOut

            /// The movement's progress, 0 to 1, at `time` through the duration (clamped to 0…1; not a
            /// number counts as 0).
            public func value(at time: Double) -> Double {
                let time = time.isNaN ? 0 : Swift.min(1, Swift.max(0, time))
                switch self {
                case .linear: return time
                case .easeInOut: return time * time * (3 - 2 * time)
                }
            }
        }

        /// 200 ms: long enough to follow the spotlight, short enough not to wait for it.
        public static let standardDuration = Duration.milliseconds(200)

        /// The layout before, or `nil` for the first step.
        public var from: StepLayout?
        /// The layout after.
        public var to: StepLayout
        /// How long the movement takes.
        public var duration: Duration
        /// How it speeds up and slows down.
        public var curve: Curve

        /// A transition from `from` to `to`.
        public init(
            from: StepLayout?, to: StepLayout, duration: Duration = standardDuration,
            curve: Curve = .easeInOut
        ) {
            self.from = from
            self.to = to
            self.duration = duration
            self.curve = curve
        }

        /// What to draw at one moment of a transition.
        public struct Frame: Hashable, Sendable {
            /// The spotlight now, or `nil` when neither step has one.
            public var spotlight: Rect?
            /// Where the box is now.
            public var box: Rect
            /// Whether the movement has ended: the new step's text and arrow show.
            public var isSettled: Bool

            /// A frame: the spotlight and box now, and whether the movement has ended.
            public init(spotlight: Rect?, box: Rect, isSettled: Bool) {
                self.spotlight = spotlight
                self.box = box
                self.isSettled = isSettled
            }
        }

        /// What to draw at `time` through the duration, 0 to 1 (clamped).
        public func frame(at time: Double) -> Frame {
            let progress = curve.value(at: time)
            let isSettled = progress >= 1
            guard !isSettled else { return Frame(spotlight: to.spotlight, box: to.box, isSettled: true) }
            let spotlight: Rect? =
                switch (from?.spotlight, to.spotlight) {
                case (nil, nil): nil
                case (let old?, let new?): Self.between(old, new, progress)
                // Growing from the middle of the new target, or shrinking into the middle of the old.
                case (nil, let new?): Self.between(Self.middle(of: new), new, progress)
                case (let old?, nil): Self.between(old, Self.middle(of: old), progress)
                }
            return Frame(
                spotlight: spotlight, box: Self.between(from?.box ?? to.box, to.box, progress),
                isSettled: false)
        }

        /// The time through the duration of frame `index` of `count`, evenly spaced, the last at 1: the
        /// frames a terminal draws at its frame rate.
        public static func time(ofFrame index: Int, of count: Int) -> Double {
            count <= 0 ? 1 : Double(Swift.min(Swift.max(index, 0), count)) / Double(count)
        }

        /// The rectangle `progress` of the way from `start` to `end`, edge by edge, in whole cells.
        private static func between(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
            // A rect's edges are within twice the coordinate limit, far inside what a Double holds exactly
            // and what an Int adds without overflow.
            func value(_ from: Int, _ to: Int) -> Int {
                from + Int((Double(to - from) * progress).rounded())
            }
            return Rect(
                minX: value(start.minX, end.minX), minY: value(start.minY, end.minY),
                maxX: value(start.maxX, end.maxX), maxY: value(start.maxY, end.maxY))
        }

        /// An empty rectangle at the middle of `rect`.
        private static func middle(of rect: Rect) -> Rect {
            Rect(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2, width: 0, height: 0)
        }
    }
}
