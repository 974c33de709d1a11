extension BidiParagraph {
    /// One isolating run sequence being resolved: its characters' types, from the explicit
    /// levels' to the neutrals' (rules W1–W7, N0, N1 and N2), by position in the sequence.
    struct IsolatingRun {
        /// The paragraph positions of the sequence's characters.
        let indices: [Int]
        var types: [BidiClass]
        /// The types before rule W1, whose marks (NSM) follow a bracket that N0 resolves.
        private let typesBeforeW1: [BidiClass]
        /// The direction of the sequence's level.
        private let embedding: BidiClass
        /// The direction before the sequence and after it.
        private let start: BidiClass
        private let end: BidiClass

        init(_ sequence: Sequence, types: [BidiClass], levels: [UInt8], classes: [BidiClass]) {
            indices = sequence.indices
            self.types = sequence.indices.map { types[$0] }
            typesBeforeW1 = self.types
            embedding = sequence.level % 2 == 1 ? .R : .L
            start = sequence.start
            end = sequence.end
        }

        /// Rules W1–W7.
        mutating func resolveWeakTypes() {
            // W1: a mark takes the type before it; after an isolate's mark, ON.
            for position in types.indices where types[position] == .NSM {
                if position == 0 {
                    types[position] = start
                } else {
                    let previous = types[position - 1]
                    types[position] = previous.isIsolateMark ? .ON : previous
                }
            }
            // W2: a European number after Arabic letters is an Arabic number.
            var lastStrong = start
            for position in types.indices {
                switch types[position] {
                case .L, .R, .AL: lastStrong = types[position]
                case .EN where lastStrong == .AL: types[position] = .AN
                default: break
                }
            }
            // W3: AL is R.
            for position in types.indices where types[position] == .AL { types[position] = .R }
            // W4: one separator between two numbers of a kind joins them.
            if types.count >= 3 {
                for position in 1..<(types.count - 1) {
                    let (before, after) = (types[position - 1], types[position + 1])
                    if types[position] == .ES, before == .EN, after == .EN {
                        types[position] = .EN
                    } else if types[position] == .CS, before == after, before == .EN || before == .AN {
                        types[position] = before
                    }
                }
            }
            // W5: terminators next to a European number are part of it.
            var position = 0
            while position < types.count {
                guard types[position] == .ET else {
                    position += 1
                    continue
                }
                var runEnd = position
                while runEnd < types.count, types[runEnd] == .ET { runEnd += 1 }
                let touchesNumber =
                    (position > 0 && types[position - 1] == .EN)
                    || (runEnd < types.count && types[runEnd] == .EN)
                if touchesNumber { for inner in position..<runEnd { types[inner] = .EN } }
                position = runEnd
            }
            // W6: other separators and terminators are neutral.
            for position in types.indices where [.ES, .ET, .CS].contains(types[position]) {
                types[position] = .ON
            }
            // W7: a European number after left-to-right text is left to right.
            lastStrong = start
            for position in types.indices {
                switch types[position] {
                case .L, .R: lastStrong = types[position]
                case .EN where lastStrong == .L: types[position] = .L
                default: break
                }
            }
        }

        /// Rule N0: a pair of brackets takes the direction of what it encloses, or of what comes
        /// before it (BD14–BD16).
        mutating func resolvePairedBrackets(_ bracket: (Int) -> (own: UInt32, pair: UInt32, opens: Bool)?) {
            for (open, close) in bracketPairs(bracket) {
                var enclosesEmbedding = false
                var enclosesOpposite = false
                for position in (open + 1)..<close {
                    guard let direction = Self.strongDirection(types[position]) else { continue }
                    if direction == embedding {
                        enclosesEmbedding = true
                        break
                    }
                    enclosesOpposite = true
                }
                let resolved: BidiClass
                if enclosesEmbedding {
                    resolved = embedding
                } else if enclosesOpposite {
                    let before =
                        types[..<open].last(where: { Self.strongDirection($0) != nil })
                        .flatMap(Self.strongDirection) ?? start
                    resolved = before == embedding ? embedding : before
                } else {
                    continue
                }
                for position in [open, close] {
                    types[position] = resolved
                    // Marks on a bracket follow it.
                    var next = position + 1
                    while next < types.count, typesBeforeW1[next] == .NSM {
                        types[next] = resolved
                        next += 1
                    }
                }
            }
        }

        /// The bracket pairs (BD16), by position in the sequence and in the order of their
        /// opening brackets: each closing bracket with the nearest opening one it matches, on a
        /// stack at most 63 deep.
        private func bracketPairs(_ bracket: (Int) -> (own: UInt32, pair: UInt32, opens: Bool)?) -> [(
            Int, Int
        )] {
            var stack: [(closing: UInt32, position: Int)] = []
            var pairs: [(Int, Int)] = []
            for position in types.indices where types[position] == .ON {
                guard let info = bracket(indices[position]) else { continue }
                if info.opens {
                    guard stack.count < 63 else { break }
                    stack.append((info.pair, position))
                } else if let match = stack.lastIndex(where: { $0.closing == info.own }) {
                    pairs.append((stack[match].position, position))
                    stack.removeSubrange(match...)
                }
            }
            return pairs.sorted { $0.0 < $1.0 }
        }

        /// Rules N1 and N2: neutrals between text of one direction take it; others, the
        /// embedding direction.
        mutating func resolveNeutrals() {
            var position = 0
            while position < types.count {
                guard types[position].isNeutralOrIsolate else {
                    position += 1
                    continue
                }
                var runEnd = position
                while runEnd < types.count, types[runEnd].isNeutralOrIsolate { runEnd += 1 }
                let before = position > 0 ? Self.strongDirection(types[position - 1]) ?? embedding : start
                let after = runEnd < types.count ? Self.strongDirection(types[runEnd]) ?? embedding : end
                let resolved = before == after ? before : embedding
                for inner in position..<runEnd { types[inner] = resolved }
                position = runEnd
            }
        }

        /// The direction a resolved type gives its neighbours: numbers count as R.
        private static func strongDirection(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .L: .L
            case .R, .AL, .EN, .AN: .R
            default: nil
            }
        }
    }
}
