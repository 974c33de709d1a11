/// The file a command that runs a tutorial takes: a screen or theme file given in its place would
/// only fail the tutorial's checks one key at a time, so it is refused as what it is.
enum TutorialArgument {
    static func check(_ path: String, command: String) throws(UsageError) {
        for (suffix, kind) in [(".screen.json", "a screen"), (".theme.json", "a theme")]
        where path.hasSuffix(suffix) {
            throw UsageError(
                "'\(path)' is \(kind) file; \(command) takes a tutorial file (*.tutorial.json), which names its screen",
                command: command)
        }
    }
}
