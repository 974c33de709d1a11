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
    /// `q` or Esc (alone, once ``KeyDecoder/escapeDelay`` has passed): quit, recorded as dismissed.
    case quit
    /// Ctrl-C.
    case interrupt
    /// `1` to `9`: press that button.
    case button(Int)
    /// Anything else.
    case other

    /// The keys in `bytes`, all of a terminal's input (raw mode): nothing follows them, so Esc at
    /// the end is the Esc key. To decode input as it arrives, read by read, use ``KeyDecoder``.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.timedOut()
    }
}
