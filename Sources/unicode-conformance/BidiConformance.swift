import TutorialKitText

/// Unicode's own conformance files for the bidirectional algorithm: BidiTest.txt (sequences of
/// classes, each in the paragraph directions its bit set names) and BidiCharacterTest.txt (code
/// points, with brackets). Each case's levels and order must be the file's.
enum BidiConformance {
    /// The classes by the short names the files use.
    static let classesByName: [Substring: BidiClass] = Dictionary(
        uniqueKeysWithValues: BidiClass.allCases.map { (Substring(String(describing: $0)), $0) })

    /// BidiTest.txt: every line of classes, in each direction its bit set names.
    static func runClassCases(_ text: String, report: inout ConformanceReport) {
        var levels: [Substring] = []
        var order: [Int] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("@Levels:") {
                levels = line.dropFirst("@Levels:".count).split(whereSeparator: \.isSpaceOrTab)
                continue
            }
            if line.hasPrefix("@Reorder:") {
                order = line.dropFirst("@Reorder:".count).split(whereSeparator: \.isSpaceOrTab).compactMap {
                    Int($0)
                }
                continue
            }
            let fields = line.split(separator: ";")
            guard fields.count == 2, let bits = Int(fields[1].trimmingSpaces) else {
                report.fail("BidiTest.txt:\(number + 1): cannot read \(line)")
                continue
            }
            let classes = fields[0].split(whereSeparator: \.isSpaceOrTab).compactMap { classesByName[$0] }
            let directions: [(Int, BidiParagraph.Direction)] = [
                (1, .auto), (2, .leftToRight), (4, .rightToLeft),
            ]
            for (bit, direction) in directions where bits & bit != 0 {
                let paragraph = BidiParagraph(classes: classes, direction: direction)
                let got = shownLevels(paragraph)
                let gotOrder = paragraph.visualOrder(of: 0..<classes.count, includingRemoved: false)
                if got == levels.map(String.init) && gotOrder == order {
                    report.pass()
                } else {
                    report.fail(
                        "BidiTest.txt:\(number + 1) \(direction): \(fields[0]) gave levels \(got.joined(separator: " ")) order \(gotOrder), not \(levels.joined(separator: " ")) order \(order)"
                    )
                }
            }
        }
    }

    /// BidiCharacterTest.txt: code points; direction 0, 1 or 2 (auto); the paragraph level; the
    /// levels; the order.
    static func runCharacterCases(_ text: String, report: inout ConformanceReport) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }.trimmingSpaces
            if line.isEmpty { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(\.trimmingSpaces)
            guard fields.count == 5,
                let direction = Int(fields[1]), let paragraphLevel = UInt8(fields[2])
            else {
                report.fail("BidiCharacterTest.txt:\(number + 1): cannot read \(line)")
                continue
            }
            let scalars = fields[0].split(separator: " ").compactMap {
                UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
            }
            let paragraph = BidiParagraph(
                scalars, direction: direction == 0 ? .leftToRight : direction == 1 ? .rightToLeft : .auto)
            let levels = fields[3].split(separator: " ").map(String.init)
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            let got = shownLevels(paragraph)
            let gotOrder = paragraph.visualOrder(of: 0..<scalars.count, includingRemoved: false)
            if paragraph.paragraphLevel == paragraphLevel && got == levels && gotOrder == order {
                report.pass()
            } else {
                report.fail(
                    "BidiCharacterTest.txt:\(number + 1): \(fields[0]) (direction \(direction)) gave level \(paragraph.paragraphLevel), levels \(got.joined(separator: " ")) order \(gotOrder); expected \(paragraphLevel), \(levels.joined(separator: " ")), \(order)"
                )
            }
        }
    }

    /// The levels after rule L1 as the files write them: `x` for a character rule X9 removes.
    static func shownLevels(_ paragraph: BidiParagraph) -> [String] {
        let levels = paragraph.lineLevels(0..<paragraph.classes.count)
        return paragraph.classes.indices.map { index in
            paragraph.classes[index].isRemovedByX9 ? "x" : String(levels[index])
        }
    }
}
