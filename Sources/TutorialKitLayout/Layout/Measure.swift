import TutorialKitText

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
        preferredContentWidth(for: request, MeasuredStep(request), in: request.boundary)
    }

    /// The content of `request` wrapped to `contentWidth`.
    public static func content(of request: LayoutRequest, contentWidth: Int) -> BoxContent {
        content(of: request, MeasuredStep(request), contentWidth: contentWidth)
    }

    static func minimumContentWidth(for request: LayoutRequest, _ measured: MeasuredStep) -> Int {
        max(1, measured.footerWidth, measured.text.widestCluster, measured.title.widestCluster)
    }

    static func preferredContentWidth(for request: LayoutRequest, _ measured: MeasuredStep, in boundary: Rect)
        -> Int
    {
        let room = boundary.width - 2 * BoxContent.horizontalChrome
        let base = min(request.options.maximumTextWidth, room)
        let title = min(measured.title.naturalWidth, room)
        return max(base, title, minimumContentWidth(for: request, measured))
    }

    static func content(of request: LayoutRequest, _ measured: MeasuredStep, contentWidth: Int) -> BoxContent
    {
        content(of: measured, sized: size(of: request, measured, contentWidth: contentWidth))
    }

    /// The size of the content of `request` wrapped to `contentWidth`: its lines counted, not made.
    static func size(of request: LayoutRequest, _ measured: MeasuredStep, contentWidth: Int) -> ContentSize {
        ContentSize(
            contentWidth: contentWidth, titleLines: measured.title.lineCount(width: contentWidth),
            textLines: measured.text.lineCount(width: contentWidth), hasFooter: !request.footer.isEmpty)
    }

    /// The content whose size `size` is: the lines, made when read. `measured` is taken, not
    /// borrowed, so a caller done with it hands its texts over without retaining them.
    static func content(of measured: consuming MeasuredStep, sized size: ContentSize) -> BoxContent {
        BoxContent(
            contentWidth: size.contentWidth,
            title: TextLines(measured.title, width: size.contentWidth, lineCount: size.titleLines),
            text: TextLines(measured.text, width: size.contentWidth, lineCount: size.textLines),
            hasFooter: size.hasFooter
        )
    }
}
