import TutorialKit

/// Turns the bytes a terminal sends in raw mode into keys, whatever reads they arrive in.
///
/// An arrow key is three bytes, `ESC [ C`, and a read can end after any of them, so the decoder
/// holds an unfinished escape sequence until the next bytes. Esc alone is also the quit key; it is
/// told apart from the start of a sequence only by time, as vim's and ncurses' escape delay do:
/// when ``isWaiting`` and no byte follows within ``escapeDelay``, call ``timedOut()``.
///
/// Mouse reports are read whole, as SGR sequences (`ESC [ < button ; column ; row M`) or the older
/// `ESC [ M` and three raw bytes: a press of the left button is a ``Key/click(_:)``, and any other
/// report (a release, another button, the wheel, a move) is no key at all.
///
/// The decoder is pure: bytes and the pause are its only inputs, and it keeps no more than the
/// sequence it is in (at most ``longestSequence`` bytes of it).
public struct KeyDecoder: Sendable {
    /// How long Esc waits for the rest of an escape sequence before it counts as the Esc key: long
    /// enough for the bytes of one key to arrive over a slow link, short enough to feel immediate.
    public static let escapeDelay: Duration = .milliseconds(100)

    private enum State: Sendable {
        /// Between keys.
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`: parameter and intermediate bytes up to a final byte, as in the arrows'
        /// `ESC [ C` (none) and a mouse report's `ESC [ < 0 ; 12 ; 4 M`.
        case controlSequence(parameters: [UInt8])
        /// After `ESC O`: one more byte.
        case singleShift
        /// After `ESC [ M`: an older mouse report's three raw bytes, button, column and row.
        case legacyMouse([UInt8])
    }

    /// The most parameter bytes a sequence keeps; a longer one is read to its end as no key.
    public static let longestSequence = 32

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
        // Half a mouse report is no key.
        case .legacyMouse: return []
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
            case UInt8(ascii: "["): state = .controlSequence(parameters: [])
            case UInt8(ascii: "O"): state = .singleShift
            default:
                // Esc, then a key of its own (Alt and a key sends the same).
                keys.append(.quit)
                state = .ground
                decode(byte, into: &keys)
            }
        case .controlSequence(var parameters):
            switch byte {
            case 0x20...0x3F:
                if parameters.count < Self.longestSequence { parameters.append(byte) }
                state = .controlSequence(parameters: parameters)
            case UInt8(ascii: "M") where parameters.isEmpty:
                state = .legacyMouse([])
            case 0x40...0x7E:
                state = .ground
                if parameters.first == UInt8(ascii: "<") {
                    if let click = Self.sgrClick(parameters.dropFirst(), final: byte) { keys.append(click) }
                } else {
                    keys.append(
                        parameters.isEmpty ? Self.arrow(final: byte) : Self.page(parameters, final: byte))
                }
            default:
                // A control byte or non-ASCII cannot be part of the sequence: it was cut short,
                // and the byte is a key of its own.
                keys.append(.other)
                state = .ground
                decode(byte, into: &keys)
            }
        case .legacyMouse(var bytes):
            bytes.append(byte)
            guard bytes.count == 3 else {
                state = .legacyMouse(bytes)
                return
            }
            state = .ground
            // Each byte is 32 more than its value, positions from 1: a press of the left button is 0.
            if bytes[0] == 32, bytes[1] > 32, bytes[2] > 32 {
                keys.append(.click(Point(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)))
            } else if let wheel = Self.wheel(button: Int(bytes[0]) - 32) {
                keys.append(wheel)
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

    /// The click an SGR mouse report `button ; column ; row` ending in `final` is: a press (`M`,
    /// not the release `m`) of the left button with no modifier, at a position from 1; `nil` for
    /// anything else, a report out of shape included.
    private static func sgrClick(_ parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        // Each field is at most a few digits (the bytes kept are bounded), so it fits an Int.
        let numbers = fields.map { field -> Int? in
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        if final == UInt8(ascii: "M"), numbers.count == 3, let button = numbers[0],
            let wheel = wheel(button: button)
        {
            return wheel
        }
        guard final == UInt8(ascii: "M"), numbers.count == 3, numbers[0] == 0, let column = numbers[1],
            let row = numbers[2], column >= 1, row >= 1
        else { return nil }
        return .click(Point(x: column - 1, y: row - 1))
    }

    /// The wheel a mouse report's button number means (64 up, 65 down), without a modifier.
    private static func wheel(button: Int) -> Key? {
        switch button {
        case 64: .wheelUp
        case 65: .wheelDown
        default: nil
        }
    }

    /// PgUp (`ESC [ 5 ~`) or PgDn (`ESC [ 6 ~`); any other key otherwise.
    private static func page(_ parameters: [UInt8], final: UInt8) -> Key {
        guard final == UInt8(ascii: "~"), parameters.count == 1 else { return .other }
        switch parameters[0] {
        case UInt8(ascii: "5"): return .pageUp
        case UInt8(ascii: "6"): return .pageDown
        default: return .other
        }
    }

    /// → or ← for the final byte of `ESC [ C` or `ESC O C` and their `D`, Shift-Tab for
    /// `ESC [ Z`, any other key otherwise.
    private static func arrow(final byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "Z"): .backTab
        default: .other
        }
    }

    /// The key one byte outside an escape sequence is.
    private static func key(for byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A, 0x20: .confirm
        case 0x09: .tab
        case UInt8(ascii: "s"), UInt8(ascii: "S"): .skip
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): .quit
        case 0x03: .interrupt
        case 0x1A: .suspend
        case UInt8(ascii: "1")...UInt8(ascii: "9"): .button(Int(byte) - Int(UInt8(ascii: "1")))
        case UInt8(ascii: "0"): .otherAnswer
        default: .other
        }
    }
}
