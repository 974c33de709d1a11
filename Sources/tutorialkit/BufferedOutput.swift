#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output gathered into large writes: a preview of thousands of frames is hundreds of
/// thousands of lines, and a system call for each would cost more than drawing them. Anything
/// written to standard error first flushes what is gathered, so the two keep their order. Writes
/// go through ``DescriptorOutput``: a terminal that has closed loses the text, not the process. (A
/// pipe whose reader has gone ends the process with SIGPIPE first, as it does `cat`; `play`
/// catches it.)
final class BufferedOutput {
    private var buffer: [UInt8] = []
    /// Flushed when it holds this many bytes.
    private let capacity = 1 << 16

    init() {
        buffer.reserveCapacity(capacity)
    }

    func standardOutput(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    func standardError(_ text: String) {
        flush()
        DescriptorOutput.write(text, to: STDERR_FILENO)
    }

    /// Writes what is gathered.
    func flush() {
        guard !buffer.isEmpty else { return }
        DescriptorOutput.write(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }
}
