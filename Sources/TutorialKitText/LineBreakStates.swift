/// Reads a text's line-break opportunities through the tables ``LineBreakRules`` makes (in
/// `LineBreakStateTable.swift`, generated): one look-up a character.
///
/// An entry gives the next state (above eight bits) and the outcome at the place before the
/// character read (the low eight bits): the opportunity (0–2), or 3 and up for a question the
/// rules ask of the units after that character (rules LB15b, LB15c, LB19, LB25 and LB28a look up
/// to two units ahead). The reader keeps such a place until the units that answer it are read.
struct LineBreakStates {
    private var state = 0
    /// The places waiting for the units after them: the row of ``questionsFirst`` (or, once the
    /// first unit is read, of ``questionsSecond``) that decides each.
    private var waiting: [(place: Int, row: Int, isSecond: Bool)] = []

    /// The width of a question's row: a symbol's, and the end of the text.
    private static let rowWidth = LineBreakSymbol.count + 1

    /// Whether places wait for units not read yet: ``answers(before:_:)`` then comes before
    /// each ``read(_:at:_:)``.
    var isWaiting: Bool { !waiting.isEmpty }

    /// Reads the character of `symbol` at `place` (an index or a byte offset, ascending), through
    /// `tables` (held by the caller for the whole text): the opportunity at its place, or `nil`
    /// when the place waits for the units after it. The first character's place is prohibited.
    @inline(__always)
    mutating func read(_ symbol: UInt8, at place: Int, _ tables: Tables) -> LineBreaks.Opportunity? {
        let entry = tables.transitions[state &* LineBreakSymbol.count &+ Int(symbol)]
        state = Int(entry >> 8)
        let code = Int(entry & 0xFF)
        if code < 3 { return LineBreaks.Opportunity(rawValue: UInt8(code)) }
        waiting.append((place, code - 3, false))
        return nil
    }

    /// The waiting places the character of `symbol`, about to be read, answers: a mark goes with
    /// the unit before it and answers none (a question is asked only where marks go with the
    /// unit), the next unit does.
    mutating func answers(before symbol: UInt8, _ tables: Tables) -> [(
        place: Int, opportunity: LineBreaks.Opportunity
    )] {
        let own = LineBreakSymbol(rawValue: symbol).lineBreakClass
        guard own != .CM && own != .ZWJ else { return [] }
        return answer(with: Int(symbol), tables)
    }

    /// Ends the text: the places still waiting have no unit after them.
    mutating func finish(_ tables: Tables) -> [(place: Int, opportunity: LineBreaks.Opportunity)] {
        // One whose first unit was the last is answered by the end too.
        answer(with: LineBreakSymbol.count, tables) + answer(with: LineBreakSymbol.count, tables)
    }

    /// Answers the waiting places with the unit of `symbol` (``LineBreakSymbol/count`` for the end).
    private mutating func answer(with symbol: Int, _ tables: Tables) -> [(
        place: Int, opportunity: LineBreaks.Opportunity
    )] {
        var answered: [(place: Int, opportunity: LineBreaks.Opportunity)] = []
        var still: [(place: Int, row: Int, isSecond: Bool)] = []
        for question in waiting {
            let value =
                question.isSecond
                ? tables.questionsSecond[question.row &* Self.rowWidth &+ symbol]
                : tables.questionsFirst[question.row &* Self.rowWidth &+ symbol]
            if value < 3 {
                answered.append((question.place, LineBreaks.Opportunity(rawValue: value) ?? .allowed))
            } else {
                still.append((question.place, Int(value) - 3, true))
            }
        }
        waiting = still
        return answered
    }

    /// The tables, held for a whole text.
    struct Tables {
        let transitions: UnsafeBufferPointer<UInt16>
        let questionsFirst: UnsafeBufferPointer<UInt8>
        let questionsSecond: UnsafeBufferPointer<UInt8>
    }

    /// Calls `body` with the tables.
    static func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        transitions.withUnsafeBufferPointer { transitions in
            questionsFirst.withUnsafeBufferPointer { first in
                questionsSecond.withUnsafeBufferPointer { second in
                    body(Tables(transitions: transitions, questionsFirst: first, questionsSecond: second))
                }
            }
        }
    }
}
