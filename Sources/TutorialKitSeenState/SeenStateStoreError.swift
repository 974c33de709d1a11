import TutorialKitText

/// Why a seen-state store could not read or write, naming the file and what was kept.
public enum SeenStateStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a seen-state file (not JSON, truncated, wrong types).
    case corrupt(file: String, problem: String)
    /// The file was written by a newer TutorialKit; it is read but never rewritten.
    case newerFormat(file: String, version: Int, supported: Int)
    /// A file to merge was written by a newer TutorialKit: merging it would write a format this
    /// version cannot, so nothing was merged.
    case newerFormatToMerge(file: String, version: Int, supported: Int)
    /// The path is not a regular file — a FIFO, a device, a folder, a socket — so the store neither
    /// reads it (a FIFO would block, a device never end) nor replaces it.
    case notARegularFile(file: String, kind: String)
    /// The file is larger than a seen-state file can be (`limit` bytes), so it is not read.
    case tooLarge(file: String, limit: Int)
    /// A file that must exist does not (the other file of a merge).
    case missing(file: String)
    /// The file is read-only (`mode`, in octal) or not writable by this user: it is never
    /// replaced.
    case notWritable(file: String, mode: String)
    /// The file has `links` hard links: replacing it would leave the other names holding the old
    /// contents, and writing it in place could tear it, so it is left alone.
    case hardLinked(file: String, links: Int)
    /// Another process held the lock file for `timeout` without changing the store's file.
    case lockTimedOut(lockFile: String, file: String, timeout: Duration)
    /// The operating system refused an operation.
    case io(file: String, operation: String, reason: String)

    /// What went wrong, what was kept, and how to fix it.
    public var description: String {
        // It quotes paths and ids from outside; a host prints it, so it is safe to print.
        TerminalSafeText.escaped(message, keepingLineBreaks: true)
    }

    /// The description before control characters are escaped.
    private var message: String {
        switch self {
        case .corrupt(let file, let problem):
            return "\(file) is not a valid seen-state file: \(problem); it was left untouched. "
                + "Fix it by hand, or run 'tutorialkit seen recover --store \(file)' to move it aside and start fresh"
        case .newerFormat(let file, let version, let supported):
            return "\(file) has formatVersion \(version), newer than this TutorialKit's \(supported); "
                + "it can be read but not rewritten, and was left untouched. Update TutorialKit to change it"
        case .newerFormatToMerge(let file, let version, let supported):
            return "\(file) has formatVersion \(version), newer than this TutorialKit's \(supported); "
                + "merging it would write a format this version cannot, so nothing was changed. "
                + "Update TutorialKit to merge it"
        case .notARegularFile(let file, let kind):
            return "\(file) is \(kind), not a regular file; nothing was read or written. "
                + "Point the store at a regular file (or a symbolic link to one)"
        case .tooLarge(let file, let limit):
            return "\(file) is larger than \(limit / 1_048_576) MiB, more than any seen-state file; "
                + "it was not read and was left untouched. Point the store at its seen-state file"
        case .missing(let file):
            return "\(file) does not exist; nothing was changed"
        case .notWritable(let file, let mode):
            return "\(file) is not writable (mode \(mode)); it was left untouched. "
                + "Make it writable (for its owner: chmod u+w \(file)) to change it"
        case .hardLinked(let file, let links):
            return "\(file) has \(links) hard links; replacing it would leave the other names with "
                + "the old contents, so it was left untouched. Keep one name for the file "
                + "(a symbolic link to it is fine)"
        case .lockTimedOut(let lockFile, let file, let timeout):
            return "gave up waiting for the lock on \(lockFile): another process held it for "
                + "\(Self.seconds(timeout)) without changing \(file); nothing was changed. "
                + "If that process is stuck, end it (lsof \(lockFile) names it) and try again"
        case .io(let file, let operation, let reason):
            return "cannot \(operation) \(file): \(reason); the file was left as it was"
        }
    }

    /// A duration as people write it: "10 s", "0.5 s".
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        let whole = value.rounded()
        return value == whole && abs(whole) < 1e15 ? "\(Int(whole)) s" : "\(value) s"
    }
}
