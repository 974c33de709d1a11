import Foundation
import LayoutInvariants
import Testing

@testable import TutorialKit

/// The hand-written date reading and writing agree with Foundation's ISO 8601 style everywhere.
@Suite struct SeenDatesTests {
    @Test func writesWhatFoundationWrites() {
        var random = SeededGenerator(seed: 8_601)
        var dates = [0, 951_782_400, 1_709_164_800, 4_107_542_399, 253_402_300_799].map {
            Date(timeIntervalSince1970: Double($0))
        }
        dates += (0..<5_000).map { _ in
            Date(timeIntervalSince1970: Double.random(in: 0..<253_402_300_800, using: &random))
        }
        for date in dates {
            #expect(
                SeenDates.format(date) == date.formatted(Date.ISO8601FormatStyle()),
                "\(date.timeIntervalSince1970)")
        }
    }

    /// A Date counts from 2001, so a time a hair before a whole second must not round up to it
    /// on the way to 1970.
    @Test func aTimeJustBeforeASecondStaysInIt() {
        var random = SeededGenerator(seed: 2_001)
        var dates = [Date(timeIntervalSinceReferenceDate: 800_000_000.99999988)]
        dates += (0..<2_000).map { _ in
            let second = Double(Int.random(in: -978_307_200..<252_423_993_600, using: &random))
            return Date(timeIntervalSinceReferenceDate: (second + 1).nextDown)
        }
        for date in dates {
            #expect(
                SeenDates.format(date) == date.formatted(Date.ISO8601FormatStyle()),
                "\(date.timeIntervalSinceReferenceDate)")
        }
    }

    @Test func readsWhatFoundationReads() throws {
        var random = SeededGenerator(seed: 1_970)
        for _ in 0..<5_000 {
            let date = Date(
                timeIntervalSince1970: Double(Int.random(in: 0..<253_402_300_800, using: &random)))
            let text = date.formatted(Date.ISO8601FormatStyle())
            #expect(SeenDates.parseUTCSeconds(text) == date, "\(text)")
            #expect(try SeenDates.parseUTCSeconds(text) == Date.ISO8601FormatStyle().parse(text))
        }
    }

    @Test(arguments: [
        "2026-02-29T08:00:00Z", "2026-13-01T08:00:00Z", "2026-04-31T08:00:00Z", "2026-11-01T24:00:00Z",
        "2026-11-01T08:60:00Z", "2026-11-01T08:00:60Z", "2026-11-01 08:00:00Z", "2026-11-01T08:00:00+01:00",
        "2026-11-01T08:00:00.250Z", "1969-12-31T23:59:59Z", "２０２６-11-01T08:00:00Z", "yesterday",
    ])
    func leavesEverythingElseToFoundation(_ text: String) {
        #expect(SeenDates.parseUTCSeconds(text) == nil)
        let foundation =
            (try? Date.ISO8601FormatStyle().parse(text))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
        #expect(SeenDates.parse(text) == foundation)
    }

    @Test func leapDaysAndCenturiesCountRight() {
        #expect(SeenDates.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(SeenDates.daysSinceEpoch(year: 2000, month: 3, day: 1) == 11_017)
        #expect(SeenDates.daysSinceEpoch(year: 2100, month: 3, day: 1) == 47_541)
        #expect(SeenDates.civilDate(daysSinceEpoch: 11_016) == (2000, 2, 29))
        #expect(SeenDates.daysIn(month: 2, year: 1900) == 28)
        #expect(SeenDates.daysIn(month: 2, year: 2000) == 29)
    }
}
