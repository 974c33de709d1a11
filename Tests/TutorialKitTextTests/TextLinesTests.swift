import Testing

@testable import TutorialKitText

/// The layout keeps wrapped lines as the measured text and a width; they read, compare and hash as the strings
/// they stand for.
@Suite struct TextLinesTests {
    /// `text` wrapped to `width` as the layout keeps it.
    static func wrapped(_ text: String, width: Int) -> TextLines {
        let measured = MeasuredText(text)
        return TextLines(measured, width: width, lineCount: measured.lineCount(width: width))
    }

    @Test func wrappedLinesReadAsTheirStrings() {
        let text = "Здесь  можно найти 店舗を探す 👨‍👩‍👧 here"
        let wrapped = Self.wrapped(text, width: 12)
        #expect(wrapped.strings == ReferenceTextWrapper.wrap(text, width: 12))
        // Counted without making a string, as a box's height is.
        #expect(wrapped.count == ReferenceTextWrapper.wrap(text, width: 12).count)
    }

    @Test func equalWhenTheyReadTheSame() {
        let text = "tap here to search stores"
        let runs = Self.wrapped(text, width: 10)
        let strings = TextLines(runs.strings)
        #expect(runs == strings && strings == runs)
        #expect(runs.hashValue == strings.hashValue)
        #expect(runs == Self.wrapped(text, width: 10))
        #expect(runs != Self.wrapped(text, width: 11))
        #expect(runs != TextLines(runs.strings.dropLast() + ["stores!"]))
    }
}
