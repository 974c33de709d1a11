import TutorialKitModel
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TutorialSession.AnalyticsRecord: CustomStringConvertible {
    /// The record on one line, for a person reading a log: what happened, the tutorial, the
    /// origin, then the variant and the time on the step when there are any —
    /// `stepShown "welcome" (step 1) · first-launch · hostAPI`,
    /// `finished: skipped at "stars" · rate-the-app · button · 2.5 s on the step`. A step is
    /// counted from 1, as ``TutorialSession/State`` counts it; the date is left to the log's own
    /// (``jsonLine`` has it). Control characters are shown as escapes.
    public var description: String {
        var text = "\(kindDescription) · \(tutorialID) · \(origin.rawValue)"
        if let variant { text += " · variant \"\(variant)\"" }
        if let timeOnStep, let seconds = Self.seconds(timeOnStep) { text += " · \(seconds) on the step" }
        return TerminalSafeText.escaped(text)
    }

    private var kindDescription: String {
        switch kind {
        case .started:
            return "started"
        case .stepShown(let step, let index):
            return "stepShown \"\(step)\" (step \(TutorialSession.State.number(ofStepAt: index)))"
        case .stepCompleted(let step, let index, let how):
            return
                "stepCompleted \"\(step)\" (step \(TutorialSession.State.number(ofStepAt: index))): \(how.rawValue)"
        case .hostActionRequested(let step, let action):
            return "hostActionRequested \"\(step)\": \(action)"
        case .outcomeReported(let step, let action, let outcome):
            return "outcomeReported \"\(step)\": \(action) answered \(outcome)"
        case .outcomeTimedOut(let step, let action):
            return "outcomeTimedOut \"\(step)\": \(action)"
        case .stepUnavailable(let step, let reason, let handling):
            return "stepUnavailable \"\(step)\": \(reason), then \(handling.rawValue)"
        case .finished(let outcome):
            return "finished: \(outcome)"
        case .wentBack(let step, let index):
            return "wentBack \"\(step)\" (step \(TutorialSession.State.number(ofStepAt: index)))"
        case .buttonPressed(let step, _, let button, let action):
            return "buttonPressed \"\(step)\": button \(button + 1), \(action.eventName)"
        }
    }

    /// `2.5 s`, `12 s`: to a tenth of a second, which a person reading a log needs at most; `nil`
    /// for a clock that gave no finite time.
    static func seconds(_ interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let tenths = (interval * 10).rounded() / 10
        // A whole number of seconds without its `.0`, when it fits an Int.
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return "\(Int(tenths)) s" }
        return "\(tenths) s"
    }
}
