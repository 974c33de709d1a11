/// Where a text may break across lines, by the Unicode Line Breaking Algorithm (UAX #14): its
/// classes (``LineBreakClass``) and pair rules LB4–LB31, with numbers kept whole as the standard's
/// example 7 tailors rule LB25 (its conformance file's tailoring), so `$19.99` and `(12.5%)` stay
/// on one line. East Asian text keeps its line-start and line-end rules: no line starts with
/// closing punctuation such as `。` or `）`, none ends with an opening bracket.
///
/// Scripts that need a dictionary to find their words (Thai, Lao, Khmer, Myanmar) take the
/// algorithm's default, which breaks them only at spaces and punctuation.
package struct LineBreaks: Sendable {
    /// What may happen between two characters.
    package enum Opportunity: Sendable, Equatable {
        /// No break.
        case prohibited
        /// A break if the line is full.
        case allowed
        /// A break always: after a line break.
        case mandatory
    }

    /// The opportunity before each character, and at the end: `count + 1` of them, the first
    /// (the start of the text) prohibited and the last (its end) mandatory.
    package let before: [Opportunity]

    /// The opportunities of `scalars`.
    package init(_ scalars: [Unicode.Scalar]) {
        self.init(
            classes: scalars.map(LineBreakClass.of),
            isWideParenthesis: { LineBreakClass.isWideParenthesis(scalars[$0]) },
            isUnassignedPictograph: { LineBreakClass.isUnassignedPictograph(scalars[$0]) })
    }

    /// The opportunities of characters of `classes`; the closures tell, by position, whether an
    /// opening or closing punctuation is East Asian wide and whether a character is an unassigned
    /// pictograph.
    package init(
        classes: [LineBreakClass], isWideParenthesis: (Int) -> Bool, isUnassignedPictograph: (Int) -> Bool
    ) {
        let text = Context(classes)
        var before = [Opportunity](repeating: .allowed, count: classes.count + 1)
        if !classes.isEmpty {
            before[0] = .prohibited
            for index in 1..<classes.count {
                before[index] = Self.opportunity(at: index, text, isWideParenthesis, isUnassignedPictograph)
            }
        }
        before[classes.count] = .mandatory
        self.before = before
    }

    /// What the rules look back at, found once for the whole text so that no rule walks back
    /// along it: a long run of spaces, marks or separators costs one pass, not one a character.
    private struct Context {
        let classes: [LineBreakClass]
        /// The classes with rules LB9 and LB10 applied: a combining mark or joiner takes the
        /// class of the character it is on; one on nothing (or on a space or a break) is AL.
        var effective: [LineBreakClass]
        /// Whether each character is a mark on the one before it.
        var attached: [Bool]
        /// Where the character with the marks on it starts, for each character.
        var unitStart: [Int]
        /// The last character before each that is not a space, or -1.
        var beforeSpaces: [Int]
        /// Whether a number, `NU (NU | SY | IS)*`, ends with each character.
        var numberEnds: [Bool]
        /// How many regional indicators in a row end with each character.
        var indicators: [Int]

        init(_ classes: [LineBreakClass]) {
            self.classes = classes
            let count = classes.count
            effective = classes
            attached = [Bool](repeating: false, count: count)
            unitStart = Array(0..<count)
            beforeSpaces = [Int](repeating: -1, count: count)
            numberEnds = [Bool](repeating: false, count: count)
            indicators = [Int](repeating: 0, count: count)
            var lastNonSpace = -1
            for index in classes.indices {
                beforeSpaces[index] = lastNonSpace
                if classes[index] != .SP { lastNonSpace = index }
                if classes[index] == .CM || classes[index] == .ZWJ {
                    if index > 0, ![.BK, .CR, .LF, .NL, .SP, .ZW].contains(effective[index - 1]) {
                        attached[index] = true
                        effective[index] = effective[index - 1]
                        unitStart[index] = unitStart[index - 1]
                        numberEnds[index] = numberEnds[index - 1]
                        indicators[index] = indicators[index - 1]
                        continue
                    }
                    effective[index] = .AL
                }
                let previous = index > 0 ? index - 1 : nil
                switch effective[index] {
                case .NU: numberEnds[index] = true
                case .SY, .IS: numberEnds[index] = previous.map { numberEnds[$0] } ?? false
                default: break
                }
                if effective[index] == .RI { indicators[index] = 1 + (previous.map { indicators[$0] } ?? 0) }
            }
        }

        /// The class of the character before the one at `position` (marks and all), if any.
        func classBefore(_ position: Int) -> LineBreakClass? {
            let start = unitStart[position]
            return start > 0 ? effective[start - 1] : nil
        }

        /// The class of the character after the one at `position` (marks and all), if any.
        func classAfter(_ position: Int) -> LineBreakClass? {
            var next = position + 1
            while next < effective.count && attached[next] { next += 1 }
            return next < effective.count ? effective[next] : nil
        }
    }

    /// The opportunity between the characters at `index - 1` and `index`.
    private static func opportunity(
        at index: Int, _ text: Context, _ isWideParenthesis: (Int) -> Bool,
        _ isUnassignedPictograph: (Int) -> Bool
    ) -> Opportunity {
        let (left, right) = (text.classes[index - 1], text.classes[index])
        // LB4, LB5: after a line break, always; never inside CR LF.
        if left == .CR && right == .LF { return .prohibited }
        if left.isMandatoryBreak { return .mandatory }
        // LB6, LB7: not before a line break, a space or a zero-width space.
        if right.isMandatoryBreak || right == .SP || right == .ZW { return .prohibited }
        // LB8: after a zero-width space and the spaces after it.
        let beforeSpaces = text.beforeSpaces[index]
        if beforeSpaces >= 0 && text.classes[beforeSpaces] == .ZW { return .allowed }
        // LB8a, LB9: not after a joiner, nor before a mark that belongs to the character before.
        if left == .ZWJ || text.attached[index] { return .prohibited }

        // The rest read a mark as the character it is on.
        let (a, b) = (text.effective[index - 1], text.effective[index])
        // LB11, LB12, LB12a: word joiners and no-break spaces hold.
        if a == .WJ || b == .WJ || a == .GL { return .prohibited }
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }
        // LB13: not before closing punctuation, "!", or infix and symbol separators.
        if [.CL, .CP, .EX, .IS, .SY].contains(b) { return .prohibited }
        // LB14–LB17: across spaces after an opening bracket, and the like.
        let spaced = beforeSpaces >= 0 ? text.effective[beforeSpaces] : nil
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
        if [.BA, .HY, .NS].contains(b) || a == .BB { return .prohibited }
        if (a == .HY || a == .BA) && text.classBefore(index - 1) == .HL { return .prohibited }
        if a == .SY && b == .HL { return .prohibited }
        // LB22: not before an ellipsis.
        if b == .IN { return .prohibited }
        // LB23, LB23a, LB24: letters, numbers and their prefixes and postfixes hold.
        if (a == .AL || a == .HL) && b == .NU || a == .NU && (b == .AL || b == .HL) { return .prohibited }
        if a == .PR && [.ID, .EB, .EM].contains(b) || [.ID, .EB, .EM].contains(a) && b == .PO {
            return .prohibited
        }
        if (a == .PR || a == .PO) && (b == .AL || b == .HL)
            || (a == .AL || a == .HL) && (b == .PR || b == .PO)
        {
            return .prohibited
        }
        // LB25, tailored as example 7: a number with its signs, separators and brackets holds,
        // `(PR | PO) ? (OP | HY) ? NU (NU | SY | IS) * (CL | CP) ? (PR | PO) ?`.
        if (a == .PR || a == .PO) && (b == .NU || (b == .OP || b == .HY) && text.classAfter(index) == .NU) {
            return .prohibited
        }
        if (a == .OP || a == .HY) && b == .NU { return .prohibited }
        if [.NU, .SY, .IS, .CL, .CP].contains(b) && text.numberEnds[index - 1] { return .prohibited }
        if b == .PO || b == .PR {
            let end = a == .CL || a == .CP ? text.unitStart[index - 1] - 1 : index - 1
            if end >= 0 && text.numberEnds[end] { return .prohibited }
        }
        // LB26, LB27: Korean syllables hold together, and with their prefixes and postfixes.
        let jamo: [LineBreakClass] = [.JL, .JV, .JT, .H2, .H3]
        if a == .JL && [.JL, .JV, .H2, .H3].contains(b) || (a == .JV || a == .H2) && (b == .JV || b == .JT)
            || (a == .JT || a == .H3) && b == .JT
        {
            return .prohibited
        }
        if jamo.contains(a) && b == .PO || a == .PR && jamo.contains(b) { return .prohibited }
        // LB28, LB29: letters hold, and after an infix separator.
        if (a == .AL || a == .HL) && (b == .AL || b == .HL) { return .prohibited }
        if a == .IS && (b == .AL || b == .HL) { return .prohibited }
        // LB30: brackets hold to the letters and numbers they touch (not East Asian ones).
        if [.AL, .HL, .NU].contains(a) && b == .OP && !isWideParenthesis(index) { return .prohibited }
        if a == .CP && !isWideParenthesis(text.unitStart[index - 1]) && [.AL, .HL, .NU].contains(b) {
            return .prohibited
        }
        // LB30a: regional indicators pair into flags.
        if a == .RI && b == .RI { return text.indicators[index - 1] % 2 == 1 ? .prohibited : .allowed }
        // LB30b: an emoji modifier holds to its base.
        if b == .EM && (a == .EB || isUnassignedPictograph(text.unitStart[index - 1])) { return .prohibited }
        // LB31: anywhere else.
        return .allowed
    }
}
