/// A key press `play` understands.
public enum Key: Hashable, Sendable {
    /// → : the next step.
    case right
    /// ← : the step before.
    case left
    /// Enter or Space: the default button.
    case confirm
    /// `s`: skip this step.
    case skip
    /// `q` or Esc: quit, recorded as dismissed.
    case quit
    /// Ctrl-C.
    case interrupt
    /// `1` to `9`: press that button.
    case button(Int)
    /// Anything else.
    case other

    /// The keys in a chunk of terminal input (raw mode), in order. A lone Esc is a quit; an escape
    /// sequence for an arrow is one key.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let rest = bytes[(index + 1)...]
                if rest.starts(with: [0x5B, 0x43]) || rest.starts(with: [0x4F, 0x43]) {
                    keys.append(.right)
                    index += 3
                } else if rest.starts(with: [0x5B, 0x44]) || rest.starts(with: [0x4F, 0x44]) {
                    keys.append(.left)
                    index += 3
                } else if rest.first == 0x5B || rest.first == 0x4F {
                    // Another CSI or SS3 sequence (up, down, function keys): skip it whole.
                    index += 2
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                    keys.append(.other)
                    index += 1
                } else {
                    keys.append(.quit)
                    index += 1
                }
                continue
            }
            switch byte {
            case 0x0D, 0x0A, 0x20: keys.append(.confirm)
            case UInt8(ascii: "s"), UInt8(ascii: "S"): keys.append(.skip)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): keys.append(.quit)
            case 0x03: keys.append(.interrupt)
            case UInt8(ascii: "1")...UInt8(ascii: "9"): keys.append(.button(Int(byte - UInt8(ascii: "1"))))
            default: keys.append(.other)
            }
            index += 1
        }
        return keys
    }
}
