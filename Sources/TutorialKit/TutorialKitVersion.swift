/// The version of the TutorialKit package, as `tutorialkit --version` prints it.
package enum TutorialKitVersion {
    /// The semantic version.
    package static let current = "0.1.0"
}
