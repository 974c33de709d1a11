import Testing
import TutorialKit
import TutorialKitTerminal

@Suite struct CanvasTests {
    func rows(_ canvas: Canvas) -> [String] { canvas.lines(colored: false) }

    @Test func blankCanvasIsSpaces() {
        #expect(rows(Canvas(size: Size(width: 3, height: 2))) == ["   ", "   "])
    }

    @Test func wideCharacterTakesTwoCells() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        #expect(canvas.put("中", at: Point(x: 1, y: 0)) == 2)
        #expect(rows(canvas) == [" 中  "])
        #expect(canvas[Point(x: 2, y: 0)]?.character == nil)
    }

    @Test func drawingOverTheRightHalfClearsBoth() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("中", at: Point(x: 0, y: 0))
        canvas.put("x", at: Point(x: 1, y: 0))
        #expect(rows(canvas) == [" x  "])
    }

    @Test func drawingOverTheLeftHalfClearsBoth() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("中", at: Point(x: 1, y: 0))
        canvas.put("x", at: Point(x: 1, y: 0))
        #expect(rows(canvas) == [" x  "])
    }

    @Test func wideOverlappingWideKeepsTheLineWidth() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.put("中", at: Point(x: 0, y: 0))
        canvas.put("文", at: Point(x: 1, y: 0))
        #expect(rows(canvas) == [" 文  "])
    }

    @Test func wideCharacterAtTheRightEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("ab中", at: Point(x: 0, y: 0))
        #expect(rows(canvas) == ["ab "])
    }

    @Test func textTooLongIsCutWithAnEllipsis() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        #expect(canvas.write("Delivered yesterday", at: Point(x: 1, y: 0), maximumWidth: 6) == 6)
        #expect(rows(canvas) == [" Deliv…   "])
    }

    @Test func ellipsisNeverSplitsAWideCharacter() {
        #expect(Canvas.truncate("日本語", toWidth: 4) == "日…")
    }

    @Test func drawingOutsideIsIgnored() {
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.write("abc", at: Point(x: -1, y: 0))
        canvas.put("z", at: Point(x: 0, y: 5))
        #expect(rows(canvas) == ["bc"])
    }

    @Test func controlAndZeroWidthCharactersAreNotDrawn() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        #expect(canvas.write("a\tb\u{200B}c", at: .zero) == 3)
        #expect(rows(canvas) == ["abc"])
    }

    @Test func colouredLinesCarryStylesAndReset() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("ab", at: .zero, style: .bold)
        #expect(canvas.lines(colored: true) == ["\u{1B}[0m\u{1B}[1mab\u{1B}[0m "])
        #expect(canvas.lines(colored: false) == ["ab "])
    }

    @Test func restyleChangesStylesNotText() {
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.write("ok", at: .zero)
        canvas.restyle(Rect(x: 1, y: 0, width: 5, height: 1)) { $0.isDim = true }
        #expect(canvas[Point(x: 1, y: 0)]?.style.isDim == true)
        #expect(canvas[Point(x: 0, y: 0)]?.style.isDim == false)
        #expect(rows(canvas) == ["ok"])
    }
}
