import TutorialKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plays the transition between the steps a session shows, for a terminal loop: told each
/// presentation as it is shown, it says which moment of a transition to draw now and when the next
/// frame is due.
///
/// A transition takes ``StepLayout/Transition/standardDuration`` (200 ms) and is drawn at most
/// ``framesPerSecond`` frames a second: 6 frames, the last one the step itself. With reduced motion
/// every change is a cut. The same step laid out again (the screen resized or changed) is a cut too:
/// nothing moved from one step to another.
public final class StepAnimator {
    /// The most frames a second a transition is drawn at: smooth to the eye, and a redraw every 33 ms
    /// at most, which a terminal over a slow link keeps up with as frames are sent as differences.
    public static let framesPerSecond = 30

    /// The environment variable that asks for reduced motion: set to anything but an empty text
    /// or `0`, transitions are cuts.
    public static let reduceMotionVariable = "TUTORIALKIT_REDUCE_MOTION"

    /// Whether the environment asks for reduced motion (``reduceMotionVariable``).
    public static var environmentReducesMotion: Bool {
        reducesMotion(environmentValue: getenv(reduceMotionVariable).map { String(cString: $0) })
    }

    /// Whether ``reduceMotionVariable`` set to `value` (`nil` when unset) asks for reduced motion.
    public static func reducesMotion(environmentValue value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }

    /// What to draw at one moment: a transition, and the time through it (0 to 1).
    public struct Moment: Hashable, Sendable {
        /// The transition under way.
        public var transition: StepLayout.Transition
        /// How far through it this frame is, 0 to 1.
        public var time: Double
    }

    /// Whether changes of step are cuts rather than transitions: the host's setting, the user's.
    public var reducesMotion: Bool
    /// How long a transition takes; at most ``longestDuration``.
    public var duration: Duration

    /// The longest a transition may take: 10 s, a limit a host's duration meets before arithmetic.
    public static let longestDuration = Duration.seconds(10)

    /// The step shown last, which the next one moves from.
    private var shown: StepPresentation?
    /// The transition under way, when it started, and how many frames it has.
    private var running: (transition: StepLayout.Transition, start: ContinuousClock.Instant, frames: Int)?

    /// An animator; with `reducesMotion`, it only ever cuts.
    public init(reducesMotion: Bool = false, duration: Duration = StepLayout.Transition.standardDuration) {
        self.reducesMotion = reducesMotion
        self.duration = duration
    }

    /// The session now shows `presentation` (or nothing): a transition starts at `now` when it is
    /// another step than the one shown before (the first step grows in from nothing).
    public func show(_ presentation: StepPresentation?, at now: ContinuousClock.Instant) {
        defer { shown = presentation }
        guard let presentation else {
            running = nil
            return
        }
        if let shown, shown.index == presentation.index, shown.step.id == presentation.step.id {
            // The same step again (a host scrolled its list to it, say): a transition under way goes
            // on to where the step is now.
            running?.transition.to = presentation.layout
            return
        }
        let transition = StepLayout.Transition(
            from: shown, to: presentation,
            duration: reducesMotion ? .zero : min(max(duration, .zero), Self.longestDuration))
        let frames = transition.frameCount(framesPerSecond: Self.framesPerSecond)
        running = frames > 0 ? (transition, now, frames) : nil
    }

    /// Ends the transition under way: the step shows settled (a key pressed meanwhile does this).
    public func finish() {
        running = nil
    }

    /// The moment to draw at `now`, or `nil` when no transition is under way (draw the step as it is).
    /// Times are whole frames: the frame due at `now`, never one ahead of it.
    public func moment(at now: ContinuousClock.Instant) -> Moment? {
        guard let running, let index = frameIndex(at: now), index < running.frames else {
            self.running = nil
            return nil
        }
        return Moment(
            transition: running.transition,
            time: StepLayout.Transition.time(ofFrame: index, of: running.frames))
    }

    /// When the frame after the one due at `now` is due, or `nil` when no transition is under way.
    public func nextFrame(after now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        guard let running, let index = frameIndex(at: now), index < running.frames else { return nil }
        return running.start + running.transition.duration * (index + 1) / running.frames
    }

    /// The index of the frame due at `now`, from 0; `nil` when nothing runs.
    private func frameIndex(at now: ContinuousClock.Instant) -> Int? {
        guard let running else { return nil }
        let elapsed = running.start.duration(to: now) / running.transition.duration
        return Int(min(max(0, elapsed), 1) * Double(running.frames))
    }
}
