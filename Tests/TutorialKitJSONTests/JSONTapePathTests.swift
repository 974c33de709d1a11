import Dispatch
import Testing

import TutorialKitText

@testable import TutorialKitJSON

/// A long tutorial is checked on several threads at once, each asking the paths of its own
/// values from one tape: the first path asked for may be asked on any of them.
@Suite struct JSONTapePathTests {
    static let count = 4_000

    static let text = "[" + (0..<count).map { #"{"a": {"b": \#($0)}}"# }.joined(separator: ",") + "]"

    @Test func pathsAskedOnManyThreadsAtOnceAreEachRight() throws {
        let parts = 8
        for _ in 0..<25 {
            // A new tape each round, so every round races to the first path.
            let tape = try JSONTape.read(Array(Self.text.utf8), bounds: .standard)
            let wrong = tape.withRoot { root in
                let values = (root.elements ?? []).compactMap { $0["a"]?["b"] }
                let tally = Tally()
                // Unchecked: each part reads its own values of a tape no part changes.
                nonisolated(unsafe) let shared = values
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let range = (shared.count * part / parts)..<(shared.count * (part + 1) / parts)
                    let wrong = range.filter { shared[$0].path.description != "/\($0)/a/b" }
                    tally.add(wrong.count)
                }
                return tally.total
            }
            #expect(wrong == 0)
        }
    }
}

/// A count several threads add to.
private final class Tally: @unchecked Sendable {
    // @unchecked: `total` is read and written only under `lock`.
    private let lock = Lock()
    private var sum = 0

    func add(_ count: Int) { lock.withLock { sum += count } }
    var total: Int { lock.withLock { sum } }
}
