import TutorialKitText

/// A step's title, text and footer measured once, for every width the layout tries.
package struct MeasuredStep {
    let title: MeasuredText
    let text: MeasuredText
    /// The footer row's width (``StepLayout/Footer/width``).
    let footerWidth: Int

    package init(_ request: LayoutEngine.Request) {
        title = MeasuredText(request.title ?? "")
        text = MeasuredText(request.text)
        footerWidth = request.footer.width
    }
}
