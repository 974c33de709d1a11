import Testing

@testable import TutorialKit

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

    @Test func boxContentMadeByTheLayoutEqualsOneGivenAsStrings() {
        let request = LayoutEngine.Request(
            screenSize: Size(width: 40, height: 12), target: nil, title: "Cart", text: "This is your cart.")
        let content = LayoutEngine.layout(request).content
        let given = StepLayout.BoxContent(
            contentWidth: content.contentWidth, titleLines: content.titleLines, textLines: content.textLines,
            hasFooter: content.hasFooter)
        #expect(content == given && content.hashValue == given.hashValue && content.size == given.size)
        var changed = content
        changed.textLines = ["Something else."]
        #expect(changed != content && changed.textLines == ["Something else."])
    }
}
