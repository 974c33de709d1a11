/// The bundled parks: a few hundred, made the same way on every run from word lists, nearest first.
package enum ParkData {
    package static let count = 300

    package static let parks: [Park] = {
        let names = [
            "Oak", "Willow", "Riverside", "Maple", "Cedar", "Lakeside", "Hilltop", "Meadow", "Birch",
            "Harbor",
            "Sunset", "Pine", "Elm", "Brook", "Fern", "Aspen", "Juniper", "Orchard", "Prairie", "Linden",
        ]
        let kinds = ["Park", "Gardens", "Green", "Commons", "Playground", "Woods", "Fields", "Square"]
        let streets = [
            "Main St", "Park Ave", "River Rd", "Hill St", "Station Rd", "Market St", "Church Ln", "Mill Rd",
            "School St", "Bridge Rd", "Garden Way", "Lake Dr",
        ]
        var random = Generator(seed: 2_026)
        var distance = 120
        return (0..<count).map { index in
            distance += 40 + Int(random.next() % 90)
            let name = "\(names[index % names.count]) \(kinds[(index / names.count) % kinds.count])"
            let opens = 6 + Int(random.next() % 3)
            return Park(
                id: "park-\(index)", name: name,
                address: "\(1 + random.next() % 240) \(streets[Int(random.next() % UInt64(streets.count))])",
                distance: distance, opens: opens, closes: opens + 13 + Int(random.next() % 3),
                phone: "555-\(1_000 + random.next() % 9_000)")
        }
    }()

    /// SplitMix64, so the data set is the same on every run.
    private struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
