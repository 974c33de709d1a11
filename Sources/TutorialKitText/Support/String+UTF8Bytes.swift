#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Calls `body` with the string's UTF-8, without copying a native string.
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        // A native string's bytes are read in place, without the copy (and retain) `withUTF8`'s
        // mutable string takes; another (a bridged one) is made native in a copy.
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    /// Whether the string's UTF-8 sorts before `other`'s, byte by byte: the order JSON files are
    /// written in. The same as `utf8.lexicographicallyPrecedes(other.utf8)`, with `memcmp`.
    package func utf8Precedes(_ other: String) -> Bool {
        withUTF8Bytes { mine in other.withUTF8Bytes { mine.byteOrder(against: $0) < 0 } }
    }

    /// The string `bytes` hold, or `nil` when they are not valid UTF-8: checked in place by
    /// ``Swift/UnsafeBufferPointer/isValidUTF8`` (the check the JSON tape makes), then decoded.
    /// Bytes not stored together are checked by decoding them (``decodedIfValid(_:)``).
    package init?<Bytes: Collection<UInt8>>(validatingUTF8 bytes: Bytes) {
        switch bytes.withContiguousStorageIfAvailable(\.isValidUTF8) {
        case true?: self = String(decoding: bytes, as: UTF8.self)
        case false?: return nil
        case nil:
            guard let valid = Self.decodedIfValid(bytes) else { return nil }
            self = valid
        }
    }

    /// The string `bytes` hold when they are valid UTF-8: decoding repairs bad bytes, so the
    /// result gives back the same bytes only when there were none.
    package static func decodedIfValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let repaired = String(decoding: bytes, as: UTF8.self)
        return repaired.utf8.elementsEqual(bytes) ? repaired : nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// How these bytes sort against `other`, byte by byte, a shorter run before its extensions:
    /// negative before it, 0 the same, positive after.
    package func byteOrder(against other: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Swift.min(count, other.count)
        if common > 0, let mine = baseAddress, let theirs = other.baseAddress {
            let order = memcmp(mine, theirs, common)
            if order != 0 { return Int(order) }
        }
        return count - other.count
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
    /// surrogates, nothing past U+10FFFF), checked without making a string.
    package var isValidUTF8: Bool {
        var index = 0
        while index < count {
            if self[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = utf8SequenceLength(at: index) else { return false }
            index += length
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence that starts at `index` with a byte beyond
    /// ASCII, or `nil` when the bytes from there are not one (by the rules of ``isValidUTF8``).
    package func utf8SequenceLength(at index: Int) -> Int? {
        // The length of the sequence, and the range its second byte must be in.
        let length: Int
        let second: ClosedRange<UInt8>
        switch self[index] {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= count, second.contains(self[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(self[index + offset]) {
            return nil
        }
        return length
    }
}
