import Foundation

extension String {
    /// Calls `body` with the string's UTF-8, without copying a native string.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var copy = self  // `withUTF8` needs a mutable string; this one shares the storage
        return try copy.withUTF8(body)
    }

    /// Whether the string's UTF-8 sorts before `other`'s, byte by byte: the order JSON files are
    /// written in. The same as `utf8.lexicographicallyPrecedes(other.utf8)`, with `memcmp`.
    func utf8Precedes(_ other: String) -> Bool {
        withUTF8Bytes { mine in
            other.withUTF8Bytes { theirs in
                let common = Swift.min(mine.count, theirs.count)
                if common > 0, let first = mine.baseAddress, let second = theirs.baseAddress {
                    let order = memcmp(first, second, common)
                    if order != 0 { return order < 0 }
                }
                return mine.count < theirs.count
            }
        }
    }
}
