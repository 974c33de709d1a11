import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds a store's lock as another process would: `flock` on an open file description of its own.
package final class LockHolder: Sendable {
    private let descriptor: Int32

    package init(_ lockPath: String) {
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0, "the lock is held")
    }

    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
