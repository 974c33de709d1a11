/// Lines of mixed direction in the order they are seen, as the Unicode Bidirectional Algorithm
/// (UAX #9) orders them: a terminal draws cells left to right, so an Arabic or Hebrew line with
/// English words and numbers in it, or an English line with a Hebrew name, is reordered before it
/// is drawn.
///
/// The levels come from ``BidiParagraph``, the algorithm whole: explicit embeddings, overrides
/// and isolates included, resolved over a paragraph before it is wrapped (``visualLines(of:lines:direction:)``).
/// A grapheme cluster moves whole, with its combining marks (L3); a mirrored character in
/// right-to-left text shows its mirror image, `(` as `)` (L4); and the explicit formatting
/// characters, which have done their work, are not drawn.
package enum BidiText {
    /// `line`, taken as a paragraph of its own, as it is seen left to right on screen.
    package static func visualOrder(of line: String, rightToLeft: Bool) -> String {
        visualOrder(of: line, direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// `line`, taken as a paragraph of its own in `direction`, as it is seen left to right.
    package static func visualOrder(of line: String, direction: BidiParagraph.Direction) -> String {
        guard needsReordering(line, direction) else { return line }
        let scalars = Array(line.unicodeScalars)
        let paragraph = BidiParagraph(scalars, direction: direction)
        return shown(Array(line), paragraph: paragraph, positions: Array(scalars.indices))
    }

    /// One run of a wrapped line: bytes of the text, after a space (one of the text's, between
    /// this run and the one before it) or not.
    package typealias LineRun = (bytes: Range<Int>, afterSpace: Bool)

    /// The lines of `text` — each made of runs of it, as wrapping makes them — as they are seen
    /// left to right: the levels resolved over each whole paragraph, then each line reordered on
    /// its own (rules L1 and L2), so a number or a run of one direction reads the same whichever
    /// line it lands on.
    package static func visualLines(of text: String, lines: [[LineRun]], direction: BidiParagraph.Direction)
        -> [String]
    {
        let scalars = Array(text.unicodeScalars)
        // Each byte's scalar, and where each scalar starts.
        var scalarAtByte: [Int] = []
        scalarAtByte.reserveCapacity(text.utf8.count)
        for (index, scalar) in scalars.enumerated() {
            for _ in 0..<UTF8.width(scalar) { scalarAtByte.append(index) }
        }
        // The paragraphs as wrapping makes them, each up to and with its `\n` (rule P1 for the
        // separator that ends a line; another, such as U+2029, stays inside, at the paragraph's
        // level by rule X8), resolved when first needed.
        var paragraphStarts: [Int] = [0]
        for index in scalars.indices where scalars[index] == "\n" && index + 1 < scalars.count {
            paragraphStarts.append(index + 1)
        }
        var resolved: [Int: BidiParagraph?] = [:]
        func paragraph(containing position: Int) -> (start: Int, resolved: BidiParagraph?) {
            let number = SortedSearch.lastIndex(atOrBelow: position, in: paragraphStarts) ?? 0
            let start = paragraphStarts[number]
            if let known = resolved[start] { return (start, known) }
            let end = number + 1 < paragraphStarts.count ? paragraphStarts[number + 1] : scalars.count
            let own = Array(scalars[start..<end])
            let made =
                needsReordering(String(String.UnicodeScalarView(own)), direction)
                ? BidiParagraph(own, direction: direction) : nil
            resolved[start] = made
            return (start, made)
        }
        return lines.map { runs in
            // The line's scalars, each with its place in the text.
            var places: [Int] = []
            var line = String.UnicodeScalarView()
            for run in runs where !run.bytes.isEmpty && run.bytes.upperBound <= scalarAtByte.count {
                if run.afterSpace && run.bytes.lowerBound > 0 {
                    places.append(scalarAtByte[run.bytes.lowerBound - 1])
                    line.append(" ")
                }
                var index = scalarAtByte[run.bytes.lowerBound]
                while index < scalars.count && index <= scalarAtByte[run.bytes.upperBound - 1] {
                    places.append(index)
                    line.append(scalars[index])
                    index += 1
                }
            }
            let text = String(line)
            guard let first = places.first, case (let start, let paragraph?) = paragraph(containing: first)
            else {
                return text
            }
            let positions = places.map { $0 - start }
            // A line keeps to its paragraph; one that would not is shown as written.
            guard positions.allSatisfy({ paragraph.levels.indices.contains($0) }) else { return text }
            return shown(Array(text), paragraph: paragraph, positions: positions)
        }
    }

    /// The positions of `scalars` in the order they are seen (rules L1 and L2, without L3 and
    /// L4): what other implementations of the algorithm compare on.
    package static func visualIndices(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Int] {
        BidiParagraph(scalars, direction: rightToLeft ? .rightToLeft : .leftToRight)
            .visualOrder(of: 0..<scalars.count)
    }

    /// Whether a line in `direction` may need reordering: a right-to-left paragraph does; another
    /// only with a right-to-left letter, an Arabic number, or an explicit formatting character.
    private static func needsReordering(_ text: String, _ direction: BidiParagraph.Direction) -> Bool {
        if case .rightToLeft = direction { return true }
        return text.unicodeScalars.contains { scalar in
            guard scalar.value >= 0x0590 else { return false }
            switch BidiClass.of(scalar) {
            case .R, .AL, .AN, .LRE, .RLE, .LRO, .RLO, .PDF, .LRI, .RLI, .FSI, .PDI: return true
            default: return false
            }
        }
    }

    /// The clusters of a line of `paragraph`, whose scalars are at `positions` in it, in the
    /// order they are seen: each at the level of its first scalar, mirrored at an odd level,
    /// formatting characters left out.
    private static func shown(_ clusters: [Character], paragraph: BidiParagraph, positions: [Int]) -> String {
        let levels = paragraph.lineLevels(positions)
        var clusterLevels: [UInt8] = []
        clusterLevels.reserveCapacity(clusters.count)
        var position = 0
        for cluster in clusters {
            clusterLevels.append(position < levels.count ? levels[position] : paragraph.paragraphLevel)
            position += cluster.unicodeScalars.count
        }
        var shown = ""
        for index in BidiParagraph.reordered(levels: clusterLevels) {
            let cluster = clusters[index]
            if cluster.unicodeScalars.allSatisfy({ isExplicitFormatting($0) }) { continue }
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

    /// Whether `scalar` is an explicit formatting character: an embedding, override or isolate,
    /// or the end of one. None takes a cell.
    static func isExplicitFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
