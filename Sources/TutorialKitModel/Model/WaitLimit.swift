extension Step {
    /// The longest a step may wait, in seconds: for an element (`waitFor`), for its target
    /// (`onMissingTarget`) or for the host's outcome (`outcomes`). A day: a tour that waits longer
    /// has been forgotten, and a bound keeps a file's number out of the session's arithmetic.
    package static let longestWaitSeconds: Double = 86_400
}
