import LayoutInvariants
import Testing
import TutorialKit
import TutorialKitTerminal

/// A frame reaches the terminal as what changed since the one before: checked by playing the text
/// into a model terminal, which must then show the new canvas exactly.
@Suite struct TerminalUpdateTests {
    static let characters: [Character] = ["a", "Z", " ", "中", "文", "é", "🇯🇵", "👨‍👩‍👧", "░", "─", "╭"]
    static let styles: [CellStyle] = [
        .plain, .bold, CellStyle(isDim: true), CellStyle(color: .cyan), .inverse,
    ]

    /// A canvas of `size` with random drawing on it.
    static func randomCanvas(_ size: Size, _ random: inout SeededGenerator) -> Canvas {
        var canvas = Canvas(size: size)
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let point = Point(
                x: Int.random(in: 0..<size.width, using: &random),
                y: Int.random(in: 0..<size.height, using: &random))
            let style = styles.randomElement(using: &random) ?? .plain
            if Bool.random(using: &random) {
                canvas.put(characters.randomElement(using: &random) ?? "a", at: point, style: style)
            } else {
                let text = String(
                    (0..<Int.random(in: 1...5, using: &random)).map { _ in
                        characters.randomElement(using: &random) ?? "a"
                    })
                canvas.write(text, at: point, style: style)
            }
        }
        return canvas
    }

    @Test(arguments: [false, true])
    func aTerminalShowingOneFrameShowsTheNextAfterTheUpdate(colored: Bool) {
        var random = SeededGenerator(seed: 2_026_1124)
        for _ in 0..<300 {
            let size = Size(
                width: Int.random(in: 1...10, using: &random), height: Int.random(in: 1...4, using: &random))
            var terminal = TerminalScreenModel(size: size)
            var previous: Canvas?
            for _ in 0..<4 {
                // Small changes from the frame before, as an animation's are, and whole new ones.
                var next = Bool.random(using: &random) ? (previous ?? Canvas(size: size)) : Canvas(size: size)
                next.place(
                    Self.randomCanvas(Size(width: 3, height: 2), &random),
                    at: Point(
                        x: Int.random(in: -2..<size.width, using: &random),
                        y: Int.random(in: -1..<size.height, using: &random)))
                terminal.receive(next.terminalUpdate(from: previous, colored: colored))
                // Without colour the terminal shows no style; the text is what must match.
                #expect(
                    colored ? terminal.matches(next) : terminal.matchesText(of: next),
                    "\(next.lines(colored: false))")
                previous = next
            }
        }
    }

    @Test func anUnchangedFrameWritesNothingAndOneChangedCellLittle() {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        canvas.write("Hello, TutorialKit", at: Point(x: 2, y: 2), style: .bold)
        #expect(canvas.terminalUpdate(from: canvas, colored: true).isEmpty)
        var next = canvas
        next.put("!", at: Point(x: 20, y: 2), style: .bold)
        #expect(
            next.terminalUpdate(from: canvas, colored: true) == "\u{1B}[3;21H\u{1B}[0m\u{1B}[1m!\u{1B}[0m")
        #expect(next.terminalUpdate(from: canvas, colored: false) == "\u{1B}[3;21H!")
    }

    @Test func aRunOfChangedCellsTakesOneMoveAndAShortGapIsWrittenThrough() {
        let canvas = Canvas(size: Size(width: 20, height: 2))
        var next = canvas
        next.write("abc", at: Point(x: 1, y: 1))
        next.put("中", at: Point(x: 6, y: 1))
        next.put("z", at: Point(x: 17, y: 1))
        // Two unchanged blanks cost 2 bytes, a move 6: written through; a gap of nine takes a move.
        #expect(next.terminalUpdate(from: canvas, colored: false) == "\u{1B}[2;2Habc  中\u{1B}[2;18Hz")
    }

    @Test func aFirstFrameOrANewSizeIsDrawnWhole() {
        var canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.write("ab", at: .zero)
        #expect(canvas.terminalUpdate(from: nil, colored: false) == "\u{1B}[H\u{1B}[2Jab \r\n   ")
        #expect(
            canvas.terminalUpdate(from: Canvas(size: Size(width: 4, height: 2)), colored: false)
                == canvas.terminalUpdate(from: nil, colored: false))
    }
}

extension TerminalScreenModel {
    /// Whether the screen shows the canvas's text, whatever the styles.
    func matchesText(of canvas: Canvas) -> Bool {
        canvas.size == size
            && (0..<size.height).allSatisfy { y in
                (0..<size.width).allSatisfy { x in
                    canvas[Point(x: x, y: y)]?.character == cells[y * size.width + x].character
                }
            }
    }
}
