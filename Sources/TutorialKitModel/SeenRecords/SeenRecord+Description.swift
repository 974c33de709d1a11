import TutorialKitText

extension SeenRecord: CustomStringConvertible {
    /// The record as `tutorialkit seen show ID` prints it under its `tutorial:` line, a field a
    /// line, the failure and the variant only when there are any:
    ///
    /// ```
    /// status:         skipped
    /// contentVersion: 1
    /// timesShown:     1
    /// firstShownAt:   2027-01-01T08:00:00Z
    /// lastShownAt:    2027-01-01T08:00:00Z
    /// lastStep:       stars
    /// ```
    ///
    /// Control characters in the step and the variant are shown as escapes, so a field keeps its
    /// line.
    public var description: String {
        var text = """
            status:         \(status.rawValue)
            contentVersion: \(contentVersion)
            timesShown:     \(timesShown)
            firstShownAt:   \(SeenDates.format(firstShownAt))
            lastShownAt:    \(SeenDates.format(lastShownAt))
            lastStep:       \(TerminalSafeText.escaped(lastStep ?? "-"))
            """
        if let failure { text += "\nfailure:        \(failure)" }
        if let variant { text += "\nvariant:        \(TerminalSafeText.escaped(variant))" }
        return text
    }
}
