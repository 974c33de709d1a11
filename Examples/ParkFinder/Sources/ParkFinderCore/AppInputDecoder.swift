/// Turns the bytes a terminal in raw mode sends into ``AppInput``: keys, arrows, and the wheel as
/// SGR mouse reports. A sequence cut between two reads is kept for the next; an escape byte with
/// nothing after it is the Esc key only once a short pause shows nothing follows (``timedOut()``).
package struct AppInputDecoder: Sendable {
    private var pending: [UInt8] = []

    package init() {}

    /// Whether bytes are held back, waiting to see whether they start a sequence.
    package var isWaiting: Bool { !pending.isEmpty }

    /// The inputs in `bytes`, after any held back.
    package mutating func decode(_ bytes: [UInt8]) -> [AppInput] {
        pending += bytes
        var inputs: [AppInput] = []
        var index = 0
        while index < pending.count {
            guard let (input, length) = Self.input(at: index, in: pending) else { break }
            if let input { inputs.append(input) }
            index += length
        }
        pending.removeFirst(index)
        // A sequence a hostile writer never ends is not kept for ever.
        if pending.count > 64 { pending.removeAll() }
        return inputs
    }

    /// What is held back, once the pause shows nothing follows: a lone escape is the Esc key.
    package mutating func timedOut() -> [AppInput] {
        defer { pending.removeAll() }
        return pending.first == 0x1B ? [.escape] : []
    }

    /// The input at `index` and how many bytes it takes (`nil` input for bytes that mean nothing
    /// here), or `nil` when the bytes there are the start of something not yet complete.
    private static func input(at index: Int, in bytes: [UInt8]) -> (AppInput?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x03: return (.quit, 1)
        case 0x1A: return (.suspend, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
        case 0xC2..<0xF5: return utf8Character(at: index, in: bytes)
        default: return (nil, 1)
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (AppInput?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        guard bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        // Parameters (after a "<" for a mouse report), then a final byte in 0x40...0x7E.
        var end = index + 2
        if end < bytes.count, bytes[end] == UInt8(ascii: "<") { end += 1 }
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        // A terminal without SGR reports (mode 1006) sends the older ESC [ M and three raw bytes,
        // button first (32 + 64 for the wheel up, 32 + 65 down): taken whole, never as typed keys.
        if body.isEmpty, bytes[end] == UInt8(ascii: "M") {
            guard end + 3 < bytes.count else { return nil }
            let (button, x, y) = (bytes[end + 1], Int(bytes[end + 2]) - 33, Int(bytes[end + 3]) - 33)
            let click: AppInput? = button == 32 && x >= 0 && y >= 0 ? .click(x: x, y: y) : nil
            return (button == 96 ? .wheelUp : button == 97 ? .wheelDown : click, length + 3)
        }
        switch (body, bytes[end]) {
        case ("", UInt8(ascii: "A")): return (.up, length)
        case ("", UInt8(ascii: "B")): return (.down, length)
        case ("", UInt8(ascii: "C")): return (.right, length)
        case ("", UInt8(ascii: "D")): return (.left, length)
        case ("", UInt8(ascii: "Z")): return (.backTab, length)
        case ("5", UInt8(ascii: "~")): return (.pageUp, length)
        case ("6", UInt8(ascii: "~")): return (.pageDown, length)
        case (_, UInt8(ascii: "M")) where body.hasPrefix("<"):
            // Each field is a few digits at most (a longer one is no number): button, column, row.
            let fields = body.dropFirst().split(separator: ";").map { $0.count <= 6 ? Int($0) : nil }
            guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2]
            else {
                return (nil, length)
            }
            let click: AppInput? =
                button == 0 && column >= 1 && row >= 1 ? .click(x: column - 1, y: row - 1) : nil
            return (button == 64 ? .wheelUp : button == 65 ? .wheelDown : click, length)
        default: return (nil, length)
        }
    }

    private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (AppInput?, Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        // A lead byte without its continuation bytes is dropped alone: what follows is read anew.
        let available = bytes[(index + 1)..<min(index + length, bytes.count)]
        guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = text.first, text.count == 1, character != "\u{FFFD}" else {
            return (nil, length)
        }
        return (.character(character), length)
    }
}
