extension String {
    /// Calls `body` with the string's UTF-8, without copying a native string.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var copy = self  // `withUTF8` needs a mutable string; this one shares the storage
        return try copy.withUTF8(body)
    }
}
