import Foundation
import TutorialKitModel

/// Collects hook calls and events from `@Sendable` closures, in order.
package final class Recorder: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private let lock = NSLock()
    private var entries: [String] = []

    package init() {}

    package var log: [String] { lock.withLock { entries } }

    package func append(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    /// Hooks that log `willEnter label`, `didExit label`, ….
    package func hooks() -> Step.Hooks {
        Step.Hooks(
            willEnter: { self.append("willEnter \($0)") },
            didEnter: { self.append("didEnter \($0)") },
            willExit: { self.append("willExit \($0)") },
            didExit: { self.append("didExit \($0)") }
        )
    }
}

extension Tutorial {
    /// The tutorial with every step's hooks logging into `recorder`.
    package func recording(into recorder: Recorder) -> Tutorial {
        var tutorial = self
        for index in tutorial.steps.indices {
            tutorial.steps[index].hooks = recorder.hooks()
        }
        return tutorial
    }
}
