/// A map from 64-bit hashes to values, by open addressing: a report looks up a run for each of a
/// gigabyte's lines, and the keys are hashes already, which Swift's `Dictionary` would hash again.
/// Linear probing; a removal shifts the entries after it back, so no tombstones build up.
struct HashSlots<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: nil, count: 64)
        mask = 63
    }

    /// 0 marks an empty slot; a key that hashes to it is stored as 1.
    private static func stored(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }

    private func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key ^ key >> 29) &* 0x9E37_79B9_7F4A_7C15) >> 7) & mask
    }

    subscript(key: UInt64) -> Value? {
        get {
            let key = Self.stored(key)
            var slot = home(key)
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            let key = Self.stored(key)
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    private mutating func insert(_ key: UInt64, _ value: Value) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var slot = home(key)
        while keys[slot] != 0 {
            if keys[slot] == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    private mutating func remove(_ key: UInt64) {
        var slot = home(key)
        while keys[slot] != key {
            if keys[slot] == 0 { return }
            slot = (slot + 1) & mask
        }
        keys[slot] = 0
        values[slot] = nil
        count -= 1
        // Shift back each entry after it that would no longer be found past the gap.
        var gap = slot
        var next = (slot + 1) & mask
        while keys[next] != 0 {
            let wanted = home(keys[next])
            let distanceToNext = (next - wanted) & mask
            let distanceToGap = (gap - wanted) & mask
            if distanceToGap < distanceToNext {
                keys[gap] = keys[next]
                values[gap] = values[next]
                keys[next] = 0
                values[next] = nil
                gap = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            if let value { insert(key, value) }
        }
    }

    /// Every value.
    var allValues: [Value] { values.compactMap { $0 } }
}
