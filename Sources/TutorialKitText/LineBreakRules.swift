/// The rules of the Unicode Line Breaking Algorithm (UAX #14 for Unicode 17.0, LB4–LB31) as a
/// function: from what they read of the text before a place (``LineBreakRules/Context``), the
/// character after it and, for the few rules that look further, the units after that, to the
/// opportunity there and what they read before the next place.
///
/// Run a character at a time, the rules cost more than everything else that lays out a step. So
/// text is read through ``LineBreakStates``, this function made into a table of states: every
/// context the rules can reach, merged where they cannot be told apart, and for a place the rules
/// decide only further on, the question they ask of the next units. ``derivedTable()`` makes it;
/// a test keeps the generated file equal to it, so the rules here stay the one source.
enum LineBreakRules {
    /// What the rules read of the text before a place: the character just before it (as written,
    /// and as marks are read), the unit before that, the last unit that is not a space, and
    /// nothing else, so that the contexts are few.
    ///
    /// A combining mark or joiner takes the symbol of the character it is on (rule LB9), and one
    /// on nothing (or on a space or a break) is AL (rule LB10); a character with its marks is a
    /// unit.
    struct Context: Hashable {
        /// Whether any character was read: before the first there is no place to break.
        var hasLeft = false
        /// The class of the character before the place, as written, where a rule reads it (a line
        /// break or a joiner); any other is AL.
        var left = LineBreakClass.AL
        /// The unit before the place.
        var a = LineBreakSymbol(.AL)
        /// Whether a number, `NU (SY | IS)*`, ends with that unit.
        var endsNumber = false
        /// Whether an odd number of regional indicators in a row ends with it.
        var oddIndicators = false
        /// The unit before that one, as far as rules look at it.
        var before = Before()
        /// The last unit before the place that is not a space, where rules LB8 and LB14–LB17 look
        /// for one.
        var beforeSpaces = Spaced.none
    }

    /// What rules read of the unit before the one before a place.
    struct Before: Hashable {
        /// Whether there is one (not the start of the text).
        var exists = false
        var isEastAsian = false
        var isHebrew = false
        /// Whether a hyphen after it starts a word (rule LB20a): a break, a space, a contingent
        /// break or glue before it, or the start of the text.
        var startsWord = true
        /// Whether it is an aksara, a dotted circle or an aksara start (rule LB28a).
        var isAksara = false
        /// Whether a number ends with it.
        var endsNumber = false
    }

    /// The last unit before a place that is not a space, as rules LB8 and LB14–LB17 look for it.
    enum Spaced: Hashable {
        case none, zeroWidth, opening, closing, b2
        /// An opening quotation mark after a break, a space, an opening or a quotation mark, glue
        /// or the start of the text (rule LB15a).
        case openingQuote
    }

    /// What the rules say at a place.
    enum Outcome: Hashable {
        case decided(LineBreaks.Opportunity)
        /// The rules look past the character after the place: the question they ask.
        case asks(Question)
    }

    /// What the rules say at a place once the next units are known: for each symbol the unit
    /// after the character after the place may have (and the end of the text, the last), the
    /// opportunity, or what the unit after that decides.
    struct Question: Hashable {
        enum Answer: Hashable {
            case decided(LineBreaks.Opportunity)
            case then([LineBreaks.Opportunity])
        }
        var answers: [Answer]
    }

    /// The outcome at the place before a character of `symbol`, in `context`, and the context
    /// after it.
    static func reading(_ symbol: LineBreakSymbol, in context: Context) -> (Outcome, Context) {
        let own = symbol.lineBreakClass
        let isMark = own == .CM || own == .ZWJ
        var next = context
        next.hasLeft = true
        next.left = own.isIn(.mandatoryBreaks) || own == .ZWJ ? own : .AL
        let attaches = context.hasLeft && isMark && !context.a.lineBreakClass.isIn(.noBase)
        if !attaches {
            next.a = isMark ? LineBreakSymbol(.AL) : symbol
            next.before = Before(
                exists: context.hasLeft, isEastAsian: context.hasLeft && context.a.isEastAsian,
                isHebrew: context.a.lineBreakClass == .HL,
                startsWord: !context.hasLeft || context.a.lineBreakClass.isIn(.beforeWordHyphen),
                isAksara: isAksara(context.a), endsNumber: context.endsNumber)
            switch next.a.lineBreakClass {
            case .NU: next.endsNumber = true
            case .SY, .IS: next.endsNumber = context.hasLeft && context.endsNumber
            default: next.endsNumber = false
            }
            next.oddIndicators = next.a.lineBreakClass == .RI && !(context.hasLeft && context.oddIndicators)
        }
        if own != .SP {
            next.beforeSpaces =
                switch next.a.lineBreakClass {
                case .ZW: .zeroWidth
                case .OP: .opening
                case .CL, .CP: .closing
                case .B2: .b2
                case .QU
                where next.a.isOpeningQuote
                    && (attaches
                        ? context.beforeSpaces == .openingQuote
                        : !context.hasLeft || context.a.lineBreakClass.isIn(.beforeOpeningQuote)):
                    .openingQuote
                default: .none
                }
        }
        guard context.hasLeft else { return (.decided(.prohibited), next) }
        let place = Place(context: context, right: own, b: next.a, rightAttached: attaches)
        return (outcome(at: place), next)
    }

    /// Whether `unit` is an aksara, a dotted circle or an aksara start (rule LB28a).
    private static func isAksara(_ unit: LineBreakSymbol) -> Bool {
        unit.isDottedCircle || unit.lineBreakClass == .AK || unit.lineBreakClass == .AS
    }

    /// A place between two characters, as the rules read it.
    private struct Place {
        /// What came before.
        let context: Context
        /// The class of the character after the place, as written.
        let right: LineBreakClass
        /// The unit the character after the place is of (its own, or the one before when it is a
        /// mark on it).
        let b: LineBreakSymbol
        /// Whether the character after the place is a mark on the one before.
        let rightAttached: Bool
    }

    /// The outcome at `place`: the opportunity when the rules need nothing after the character
    /// after it, else the question they ask of the units after it.
    private static func outcome(at place: Place) -> Outcome {
        let symbols = (0..<LineBreakSymbol.count).map { LineBreakSymbol(rawValue: UInt8($0)) }
        // The units after, as far as given; `nil` is the end of the text.
        func evaluate(_ ahead: [LineBreakSymbol?]) -> (LineBreaks.Opportunity, asked: Int) {
            var asked = 0
            let result = opportunity(place) { index in
                if index <= ahead.count { return ahead[index - 1] }
                if ahead.last.map({ $0 == nil }) ?? false { return nil }
                asked = max(asked, index)
                return nil
            }
            return (result, asked)
        }
        let (first, asked) = evaluate([])
        guard asked > 0 else { return .decided(first) }
        let answers = (symbols.map(Optional.some) + [nil]).map { next -> Question.Answer in
            let (opportunity, asked) = evaluate([next])
            guard asked > 1 else { return .decided(opportunity) }
            return .then((symbols.map(Optional.some) + [nil]).map { evaluate([next, $0]).0 })
        }
        return .asks(Question(answers: answers))
    }

    /// The opportunity at `place`; `ahead(n)` is the symbol of the `n`th unit after the character
    /// after the place (`nil` past the end of the text), which rules LB15b, LB15c, LB19, LB25 and
    /// LB28a read.
    private static func opportunity(_ place: Place, ahead: (Int) -> LineBreakSymbol?)
        -> LineBreaks.Opportunity
    {
        let context = place.context
        let (left, right) = (context.left, place.right)
        // LB4, LB5: after a line break, always; never inside CR LF.
        if left == .CR && right == .LF { return .prohibited }
        if left.isIn(.mandatoryBreaks) { return .mandatory }
        // LB6, LB7: not before a line break, a space or a zero-width space.
        if right.isIn(.mandatoryBreaks) || right == .SP || right == .ZW { return .prohibited }
        // LB8, LB8a: after a zero-width space and the spaces after it; not after a joiner.
        if context.beforeSpaces == .zeroWidth { return .allowed }
        if left == .ZWJ { return .prohibited }
        // LB9: not before a mark that belongs to the character before.
        if place.rightAttached { return .prohibited }

        // The rest read units.
        let (aUnit, bUnit) = (context.a, place.b)
        let (a, b) = (aUnit.lineBreakClass, bUnit.lineBreakClass)
        // LB11, LB12, LB12a: word joiners and glue hold.
        if a == .WJ || b == .WJ || a == .GL { return .prohibited }
        if b == .GL && a != .SP && a != .BA && a != .HY && a != .HH { return .prohibited }
        // LB13: not before "!", closing punctuation or a symbol separator.
        if b.isIn(.beforeNoBreak) { return .prohibited }
        // LB14, LB15a: not after an opening bracket, nor an opening quotation mark that starts a
        // quotation, with spaces or none.
        if context.beforeSpaces == .opening || context.beforeSpaces == .openingQuote { return .prohibited }
        // LB15b: not before a closing quotation mark that ends a quotation.
        if bUnit.isClosingQuote, ahead(1).map({ $0.lineBreakClass.isIn(.afterClosingQuote) }) ?? true {
            return .prohibited
        }
        // LB15c, LB15d: a break after a space before an infix separator and a digit, else none
        // before an infix separator.
        if a == .SP && b == .IS && ahead(1)?.lineBreakClass == .NU { return .allowed }
        if b == .IS { return .prohibited }
        // LB16, LB17: across spaces after closing punctuation, and between B2s.
        if context.beforeSpaces == .closing && b == .NS { return .prohibited }
        if context.beforeSpaces == .b2 && b == .B2 { return .prohibited }
        // LB18: after spaces.
        if a == .SP { return .allowed }
        // LB19, LB19a: quotation marks hold, but between East Asian characters.
        if b == .QU && !bUnit.isOpeningQuote { return .prohibited }
        if a == .QU && !aUnit.isClosingQuote { return .prohibited }
        if b == .QU && !aUnit.isEastAsian { return .prohibited }
        if b == .QU, !(ahead(1)?.isEastAsian ?? false) { return .prohibited }
        if a == .QU && !bUnit.isEastAsian { return .prohibited }
        if a == .QU && !(context.before.exists && context.before.isEastAsian) { return .prohibited }
        // LB20, LB20a: contingent breaks break; a hyphen that starts a word holds to it.
        if a == .CB || b == .CB { return .allowed }
        if a.isIn(.hyphens) && context.before.startsWord && b.isIn(.letters) { return .prohibited }
        // LB21, LB21a, LB21b: not before hyphens and small kana; not after a hyphen in Hebrew.
        if b == .BA || b == .HH || b == .HY || b == .NS || a == .BB { return .prohibited }
        if a.isIn(.hyphens) && context.before.isHebrew && b != .HL { return .prohibited }
        if a == .SY && b == .HL { return .prohibited }
        // LB22: not before an ellipsis.
        if b == .IN { return .prohibited }
        // LB23, LB23a, LB24: letters, numbers and their prefixes and postfixes hold.
        if a.isIn(.letters) && b == .NU || a == .NU && b.isIn(.letters) { return .prohibited }
        if a == .PR && b.isIn(.ideographic) || a.isIn(.ideographic) && b == .PO { return .prohibited }
        if a.isIn(.prefixes) && b.isIn(.letters) || a.isIn(.letters) && b.isIn(.prefixes) {
            return .prohibited
        }
        // LB25: a number holds with its signs, separators and brackets.
        if b.isIn(.prefixes) && (a.isIn(.closing) ? context.before.endsNumber : context.endsNumber) {
            return .prohibited
        }
        if a.isIn(.prefixes) && b == .OP {
            let next = ahead(1)?.lineBreakClass
            if next == .NU || next == .IS && ahead(2)?.lineBreakClass == .NU { return .prohibited }
        }
        if a.isIn(.prefixes) && b == .NU || (a == .HY || a == .IS) && b == .NU { return .prohibited }
        if context.endsNumber && b == .NU { return .prohibited }
        // LB26, LB27: Korean syllables hold together, and with their prefixes and postfixes.
        if a == .JL && b.isIn(.jamoAfterJL) || (a == .JV || a == .H2) && (b == .JV || b == .JT)
            || (a == .JT || a == .H3) && b == .JT
        {
            return .prohibited
        }
        if a.isIn(.jamo) && b == .PO || a == .PR && b.isIn(.jamo) { return .prohibited }
        // LB28, LB28a: letters hold; so do the parts of an orthographic syllable.
        if a.isIn(.letters) && b.isIn(.letters) { return .prohibited }
        if a == .AP && isAksara(bUnit) { return .prohibited }
        if isAksara(aUnit) && (b == .VF || b == .VI) { return .prohibited }
        if a == .VI && context.before.isAksara && (b == .AK || bUnit.isDottedCircle) { return .prohibited }
        if isAksara(aUnit) && isAksara(bUnit) && ahead(1)?.lineBreakClass == .VF { return .prohibited }
        // LB29: letters after an infix separator.
        if a == .IS && b.isIn(.letters) { return .prohibited }
        // LB30: brackets hold to the letters and numbers they touch (not East Asian ones).
        if a.isIn(.lettersAndDigits) && b == .OP && !bUnit.isEastAsian { return .prohibited }
        if a == .CP && !aUnit.isEastAsian && b.isIn(.lettersAndDigits) { return .prohibited }
        // LB30a: regional indicators pair into flags.
        if a == .RI && b == .RI { return context.oddIndicators ? .prohibited : .allowed }
        // LB30b: an emoji modifier holds to its base.
        if b == .EM && (a == .EB || aUnit.isUnassignedPictograph) { return .prohibited }
        // LB31: anywhere else.
        return .allowed
    }
}

extension LineBreakRules {
    /// The rules as tables (see ``LineBreakStates``): every context reachable from the start of a
    /// text, merged where no text read after them could tell two apart, numbered from the start
    /// (0), a row of ``LineBreakSymbol/count`` entries each: the next state shifted left by eight
    /// bits, and the outcome's code — an opportunity (0–2), or 3 and up for a question of
    /// `questions`. A test checks that the states and the questions fit in their eight bits.
    static func derivedTable() -> (transitions: [UInt16], stateCount: Int, questions: [Question]) {
        let symbols = (0..<LineBreakSymbol.count).map { LineBreakSymbol(rawValue: UInt8($0)) }
        var contexts = [Context()]
        var numbers = [Context(): 0]
        var questions: [Question] = []
        var questionNumbers: [Question: Int] = [:]
        var rows: [[(next: Int, code: UInt16)]] = []
        var index = 0
        while index < contexts.count {
            let context = contexts[index]
            index += 1
            rows.append(
                symbols.map { symbol in
                    let (outcome, next) = reading(symbol, in: context)
                    if numbers[next] == nil {
                        numbers[next] = contexts.count
                        contexts.append(next)
                    }
                    let code: UInt16
                    switch outcome {
                    case .decided(let opportunity): code = UInt16(opportunity.rawValue)
                    case .asks(let question):
                        if questionNumbers[question] == nil {
                            questionNumbers[question] = questions.count
                            questions.append(question)
                        }
                        code = 3 + UInt16(truncatingIfNeeded: questionNumbers[question] ?? 0)
                    }
                    return (numbers[next] ?? 0, code)
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
            transitions += row.map { UInt16(truncatingIfNeeded: group[$0.next]) << 8 | $0.code }
        }
        return (transitions, groupCount, questions)
    }
}

extension LineBreakRules {
    /// `questions` as two flat tables, a row of ``LineBreakSymbol/count`` + 1 entries each (the
    /// last for the end of the text): for the unit after the character after the place, the
    /// opportunity (0–2) or 3 and up for a row of `second`, where the unit after that gives the
    /// opportunity.
    static func questionTables(_ questions: [Question]) -> (first: [UInt8], second: [UInt8]) {
        var first: [UInt8] = []
        var second: [UInt8] = []
        var rows: [[LineBreaks.Opportunity]: Int] = [:]
        for question in questions {
            for answer in question.answers {
                switch answer {
                case .decided(let opportunity): first.append(opportunity.rawValue)
                case .then(let opportunities):
                    if rows[opportunities] == nil {
                        rows[opportunities] = rows.count
                        second += opportunities.map(\.rawValue)
                    }
                    first.append(UInt8(3 + (rows[opportunities] ?? 0)))
                }
            }
        }
        return (first, second)
    }
}
