#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads event log files a line at a time, a megabyte at a time: however large a log, it is
/// never held whole. A line past the longest an event line may be is passed on cut (its reader
/// says so), and the rest of it skipped.
package enum EventLogLines {
    /// Why a file could not be read at all.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Calls `body` with each line of the file at `path` (without its newline) and its number
    /// from 1; a last line without a newline is passed too, as a writer cut off mid-line left it.
    package static func forEachLine(
        inFileAt path: String, longest: Int, _ body: (UnsafeBufferPointer<UInt8>, Int, _ isCut: Bool) -> Void
    ) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(description: "\(path) is not a regular file")
        }
        let chunk = 1 << 20
        // A chunk, with room before it for the start of a line the last chunk cut.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunk + longest + 1)
        defer { buffer.deallocate() }
        guard let base = buffer.baseAddress else { throw Failure(description: "cannot allocate a buffer") }
        var kept = 0  // bytes of an unfinished line at the start of the buffer
        var skipping = false  // inside a line already passed on as too long
        var number = 0
        while true {
            let count = read(descriptor, base + kept, chunk)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            let end = kept + count
            var start = 0
            var position = kept
            while position < end {
                guard let newline = memchr(base + position, 0x0A, end - position) else {
                    position = end
                    break
                }
                let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                if skipping {
                    skipping = false
                } else {
                    number += 1
                    body(UnsafeBufferPointer(rebasing: buffer[start..<lineEnd]), number, false)
                }
                start = lineEnd + 1
                position = start
            }
            if count == 0 {
                if start < end, !skipping {
                    number += 1
                    body(UnsafeBufferPointer(rebasing: buffer[start..<end]), number, false)
                }
                return
            }
            // Keep the unfinished line for the next chunk, or pass it on cut when it is too long.
            let unfinished = end - start
            if skipping {
                kept = 0
            } else if unfinished > longest {
                number += 1
                body(UnsafeBufferPointer(rebasing: buffer[start..<start + longest + 1]), number, true)
                skipping = true
                kept = 0
            } else {
                if start > 0 { memmove(base, base + start, unfinished) }
                kept = unfinished
            }
        }
    }
}
