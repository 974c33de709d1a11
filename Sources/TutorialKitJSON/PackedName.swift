/// A plain ASCII name of at most 16 bytes — a key as most formats declare and write them — held
/// in two words with its length, so two names compare as three integers. A loader meets a key for
/// every member it reads, and comparing it to a declared name byte by byte is most of the work.
package struct PackedName: Sendable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64
    @usableFromInline let count: Int

    /// The name whose bytes are `bytes`, or `nil` when they are more than 16.
    @inlinable
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 16 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        low = words.0
        high = words.1
        count = bytes.count
    }

    /// The name `name`, or `nil` when it is longer than 16 bytes or not ASCII.
    package init?(_ name: String) {
        var name = name
        guard let packed = name.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? Self(bytes) : nil })
        else { return nil }
        self = packed
    }

    /// The name as a string.
    package var string: String {
        var words = (low, high)
        return withUnsafeBytes(of: &words) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    /// Whether the names are the same bytes. Declared, and inlinable: a derived `==` is reached
    /// from another module through `Equatable` at run time.
    @inlinable
    package static func == (lhs: PackedName, rhs: PackedName) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high && lhs.count == rhs.count
    }
}
