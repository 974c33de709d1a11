import TutorialKit

/// A key press (or a click) `play` understands.
public enum Key: Hashable, Sendable {
    /// → : the next step.
    case right
    /// ← : the step before.
    case left
    /// Enter or Space: the focused button, or the default one when none has the focus.
    case confirm
    /// `s`: skip this step.
    case skip
    /// `q` or Esc (alone, once ``KeyDecoder/escapeDelay`` has passed): quit, recorded as dismissed.
    case quit
    /// Ctrl-C.
    case interrupt
    /// Ctrl-Z: suspend, as the terminal itself would outside raw mode (``RawTerminal/suspend()``).
    case suspend
    /// `1` to `9`: press that button (or, while the host's answer to a request is awaited, pick
    /// that answer).
    case button(Int)
    /// Tab: the focus to the step's next button.
    case tab
    /// Shift-Tab (`ESC [ Z`): the focus to the step's button before.
    case backTab
    /// `0`: while the host's answer to a request is awaited, an answer the step does not name.
    case otherAnswer
    /// A click of the left mouse button at a cell of the terminal, from its top-left corner at
    /// (0, 0); a terminal sends it while mouse reporting is on (``RawTerminal/enter(reportingMouse:)``).
    case click(Point)
    /// PgUp and PgDn: the step's text a page up or down, when its box is cut to fit the screen.
    case pageUp
    case pageDown
    /// The mouse wheel turned up or down (while mouse reporting is on): the text a line up or down.
    case wheelUp
    case wheelDown
    /// Anything else.
    case other

    /// The keys in `bytes`, all of a terminal's input (raw mode): nothing follows them, so Esc at
    /// the end is the Esc key. To decode input as it arrives, read by read, use ``KeyDecoder``.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.timedOut()
    }
}
