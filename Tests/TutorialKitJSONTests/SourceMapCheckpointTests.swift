import SeededRandom
import Testing
import TutorialKitJSON

/// Lines and columns from byte offsets, counted from checkpoints so that a one-line file with
/// thousands of diagnostics is not walked once per diagnostic: the same positions as counting
/// every code point from the start of the line.
struct SourceMapCheckpointTests {
    /// The position by the definition: the line's number, and the code points since its start.
    static func counted(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        let before = bytes[..<min(max(0, offset), bytes.count)]
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = bytes[lineStart..<before.endIndex].filter { $0 & 0xC0 != 0x80 }.count + 1
        return SourcePosition(line: line, column: column)
    }

    @Test("positions agree with counting from the line's start, across checkpoints and lines")
    func positionsAgreeWithCounting() {
        var random = SeededGenerator(seed: 0x534D_4150)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("👍".utf8), [0x0A]]
        for length in [0, 1, 4095, 4096, 4097, 9000, 20_000] {
            var bytes: [UInt8] = []
            while bytes.count < length {
                // Mostly one long line, as a minified file is; now and then a line break.
                let piece =
                    Int.random(in: 0..<100, using: &random) == 0 ? 4 : Int.random(in: 0..<4, using: &random)
                bytes += pieces[piece]
            }
            let map = SourceMap(bytes)
            let offsets =
                [0, bytes.count, bytes.count + 5, -3]
                + (0..<200).map { _ in Int.random(in: 0...bytes.count, using: &random) }
            for offset in offsets {
                #expect(
                    map.position(of: offset) == Self.counted(bytes, offset),
                    "offset \(offset) of \(bytes.count)")
            }
        }
    }
}
