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
        var before = [Opportunity](repeating: .allowed, count: classes.count + 1)
        if !classes.isEmpty { before[0] = .prohibited }
        Self.forEachPair(classes, isWideParenthesis, isUnassignedPictograph) { index, opportunity in
            before[index] = opportunity
        }
        before[classes.count] = .mandatory
        self.before = before
    }

    /// What the rules read at the place between two characters, carried along the text as it is
    /// read, so that no rule walks back along it: a long run of spaces, marks or separators costs
    /// one pass, not one a character. A combining mark or joiner takes the class of the character
    /// it is on (rules LB9 and LB10), and one on nothing (or on a space or a break) is AL.
    private struct Pair {
        /// The classes either side, as written and as marks are read.
        var left = LineBreakClass.AL
        var right = LineBreakClass.AL
        var a = LineBreakClass.AL
        var b = LineBreakClass.AL
        /// Whether the character on the right is a mark on the one before.
        var rightAttached = false
        /// The last character before the right one that is not a space: its class as written, and
        /// as marks are read.
        var beforeSpacesOwn: LineBreakClass?
        var beforeSpaces: LineBreakClass?
        /// The class of the character before the left one (marks and all).
        var beforeLeft: LineBreakClass?
        /// Whether a number, `NU (NU | SY | IS)*`, ends with the left character, and with the
        /// character before it (marks and all).
        var leftEndsNumber = false
        var beforeLeftEndsNumber = false
        /// How many regional indicators in a row end with the left character.
        var leftIndicators = 0
        /// Where the left character, with the marks on it, starts.
        var leftStart = 0
    }

    /// Calls `body` with each place between two characters of `classes` (the index of the one
    /// after it) and its opportunity.
    private static func forEachPair(
        _ classes: [LineBreakClass], _ isWideParenthesis: (Int) -> Bool,
        _ isUnassignedPictograph: (Int) -> Bool,
        _ body: (Int, Opportunity) -> Void
    ) {
        guard let first = classes.first else { return }
        var pair = Pair()
        // The first character, as the left one of the first place.
        var effective = first == .CM || first == .ZWJ ? .AL : first
        var endsNumber = effective == .NU
        var indicators = effective == .RI ? 1 : 0
        var unitStart = 0
        var beforeUnit: LineBreakClass? = nil
        var beforeUnitEndsNumber = false
        var lastNonSpace: (own: LineBreakClass, effective: LineBreakClass)? =
            first == .SP ? nil : (first, effective)
        for index in 1..<classes.count {
            let own = classes[index]
            pair.left = classes[index - 1]
            pair.right = own
            pair.a = effective
            pair.leftEndsNumber = endsNumber
            pair.leftIndicators = indicators
            pair.leftStart = unitStart
            pair.beforeLeft = beforeUnit
            pair.beforeLeftEndsNumber = beforeUnitEndsNumber
            pair.beforeSpacesOwn = lastNonSpace?.own
            pair.beforeSpaces = lastNonSpace?.effective
            // The right character, read as the rules read it.
            let previous = effective
            let attaches = (own == .CM || own == .ZWJ) && !previous.isIn(.noBase)
            pair.rightAttached = attaches
            if attaches {
                // The unit, its start and what came before it, go on.
            } else {
                effective = own == .CM || own == .ZWJ ? .AL : own
                beforeUnit = previous
                beforeUnitEndsNumber = endsNumber
                unitStart = index
                switch effective {
                case .NU: endsNumber = true
                case .SY, .IS: break
                default: endsNumber = false
                }
                indicators = effective == .RI ? indicators + 1 : 0
            }
            pair.b = effective
            if pair.left.isIn(.lettersAndDigits) && own.isIn(.lettersAndDigits) {
                // Inside a word or a number, the commonest place: no break (rules LB23, LB28).
                body(index, .prohibited)
            } else {
                body(
                    index,
                    opportunity(
                        pair, at: index, isWideParenthesis, isUnassignedPictograph,
                        classAfter: { Self.classAfter(index, of: classes, effective: effective) }))
            }
            if own != .SP { lastNonSpace = (own, effective) }
        }
    }

    /// The class of the character after the one at `index` (marks and all), whose class as the
    /// rules read it is `effective`.
    private static func classAfter(_ index: Int, of classes: [LineBreakClass], effective: LineBreakClass)
        -> LineBreakClass?
    {
        var next = index + 1
        if !effective.isIn(.noBase) {
            while next < classes.count && (classes[next] == .CM || classes[next] == .ZWJ) { next += 1 }
        }
        guard next < classes.count else { return nil }
        return classes[next] == .CM || classes[next] == .ZWJ ? .AL : classes[next]
    }

    /// The opportunity at the place `pair` describes, before the character at `index`.
    private static func opportunity(
        _ pair: Pair, at index: Int, _ isWideParenthesis: (Int) -> Bool,
        _ isUnassignedPictograph: (Int) -> Bool,
        classAfter: () -> LineBreakClass?
    ) -> Opportunity {
        let (left, right) = (pair.left, pair.right)
        // Between two letters or digits nothing but rules LB23 and LB28 applies: no break. Most
        // of a text is this.
        if left.isIn(.lettersAndDigits) && right.isIn(.lettersAndDigits) { return .prohibited }
        // LB4, LB5: after a line break, always; never inside CR LF.
        if left == .CR && right == .LF { return .prohibited }
        if left.isIn(.mandatoryBreaks) { return .mandatory }
        // LB6, LB7: not before a line break, a space or a zero-width space.
        if right.isIn(.mandatoryBreaks) || right == .SP || right == .ZW { return .prohibited }
        // LB8: after a zero-width space and the spaces after it.
        if pair.beforeSpacesOwn == .ZW { return .allowed }
        // LB8a, LB9: not after a joiner, nor before a mark that belongs to the character before.
        if left == .ZWJ || pair.rightAttached { return .prohibited }

        // The rest read a mark as the character it is on.
        let (a, b) = (pair.a, pair.b)
        // LB11, LB12, LB12a: word joiners and no-break spaces hold.
        if a == .WJ || b == .WJ || a == .GL { return .prohibited }
        if b == .GL && a != .SP && a != .BA && a != .HY { return .prohibited }
        // LB13: not before closing punctuation, "!", or infix and symbol separators.
        if b.isIn(.beforeNoBreak) { return .prohibited }
        // LB14–LB17: across spaces after an opening bracket, and the like.
        let spaced = pair.beforeSpaces
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
        if (a == .HY || a == .BA) && pair.beforeLeft == .HL { return .prohibited }
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
        if a.isIn(.prefixes) && (b == .NU || b.isIn(.openingOrHyphen) && classAfter() == .NU) {
            return .prohibited
        }
        if a.isIn(.openingOrHyphen) && b == .NU { return .prohibited }
        if b.isIn(.numberTail) && pair.leftEndsNumber { return .prohibited }
        if b.isIn(.prefixes) && (a.isIn(.closing) ? pair.beforeLeftEndsNumber : pair.leftEndsNumber) {
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
        if a.isIn(.lettersAndDigits) && b == .OP && !isWideParenthesis(index) { return .prohibited }
        if a == .CP && !isWideParenthesis(pair.leftStart) && b.isIn(.lettersAndDigits) { return .prohibited }
        // LB30a: regional indicators pair into flags.
        if a == .RI && b == .RI { return pair.leftIndicators % 2 == 1 ? .prohibited : .allowed }
        // LB30b: an emoji modifier holds to its base.
        if b == .EM && (a == .EB || isUnassignedPictograph(pair.leftStart)) { return .prohibited }
        // LB31: anywhere else.
        return .allowed
    }
}

extension LineBreaks {
    /// The byte offsets in `text`'s UTF-8 that a line may break before: every opportunity but the
    /// text's start and end and the place after a line feed (`\n` ends a paragraph of its own).
    package static func byteOffsets(in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            if let offsets = asciiByteOffsets(bytes) { return offsets }
            // Each scalar's class and where it starts, read from the bytes: ASCII by a table.
            let ascii = LineBreakClass.asciiClasses
            let basicPlane = LineBreakClass.basicPlaneClasses
            var classes: [LineBreakClass] = []
            var starts: [Int] = []
            classes.reserveCapacity(bytes.count)
            starts.reserveCapacity(bytes.count)
            // Plain letters and digits throughout break nowhere: no opportunity is looked for.
            var allLettersAndDigits = true
            var offset = 0
            while offset < bytes.count {
                let lead = bytes[offset]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let own: LineBreakClass
                if lead < 0x80 {
                    own = ascii[Int(lead)]
                } else {
                    let scalar = Self.scalar(in: bytes, at: offset, length: length)
                    own = scalar.value < 0x10000 ? basicPlane[Int(scalar.value)] : LineBreakClass.of(scalar)
                }
                allLettersAndDigits = allLettersAndDigits && own.isIn(.lettersAndDigits)
                classes.append(own)
                starts.append(offset)
                offset += length
            }
            guard classes.count > 1, !allLettersAndDigits else { return [] }
            var offsets: [Int] = []
            forEachPair(
                classes,
                { LineBreakClass.isWideParenthesis(Self.scalar(in: bytes, at: starts[$0], length: nil)) },
                { LineBreakClass.isUnassignedPictograph(Self.scalar(in: bytes, at: starts[$0], length: nil)) }
            ) { index, opportunity in
                if opportunity != .prohibited && bytes[starts[index - 1]] != UInt8(ascii: "\n") {
                    offsets.append(starts[index])
                }
            }
            return offsets
        }
    }

    /// ``byteOffsets(in:)`` of a text of printable ASCII, spaces, tabs and line breaks, read a
    /// byte at a time with what the rules look back at carried along; `nil` for any other text.
    /// Most text is this, and the rules among its classes are few: no class here is a mark, a
    /// joiner, a no-break space, an ideograph or a Hebrew letter.
    static func asciiByteOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        let table = LineBreakClass.asciiClasses
        for byte in bytes where byte >= 0x80 || table[Int(byte)] == .CM { return nil }
        guard bytes.count > 1 else { return [] }
        func kind(_ offset: Int) -> LineBreakClass { table[Int(bytes[offset])] }
        var offsets: [Int] = []
        // What the rules look back at: the last class before the spaces before here, and whether
        // a number (`NU (NU | SY | IS)*`) ends one and two characters back.
        var beforeSpaces = kind(0)
        var numberEndsBefore = kind(0) == .NU
        var numberEndedBeforeThat = false
        for index in 1..<bytes.count {
            let (a, b) = (kind(index - 1), kind(index))
            if !(a.isIn(.lettersAndDigits) && b.isIn(.lettersAndDigits))
                && Self.asciiOpportunity(
                    a: a, b: b, beforeSpaces: beforeSpaces, numberEndsBefore: numberEndsBefore,
                    numberEndedBeforeThat: numberEndedBeforeThat,
                    after: index + 1 < bytes.count ? kind(index + 1) : nil)
                && a != .LF
            {
                offsets.append(index)
            }
            if b != .SP { beforeSpaces = b }
            numberEndedBeforeThat = numberEndsBefore
            numberEndsBefore = b == .NU || (b == .SY || b == .IS) && numberEndsBefore
        }
        return offsets
    }

    /// Whether a line may break between two ASCII characters of classes `a` and `b`: the rules
    /// of ``opportunity(at:_:_:_:)`` that such classes meet, in the same order.
    private static func asciiOpportunity(
        a: LineBreakClass, b: LineBreakClass, beforeSpaces: LineBreakClass, numberEndsBefore: Bool,
        numberEndedBeforeThat: Bool, after: LineBreakClass?
    ) -> Bool {
        if a == .CR && b == .LF { return false }
        if a.isIn(.mandatoryBreaks) { return true }
        if b.isIn(.mandatoryBreaks) || b == .SP { return false }
        if b.isIn(.beforeNoBreak) { return false }
        if beforeSpaces == .OP { return false }
        if b == .OP && beforeSpaces == .QU { return false }
        if a == .SP { return true }
        if a == .QU || b == .QU { return false }
        if b.isIn(.hyphensAndSmall) { return false }
        if a.isIn(.prefixes) && b.isIn(.letters) || a.isIn(.letters) && b.isIn(.prefixes) { return false }
        if a.isIn(.prefixes) && (b == .NU || b.isIn(.openingOrHyphen) && after == .NU) { return false }
        if a.isIn(.openingOrHyphen) && b == .NU { return false }
        if b.isIn(.numberTail) && numberEndsBefore { return false }
        if b.isIn(.prefixes) && (a.isIn(.closing) ? numberEndedBeforeThat : numberEndsBefore) { return false }
        if a == .IS && b.isIn(.letters) { return false }
        if a.isIn(.lettersAndDigits) && b == .OP { return false }
        if a == .CP && b.isIn(.lettersAndDigits) { return false }
        return true
    }

    /// The scalar whose UTF-8 starts at `offset` of `bytes` (valid UTF-8, a `String`'s own).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int?)
        -> Unicode.Scalar
    {
        let lead = bytes[offset]
        let count = length ?? (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
        guard count > 1, offset + count <= bytes.count else { return Unicode.Scalar(lead) }
        var value = UInt32(lead) & (0xFF >> (count + 1))
        for next in 1..<count { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
