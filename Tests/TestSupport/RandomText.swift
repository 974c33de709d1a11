import SeededRandom

/// Texts for property tests: a random number of pieces, drawn from a list, joined.
package enum RandomText {
    package static func from(_ pieces: [String], count: ClosedRange<Int>, using random: inout SeededGenerator)
        -> String
    {
        (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }
}
