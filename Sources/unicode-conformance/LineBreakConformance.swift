import TutorialKitText

/// Unicode's conformance file for line breaking, LineBreakTest.txt: code points with `×` (no
/// break) or `÷` (a break) between them and at both ends. Each case's opportunities must be the
/// file's.
enum LineBreakConformance {
    static func run(_ text: String, report: inout ConformanceReport) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmingSpaces
            if line.isEmpty { continue }
            var scalars: [Unicode.Scalar] = []
            var expected: [Bool] = []
            var readable = true
            for token in line.split(whereSeparator: \.isSpaceOrTab) {
                switch token {
                case "×": expected.append(false)
                case "÷": expected.append(true)
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        readable = false
                        continue
                    }
                    scalars.append(scalar)
                }
            }
            guard readable, expected.count == scalars.count + 1 else {
                report.fail("LineBreakTest.txt:\(number + 1): cannot read \(line)")
                continue
            }
            let got = LineBreaks(scalars).before.map { $0 != .prohibited }
            if got == expected {
                report.pass()
            } else {
                let shown = zip(got, scalars.map { String($0.value, radix: 16, uppercase: true) } + [""])
                    .map { ($0 ? "÷ " : "× ") + $1 }.joined(separator: " ")
                report.fail("LineBreakTest.txt:\(number + 1): got \(shown), expected \(line)")
            }
        }
    }
}
