import TutorialKitLayout
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The tutorial-level settings a file can hold, in the modifier style steps use, so a tutorial in
// Swift says everything its JSON file can:
//
//     Tutorial("rate-the-app") { … }
//         .showIf(.event("purchase.completed", atLeast: 1, withinDays: 1))
//         .frequency(minDaysBetween: 30, maxShows: 3, windowDays: 365)
//         .priority(10)
extension Tutorial {
    /// The tutorial starting only when `rule` holds.
    public func showIf(_ rule: Rule) -> Tutorial {
        with(\.showIf, rule)
    }

    /// The tutorial shown again no sooner than `minDaysBetween` days after the last time, and at
    /// most `maxShows` times within `windowDays` days (or ever, without a window).
    public func frequency(minDaysBetween: Int? = nil, maxShows: Int? = nil, windowDays: Int? = nil)
        -> Tutorial
    {
        with(
            \.frequency,
            DisplayFrequency(
                minDaysBetween: minDaysBetween, maxShows: maxShows, windowDays: windowDays))
    }

    /// The tutorial going before those of lower priority when several could start.
    public func priority(_ priority: Int) -> Tutorial {
        with(\.priority, priority)
    }

    /// Whether a run interrupted in progress resumes at its last step (it does by default).
    public func resumes(_ resumes: Bool) -> Tutorial {
        with(\.resumes, resumes)
    }

    /// The tutorial shown again to users who saw an older version, when `shows` is true.
    public func showAgainWhenVersionRises(_ shows: Bool = true) -> Tutorial {
        with(\.showAgainWhenVersionRises, shows)
    }

    /// The host events the tutorial's rules and steps may name.
    public func events(_ names: String...) -> Tutorial {
        with(\.events, names)
    }

    /// The host parameters the tutorial's rules may read, with their types.
    public func parameters(_ types: [String: Rule.ParameterType]) -> Tutorial {
        with(\.parameters, types)
    }

    /// The tutorial starting only from `start` and before `end`: a tour for a feature released on
    /// a date, a seasonal tip. Either may be `nil` for no bound.
    public func available(from start: Date? = nil, until end: Date? = nil) -> Tutorial {
        var changed = with(\.availableFrom, start)
        changed.availableUntil = end
        return changed
    }

    /// The tutorial as an experiment named `name`: each user sees one of `variants`, or nothing
    /// when in the control group (`control` is its weight), as a stable hash of their id places
    /// them (``TutorialController/userID``):
    /// `.experiment("primer-copy", control: 10, .init("long", weight: 45), .init("short", weight: 45, …))`.
    public func experiment(
        _ name: String, control: Int = 0, _ variants: Tutorial.Experiment.Variant...
    ) -> Tutorial {
        with(\.experiment, Tutorial.Experiment(name, controlWeight: control, variants: variants))
    }

    /// The tutorial doing what `policy` says when a step's target is missing, for steps that do
    /// not say: `.onMissingTarget(.centre)`.
    public func onMissingTarget(_ policy: Step.MissingTarget) -> Tutorial {
        with(\.onMissingTarget, policy)
    }

    /// The tutorial with its own words for the standard buttons, the progress and the transcript's
    /// phrases, over the built-in translations (``Tutorial/Strings/builtIn``):
    /// `.strings(next: LocalizedText(["en": "Continue"]), transcript: [.centred: "In the middle."])`.
    public func strings(
        back: LocalizedText? = nil, next: LocalizedText? = nil, done: LocalizedText? = nil,
        skip: LocalizedText? = nil, progress: LocalizedText? = nil,
        transcript: [Tutorial.Strings.Phrase: LocalizedText] = [:]
    ) -> Tutorial {
        with(
            \.strings,
            Tutorial.Strings.Overrides(
                back: back, next: next, done: done, skip: skip, progress: progress, transcript: transcript))
    }

    /// The locales every text must be translated to.
    public func locales(_ locales: String...) -> Tutorial {
        with(\.locales, locales)
    }

    /// The tutorial with its own layout options for all its steps: how wide a box's text may be,
    /// the gap to the target, the box's padding, how far the spotlight extends.
    public func layout(
        maximumTextWidth: Int? = nil, gap: Int? = nil, padding: Int? = nil, spotlightPadding: Int? = nil
    ) -> Tutorial {
        with(
            \.layout,
            LayoutEngine.Options.Overrides(
                maximumTextWidth: maximumTextWidth, gap: gap, padding: padding,
                spotlightPadding: spotlightPadding))
    }

    /// This tutorial with one setting changed: what each modifier above does.
    private func with<Value>(_ setting: WritableKeyPath<Tutorial, Value>, _ value: Value) -> Tutorial {
        var changed = self
        changed[keyPath: setting] = value
        return changed
    }
}
