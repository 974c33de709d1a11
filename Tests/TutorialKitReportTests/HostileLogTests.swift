import SeededRandom
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitReport

/// A log is input from outside: lines mutated a byte at a time, cut anywhere, or random bytes,
/// are each read or named, never a crash, and the report is always made.
@Suite struct HostileLogTests {
    static let good = [
        #"{"format":1,"time":"2026-11-27T09:00:00.000Z","user":"u1","session":"s1","tutorial":"t","contentVersion":1,"variant":"a","kind":"started","step":"one","index":0}"#,
        #"{"format":1,"time":"2026-11-27T09:00:00.000Z","session":"s1","tutorial":"t","contentVersion":1,"variant":"a","kind":"shown","step":"one","index":0}"#,
        #"{"format":1,"time":"2026-11-27T09:00:02.500Z","session":"s1","tutorial":"t","contentVersion":1,"variant":"a","kind":"failed","step":"one","index":0,"timeOnStep":2.5,"reason":"target\u0000Missing"}"#,
        #"{"format":1,"time":"2026-11-27T09:00:03.000Z","user":"u1","kind":"hostEvent","event":"buy"}"#,
    ]

    @Test func mutatedLinesAreReadOrNamed() {
        var random = SeededGenerator(seed: 14)
        let replacements = Array(#"{}[]":,\0123456789.eE-+ntfx"#.utf8) + [0, 0x0A, 0xFF, 0xC3]
        let builder = EventReportBuilder(options: .init(goal: "buy"))
        var lines = 0
        for round in 0..<20_000 {
            var bytes = Array(Self.good[round % Self.good.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes.mutateOneByte(from: replacements, using: &random)
            }
            if round % 7 == 0 { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random))) }
            bytes.withUnsafeBufferPointer { builder.add($0, file: "log", number: round + 1) }
            lines += 1
            // The public parser reads the same bytes without trapping either.
            _ = TutorialEvent.parse(line: String(decoding: bytes, as: UTF8.self))
        }
        let report = builder.finish()
        #expect(report.lines == lines)
        #expect(report.badLineCount > 0)
        #expect(report.badLines.count == EventReport.badLinesKept)
        _ = report.text()
        _ = report.json
        _ = report.csv
    }

    @Test func randomBytesAreNamedAndNothingElse() {
        var random = SeededGenerator(seed: 3)
        let builder = EventReportBuilder()
        for round in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            bytes.withUnsafeBufferPointer { builder.add($0, file: "noise", number: round + 1) }
        }
        let report = builder.finish()
        #expect(report.badLineCount == 2_000)
        #expect(report.funnels.isEmpty)
    }
}
