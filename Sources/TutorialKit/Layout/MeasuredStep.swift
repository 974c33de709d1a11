/// A step's title, text and footer measured once, for every width the layout tries.
package struct MeasuredStep {
    let title: MeasuredText
    let text: MeasuredText
    /// The footer row's width (``FooterRow/width``).
    let footerWidth: Int

    package init(_ request: LayoutRequest) {
        title = MeasuredText(request.title ?? "")
        text = MeasuredText(request.text)
        footerWidth = request.footer.width
    }
}
