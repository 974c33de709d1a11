#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The results of work cut into parts and run with `concurrentPerform`: each part's result set
/// once, by the iteration that made it. Iterations write different elements, and
/// `concurrentPerform` returns only when all have ended, so no lock is needed.
package final class PartResults<Value>: @unchecked Sendable {
    private let results: UnsafeMutableBufferPointer<Value?>

    /// Room for `count` parts' results.
    package init(count: Int) {
        results = .allocate(capacity: count)
        results.initialize(repeating: nil)
    }

    deinit {
        results.deinitialize()
        results.deallocate()
    }

    /// Sets the result of the part at `index`.
    package func set(_ index: Int, _ value: Value) { results[index] = value }

    /// The results set, in the parts' order.
    package var all: [Value] { results.compactMap { $0 } }
}

/// The cores the process may use now.
package enum ProcessorCount {
    package static var active: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// How many parts to cut work into: four for each core, up to 8 cores, and one on a single
    /// core. `concurrentPerform` hands a part to whichever thread is free, so when another process
    /// takes some of a core, the other cores read more of the parts instead of waiting for one.
    package static var parts: Int {
        let cores = active
        return cores == 1 ? 1 : min(cores, 8) * 4
    }
}
