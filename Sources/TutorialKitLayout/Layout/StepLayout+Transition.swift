extension StepLayout {
    /// How the box and the spotlight move from one step's layout to the next: a pure function of
    /// progress, so a terminal draws its frames from it and a host drives its own views with the same
    /// values (the same duration and timing curve).
    ///
    /// The spotlight moves and resizes from the old target to the new one; the box slides from where it
    /// was to where it goes. Their content, text and arrow, belong to the new step and show once the
    /// movement has settled. Without a step before (the first one), the box appears in place and the
    /// spotlight grows from the middle of the new target. A list the new step scrolled scrolls with
    /// them (``scroll``). A transition of no duration is a cut: reduced motion.
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

        /// A list or grid scrolling during the transition, to reveal the new step's target.
        public struct Scroll: Hashable, Sendable {
            /// The list's id, or the grid's (``kind`` says which).
            public var list: String
            /// Its content offset before, and after.
            public var from: Int, to: Int
            /// Whether a list or a grid scrolls.
            public var kind: Screen.ScrollKind

            /// A list (or grid) scrolling from one content offset to another.
            public init(list: String, from: Int, to: Int, kind: Screen.ScrollKind = .list) {
                self.list = list
                self.from = from
                self.to = to
                self.kind = kind
            }
        }

        /// The layout before, or `nil` for the first step.
        public var from: StepLayout?
        /// The layout after.
        public var to: StepLayout
        /// How long the movement takes.
        public var duration: Duration
        /// How it speeds up and slows down.
        public var curve: Curve
        /// The list that scrolls meanwhile, if any.
        public var scroll: Scroll?

        /// A transition from `from` to `to`; a `duration` of zero or less is a cut.
        public init(
            from: StepLayout?, to: StepLayout, duration: Duration = standardDuration,
            curve: Curve = .easeInOut, scroll: Scroll? = nil
        ) {
            self.from = from
            self.to = to
            self.duration = duration
            self.curve = curve
            self.scroll = scroll
        }

        /// Whether the transition shows the new step at once, with nothing in between: what reduced
        /// motion asks for.
        public var isCut: Bool { duration <= .zero }

        /// What to draw at one moment of a transition.
        public struct Frame: Hashable, Sendable {
            /// The spotlight now, or `nil` when neither step has one.
            public var spotlight: Rect?
            /// Where the box is now.
            public var box: Rect
            /// Whether the movement has ended: the new step's text and arrow show.
            public var isSettled: Bool
            /// The content offset of the ``Transition/scroll``'s list now, if a list scrolls.
            public var scrollOffset: Int?

            /// A frame: the spotlight and box now, whether the movement has ended, and where a
            /// scrolling list is.
            public init(spotlight: Rect?, box: Rect, isSettled: Bool, scrollOffset: Int? = nil) {
                self.spotlight = spotlight
                self.box = box
                self.isSettled = isSettled
                self.scrollOffset = scrollOffset
            }
        }

        /// What to draw at `time` through the duration, 0 to 1 (clamped); a cut is settled at once.
        public func frame(at time: Double) -> Frame {
            let progress = isCut ? 1 : curve.value(at: time)
            guard progress < 1 else {
                return Frame(spotlight: to.spotlight, box: to.box, isSettled: true, scrollOffset: scroll?.to)
            }
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
                isSettled: false, scrollOffset: scroll.map { Self.value($0.from, $0.to, progress) })
        }

        /// How many frames a terminal draws at `framesPerSecond` (clamped to 1…240): one a frame
        /// period, the last at the end, and none for a cut.
        public func frameCount(framesPerSecond: Int) -> Int {
            guard !isCut else { return 0 }
            let rate = Swift.min(Swift.max(framesPerSecond, 1), 240)
            // Whole frame periods, rounded up: 200 ms at 30 a second is 6 frames. In a Double, as a
            // host's duration times the rate may be past what a Duration holds.
            let periods = (duration / .seconds(1) * Double(rate)).rounded(.up)
            return Swift.max(1, Int(Swift.min(periods, 10_000)))
        }

        /// The time through the duration of frame `index` of `count`, evenly spaced, the last at 1: the
        /// frames a terminal draws at its frame rate.
        public static func time(ofFrame index: Int, of count: Int) -> Double {
            count <= 0 ? 1 : Double(Swift.min(Swift.max(index, 0), count)) / Double(count)
        }

        /// How far into the transition frame `index` of `count` is, in whole milliseconds (rounded).
        public func milliseconds(atFrame index: Int, of count: Int) -> Int {
            // A duration is at most what a Double counts in seconds; a host's may be absurd, so clamped.
            let value = (duration / .milliseconds(1) * Self.time(ofFrame: index, of: count)).rounded()
            return value.isFinite ? Int(Swift.min(Swift.max(value, 0), 1e15)) : 0
        }

        /// The rectangle `progress` of the way from `start` to `end`, edge by edge, in whole cells.
        private static func between(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
            Rect(
                minX: value(start.minX, end.minX, progress), minY: value(start.minY, end.minY, progress),
                maxX: value(start.maxX, end.maxX, progress), maxY: value(start.maxY, end.maxY, progress))
        }

        /// The whole number `progress` (0…1) of the way from `from` to `end`. A rect's edges and a
        /// list's offsets are within the input limits, far inside what a Double holds exactly and
        /// what an Int subtracts without overflow.
        private static func value(_ from: Int, _ to: Int, _ progress: Double) -> Int {
            from + Int((Double(to - from) * progress).rounded())
        }

        /// An empty rectangle at the middle of `rect`.
        private static func middle(of rect: Rect) -> Rect {
            Rect(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2, width: 0, height: 0)
        }
    }
}
