/// One paragraph's embedding levels under the Unicode Bidirectional Algorithm (UAX #9), whole:
/// the paragraph's direction (P2–P3) when it is not given, explicit embeddings, overrides and
/// isolates (X1–X10), weak types (W1–W7), paired brackets (N0), neutrals (N1–N2) and implicit
/// levels (I1–I2). Levels are resolved over the paragraph before it is broken into lines; each
/// line then takes rule L1 and is reordered by rule L2 (``visualOrder(of:)``).
///
/// It works on the characters' classes, so the conformance files' class sequences run through
/// the same code as text; ``init(_:direction:)`` takes a text's scalars.
package struct BidiParagraph: Sendable {
    /// How a paragraph's direction is chosen.
    package enum Direction: Sendable {
        case leftToRight, rightToLeft
        /// From its first strong character (rules P2 and P3); left to right without one.
        case auto
    }

    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    package let paragraphLevel: UInt8
    /// Each character's class as written.
    package let classes: [BidiClass]
    /// Each character's level after rule I2 (before L1). A character rule X9 removes takes the
    /// level of the one before it, or the paragraph's.
    package let levels: [UInt8]

    /// The deepest embedding level (BD2).
    static let maximumDepth: UInt8 = 125

    /// The paragraph of `scalars`.
    package init(_ scalars: [Unicode.Scalar], direction: Direction) {
        self.init(
            classes: scalars.map(BidiClass.of), direction: direction,
            bracket: { index in
                let scalar = scalars[index]
                guard let pair = BidiClass.pairedBracket(of: scalar) else { return nil }
                return (
                    Self.canonicalBracket(scalar.value), Self.canonicalBracket(pair.value),
                    BidiClass.isOpeningBracket(scalar)
                )
            })
    }

    /// The paragraph of characters of `classes`; `bracket` tells, for a character, its own and its
    /// pair's code point (canonical) and whether it opens, when it is a paired bracket.
    package init(
        classes: [BidiClass], direction: Direction,
        bracket: (Int) -> (own: UInt32, pair: UInt32, opens: Bool)? = { _ in nil }
    ) {
        self.classes = classes
        let matchingPDI = Self.matchingPDIs(classes)
        switch direction {
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        case .auto: paragraphLevel = Self.firstStrongLevel(classes, 0..<classes.count, matchingPDI) ?? 0
        }
        var types = classes
        var levels = [UInt8](repeating: paragraphLevel, count: classes.count)
        Self.resolveExplicit(classes, matchingPDI, paragraphLevel, &types, &levels)
        for sequence in Self.isolatingRunSequences(classes, levels, matchingPDI, paragraphLevel) {
            var run = IsolatingRun(sequence, types: types, levels: levels, classes: classes)
            run.resolveWeakTypes()
            run.resolvePairedBrackets(bracket)
            run.resolveNeutrals()
            for (position, index) in sequence.indices.enumerated() {
                types[index] = run.types[position]
            }
        }
        // I1, I2.
        for index in levels.indices where !classes[index].isRemovedByX9 {
            let level = levels[index]
            switch (level % 2, types[index]) {
            case (0, .R): levels[index] = level + 1
            case (0, .AN), (0, .EN): levels[index] = level + 2
            case (1, .L), (1, .EN), (1, .AN): levels[index] = level + 1
            default: break
            }
        }
        for index in levels.indices where classes[index].isRemovedByX9 {
            levels[index] = index > 0 ? levels[index - 1] : paragraphLevel
        }
        self.levels = levels
    }

    /// The levels of the line `range` of the paragraph after rule L1: segment and paragraph
    /// separators, and the whitespace and isolate marks before them or at the line's end, at the
    /// paragraph's level.
    package func lineLevels(_ range: Range<Int>) -> [UInt8] { lineLevels(Array(range)) }

    /// The levels of a line made of the paragraph's characters at `positions`, in order, after
    /// rule L1: a wrapped line is its text's runs with the spaces between them.
    package func lineLevels(_ positions: [Int]) -> [UInt8] {
        var line = positions.map { levels[$0] }
        var trailing = true
        for (place, index) in positions.enumerated().reversed() {
            switch classes[index] {
            case .S, .B:
                line[place] = paragraphLevel
                trailing = true
            case .WS, .LRI, .RLI, .FSI, .PDI, .LRE, .RLE, .LRO, .RLO, .PDF, .BN:
                if trailing { line[place] = paragraphLevel }
            default:
                trailing = false
            }
        }
        return line
    }

    /// The positions in the paragraph of the line `range`'s characters, in the order they are
    /// seen left to right (rules L1 and L2), leaving out those rule X9 removes when `removed` is
    /// false.
    package func visualOrder(of range: Range<Int>, includingRemoved removed: Bool = true) -> [Int] {
        let line = lineLevels(range)
        let kept = range.filter { removed || !classes[$0].isRemovedByX9 }
        let keptLevels = kept.map { line[$0 - range.lowerBound] }
        return Self.reordered(levels: keptLevels).map { kept[$0] }
    }

    /// Rule L2: from the highest level down to the lowest odd one, every run at that level or
    /// higher is reversed. The indices of `levels` in the order they are seen.
    static func reordered(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else {
            return order
        }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// The angle brackets U+2329 and U+232A are canonically U+3008 and U+3009.
    static func canonicalBracket(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: 0x3008
        case 0x232A: 0x3009
        default: value
        }
    }

    // MARK: - Paragraph level and isolates

    /// For each isolate initiator, the index of its matching PDI (BD9), or `nil`.
    private static func matchingPDIs(_ classes: [BidiClass]) -> [Int?] {
        var matching = [Int?](repeating: nil, count: classes.count)
        var open: [Int] = []
        for (index, type) in classes.enumerated() {
            switch type {
            case .LRI, .RLI, .FSI: open.append(index)
            case .PDI: if let initiator = open.popLast() { matching[initiator] = index }
            case .B: open.removeAll()
            default: break
            }
        }
        return matching
    }

    /// Rules P2 and P3 over `range`: 1 when its first strong character, outside isolates, is
    /// right to left, 0 when left to right, `nil` without one.
    private static func firstStrongLevel(_ classes: [BidiClass], _ range: Range<Int>, _ matchingPDI: [Int?])
        -> UInt8?
    {
        var index = range.lowerBound
        while index < range.upperBound {
            switch classes[index] {
            case .L: return 0
            case .R, .AL: return 1
            case .LRI, .RLI, .FSI:
                // Skipped to its matching PDI, or to the end without one.
                guard let end = matchingPDI[index] else { return nil }
                index = end
            case .B: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    // MARK: - Explicit levels (X1–X8)

    private struct StatusEntry {
        var level: UInt8
        /// L or R for an override, `nil` for none.
        var override: BidiClass?
        var isolate: Bool
    }

    private static func resolveExplicit(
        _ classes: [BidiClass], _ matchingPDI: [Int?], _ paragraphLevel: UInt8, _ types: inout [BidiClass],
        _ levels: inout [UInt8]
    ) {
        var stack = [StatusEntry(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        func nextLevel(odd: Bool, above level: UInt8) -> UInt8 {
            odd ? (level + 1) | 1 : (level + 2) & ~1
        }
        for index in classes.indices {
            // A paragraph's levels stay within it; the stack's top is always there.
            let top = stack[stack.count - 1]
            var type = classes[index]
            if type == .FSI {
                let end = matchingPDI[index] ?? classes.count
                let inner = firstStrongLevel(classes, (index + 1)..<max(index + 1, end), matchingPDI)
                type = inner == 1 ? .RLI : .LRI
            }
            switch type {
            case .RLE, .LRE, .RLO, .LRO:
                let level = nextLevel(odd: type == .RLE || type == .RLO, above: top.level)
                levels[index] = top.level
                if level <= maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: BidiClass? = type == .RLO ? .R : type == .LRO ? .L : nil
                    stack.append(StatusEntry(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI:
                levels[index] = top.level
                if let override = top.override { types[index] = override }
                let level = nextLevel(odd: type == .RLI, above: top.level)
                if level <= maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(StatusEntry(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while let last = stack.last, !last.isolate, stack.count > 1 { stack.removeLast() }
                    if stack.count > 1 { stack.removeLast() }
                    validIsolates -= 1
                }
                let current = stack[stack.count - 1]
                levels[index] = current.level
                if let override = current.override { types[index] = override }
            case .PDF:
                levels[index] = top.level
                if overflowIsolates > 0 {
                    // Inside an isolate that overflowed: nothing to end.
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .B:
                levels[index] = paragraphLevel
            case .BN:
                levels[index] = top.level
            default:
                levels[index] = top.level
                if let override = top.override { types[index] = override }
            }
        }
    }

    // MARK: - Isolating run sequences (X10)

    /// The isolating run sequences (BD13): level runs of the characters X9 keeps, a run that ends
    /// with an isolate initiator joined to the one that starts with its matching PDI. Each with
    /// the direction before it (sos) and after it (eos).
    private static func isolatingRunSequences(
        _ classes: [BidiClass], _ levels: [UInt8], _ matchingPDI: [Int?], _ paragraphLevel: UInt8
    ) -> [Sequence] {
        let kept = classes.indices.filter { !classes[$0].isRemovedByX9 }
        var runs: [[Int]] = []
        for index in kept {
            if let last = runs.last?.last, levels[last] == levels[index] {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        var runStartingAt: [Int: Int] = [:]
        for (number, run) in runs.enumerated() { runStartingAt[run[0]] = number }
        var isMatchedPDI = [Bool](repeating: false, count: classes.count)
        for case let pdi? in matchingPDI { isMatchedPDI[pdi] = true }
        var sequences: [Sequence] = []
        for run in runs {
            // A run that starts with a PDI matching an initiator continues that initiator's.
            if isMatchedPDI[run[0]] { continue }
            var indices = run
            while let last = indices.last, [.LRI, .RLI, .FSI].contains(classes[last]),
                let pdi = matchingPDI[last], let next = runStartingAt[pdi]
            {
                indices += runs[next]
            }
            sequences.append(Sequence(indices: indices))
        }
        // sos and eos: the higher of the sequence's level and its neighbour's.
        var position: [Int: Int] = [:]
        for (place, index) in kept.enumerated() { position[index] = place }
        for number in sequences.indices {
            let indices = sequences[number].indices
            let level = levels[indices[0]]
            let first = indices[0]
            let last = indices[indices.count - 1]
            let before = position[first].flatMap { $0 > 0 ? levels[kept[$0 - 1]] : nil } ?? paragraphLevel
            let isUnmatchedInitiator = [.LRI, .RLI, .FSI].contains(classes[last])
            let after =
                isUnmatchedInitiator
                ? paragraphLevel
                : position[last].flatMap { $0 + 1 < kept.count ? levels[kept[$0 + 1]] : nil }
                    ?? paragraphLevel
            sequences[number].level = level
            sequences[number].start = max(before, level) % 2 == 1 ? .R : .L
            sequences[number].end = max(after, levels[last]) % 2 == 1 ? .R : .L
        }
        return sequences
    }

    struct Sequence {
        var indices: [Int]
        var level: UInt8 = 0
        var start: BidiClass = .L
        var end: BidiClass = .L
    }
}
