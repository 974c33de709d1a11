import TutorialKitText

/// A step's title, text and footer measured once, for every width the layout tries.
package struct MeasuredStep {
    let title: MeasuredText
    let text: MeasuredText
    /// The footer row's width (``StepLayout/Footer/width``).
    let footerWidth: Int

    package init(_ request: LayoutEngine.Request) {
        // A host draws its own content instead: the text takes no room.
        let isHostContent = request.contentSize != nil
        title = MeasuredText(isHostContent ? "" : request.title ?? "")
        text = MeasuredText(isHostContent ? "" : request.text)
        footerWidth = request.footer.width
    }
}
