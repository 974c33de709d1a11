/// One park of the bundled data set.
package struct Park: Hashable, Sendable {
    package var id: String
    package var name: String
    package var address: String
    /// How far it is, in metres.
    package var distance: Int
    /// Opening and closing hour, on a 24-hour clock.
    package var opens: Int
    package var closes: Int
    package var phone: String

    package init(
        id: String, name: String, address: String, distance: Int, opens: Int, closes: Int, phone: String
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.distance = distance
        self.opens = opens
        self.closes = closes
        self.phone = phone
    }

    /// `Open 7:00–22:00`.
    package var hours: String { "Open \(opens):00–\(closes):00" }

    /// `850 m`, `1.2 km`.
    package var distanceText: String {
        distance < 1_000 ? "\(distance) m" : "\(distance / 1_000).\(distance % 1_000 / 100) km"
    }
}
