/// The pair rules of the Unicode Line Breaking Algorithm (UAX #14, LB4–LB31) as a function: from
/// what they read of the text before a place (``LineBreakRules/Context``) and the character after
/// it, to the opportunity there and what they read before the next place.
///
/// Run a character at a time, the rules cost more than everything else that lays out a step. So
/// text is read through ``LineBreakStates``, this function made into a table of states: every
/// context the rules can reach, merged where they cannot be told apart. ``derivedTable()`` makes
/// it; a test keeps the generated file equal to it, so the rules here stay the one source.
///
/// Numbers are kept whole as the standard's example 7 tailors rule LB25 (its conformance file's
/// tailoring), so `$19.99` and `(12.5%)` stay on one line.
enum LineBreakRules {
    /// What the rules read of the text before a place: the character just before it (as written,
    /// and as marks are read), the characters before that as far as any rule looks back, and
    /// nothing else, so that the contexts are few.
    ///
    /// A combining mark or joiner takes the class of the character it is on (rules LB9 and LB10),
    /// and one on nothing (or on a space or a break) is AL; a character with its marks is a unit.
    struct Context: Hashable {
        /// Whether any character was read: before the first there is no place to break.
        var hasLeft = false
        /// The class of the character before the place, as written.
        var left = LineBreakClass.AL
        /// The class of the unit before the place, as marks are read.
        var a = LineBreakClass.AL
        /// Whether a number, `NU (NU | SY | IS)*`, ends with that unit.
        var endsNumber = false
        /// Whether an odd number of regional indicators in a row ends with it.
        var oddIndicators = false
        /// Whether the unit is East Asian wide opening or closing punctuation (rule LB30), and
        /// whether it is an unassigned pictograph (rule LB30b).
        var isWideParenthesis = false
        var isUnassignedPictograph = false
        /// Of the unit before that one: whether it is a Hebrew letter (rule LB21a), and whether a
        /// number ends with it (rule LB25, for a postfix after closing punctuation).
        var beforeIsHebrew = false
        var beforeEndsNumber = false
        /// The last character before the place that is not a space: whether it is a zero-width
        /// space (rule LB8), and its class as marks are read, where rules LB14–LB17 look for one
        /// (OP, QU, CL, CP or B2; any other is AL, as is none).
        var beforeSpacesIsZeroWidth = false
        var beforeSpaces = LineBreakClass.AL
    }

    /// What the rules say at a place.
    enum Outcome: Hashable {
        case decided(LineBreaks.Opportunity)
        /// Rule LB25 looks past the character after the place: `$(1` and `$-1` hold when a digit
        /// follows the bracket or hyphen (marks on it aside), and otherwise the later rules decide.
        case dependsOnNumber(ifNumber: LineBreaks.Opportunity, otherwise: LineBreaks.Opportunity)
    }

    /// The outcome at the place before a character of `symbol` (a class, with the distinctions of
    /// ``LineBreakClass/symbolCount``), in `context`, and the context after it.
    static func reading(_ symbol: Int, in context: Context) -> (Outcome, Context) {
        let own = LineBreakClass.symbolClass(symbol)
        let isMark = own == .CM || own == .ZWJ
        var next = context
        next.hasLeft = true
        next.left = own
        guard context.hasLeft else {
            next.a = isMark ? .AL : own
            next.endsNumber = next.a == .NU
            next.oddIndicators = next.a == .RI
            next.isWideParenthesis = LineBreakClass.isWideParenthesisSymbol(symbol)
            next.isUnassignedPictograph = symbol == LineBreakClass.unassignedPictographSymbol
            if own != .SP {
                next.beforeSpacesIsZeroWidth = own == .ZW
                next.beforeSpaces = reduced(next.a)
            }
            return (.decided(.prohibited), next)
        }
        let attaches = isMark && !context.a.isIn(.noBase)
        if !attaches {
            next.a = isMark ? .AL : own
            next.beforeIsHebrew = context.a == .HL
            next.beforeEndsNumber = context.endsNumber
            next.isWideParenthesis = LineBreakClass.isWideParenthesisSymbol(symbol)
            next.isUnassignedPictograph = symbol == LineBreakClass.unassignedPictographSymbol
            switch next.a {
            case .NU: next.endsNumber = true
            case .SY, .IS: next.endsNumber = context.endsNumber
            default: next.endsNumber = false
            }
            next.oddIndicators = next.a == .RI && !context.oddIndicators
        }
        if own != .SP {
            next.beforeSpacesIsZeroWidth = own == .ZW
            next.beforeSpaces = reduced(next.a)
        }
        let place = Place(
            context: context, right: own, b: next.a, rightAttached: attaches,
            rightIsWideParenthesis: LineBreakClass.isWideParenthesisSymbol(symbol))
        let ifNumber = opportunity(place, nextIsNumber: true)
        let otherwise = opportunity(place, nextIsNumber: false)
        let outcome: Outcome =
            ifNumber == otherwise
            ? .decided(otherwise) : .dependsOnNumber(ifNumber: ifNumber, otherwise: otherwise)
        return (outcome, next)
    }

    /// The class rules LB14–LB17 may look for before spaces, or AL.
    private static func reduced(_ own: LineBreakClass) -> LineBreakClass {
        switch own {
        case .OP, .QU, .CL, .CP, .B2: own
        default: .AL
        }
    }

    /// A place between two characters, as the rules read it.
    private struct Place {
        /// What came before.
        let context: Context
        /// The class of the character after the place, as written and as marks are read.
        let right: LineBreakClass
        let b: LineBreakClass
        /// Whether the character after the place is a mark on the one before.
        let rightAttached: Bool
        /// Whether the character after the place is East Asian wide opening punctuation.
        let rightIsWideParenthesis: Bool
    }

    /// The opportunity at `place`; `nextIsNumber` is whether the unit after the character after
    /// it is a number (rule LB25 looks that far).
    private static func opportunity(_ place: Place, nextIsNumber: Bool) -> LineBreaks.Opportunity {
        let context = place.context
        let (left, right) = (context.left, place.right)
        // LB4, LB5: after a line break, always; never inside CR LF.
        if left == .CR && right == .LF { return .prohibited }
        if left.isIn(.mandatoryBreaks) { return .mandatory }
        // LB6, LB7: not before a line break, a space or a zero-width space.
        if right.isIn(.mandatoryBreaks) || right == .SP || right == .ZW { return .prohibited }
        // LB8: after a zero-width space and the spaces after it.
        if context.beforeSpacesIsZeroWidth { return .allowed }
        // LB8a, LB9: not after a joiner, nor before a mark that belongs to the character before.
        if left == .ZWJ || place.rightAttached { return .prohibited }

        // The rest read a mark as the character it is on.
        let (a, b) = (context.a, place.b)
        // LB11, LB12, LB12a: word joiners and no-break spaces hold.
        if a == .WJ || b == .WJ || a == .GL { return .prohibited }
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }
        // LB13: not before closing punctuation, "!", or infix and symbol separators.
        if b.isIn(.beforeNoBreak) { return .prohibited }
        // LB14–LB17: across spaces after an opening bracket, and the like.
        let spaced = context.beforeSpaces
        if spaced == .OP { return .prohibited }
        if b == .OP && spaced == .QU { return .prohibited }
        if b == .NS && (spaced == .CL || spaced == .CP) { return .prohibited }
        if b == .B2 && spaced == .B2 { return .prohibited }
        // LB18: after spaces.
        if a == .SP { return .allowed }
        // LB19, LB20: quotes hold; contingent breaks break.
        if a == .QU || b == .QU { return .prohibited }
        if a == .CB || b == .CB { return .allowed }
        // LB21, LB21a, LB21b: not before hyphens and small kana; not after a hyphen in Hebrew.
        if b.isIn(.hyphensAndSmall) || a == .BB { return .prohibited }
        if (a == .HY || a == .BA) && context.beforeIsHebrew { return .prohibited }
        if a == .SY && b == .HL { return .prohibited }
        // LB22: not before an ellipsis.
        if b == .IN { return .prohibited }
        // LB23, LB23a, LB24: letters, numbers and their prefixes and postfixes hold.
        if a.isIn(.letters) && b == .NU || a == .NU && b.isIn(.letters) { return .prohibited }
        if a == .PR && b.isIn(.ideographic) || a.isIn(.ideographic) && b == .PO { return .prohibited }
        if a.isIn(.prefixes) && b.isIn(.letters) || a.isIn(.letters) && b.isIn(.prefixes) {
            return .prohibited
        }
        // LB25, tailored as example 7: a number with its signs, separators and brackets holds,
        // `(PR | PO) ? (OP | HY) ? NU (NU | SY | IS) * (CL | CP) ? (PR | PO) ?`.
        if a.isIn(.prefixes) && (b == .NU || b.isIn(.openingOrHyphen) && nextIsNumber) { return .prohibited }
        if a.isIn(.openingOrHyphen) && b == .NU { return .prohibited }
        if b.isIn(.numberTail) && context.endsNumber { return .prohibited }
        if b.isIn(.prefixes) && (a.isIn(.closing) ? context.beforeEndsNumber : context.endsNumber) {
            return .prohibited
        }
        // LB26, LB27: Korean syllables hold together, and with their prefixes and postfixes.
        if a == .JL && b.isIn(.jamoAfterJL) || (a == .JV || a == .H2) && (b == .JV || b == .JT)
            || (a == .JT || a == .H3) && b == .JT
        {
            return .prohibited
        }
        if a.isIn(.jamo) && b == .PO || a == .PR && b.isIn(.jamo) { return .prohibited }
        // LB28, LB29: letters hold, and after an infix separator.
        if a.isIn(.letters) && b.isIn(.letters) { return .prohibited }
        if a == .IS && b.isIn(.letters) { return .prohibited }
        // LB30: brackets hold to the letters and numbers they touch (not East Asian ones).
        if a.isIn(.lettersAndDigits) && b == .OP && !place.rightIsWideParenthesis { return .prohibited }
        if a == .CP && !context.isWideParenthesis && b.isIn(.lettersAndDigits) { return .prohibited }
        // LB30a: regional indicators pair into flags.
        if a == .RI && b == .RI { return context.oddIndicators ? .prohibited : .allowed }
        // LB30b: an emoji modifier holds to its base.
        if b == .EM && (a == .EB || context.isUnassignedPictograph) { return .prohibited }
        // LB31: anywhere else.
        return .allowed
    }
}

extension LineBreakRules {
    /// The rules as a table of states: every context reachable from the start of a text, merged
    /// where no text read after them could tell two apart, numbered from the start (0). Each row
    /// has an entry for each symbol: the next state, shifted left by four bits, and the outcome's
    /// code (``LineBreakStates/code(of:)``).
    static func derivedTable() -> (transitions: [UInt16], stateCount: Int) {
        let symbols = LineBreakClass.symbolCount
        var contexts = [Context()]
        var numbers = [Context(): 0]
        var rows: [[(next: Int, code: UInt16)]] = []
        var index = 0
        while index < contexts.count {
            let context = contexts[index]
            index += 1
            rows.append(
                (0..<symbols).map { symbol in
                    let (outcome, next) = reading(symbol, in: context)
                    if numbers[next] == nil {
                        numbers[next] = contexts.count
                        contexts.append(next)
                    }
                    return (numbers[next] ?? 0, LineBreakStates.code(of: outcome))
                })
        }
        // Merging (Moore's refinement): states are first told apart by their outcomes, then by
        // the groups their next states fall in, until no group splits.
        var group = rows.map { _ in 0 }
        var groupCount = 0
        while true {
            var groups: [[Int]: Int] = [:]
            var refined = [Int](repeating: 0, count: rows.count)
            for (state, row) in rows.enumerated() {
                let signature = [group[state]] + row.flatMap { [group[$0.next], Int($0.code)] }
                if groups[signature] == nil { groups[signature] = groups.count }
                refined[state] = groups[signature] ?? 0
            }
            group = refined
            if groups.count == groupCount { break }
            groupCount = groups.count
        }
        // One row a group, from the first state of it; the start's group is numbered 0, as the
        // groups are numbered in the order their first states were found.
        var transitions: [UInt16] = []
        var written = Set<Int>()
        for (state, row) in rows.enumerated() where written.insert(group[state]).inserted {
            transitions += row.map { UInt16(group[$0.next]) << 4 | $0.code }
        }
        return (transitions, groupCount)
    }
}
