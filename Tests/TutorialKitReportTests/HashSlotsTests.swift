import SeededRandom
import Testing

@testable import TutorialKitReport

/// The report's map of runs, against a Dictionary on random inserts and removals: removal shifts
/// entries back, which a wrong shift would lose.
@Suite struct HashSlotsTests {
    @Test func agreesWithADictionaryOnRandomInsertsAndRemovals() {
        var random = SeededGenerator(seed: 7)
        var slots = HashSlots<Int>()
        var reference: [UInt64: Int] = [:]
        for step in 0..<200_000 {
            // Few distinct keys, some colliding in their low bits, and 0 among them.
            let key = random.next() % 3_000 &* (step % 5 == 0 ? 1 << 40 : 1)
            if random.next() % 3 == 0 {
                slots[key] = nil
                reference[key] = nil
            } else {
                slots[key] = step
                reference[key] = step
            }
        }
        #expect(slots.count == reference.count)
        for (key, value) in reference { #expect(slots[key] == value) }
        #expect(slots.allValues.sorted() == reference.values.sorted())
    }
}
