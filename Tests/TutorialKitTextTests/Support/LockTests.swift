import Dispatch
import Testing
import TutorialKitText

/// The library's lock, which stands in for Foundation's `NSLock`.
@Suite struct LockTests {
    @Test func theLockKeepsOneWriterAtATime() {
        final class Counter: @unchecked Sendable {
            let lock = Lock()
            var value = 0
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
        }
        #expect(counter.lock.withLock { counter.value } == 80_000)
    }
}
