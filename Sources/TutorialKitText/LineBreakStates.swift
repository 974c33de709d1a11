/// Reads a text's line-break opportunities through the table of states ``LineBreakRules`` makes
/// (in `LineBreakStateTable.swift`, generated): one look-up a character.
///
/// An entry gives the next state (above four bits) and the outcome at the place before the
/// character read (the low four bits, ``code(of:)``). One rule, LB25, decides some places only
/// when it sees the unit after the next: the reader keeps such a place until then.
struct LineBreakStates {
    private var state = 0
    /// A place whose opportunity waits for the next unit: a number's or not.
    private var waiting: (place: Int, ifNumber: LineBreaks.Opportunity, otherwise: LineBreaks.Opportunity)?

    /// The code of an outcome in an entry: 0–2 the opportunity, or 3 and up the two that depend
    /// on the unit after the next.
    static func code(of outcome: LineBreakRules.Outcome) -> UInt16 {
        switch outcome {
        case .decided(let opportunity): UInt16(opportunity.rawValue)
        case .dependsOnNumber(let ifNumber, let otherwise):
            3 + 3 * UInt16(ifNumber.rawValue) + UInt16(otherwise.rawValue)
        }
    }

    /// The place waiting for the unit after the next, and its opportunity now that `symbol` is
    /// read after it; `nil` while none waits, or when `symbol` is a mark, which goes with the
    /// unit before it. Asked before each ``read(_:at:_:)``.
    @inline(__always)
    mutating func decideWaiting(before symbol: UInt8) -> (place: Int, opportunity: LineBreaks.Opportunity)? {
        // The symbols of these classes are their own values.
        guard let waiting, symbol != LineBreakClass.CM.rawValue, symbol != LineBreakClass.ZWJ.rawValue else {
            return nil
        }
        self.waiting = nil
        return (waiting.place, symbol == LineBreakClass.NU.rawValue ? waiting.ifNumber : waiting.otherwise)
    }

    /// Reads the character of `symbol` at `place` (an index or a byte offset, ascending), through
    /// `transitions` (``transitions``, held by the caller for the whole text): the opportunity
    /// before it, or `nil` when it waits for the unit after the next. The first character's is
    /// prohibited.
    @inline(__always)
    mutating func read(_ symbol: UInt8, at place: Int, _ transitions: UnsafeBufferPointer<UInt16>)
        -> LineBreaks.Opportunity?
    {
        let entry = transitions[state &* LineBreakClass.symbolCount &+ Int(symbol)]
        state = Int(entry >> 4)
        let code = entry & 0xF
        if code < 3 { return LineBreaks.Opportunity(rawValue: UInt8(code)) }
        waiting = (
            place, LineBreaks.Opportunity(rawValue: UInt8((code - 3) / 3)) ?? .allowed,
            LineBreaks.Opportunity(rawValue: UInt8((code - 3) % 3)) ?? .allowed
        )
        return nil
    }

    /// Ends the text: the place still waiting, if any, has no unit after it.
    mutating func finish() -> (place: Int, opportunity: LineBreaks.Opportunity)? {
        defer { waiting = nil }
        return waiting.map { ($0.place, $0.otherwise) }
    }
}
