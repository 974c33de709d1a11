import Foundation
import Testing
import TutorialFixtures
import TutorialKit

/// A host logs a session's events as JSON Lines: one object a line, every field a reader needs.
@Suite struct AnalyticsRecordJSONLineTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func object(_ line: String) throws -> [String: Any] {
        #expect(line.hasSuffix("\n"))
        #expect(!line.dropLast().contains("\n"), "one line")
        return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aToursEventsAreOneObjectALine() throws {
        let session = try TutorialSession(
            tutorial: Tutorial("tour", screen: Fixtures.home) {
                Step("first", text: "One")
                Step("second \"quoted\"\nand a line", target: .element("cart"), text: "Two")
            }, clock: clock)
        var lines: [String] = []
        session.observe { lines.append($0.jsonLine) }
        try session.start()
        clock.advance(by: 2.5)
        try session.next(origin: .keyboard)
        _ = session.dismiss(origin: .keyboard)
        let objects = try lines.map(object)
        #expect(
            objects.map { $0["kind"] as? String } == [
                "started", "stepShown", "stepCompleted", "stepShown", "finished",
            ])
        #expect(objects.allSatisfy { $0["tutorial"] as? String == "tour" })
        #expect(objects[0]["date"] as? String == "2027-01-15T08:00:00Z")
        #expect(objects[2]["how"] as? String == "advanced")
        #expect(objects[2]["timeOnStep"] as? Double == 2.5)
        #expect(objects[2]["origin"] as? String == "keyboard")
        #expect(objects[3]["step"] as? String == "second \"quoted\"\nand a line", "escaped, read back")
        #expect(objects[3]["index"] as? Int == 1)
        #expect(objects[4]["outcome"] as? String == "dismissed")
        #expect(objects[4]["atStep"] as? String == "second \"quoted\"\nand a line")
    }
}
