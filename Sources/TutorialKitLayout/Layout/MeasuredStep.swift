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
        // Cells are counted without a measurer, the quickest way.
        let measurer = request.metrics.hostMeasurer
        title = MeasuredText(isHostContent ? "" : request.title ?? "", measurer: measurer)
        text = MeasuredText(isHostContent ? "" : request.text, measurer: measurer)
        footerWidth = request.footer.width(in: request.metrics)
    }
}
