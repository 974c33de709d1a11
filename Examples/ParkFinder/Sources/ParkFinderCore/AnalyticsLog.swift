import Foundation
import TutorialKit

/// The tours' events as `tutorialkit report` reads them: an event line each
/// (``TutorialKit/TutorialEvent``), appended to `events.jsonl` beside the seen-state, with what
/// the user did in the app as host events. Each line is one `write` to a file opened for
/// appending, so two runs of the app never interleave inside a line.
package final class AnalyticsLog {
    package let path: String
    /// The last line that could not be written, and why; the app shows it.
    package private(set) var lastError: AnalyticsLogError?

    package init(folder: String) {
        path = folder + "/events.jsonl"
    }

    /// Appends `event` as a line.
    package func append(_ event: TutorialEvent) { append(event.line) }

    /// Appends `line` (which ends with a newline); a failure is kept in ``lastError``, since the
    /// app goes on without its analytics.
    package func append(_ line: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            lastError = AnalyticsLogError(path: path, code: errno)
            return
        }
        defer { close(descriptor) }
        let bytes = Array(line.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != bytes.count { lastError = AnalyticsLogError(path: path, code: errno) }
    }
}

/// The events log could not be written.
package struct AnalyticsLogError: Error, CustomStringConvertible {
    package var path: String
    package var code: Int32
    package var description: String { "cannot append to \(path): \(String(cString: strerror(code)))" }
}
