import Foundation

/// The pieces both seen-state readers take straight from the bytes (``SeenStateFastReader`` and
/// ``WrittenRecordReader``), written once.
extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes at `offset` are `text`.
    @inline(__always)
    func hasLiteral(_ text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, count <= self.count - offset, let base = baseAddress else { return false }
        return memcmp(base + offset, text.utf8Start, count) == 0
    }

    /// Most digits a whole number here may have: 18 never overflow an `Int`; the readers leave
    /// longer ones to the JSON tree.
    static var maximumWholeNumberDigits: Int { 18 }

    /// The JSON whole number at `offset` — a minus, then 1 to 18 digits with no leading zero — and
    /// where it ends; `nil` for anything else. What follows the digits is the caller's to check.
    func wholeNumber(at offset: Int) -> (value: Int, isNegative: Bool, end: Int)? {
        let isNegative = offset < count && self[offset] == UInt8(ascii: "-")
        let start = isNegative ? offset + 1 : offset
        var end = start
        var value = 0
        while end < count {
            let digit = self[end] &- UInt8(ascii: "0")
            guard digit <= 9 else { break }
            // Counted before adding: a 19th digit could overflow.
            guard end - start < Self.maximumWholeNumberDigits else { return nil }
            value = value * 10 + Int(digit)
            end += 1
        }
        guard end > start, end - start == 1 || self[start] != UInt8(ascii: "0") else { return nil }
        return (isNegative ? -value : value, isNegative, end)
    }
}
