import Foundation
import SeededRandom
import Testing

@testable import TutorialKitModel

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
        "2026-11-01T08:00:00+01:00", "2026-11-01T08:00:00+0100", "2026-11-01T08:00:00-01",
        "2026-11-01T08:00:00.250Z", "2024-02-29T23:59:59.999+23:59", "1969-12-31T23:59:59Z",
        "10000-01-01T00:00:00Z", "2026-11-01 08:00:00Z", "２０２６-11-01T08:00:00Z", "yesterday",
    ])
    func leavesEverythingElseToFoundation(_ text: String) {
        #expect(SeenDates.parseUTCSeconds(text) == nil)
        let foundation =
            (try? Date.ISO8601FormatStyle().parse(text))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
        // Taken to the whole second the file keeps.
        let second = foundation.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) }
        #expect(SeenDates.parse(text) == second)
    }

    /// Foundation rolls impossible fields over — February 30 into March 2, 23:59:60 into the next
    /// day — and reads texts that are no dates at all (the fuzzer found the last one); none of them
    /// is a date.
    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2026-02-29T08:00:00Z", "2026-02-28T23:59:60Z", "2026-04-31T08:00:00Z",
        "2026-11-01T24:00:00Z", "2026-11-01T08:60:00Z", "2026-13-01T08:00:00Z", "2026-00-10T08:00:00Z",
        "2026-02-30T10:00:00.5Z", "2026-02-28T23:59:60+01:00", "2026-02-28T10:00:00+01:60",
        "2026-02-28T10:00:00+24:00", "2026-02-28T10:00:00.Z", "2026-02-28T10:00:00",
        "20202-01-01T00:00:0.01-01T08:0@:00Z",
    ])
    func impossibleDatesAreNoDates(_ text: String) {
        #expect(SeenDates.parse(text) == nil)
    }

    /// Whatever a date reads as, writing it gives a text that reads back the same: the fuzzer
    /// found a text Foundation reads with a fraction of a second the writing then dropped.
    @Test(arguments: [
        "2026-11-01T08:00:00.250Z", "2026-11-01T08:00:00+01:00", "1969-12-31T23:59:59.999Z",
        "10000-01-01T00:00:00Z", "9999-12-31T23:00:00-05:00",
    ])
    func whatIsReadIsWhatIsWritten(_ text: String) throws {
        let date = try #require(SeenDates.parse(text))
        #expect(SeenDates.parse(SeenDates.format(date)) == date)
    }

    /// Every byte value at every position of a few dates: the reading, eight bytes at a time,
    /// takes exactly what a character-by-character check takes, and reads what Foundation reads.
    @Test func everyOneByteChangeIsJudgedAsACharacterCheckJudgesIt() throws {
        func characterCheck(_ bytes: [UInt8]) -> Bool {
            let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
            guard bytes.count == pattern.count else { return false }
            for (byte, expected) in zip(bytes, pattern) {
                if expected == UInt8(ascii: "d") {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
                } else if byte != expected {
                    return false
                }
            }
            let number = { (range: Range<Int>) in Int(String(decoding: bytes[range], as: UTF8.self)) ?? -1 }
            let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
            let monthDays = [
                31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31,
                30, 31, 30, 31,
            ]
            return year >= 1970 && (1...12).contains(month) && day >= 1 && day <= monthDays[month - 1]
                && number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 60
        }
        for text in [
            "2026-11-01T08:00:00Z", "2000-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "9999-12-31T19:09:39Z",
        ] {
            for position in 0..<text.utf8.count {
                for value in UInt8.min...UInt8.max {
                    var bytes = Array(text.utf8)
                    bytes[position] = value
                    let read = bytes.withUnsafeBufferPointer { SeenDates.parseUTCSeconds(utf8: $0) }
                    #expect((read != nil) == characterCheck(bytes), "\(bytes)")
                    if let read {
                        let foundation = try Date.ISO8601FormatStyle().parse(
                            String(decoding: bytes, as: UTF8.self))
                        #expect(read == foundation, "\(bytes)")
                    }
                }
            }
        }
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
