/// Step 1 of the layout pipeline: choose the content width and wrap the title and text to it.
public enum Measure {
    /// The narrowest content width that draws without overflowing a line: the footer, and the
    /// widest single character of the title and text.
    public static func minimumContentWidth(for request: LayoutRequest) -> Int {
        minimumContentWidth(for: request, MeasuredStep(request))
    }

    /// The width the content gets before any narrowing: the maximum text width or the boundary's
    /// width less the box's chrome, whichever is smaller; widened for a title up to the boundary;
    /// never below ``minimumContentWidth(for:)``.
    public static func preferredContentWidth(for request: LayoutRequest) -> Int {
        preferredContentWidth(for: request, MeasuredStep(request))
    }

    static func minimumContentWidth(for request: LayoutRequest, _ measured: MeasuredStep) -> Int {
        max(1, measured.footerWidth, measured.text.widestCluster, measured.title.widestCluster)
    }

    static func preferredContentWidth(for request: LayoutRequest, _ measured: MeasuredStep) -> Int {
        let room = request.boundary.width - 2 * BoxContent.horizontalChrome
        let base = min(request.options.maximumTextWidth, room)
        let title = min(measured.title.naturalWidth, room)
        return max(base, title, minimumContentWidth(for: request, measured))
    }

    /// The size of the content of `request` wrapped to `contentWidth`: its lines counted, not made.
    package static func size(of request: LayoutRequest, _ measured: MeasuredStep, contentWidth: Int)
        -> ContentSize
    {
        ContentSize(
            contentWidth: contentWidth, titleLines: measured.title.lineCount(width: contentWidth),
            textLines: measured.text.lineCount(width: contentWidth), hasFooter: !request.footer.isEmpty)
    }

    /// The content whose size `size` is: the lines, made when read.
    static func content(of measured: MeasuredStep, sized size: ContentSize) -> BoxContent {
        BoxContent(
            contentWidth: size.contentWidth,
            title: TextLines(measured.title, width: size.contentWidth, lineCount: size.titleLines),
            text: TextLines(measured.text, width: size.contentWidth, lineCount: size.textLines),
            hasFooter: size.hasFooter
        )
    }
}
