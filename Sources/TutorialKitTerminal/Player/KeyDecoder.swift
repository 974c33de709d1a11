/// Turns the bytes a terminal sends in raw mode into keys, whatever reads they arrive in.
///
/// An arrow key is three bytes, `ESC [ C`, and a read can end after any of them, so the decoder
/// holds an unfinished escape sequence until the next bytes. Esc alone is also the quit key; it is
/// told apart from the start of a sequence only by time, as vim's and ncurses' escape delay do:
/// when ``isWaiting`` and no byte follows within ``escapeDelay``, call ``timedOut()``.
///
/// The decoder is pure: bytes and the pause are its only inputs, and it keeps no more than which
/// kind of sequence it is in.
public struct KeyDecoder: Sendable {
    /// How long Esc waits for the rest of an escape sequence before it counts as the Esc key: long
    /// enough for the bytes of one key to arrive over a slow link, short enough to feel immediate.
    public static let escapeDelay: Duration = .milliseconds(100)

    private enum State: Sendable {
        /// Between keys.
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`: parameter and intermediate bytes up to a final byte. `isPlain` while
        /// there have been none, as in the arrows' `ESC [ C`.
        case controlSequence(isPlain: Bool)
        /// After `ESC O`: one more byte.
        case singleShift
    }

    private var state = State.ground

    /// A decoder between keys.
    public init() {}

    /// Whether the last bytes are the start of an escape sequence, which the next bytes finish, or
    /// ``timedOut()`` ends if none come within ``escapeDelay``.
    public var isWaiting: Bool {
        if case .ground = state { return false }
        return true
    }

    /// The keys that `bytes`, following everything decoded so far, finish.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { decode(byte, into: &keys) }
        return keys
    }

    /// The keys the held bytes mean when nothing has followed them for ``escapeDelay``: ESC alone
    /// is the Esc key (quit); an unfinished sequence is an unknown key.
    public mutating func timedOut() -> [Key] {
        defer { state = .ground }
        switch state {
        case .ground: return []
        case .escape: return [.quit]
        case .controlSequence, .singleShift: return [.other]
        }
    }

    private mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            if byte == Self.escape {
                state = .escape
            } else {
                keys.append(Self.key(for: byte))
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence(isPlain: true)
            case UInt8(ascii: "O"): state = .singleShift
            default:
                // Esc, then a key of its own (Alt and a key sends the same).
                keys.append(.quit)
                state = .ground
                decode(byte, into: &keys)
            }
        case .controlSequence(let isPlain):
            switch byte {
            case 0x20...0x3F: state = .controlSequence(isPlain: false)
            case 0x40...0x7E:
                keys.append(isPlain ? Self.arrow(final: byte) : .other)
                state = .ground
            default:
                // A control byte or non-ASCII cannot be part of the sequence: it was cut short,
                // and the byte is a key of its own.
                keys.append(.other)
                state = .ground
                decode(byte, into: &keys)
            }
        case .singleShift:
            state = .ground
            if (0x40...0x7E).contains(byte) {
                keys.append(Self.arrow(final: byte))
            } else {
                keys.append(.other)
                decode(byte, into: &keys)
            }
        }
    }

    private static let escape: UInt8 = 0x1B

    /// → or ← for the final byte of `ESC [ C` or `ESC O C` and their `D`, any other key otherwise.
    private static func arrow(final byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: .other
        }
    }

    /// The key one byte outside an escape sequence is.
    private static func key(for byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A, 0x20: .confirm
        case UInt8(ascii: "s"), UInt8(ascii: "S"): .skip
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): .quit
        case 0x03: .interrupt
        case UInt8(ascii: "1")...UInt8(ascii: "9"): .button(Int(byte) - Int(UInt8(ascii: "1")))
        default: .other
        }
    }
}
