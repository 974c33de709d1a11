/// Finds the known name a misspelt one was probably meant to be, for "did you mean …?" hints.
package enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (ignoring case), if it is close enough to be
    /// a likely typo: at most a third of the name's length in edits, and at least one.
    ///
    /// Ties go to the candidate listed first, so suggestions are deterministic.
    package static func closest<Names: Sequence>(to name: String, in candidates: Names) -> String?
    where Names.Element == String {
        let lowered = Array(name.lowercased())
        let allowed = max(1, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: a far longer or shorter name
            // is passed over without its table.
            guard abs(other.count - lowered.count) <= allowed else { continue }
            let distance = editDistance(lowered, other)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `; did you mean "x"?` when a close candidate exists, otherwise an empty string.
    package static func hint<Names: Sequence>(for name: String, in candidates: Names) -> String
    where Names.Element == String {
        guard let suggestion = closest(to: name, in: candidates) else { return "" }
        return "; did you mean \"\(suggestion)\"?"
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance: insertions, deletions,
    /// substitutions and swaps of two neighbours each count as one edit.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoRowsBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoRowsBack[j - 2] + 1)
                }
            }
            (twoRowsBack, previous, current) = (previous, current, twoRowsBack)
        }
        return previous[b.count]
    }
}
