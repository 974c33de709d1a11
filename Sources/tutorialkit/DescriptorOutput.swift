#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the tool's text straight to a file descriptor. `FileHandle.write(_:)` stops the process
/// when a write fails, and one fails whenever the reader has gone — the terminal `play` ran in was
/// closed, say — after the work is done and recorded; then the text is lost, quietly.
enum DescriptorOutput {
    /// Writes all of `text` to `descriptor`, or as much as it takes before an error.
    static func write(_ text: String, to descriptor: Int32) {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, or as much as it takes before an error.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress, $0.count)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif
}
