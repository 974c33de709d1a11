import TutorialKitLayout

extension TutorialSession {
    /// What the host last reported of its screen. It outlives a wait: an element reported before
    /// its step is reached lets the step show at once.
    struct HostReports {
        /// The screen on display.
        var screenID: String
        /// The elements that appeared on that screen.
        var appearedElements: Set<String> = []
        /// The step last laid out on a screen the host reported, and that screen as reported: the
        /// same screen for the same step is laid out once, however often the host reports it.
        var laidOut: (index: Int, screen: Screen)?
    }
}
