/// Lines of mixed direction in the order they are seen, as the Unicode Bidirectional Algorithm
/// (UAX #9) orders them: a terminal draws cells left to right, so an Arabic or Hebrew line with
/// English words and numbers in it is reordered before it is drawn.
///
/// A line is taken as a paragraph of its own, at the level its step's language gives (left to
/// right, or right to left). The weak types (W1–W7), paired brackets (N0), neutrals (N1–N2),
/// implicit levels (I1–I2), trailing whitespace (L1) and reordering (L2) follow the algorithm;
/// a grapheme cluster moves whole, with its combining marks (L3), and a mirrored character in
/// right-to-left text shows its mirror image, `(` as `)` (L4). Explicit embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) are not applied: rule X9 removes the first, and the
/// isolates count as neutrals — a tutorial's text rarely holds them.
package enum BidiText {
    /// `line` as it is seen, left to right on screen.
    package static func visualOrder(of line: String, rightToLeft: Bool) -> String {
        let clusters = Array(line)
        guard !clusters.isEmpty, rightToLeft || line.unicodeScalars.contains(where: { needsReordering($0) })
        else { return line }
        let scalars = Array(line.unicodeScalars)
        let levels = resolvedLevels(of: scalars, paragraphLevel: rightToLeft ? 1 : 0)
        // Each cluster at the level of its first scalar.
        var clusterLevels: [UInt8] = []
        clusterLevels.reserveCapacity(clusters.count)
        var position = 0
        for cluster in clusters {
            clusterLevels.append(levels[position])
            position += cluster.unicodeScalars.count
        }
        var shown = ""
        for index in visualOrder(levels: clusterLevels) {
            let cluster = clusters[index]
            guard clusterLevels[index] % 2 == 1 else {
                shown.append(cluster)
                continue
            }
            for scalar in cluster.unicodeScalars {
                shown.unicodeScalars.append(BidiClass.mirrorImage(of: scalar) ?? scalar)
            }
        }
        return shown
    }

    /// The positions of `scalars` in the order they are seen (rules L1 and L2, without L3 and
    /// L4): what other implementations of the algorithm compare on.
    package static func visualIndices(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Int] {
        visualOrder(levels: resolvedLevels(of: scalars, paragraphLevel: rightToLeft ? 1 : 0))
    }

    /// Whether a scalar in a left-to-right line may make it reorder: a right-to-left letter or an
    /// Arabic number. A line without one is seen as it is written.
    private static func needsReordering(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0590 && [.R, .AL, .AN].contains(BidiClass.of(scalar))
    }

    /// Rule L2: from the highest level down to the lowest odd one, every run at that level or
    /// higher is reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
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

    /// Each scalar's embedding level, after rules W1–W7, N0–N2, I1–I2 and L1.
    static func resolvedLevels(of scalars: [Unicode.Scalar], paragraphLevel: UInt8) -> [UInt8] {
        let original = scalars.map(BidiClass.of)
        var types = original
        let direction: BidiClass = paragraphLevel == 0 ? .L : .R
        // X9: what the rules skip. The rest is one isolating run sequence, at the paragraph level.
        let kept = types.indices.filter { !original[$0].isRemovedByX9 }
        resolveWeakTypes(&types, kept, start: direction)
        resolveBrackets(&types, original, scalars, kept, direction: direction)
        resolveNeutrals(&types, kept, direction: direction)
        // I1, I2.
        var levels = [UInt8](repeating: paragraphLevel, count: types.count)
        for index in kept {
            switch (paragraphLevel % 2, types[index]) {
            case (0, .R): levels[index] = paragraphLevel + 1
            case (0, .AN), (0, .EN): levels[index] = paragraphLevel + 2
            case (1, .L), (1, .EN), (1, .AN): levels[index] = paragraphLevel + 1
            default: levels[index] = paragraphLevel
            }
        }
        // A removed character takes the level of the one before it.
        for index in levels.indices where original[index].isRemovedByX9 {
            levels[index] = index > 0 ? levels[index - 1] : paragraphLevel
        }
        // L1: separators, and whitespace before them or at the end of the line, at the paragraph level.
        var trailing = true
        for index in levels.indices.reversed() {
            switch original[index] {
            case .S, .B:
                levels[index] = paragraphLevel
                trailing = true
            case .WS, .LRI, .RLI, .FSI, .PDI:
                if trailing { levels[index] = paragraphLevel }
            case let type where type.isRemovedByX9:
                if trailing { levels[index] = paragraphLevel }
            default:
                trailing = false
            }
        }
        return levels
    }

    /// Rules W1–W7 over the kept positions, in order; `start` is the direction before the first.
    private static func resolveWeakTypes(_ types: inout [BidiClass], _ kept: [Int], start: BidiClass) {
        // W1: a mark takes the type before it.
        var previous = start
        for index in kept {
            if types[index] == .NSM {
                types[index] = [.LRI, .RLI, .FSI, .PDI].contains(previous) ? .ON : previous
            }
            previous = types[index]
        }
        // W2: a European number after Arabic letters is an Arabic number. W3: AL is R.
        var lastStrong = start
        for index in kept {
            switch types[index] {
            case .L, .R, .AL: lastStrong = types[index]
            case .EN where lastStrong == .AL: types[index] = .AN
            default: break
            }
        }
        for index in kept where types[index] == .AL { types[index] = .R }
        // W4: one separator between two numbers of a kind joins them.
        if kept.count >= 3 {
            for position in 1..<(kept.count - 1) {
                let (before, index, after) = (
                    types[kept[position - 1]], kept[position], types[kept[position + 1]]
                )
                if types[index] == .ES, before == .EN, after == .EN { types[index] = .EN }
                if types[index] == .CS, before == after, before == .EN || before == .AN {
                    types[index] = before
                }
            }
        }
        // W5: terminators next to a European number are part of it.
        var position = 0
        while position < kept.count {
            guard types[kept[position]] == .ET else {
                position += 1
                continue
            }
            var end = position
            while end < kept.count, types[kept[end]] == .ET { end += 1 }
            let touchesNumber =
                (position > 0 && types[kept[position - 1]] == .EN)
                || (end < kept.count && types[kept[end]] == .EN)
            if touchesNumber { for inner in position..<end { types[kept[inner]] = .EN } }
            position = end
        }
        // W6: other separators and terminators are neutral.
        for index in kept where [.ES, .ET, .CS].contains(types[index]) { types[index] = .ON }
        // W7: a European number after left-to-right text is left to right.
        lastStrong = start
        for index in kept {
            switch types[index] {
            case .L, .R: lastStrong = types[index]
            case .EN where lastStrong == .L: types[index] = .L
            default: break
            }
        }
    }

    /// Rule N0: a pair of brackets takes the direction of what it encloses, or of what comes
    /// before it (BD14–BD16).
    private static func resolveBrackets(
        _ types: inout [BidiClass], _ original: [BidiClass], _ scalars: [Unicode.Scalar], _ kept: [Int],
        direction: BidiClass
    ) {
        let opposite: BidiClass = direction == .L ? .R : .L
        /// L, R (numbers count as R), or `nil` for the rest.
        func strong(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .L: .L
            case .R, .AL, .EN, .AN: .R
            default: nil
            }
        }
        for (open, close) in bracketPairs(types, scalars, kept) {
            let inside = kept.filter { $0 > open && $0 < close }.compactMap { strong(types[$0]) }
            let resolved: BidiClass
            if inside.contains(direction) {
                resolved = direction
            } else if inside.contains(opposite) {
                let before = kept.last { $0 < open && strong(types[$0]) != nil }.flatMap { strong(types[$0]) }
                resolved = (before ?? direction) == opposite ? opposite : direction
            } else {
                continue
            }
            for bracket in [open, close] {
                types[bracket] = resolved
                // Marks on a bracket follow it.
                for index in kept where index > bracket {
                    guard original[index] == .NSM else { break }
                    types[index] = resolved
                }
            }
        }
    }

    /// The bracket pairs (BD16), in the order of their opening brackets: the nearest opening
    /// bracket that a closing one matches, a stack of at most 63 deep.
    private static func bracketPairs(_ types: [BidiClass], _ scalars: [Unicode.Scalar], _ kept: [Int])
        -> [(Int, Int)]
    {
        var stack: [(closing: UInt32, position: Int)] = []
        var pairs: [(Int, Int)] = []
        for index in kept where types[index] == .ON {
            let scalar = scalars[index]
            guard let mirror = BidiClass.mirrorImage(of: scalar) else { continue }
            if BidiClass.isOpeningBracket(scalar) {
                guard stack.count < 63 else { break }
                stack.append((canonicalBracket(mirror.value), index))
            } else if let match = stack.lastIndex(where: { $0.closing == canonicalBracket(scalar.value) }) {
                pairs.append((stack[match].position, index))
                stack.removeSubrange(match...)
            }
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// The angle brackets U+2329 and U+232A are canonically U+3008 and U+3009.
    private static func canonicalBracket(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: 0x3008
        case 0x232A: 0x3009
        default: value
        }
    }

    /// Rules N1 and N2: neutrals between text of one direction take it; others, the paragraph's.
    private static func resolveNeutrals(_ types: inout [BidiClass], _ kept: [Int], direction: BidiClass) {
        /// The direction a type gives its neighbours: numbers count as R.
        func side(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .L: .L
            case .R, .AL, .EN, .AN: .R
            default: nil
            }
        }
        var position = 0
        while position < kept.count {
            guard types[kept[position]].isNeutralOrIsolate else {
                position += 1
                continue
            }
            var end = position
            while end < kept.count, types[kept[end]].isNeutralOrIsolate { end += 1 }
            let before = position > 0 ? side(types[kept[position - 1]]) : direction
            let after = end < kept.count ? side(types[kept[end]]) : direction
            let resolved = before == after ? before ?? direction : direction
            for inner in position..<end { types[kept[inner]] = resolved }
            position = end
        }
    }
}
