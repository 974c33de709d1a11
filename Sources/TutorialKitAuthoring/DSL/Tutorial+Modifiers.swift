import TutorialKitModel

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
        var tutorial = self
        tutorial.showIf = rule
        return tutorial
    }

    /// The tutorial shown again no sooner than `minDaysBetween` days after the last time, and at
    /// most `maxShows` times within `windowDays` days (or ever, without a window).
    public func frequency(minDaysBetween: Int? = nil, maxShows: Int? = nil, windowDays: Int? = nil)
        -> Tutorial
    {
        var tutorial = self
        tutorial.frequency = DisplayFrequency(
            minDaysBetween: minDaysBetween, maxShows: maxShows, windowDays: windowDays)
        return tutorial
    }

    /// The tutorial going before those of lower priority when several could start.
    public func priority(_ priority: Int) -> Tutorial {
        var tutorial = self
        tutorial.priority = priority
        return tutorial
    }

    /// Whether a run interrupted in progress resumes at its last step (it does by default).
    public func resumes(_ resumes: Bool) -> Tutorial {
        var tutorial = self
        tutorial.resumes = resumes
        return tutorial
    }

    /// The tutorial shown again to users who saw an older version, when `shows` is true.
    public func showAgainWhenVersionRises(_ shows: Bool = true) -> Tutorial {
        var tutorial = self
        tutorial.showAgainWhenVersionRises = shows
        return tutorial
    }

    /// The host events the tutorial's rules and steps may name.
    public func events(_ names: String...) -> Tutorial {
        var tutorial = self
        tutorial.events = names
        return tutorial
    }

    /// The host parameters the tutorial's rules may read, with their types.
    public func parameters(_ types: [String: Rule.ParameterType]) -> Tutorial {
        var tutorial = self
        tutorial.parameters = types
        return tutorial
    }

    /// The locales every text must be translated to.
    public func locales(_ locales: String...) -> Tutorial {
        var tutorial = self
        tutorial.locales = locales
        return tutorial
    }
}
