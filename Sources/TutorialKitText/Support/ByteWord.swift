/// Eight bytes read as one little-endian word, to look for a few kinds of byte in all eight at
/// once: long runs of plain text are skipped a word at a time.
package struct ByteWord {
    /// The bytes, the first in the lowest eight bits.
    let value: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` from `base`, which must all be readable.
    @inline(__always)
    package init(_ base: UnsafeRawPointer, at offset: Int) {
        value = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The high bit of each byte below `limit` (at most 0x80). A borrow can only mark bytes after
    /// one truly marked, so whether any is marked is exact.
    @inline(__always)
    package func bytes(below limit: UInt8) -> UInt64 {
        (value &- UInt64(limit) &* Self.ones) & ~value & Self.highBits
    }

    /// The high bit of each byte equal to `byte` (exact as to whether any is, like ``bytes(below:)``).
    @inline(__always)
    package func bytes(equalTo byte: UInt8) -> UInt64 {
        let differences = value ^ (UInt64(byte) &* Self.ones)
        return (differences &- Self.ones) & ~differences & Self.highBits
    }

    /// The high bit of each byte of 0x80 or more.
    package var beyondASCII: UInt64 { value & Self.highBits }
}
