import Testing
import TutorialKitLayout

/// A box's content made by the layout equals one given as strings: the text lines compare as the
/// strings they stand for (`TextLinesTests`, in the text layer's tests).
@Suite struct BoxContentTests {
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
