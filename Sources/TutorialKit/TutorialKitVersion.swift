/// The version of the TutorialKit package, as `tutorialkit --version` prints it.
public enum TutorialKitVersion {
    /// The semantic version.
    public static let current = "0.1.0"
}
