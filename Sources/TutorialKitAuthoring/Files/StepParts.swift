import TutorialKitModel
import TutorialKitSchema

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parts of a long tutorial's steps read on several cores: each part set once, by the
/// iteration that read it; `concurrentPerform` returns only when all have ended.
final class StepParts<Node>: @unchecked Sendable {
    typealias Part = (members: [StepMembers<Node>], walk: ShapeWalk)
    private let parts: UnsafeMutableBufferPointer<Part?>

    init(count: Int) {
        parts = .allocate(capacity: count)
        parts.initialize(repeating: nil)
    }

    deinit {
        parts.deinitialize()
        parts.deallocate()
    }

    func set(_ index: Int, _ part: Part) { parts[index] = part }

    var all: [Part] { parts.compactMap { $0 } }
}

/// The parts of a long tutorial's steps checked on several cores: each part's diagnostics and
/// how many "did you mean"s it gave.
final class CheckParts: @unchecked Sendable {
    typealias Part = (diagnostics: DiagnosticCollector, hintsGiven: Int)
    private let parts: UnsafeMutableBufferPointer<Part?>

    init(count: Int) {
        parts = .allocate(capacity: count)
        parts.initialize(repeating: nil)
    }

    deinit {
        parts.deinitialize()
        parts.deallocate()
    }

    func set(_ index: Int, _ part: Part) { parts[index] = part }

    var all: [Part] { parts.compactMap { $0 } }
}

/// The cores the process may use now.
enum ProcessorCount {
    static var active: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// How many parts to cut work into: one for each core, up to 8 (four a core measured slower:
    /// each part has its walk and arrays to set up and put together).
    static var parts: Int { min(active, 8) }
}
