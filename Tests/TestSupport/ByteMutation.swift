import SeededRandom

extension Array where Element == UInt8 {
    /// Deletes, doubles or replaces one byte, at random: the change the readers' mutation tests make.
    package mutating func mutateOneByte(from replacements: [UInt8], using random: inout SeededGenerator) {
        guard !isEmpty else { return }
        let at = Int.random(in: 0..<count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: remove(at: at)
        case 1: insert(self[at], at: at)
        default: self[at] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
        }
    }
}
